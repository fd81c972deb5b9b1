import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { it } from 'node:test';
import { isBlobName } from '../../../shared/src/rules/blob-argument';
import { findingsOf, ruleCases } from '../../helpers/cases';

const tool = (props: string) =>
  `{"tools": [{"name": "run", "description": "Run a command for tests.", "input_schema": {"type": "object", "properties": {${props}}}}]}`;

ruleCases('blob-argument', [
  {
    name: 'flags a lone free-form string named args',
    text: tool('"args": {"type": "string"}'),
    expect: [
      {
        at: '"args"',
        pointer: '/tools/0/input_schema/properties/args',
        severity: 'warning',
        providers: [],
        fixable: false,
        messageIncludes: 'free-form string',
      },
    ],
  },
  {
    name: 'flags a lone object with no properties named payload',
    text: tool('"payload": {"type": "object"}'),
    expect: [{ at: '"payload"', messageIncludes: 'no declared properties' }],
  },
  {
    name: 'flags an untyped lone input',
    text: tool('"input": {"description": "Anything."}'),
    expect: [{ at: '"input"' }],
  },
  {
    name: 'flags compound blob names',
    text: tool('"requestBody": {"type": "object", "properties": {}}'),
    expect: [{ at: '"requestBody"' }],
  },
  {
    name: 'a nullable string still counts',
    text: tool('"json": {"type": ["string", "null"]}'),
    expect: [{ at: '"json"' }],
  },
  { name: 'a named input is not a blob', text: tool('"command": {"type": "string"}'), expect: [] },
  {
    name: 'two inputs are not a lone blob',
    text: tool('"args": {"type": "string"}, "cwd": {"type": "string"}'),
    expect: [],
  },
  { name: 'an enum narrows the string', text: tool('"data": {"type": "string", "enum": ["a", "b"]}'), expect: [] },
  {
    name: 'an object with properties is declared',
    text: tool('"params": {"type": "object", "properties": {"q": {"type": "string"}}}'),
    expect: [],
  },
  { name: 'a number is not a blob', text: tool('"input": {"type": "integer"}'), expect: [] },
]);

it('blob names: whole words only', () => {
  assert.deepEqual(['args', 'input_data', 'rawJson', 'tool-input', 'kwargs'].map(isBlobName), [
    true,
    true,
    true,
    true,
    true,
  ]);
  assert.deepEqual(['user_input_text', 'database', 'inputFile', 'request'].map(isBlobName), [
    false,
    false,
    false,
    false,
  ]);
});

it('kitchen-sink: the `run` tool takes a blob', () => {
  const text = readFileSync('test/fixtures/kitchen-sink.mcp.json', 'utf8');
  assert.deepEqual(
    findingsOf('blob-argument', text).map((f) => f.tool),
    ['run'],
  );
});
