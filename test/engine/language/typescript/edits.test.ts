import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { applyEdits, fixAll, lint } from '../../../../shared/src/index';

const FILE = { fileName: 'tools.ts' };
/** The text after applying the first fix of the first finding of `rule`. */
function quickFix(text: string, rule: string): string {
  const finding = lint(text, { ...FILE, fixes: true }).findings.find((f) => f.rule === rule);
  assert.ok(finding?.fixes[0], `a fix for ${rule}`);
  return applyEdits(text, finding.fixes[0].edits);
}

describe('fixes in a TypeScript or JavaScript file, in its own style', () => {
  it('single quotes, bare keys and bracket spacing on one line', () => {
    const text = `const tools = [{ name: 'a', description: 'Does a thing, and says what it did.', input_schema: { type: 'object', properties: { tags: { type: 'array' } } } }];\n`;
    assert.equal(
      quickFix(text, 'items-missing'),
      text.replace(`tags: { type: 'array' }`, `tags: { type: 'array', items: { type: 'string' } }`),
    );
  });

  it('double quotes and quoted keys where the object quotes them', () => {
    const text = `export default [{ "name": "a", "description": "Does a thing, and says what it did.", "input_schema": { "type": "object", "properties": { "tags": { "type": "array" } } } }];\n`;
    assert.equal(
      quickFix(text, 'items-missing'),
      text.replace(`"tags": { "type": "array" }`, `"tags": { "type": "array", "items": { "type": "string" } }`),
    );
  });

  it("the file's indentation and trailing commas on several lines", () => {
    const text = [
      'const tool = {',
      "    name: 'lookup',",
      '    parameters: {',
      "        type: 'object',",
      '        properties: {',
      "            place: { properties: { city: { type: 'string', description: 'City name' } } },",
      '        },',
      "        required: ['place'],",
      '    },',
      '};',
      '',
    ].join('\n');
    assert.match(quickFix(text, 'description-missing'), /\n {4}description: '[^'\n]+',\n {4}parameters: \{/);
    const fixed = fixAll(text, FILE);
    assert.match(fixed, /place: \{ properties: \{ city: \{[^}]+\} \}, type: 'object' \}/);
    assert.deepEqual(lint(fixed, FILE).parseErrors, []);
  });

  it('a Vercel AI SDK tool gets its description inside tool({...}), not after its key', () => {
    const text = `const tools = {\n  weather: tool({\n    inputSchema: jsonSchema({ type: 'object', properties: { city: { type: 'string', description: 'City' } } }),\n  }),\n};\n`;
    const fixed = quickFix(text, 'description-missing');
    assert.match(fixed, /weather: tool\(\{\n {4}inputSchema: [^\n]+\),\n {4}description: '[^'\n]+',\n {2}\}\),/);
  });

  it('fix-all leaves a file with a syntax error as it is', () => {
    const text = `const tool = { name: 'a', parameters: { properties: { q: { type: 'string' } } }; (\n`;
    assert.equal(fixAll(text, FILE), text);
  });
});

describe('suppressions in TypeScript and JavaScript comments', () => {
  const tool = (before: string, after = '') =>
    `const tools = [{\n  name: 'a',\n  description: 'Does a thing, and says what it did.',\n  parameters: {\n    type: 'object',\n    properties: {\n${before}      tags: { type: 'array', description: 'Tags' },\n${after}    },\n  },\n}];\n`;
  const rules = (text: string) => lint(text, FILE).findings.map((f) => f.rule);

  it('`// toolwire-disable-next-line rule -- reason` silences that rule on the next line', () => {
    assert.ok(rules(tool('')).includes('items-missing'));
    assert.ok(
      !rules(tool('      // toolwire-disable-next-line items-missing -- filled in by the caller\n')).includes(
        'items-missing',
      ),
    );
  });

  it('the block form silences a rule between disable and enable', () => {
    const text = tool('      /* toolwire-disable items-missing */\n', '      /* toolwire-enable items-missing */\n');
    assert.ok(!rules(text).includes('items-missing'));
  });

  it('a directive in a string is not a comment', () => {
    const text = tool("      note: { type: 'string', description: 'toolwire-disable items-missing' },\n");
    assert.ok(rules(text).includes('items-missing'));
  });
});
