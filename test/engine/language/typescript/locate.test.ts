import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { lint } from '../../../../shared/src/index';

const DIR = join(__dirname, '..', '..', '..', 'fixtures', 'typescript');
const FIXTURES = readdirSync(DIR).sort();

/** The tool shape each SDK's literal reads as, by fixture stem. */
const SHAPES: Record<string, string> = {
  'openai-chat': 'openai',
  'openai-responses': 'openai-function',
  anthropic: 'anthropic',
  google: 'gemini',
  'mcp-low-level': 'mcp',
  'vercel-ai': 'mcp',
};

describe('where tools are found in TypeScript and JavaScript (test/fixtures/typescript)', () => {
  it('has a TypeScript and a JavaScript fixture for each SDK', () => {
    for (const stem of Object.keys(SHAPES)) {
      assert.ok(FIXTURES.includes(`${stem}.ts`), `${stem}.ts`);
      assert.ok(
        FIXTURES.some((f) => f.startsWith(`${stem}.`) && /\.[mc]?jsx?$/.test(f)),
        `${stem} in JavaScript`,
      );
    }
  });

  for (const file of FIXTURES) {
    const stem = file.slice(0, file.indexOf('.'));
    it(`${file}: finds get_forecast as ${SHAPES[stem]}, and the array with no items on its key`, () => {
      const text = readFileSync(join(DIR, file), 'utf8');
      const out = lint(text, { fileName: file });
      assert.deepEqual(out.internalErrors, []);
      assert.deepEqual(out.parseErrors, []);
      assert.deepEqual(
        out.tools.filter((t) => t.name === 'get_forecast').map((t) => t.shape),
        [SHAPES[stem]],
      );
      const items = out.findings.filter((f) => f.rule === 'items-missing');
      assert.equal(items.length, 1);
      assert.equal(text.slice(items[0].offset, items[0].offset + items[0].length), 'days');
      assert.equal(items[0].tool, 'get_forecast');
    });
  }

  it('names a Vercel AI SDK tool by its key, and judges its zod schema as the SDK sends it', () => {
    const text = readFileSync(join(DIR, 'vercel-ai.ts'), 'utf8');
    const out = lint(text, { fileName: 'vercel-ai.ts' });
    const tool = out.tools.find((t) => t.name === 'get_forecast')!;
    assert.equal(text.slice(tool.nameOffset, tool.nameOffset + tool.nameLength), 'get_forecast');
    const summarize = out.findings.filter((f) => f.tool === 'summarize');
    assert.deepEqual(
      summarize.map((f) => [f.rule, f.severity, text.slice(f.offset, f.offset + f.length)]),
      [
        ['sdk-keywords', 'info', "'ai'"],
        ['property-description-missing', 'info', 'z.string()'],
      ],
    );
    assert.match(summarize[0].message, /Vercel AI SDK/);
  });

  it('leaves a schema imported from a package unjudged, and says how to check it', () => {
    const text = [
      "import { Forecast } from '@acme/schemas';",
      'const tools = {',
      '  summarize: tool({',
      "    description: 'Summarize a forecast in one sentence for the user.',",
      '    inputSchema: Forecast,',
      '  }),',
      '};',
    ].join('\n');
    const out = lint(text, { fileName: 'tools.ts' });
    assert.deepEqual(
      out.findings.map((f) => [f.rule, f.severity, text.slice(f.offset, f.offset + f.length)]),
      [['schema-opaque', 'info', 'inputSchema']],
    );
    assert.match(out.findings[0].message, /toolwire mcp -- <server command>/);
  });

  it('an object whose `parameters` is a function is not a tool', () => {
    const text = `const tools = [{ name: 'run', description: 'Runs it.', parameters: () => schema }, { name: 'x', parameters(a) { return a; } }];`;
    assert.deepEqual(lint(text, { fileName: 'a.ts' }).tools, []);
  });
});
