import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { derivedDescription } from '../../../shared/src/model/derived-description';
import { locateTools } from '../../../shared/src/model/locate';
import { parseJson } from '../../../shared/src/index';
import { ruleCases, type RuleCase } from '../../helpers/cases';
import { SHAPES, toolDoc } from './shapes';

const schema =
  '{"type": "object", "properties": {"city": {"type": "string", "description": "City name.\\nMore."}, "days": {"type": "integer"}}, "required": ["city"]}';
const DERIVED =
  'weather: no description came with this tool. Inputs:\\n- city (string, required): City name.\\n- days (integer, optional)';
const ALL = ['bedrock', 'gemini', 'openrouter'] as const;

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
  ...shapeCases,
]);

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
