import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { fixAll, lint, type LintOutput } from '../../../../shared/src/index';
import { timed } from '../../../fuzz/invariants';

const DIR = join(__dirname, '..', '..', '..', 'fixtures', 'typescript');
const FIXTURES = readdirSync(DIR).sort();

/** Lint within `ms` of CPU: no rule throws, every finding and fix edit lies inside the text. */
function survives(text: string, fileName = 'hostile.ts', ms = 3000): LintOutput {
  const out = timed(ms, 'lint', () => lint(text, { fileName, fixes: true }));
  assert.deepEqual(out.internalErrors, []);
  for (const f of out.findings) {
    assert.ok(f.offset >= 0 && f.offset + f.length <= text.length, `${f.rule} inside the text`);
    for (const e of f.fixes.flatMap((x) => x.edits)) assert.ok(e.offset >= 0 && e.offset + e.length <= text.length);
  }
  return out;
}

const span = (t: { offset: number; length: number }) => `${t.offset}+${t.length}`;
const key = (f: { rule: string; offset: number; length: number }) => `${f.rule}@${f.offset}+${f.length}`;

describe('hostile TypeScript and JavaScript', () => {
  for (const file of FIXTURES) {
    it(`every prefix of ${file}: no crash, and a tool complete in it has the finished code's findings`, () => {
      const text = readFileSync(join(DIR, file), 'utf8');
      const whole = lint(text, { fileName: file });
      const finished = new Set(whole.findings.map(key));
      // A tool is complete in a prefix when it spans there what it spans in the finished file.
      const complete = new Set(whole.tools.map(span));
      for (let cut = 0; cut <= text.length; cut++) {
        const prefix = text.slice(0, cut);
        const out = survives(prefix, file, 1000);
        for (const f of out.findings) {
          const tool = f.toolIndex === undefined ? undefined : out.tools[f.toolIndex];
          if (!tool || !complete.has(span(tool)) || f.rule.startsWith('name-') || f.rule === 'tools-overlap') continue;
          assert.ok(finished.has(key(f)), `${file} cut at ${cut}: ${key(f)} is not in the finished file`);
        }
      }
    });
  }

  it('unbalanced braces, brackets and parentheses', () => {
    const tool = `{ name: 'a', description: 'Does a thing with care.', parameters: { type: 'object', properties: { x: { type: 'array' } } } }`;
    for (const text of [
      `const tools = [${tool}`,
      `const tools = [${tool}]]]}}})))`,
      `const tools = [${tool.slice(0, -3)}];\nfunction f() {`,
      `}}}} const tools = [${tool}];`,
      `create({ tools: [${tool}, { name: 'b', parameters: { type: 'object', properties: { y: { type:`,
    ])
      survives(text);
  });

  it('a 5 MB bundle is linted in time; a file over maxFileSize gets one information finding', () => {
    const fixture = readFileSync(join(DIR, 'openai-chat.js'), 'utf8');
    const chunks: string[] = [];
    for (let i = 0, size = 0; size < 4_900_000; i++) {
      chunks.push(`(function m${i}(){ var x${i} = ${JSON.stringify('pad'.repeat(200))}; return x${i}.length; })();\n`);
      size += chunks[i].length;
    }
    const bundle = `${chunks.join('')}${fixture}`;
    const out = survives(bundle, 'bundle.js', 20_000);
    assert.ok(out.findings.some((f) => f.rule === 'items-missing'));
    const over = lint('x'.repeat(5_242_881), { fileName: 'big.ts' });
    assert.deepEqual(
      over.findings.map((f) => [f.rule, f.severity]),
      [['file-too-large', 'info']],
    );
  });

  it('a minified bundle gets the same findings as the code it was made from', () => {
    const source = readFileSync(join(DIR, 'anthropic.mjs'), 'utf8');
    const minified = source.replace(/\n\s*/g, '');
    const rules = (text: string) => lint(text, { fileName: 'a.min.js' }).findings.map((f) => f.rule);
    assert.deepEqual(rules(survives(minified, 'a.js') && minified), rules(source));
  });

  it('JSX in a .tsx file, and a <T>cast in a .ts file', () => {
    const tool = `{ name: 'a', description: 'Does a thing with care.', input_schema: { type: 'object', properties: { x: { type: 'array' } }, required: ['x'] } }`;
    const jsx = `export const tools = [${tool}];\nexport const App = () => <div className="x"><Tools list={tools} /></div>;\n`;
    assert.ok(survives(jsx, 'app.tsx').findings.some((f) => f.rule === 'items-missing'));
    const cast = `const n = <number>value;\nexport const tools = [${tool}];\n`;
    assert.ok(survives(cast, 'a.ts').findings.some((f) => f.rule === 'items-missing'));
  });

  it('deep nesting gives findings or a parse error, never an exception', () => {
    for (const text of [
      `const tools = ${'['.repeat(50_000)}${']'.repeat(50_000)};`,
      `const tools = ${'{ parameters: '.repeat(20_000)}1${' }'.repeat(20_000)};`,
      `const tools = ${'['.repeat(50_000)}`,
    ])
      survives(text, 'deep.ts', 10_000);
  });

  it('consts that refer to themselves or to each other', () => {
    const text = `const a = { type: 'object', properties: { b: b } };
const b = { type: 'object', properties: { a: a, self: b, ...b } };
const c = [...c];
const tools = [{ name: 't', description: 'Does a thing with care.', parameters: a }, ...c];
`;
    survives(text);
    assert.equal(fixAll(fixAll(text, { fileName: 'a.ts' }), { fileName: 'a.ts' }), fixAll(text, { fileName: 'a.ts' }));
  });

  it('a tool named through `.shape.name.value` of a zod object that names itself, or of a member that is no literal', () => {
    const text = `import { z } from 'zod';
const Loop = z.object({ name: z.literal(Loop.shape.name.value), description: z.string() });
const Other = z.object({ name: z.string(), description: z.literal('Does a thing with care.') });
export const tools = [
  { name: Loop.shape.name.value, description: Loop.shape.description.value, inputSchema: { type: 'object', properties: {} } },
  { name: Other.shape.name.value, description: Other.shape.description.value, inputSchema: { type: 'object', properties: {} } },
];
`;
    const out = survives(text);
    assert.deepEqual(
      out.tools.map((t) => t.name),
      [undefined, undefined],
    );
    assert.deepEqual(
      out.findings.filter((f) => f.severity === 'error').map((f) => f.rule),
      [],
    );
  });

  it('a const used inside its own opaque value is searched once, not without end', () => {
    // Half-typed: its value reads as `{...} + f(...)`, which holds the list that names it.
    const text = `const t = { name: 'a', description: 'Does a thing with care.' } + f({ tools: [t] });\n`;
    const out = survives(text);
    assert.deepEqual(out.parseErrors, []);
  });
});
