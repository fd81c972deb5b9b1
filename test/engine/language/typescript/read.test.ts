import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { getValue, toValue, type JsonNode } from '../../../../shared/src/json/tree';
import { languageFor, lint } from '../../../../shared/src/index';
import { parseScript } from '../../../../shared/src/language/typescript/parse';
import { mayHoldTools } from '../../../../shared/src/language/typescript/precheck';

const lintTs = (text: string) => lint(text, { fileName: 'tools.ts' });
const rules = (text: string) => lintTs(text).findings.map((f) => f.rule);
/** The tool's schema as a plain value (undefined when it holds an opaque node). */
const schemaOf = (text: string) => {
  const [tool] = lintTs(text).tools;
  assert.ok(tool, 'a tool');
  const root = parseScript(text).root;
  let node: JsonNode | undefined = root;
  for (const token of tool.schemaPointer!.split('/').slice(1)) {
    node =
      node?.kind === 'object' ? getValue(node, token) : node?.kind === 'array' ? node.items[Number(token)] : undefined;
  }
  return toValue(node);
};
const anthropic = (schema: string, before = '') =>
  `${before}\nconst tools = [{ name: 'search', description: 'Search the docs for a phrase.', input_schema: ${schema} }];\n`;

describe('the TypeScript and JavaScript front end: which values are read', () => {
  it('is the front end of every TS and JS extension and language id', () => {
    for (const fileName of ['a.ts', 'a.tsx', 'a.mts', 'a.cts', 'a.js', 'a.jsx', 'a.mjs', 'a.cjs'])
      assert.equal(languageFor({ fileName }).id, 'typescript', fileName);
    for (const languageId of ['typescript', 'typescriptreact', 'javascript', 'javascriptreact'])
      assert.equal(languageFor({ languageId }).id, 'typescript', languageId);
  });

  it('reads quotes, templates, concatenations, numbers, booleans, null and every key form', () => {
    const schema = `{
      "type": 'object',
      properties: {
        ['q']: { type: \`string\`, description: 'The phrase ' + "to look " + \`for\`, minLength: 1 },
        [\`limit\`]: { type: 'integer', minimum: -1, maximum: 1e3, default: null },
        3: { type: 'boolean', default: true },
      },
      required: ['q'],
    }`;
    assert.deepEqual(schemaOf(anthropic(schema)), {
      type: 'object',
      properties: {
        q: { type: 'string', description: 'The phrase to look for', minLength: 1 },
        limit: { type: 'integer', minimum: -1, maximum: 1000, default: null },
        3: { type: 'boolean', default: true },
      },
      required: ['q'],
    });
  });

  it('reads `as const`, `satisfies`, same-file consts and spreads of them', () => {
    const before = `const KEY = 'q';
const base = { type: 'object' } as const;
const q = { type: 'string', description: 'The phrase' } satisfies Schema;
const more = ['q'];`;
    const schema = `{ ...base, properties: { [KEY]: q }, required: [...more] } as const`;
    assert.deepEqual(schemaOf(anthropic(schema, before)), {
      type: 'object',
      properties: { q: { type: 'string', description: 'The phrase' } },
      required: ['q'],
    });
  });

  it('leaves calls, imports, parameters, conditionals and substitutions opaque, never judged', () => {
    const schema = `{ type: 'object', properties: { a: makeSchema(), b: imported, c: flag ? x : y, d: { type: 'array', items: ITEMS }, e: { type: \`\${t}\` } }, required: ['a'] }`;
    assert.equal(schemaOf(anthropic(schema, 'import { imported } from "./s";')), undefined);
    assert.deepEqual(
      rules(anthropic(schema)).filter((r) => r !== 'property-description-missing'),
      [],
    );
  });

  it('an object with an unknown spread or key is opaque as a whole: it could hold any member', () => {
    const schema = `{ type: 'object', properties: { a: { ...other, type: 'array' }, [k]: { type: 'array' } } }`;
    assert.deepEqual(
      rules(anthropic(schema)).filter((r) => r === 'items-missing'),
      [],
    );
  });

  it('a const that refers to itself is opaque, not a hang', () => {
    const text = anthropic(`loop`, `const loop = { type: 'object', properties: { a: loop, b: [...loop] } };`);
    assert.ok(Array.isArray(lintTs(text).findings));
  });

  it('places findings on the exact node, in UTF-16, past astral characters', () => {
    const text = `// \u{1F600} weather \u{1F600}\nconst tools = [{ name: 'w', description: 'Weather \u{1F600} for a city.', input_schema: { type: 'object', properties: { days: { type: 'array' } } } }];\n`;
    const finding = lintTs(text).findings.find((f) => f.rule === 'items-missing');
    assert.ok(finding);
    assert.equal(text.slice(finding.offset, finding.offset + finding.length), 'days');
  });

  it('finds a tool list once, where it is used, when a const is passed by name', () => {
    const text = `const tools = [{ name: 'a', description: 'Does a thing with care.', parameters: { type: 'object' } }];
await client.chat.completions.create({ model, tools });
await client.chat.completions.create({ model, tools: tools });`;
    assert.equal(lintTs(text).tools.length, 1);
  });

  it('does not enter a function with no tool word: its consts are its own, as by scope', () => {
    // `q` inside helper() is another binding than the top-level one; before, it made every `q` unknown.
    const before = `const q = { type: 'string', description: 'The phrase' };
function helper() { const q = 3; return [q, { a: 1 }]; }`;
    const text = anthropic(`{ type: 'object', properties: { q } }`, before);
    assert.deepEqual(schemaOf(text), {
      type: 'object',
      properties: { q: { type: 'string', description: 'The phrase' } },
    });
    // The helper's literals are not read as the file's literals.
    const root = parseScript(text).root;
    assert.deepEqual(root?.kind === 'object' && root.props.map((p) => p.key), ['tools']);
  });

  it('enters a function whose tool comes from a spread or a computed key, with no tool word inside', () => {
    const spread = `const base = { description: 'Search the docs for a phrase.', input_schema: { type: 'object', properties: { a: { type: 'array' } } } };
function make() { return [{ ...base, name: 'search' }]; }`;
    assert.ok(
      lintTs(spread).tools.some((t) => t.name === 'search'),
      'spread',
    );
    const computed = `const KEY = 'input_schema';
function make() { return { name: 'search', description: 'Search the docs for a phrase.', [KEY]: { type: 'object' } }; }`;
    assert.ok(
      lintTs(computed).tools.some((t) => t.name === 'search'),
      'computed key',
    );
  });

  it('decides from the text alone that most code files hold no tool', () => {
    assert.equal(mayHoldTools('export function add(a: number, b: number) { return a + b; }\n'), false);
    assert.equal(parseScript('const x = { a: 1 };').root, undefined);
    assert.equal(mayHoldTools('const t = { name, input_schema: s };'), true);
  });
});
