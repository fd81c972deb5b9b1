import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { derivedDescription, draftDescription } from '../../../shared/src/model/derived-description';
import { locateTools } from '../../../shared/src/model/locate';
import { applyEdits, fixAll, lint, parseJson } from '../../../shared/src/index';
import { ruleCases, type RuleCase } from '../../helpers/cases';
import { SHAPES, toolDoc } from './shapes';

const schema =
  '{"type": "object", "properties": {"city": {"type": "string", "description": "City name.\\nMore."}, "days": {"type": "integer"}}, "required": ["city"]}';
const DERIVED =
  'weather: no description came with this tool. Inputs:\\n- city (string, required): City name.\\n- days (integer, optional)';
const ALL = ['bedrock', 'gemini', 'openrouter'] as const;
const TS_TOOL = [
  'export const tool = {',
  "  name: 'add_note',",
  "  inputSchema: { type: 'object', properties: { text: { type: 'string', description: 'The text of the note.' } }, required: ['text'] },",
  '};',
  '',
].join('\n');

const shapeCases: RuleCase[] = SHAPES.map((shape) => ({
  name: `an empty description in the ${shape} shape is replaced by the derived one`,
  text: toolDoc(shape, { name: '"weather"', description: '""', schema }),
  expect: [{ at: '""', providers: shape === 'gemini-json-schema' ? ['gemini'] : [...ALL], fixable: true }],
  fix: { output: toolDoc(shape, { name: '"weather"', description: `"${DERIVED}"`, schema }) },
}));

ruleCases('description-missing', [
  {
    name: 'no description: flags the name and inserts one after it',
    text: toolDoc('mcp', { name: '"weather"', schema }),
    expect: [
      { at: '"weather"', pointer: '/tools/0/description', severity: 'error', providers: [...ALL], fixable: true },
    ],
    fix: {
      kind: 'repair',
      title: 'Write a description from the name and inputs',
      output: toolDoc('mcp', { name: '"weather"', description: `"${DERIVED}"`, schema }),
    },
  },
  {
    name: 'blank: flags the value',
    text: toolDoc('anthropic', { name: '"weather"', description: '"  \\n "', schema }),
    expect: [{ at: '"  \\n "' }],
  },
  {
    name: 'not a string',
    text: toolDoc('openai', { name: '"weather"', description: 'null', schema }),
    expect: [{ at: 'null' }],
    fix: { output: toolDoc('openai', { name: '"weather"', description: `"${DERIVED}"`, schema }) },
  },
  {
    name: 'a described tool is fine',
    text: toolDoc('mcp', { name: '"weather"', description: '"Get the weather."', schema }),
    expect: [],
  },
  { name: 'a bare schema has no description to miss', text: schema, options: { bareSchema: true }, expect: [] },
  {
    name: 'targets: silent for OpenAI and Anthropic',
    text: toolDoc('mcp', { name: '"weather"', schema }),
    options: { targets: ['openai', 'anthropic'] },
    expect: [],
  },
  {
    name: 'multi-line JSONC with CRLF and emoji: inserted on its own line after the name',
    text: '{\r\n  "tools": [\r\n    {\r\n      // 🚀 天气\r\n      "name": "ping",\r\n      "inputSchema": {"type": "object", "properties": {}},\r\n    },\r\n  ],\r\n}',
    expect: [{ at: '"ping"' }],
    fix: {
      output:
        '{\r\n  "tools": [\r\n    {\r\n      // 🚀 天气\r\n      "name": "ping",\r\n      "description": "ping: no description came with this tool. It takes no declared inputs.",\r\n      "inputSchema": {"type": "object", "properties": {}},\r\n    },\r\n  ],\r\n}',
    },
  },
  {
    name: 'in a TypeScript file: not repairable',
    text: TS_TOOL,
    options: { fileName: 'tools.ts' },
    expect: [{ at: "'add_note'", fixable: false }],
  },
  ...shapeCases,
]);

describe('description-missing in code', () => {
  it("offers a draft as an authoring fix, written in the file's quotes", () => {
    const [finding] = lint(TS_TOOL, { fileName: 'tools.ts', fixes: true }).findings;
    assert.deepEqual(
      finding.fixes.map((f) => [f.kind, f.title]),
      [['authoring', 'Write a draft description from the name and inputs']],
    );
    assert.equal(
      applyEdits(TS_TOOL, finding.fixes[0].edits),
      TS_TOOL.replace(
        "name: 'add_note',",
        "name: 'add_note',\n  description: 'Add note. Inputs:\\n- text (string, required): The text of the note.',",
      ),
    );
  });
  it('fix-all writes no description into a TypeScript file, and the JSON file still gets the derived one', () => {
    assert.equal(fixAll(TS_TOOL, { fileName: 'tools.ts' }), TS_TOOL);
    const json = toolDoc('mcp', { name: '"weather"', schema });
    assert.match(fixAll(json), /no description came with this tool/);
  });
  it('a zod tool without a description is not counted as repairable', () => {
    const zod = [
      "import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';",
      "import { z } from 'zod';",
      "const server = new McpServer({ name: 'n', version: '1.0.0' });",
      "server.registerTool('add_note', { inputSchema: { text: z.string() } }, async () => ({ content: [] }));",
    ].join('\n');
    const found = lint(zod, { fileName: 'server.ts', fixes: false }).findings.filter(
      (f) => f.rule === 'description-missing',
    );
    assert.equal(found.length, 1);
    assert.equal(found[0].fixable, false);
    assert.equal(fixAll(zod, { fileName: 'server.ts' }), zod);
  });
  it('drafts a sentence from a camelCase or snake_case name', () => {
    const draft = (name: string) =>
      draftDescription(toolOf(toolDoc('mcp', { name: `"${name}"`, schema: '{"type": "object"}' })));
    assert.equal(draft('searchNotes'), 'Search notes. It takes no declared inputs.');
    assert.equal(draft('get_forecast-v2'), 'Get forecast v2. It takes no declared inputs.');
    assert.equal(draft('__'), 'What this tool does. It takes no declared inputs.');
  });
});

function toolOf(text: string) {
  return locateTools(parseJson(text).root)[0];
}

describe('derivedDescription', () => {
  it('lists the first 12 inputs and counts the rest', () => {
    const props = Array.from({ length: 15 }, (_, i) => `"p${i}": {"type": "string"}`).join(', ');
    const text = derivedDescription(
      toolOf(toolDoc('mcp', { name: '"many"', schema: `{"type": "object", "properties": {${props}}}` })),
    );
    const lines = text.split('\n');
    assert.equal(lines.length, 1 + 12 + 1);
    assert.equal(lines[13], '… and 3 more inputs.');
  });
  it('cuts a long line at 80 characters with an ellipsis, never inside an emoji', () => {
    const long = '😀'.repeat(100);
    const text = derivedDescription(
      toolOf(
        toolDoc('mcp', {
          name: '"t"',
          schema: `{"type": "object", "properties": {"a": {"type": "string", "description": "${long}"}}}`,
        }),
      ),
    );
    const line = text.split('\n')[1];
    assert.equal(Array.from(line).length, 80);
    assert.ok(line.endsWith('…'));
    assert.ok(!/[\uD800-\uDBFF](?![\uDC00-\uDFFF])/.test(line), 'no lone surrogate');
  });
  it('names array item types, unions and untyped inputs', () => {
    const s =
      '{"type": "object", "properties": {"a": {"type": "array", "items": {"type": "integer"}}, "b": {"anyOf": [{"type": "string"}, {"type": "null"}]}, "c": {}, "d": {"type": ["string", "null"]}}}';
    const lines = derivedDescription(toolOf(toolDoc('mcp', { name: '"t"', schema: s }))).split('\n');
    assert.deepEqual(lines.slice(1), [
      '- a (array of integer, optional)',
      '- b (string or null, optional)',
      '- c (any, optional)',
      '- d (string or null, optional)',
    ]);
  });
  it('is deterministic and reads the Bedrock json schema', () => {
    const t = toolOf(toolDoc('bedrock', { name: '"w"', schema }));
    assert.equal(derivedDescription(t), derivedDescription(t));
    assert.match(derivedDescription(t), /- city \(string, required\): City name\./);
  });
});
