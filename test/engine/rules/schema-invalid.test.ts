import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { findingsOf, ruleCases, type RuleCase } from '../../helpers/cases';
import { SHAPES, toolDoc } from './shapes';

const tool = (props: string, extra = '') =>
  `{"tools": [{"name": "t", "description": "A tool for tests.", "input_schema": {"type": "object", "properties": {${props}}${extra}}}]}`;

const shapeCases: RuleCase[] = SHAPES.map((shape) => ({
  name: `a misspelt type in the ${shape} shape`,
  text: toolDoc(shape, {
    name: '"t"',
    description: '"A tool."',
    schema: '{"type": "object", "properties": {"q": {"type": "strng"}}}',
  }),
  // parametersJsonSchema only ever goes to Gemini, which does not run this check.
  expect:
    shape === 'gemini-json-schema'
      ? []
      : [{ at: '"type"', nth: shape === 'openai' ? 2 : 1, messageIncludes: 'did you mean "string"?' }],
}));

ruleCases('schema-invalid', [
  {
    name: 'a draft-4 boolean exclusiveMinimum',
    text: tool('"n": {"type": "integer", "minimum": 0, "exclusiveMinimum": true}'),
    expect: [
      {
        at: '"exclusiveMinimum"',
        pointer: '/tools/0/input_schema/properties/n/exclusiveMinimum',
        severity: 'error',
        providers: ['anthropic', 'bedrock', 'openai', 'mistral', 'openrouter'],
        fixable: false,
        messageIncludes: 'draft-4',
      },
    ],
  },
  {
    name: 'a draft-3 required: true on a property',
    text: tool('"r": {"type": "string", "required": true}'),
    expect: [{ at: '"required"', messageIncludes: 'draft-3' }],
  },
  {
    name: 'a misspelt type',
    text: tool('"q": {"type": "strng"}'),
    expect: [{ at: '"type"', nth: 1, messageIncludes: '"strng" is not a JSON Schema type' }],
  },
  {
    name: 'one bad entry of a type list points at that entry',
    text: tool('"y": {"type": ["string", "bogus"]}'),
    expect: [{ at: '"bogus"', pointer: '/tools/0/input_schema/properties/y/type/1' }],
  },
  {
    name: "Google upper-case types are the type rules' (they lowercase them)",
    text: tool('"q": {"type": "STRING"}, "l": {"type": ["INTEGER", "null"]}'),
    expect: [],
  },
  {
    name: 'a property schema that is a string',
    text: tool('"x": "number"'),
    expect: [{ at: '"x"', messageIncludes: 'must be a schema' }],
  },
  {
    name: 'a negative minLength',
    text: tool('"m": {"type": "string", "minLength": -1}'),
    expect: [{ at: '"minLength"', messageIncludes: 'must be >= 0' }],
  },
  {
    name: 'a pattern that is not a regular expression',
    text: tool('"p": {"type": "string", "pattern": "(unclosed"}'),
    expect: [{ at: '"pattern"', nth: 0 }],
  },
  {
    name: 'Python named groups are accepted',
    text: tool('"p": {"type": "string", "pattern": "(?P<y>\\\\d+)-(?P=y)"}'),
    expect: [],
  },
  {
    name: 'a tuple items is refused by the 2020-12 checkers only',
    text: tool('"t": {"type": "array", "items": [{"type": "string"}]}'),
    expect: [{ at: '"items"', providers: ['anthropic', 'bedrock', 'openrouter'] }],
  },
  {
    name: 'a draft-07 $schema does not change the check',
    text: tool('"q": {"type": "string"}', ', "$schema": "http://json-schema.org/draft-07/schema#"'),
    expect: [],
  },
  {
    name: 'a valid schema passes',
    text: tool(
      '"q": {"type": ["string", "null"], "exclusiveMinimum": 1, "pattern": "[\\\\w-]+"}',
      ', "required": ["q"]',
    ),
    expect: [],
  },
  {
    name: 'targets: silent for Gemini alone',
    text: tool('"q": {"type": "strng"}'),
    options: { targets: ['gemini'] },
    expect: [],
  },
  {
    name: 'JSONC, CRLF and emoji before the fault',
    text: '{\r\n  // 🚀 天气\r\n  "tools": [{"name": "t", "description": "😀😀", "input_schema": {"type": "object", "properties": {"n": {"type": "number", "exclusiveMaximum": false,},},},},],\r\n}',
    expect: [{ at: '"exclusiveMaximum"' }],
  },
  {
    name: 'a bare schema document',
    text: '{"type": "object", "properties": {"a": {"type": "strng"}}}',
    options: { bareSchema: true },
    expect: [{ at: '"type"', nth: 1, pointer: '/properties/a/type' }],
  },
  // The proof judges node by node in the schema walk: these pin what it must still catch, and what it must let through.
  {
    name: 'a repeated key: the last copy is the one checked (valid)',
    text: tool('"q": {"type": "strng", "type": "string"}'),
    expect: [],
  },
  {
    name: 'a repeated key: the last copy is the one checked (not valid)',
    text: tool('"q": {"type": "string", "type": "strng"}'),
    expect: [{ at: '"type"', nth: 2, messageIncludes: '"strng"' }],
  },
  {
    name: 'a repeated property name: the last schema is checked',
    text: tool('"a": {"type": "strng"}, "a": {"type": "string"}, "b": {"type": "string"}, "b": {"type": "strng"}'),
    expect: [{ at: '"type"', nth: 4 }],
  },
  {
    name: 'a shadowed properties keyword is not checked',
    text: tool('"a": {"type": "strng"}', ', "properties": {"b": {"type": "string"}}'),
    expect: [],
  },
  {
    name: 'a branch of anyOf that is not a schema',
    text: tool('"u": {"anyOf": [{"type": "string"}, 3]}'),
    expect: [{ at: '3', pointer: '/tools/0/input_schema/properties/u/anyOf/1', messageIncludes: 'must be a schema' }],
  },
  { name: 'an empty anyOf', text: tool('"u": {"anyOf": []}'), expect: [{ at: '"anyOf"' }] },
  {
    name: 'additionalProperties that is not a schema',
    text: tool('"m": {"type": "object", "additionalProperties": "string"}'),
    expect: [{ at: '"additionalProperties"', messageIncludes: 'must be a schema' }],
  },
  {
    name: 'a fault inside $defs, which the walk does not enter',
    text: tool('"a": {"$ref": "#/$defs/A"}', ', "$defs": {"A": {"type": "strng"}}'),
    expect: [{ at: '"type"', nth: 1 }],
  },
  {
    name: 'a fault deep in items and anyOf',
    text: tool(
      '"l": {"type": "array", "items": {"anyOf": [{"type": "string"}, {"type": "object", "properties": {"n": {"type": "integer", "minimum": "0"}}}]}}',
    ),
    expect: [{ at: '"minimum"' }],
  },
  {
    name: 'two faults in one schema are each reported once',
    text: tool('"a": {"type": "strng"}, "b": {"type": "string", "minLength": -1}'),
    expect: [{ at: '"type"', nth: 1 }, { at: '"minLength"' }],
  },
  {
    name: 'each tool is checked on its own',
    text: '{"tools": [{"name": "a", "input_schema": {"type": "object", "properties": {"q": {"type": "strng"}}}}, {"name": "b", "input_schema": {"type": "object"}}, {"name": "c", "input_schema": {"type": "object", "properties": {"r": {"type": "nmber"}}}}]}',
    expect: [
      { at: '"type"', nth: 1 },
      { at: '"type"', nth: 4 },
    ],
  },
  {
    name: 'a parameters schema that is not an object',
    text: '{"tools": [{"name": "t", "input_schema": []}]}',
    expect: [{ at: '"input_schema"', messageIncludes: 'must be a schema' }],
  },
  ...shapeCases,
]);

describe('schema-invalid: hostile input', () => {
  it('a schema nested deeper than the check limit is skipped, not thrown on', () => {
    const deep = '{"type": "object", "properties": {"a": '.repeat(300) + '{"type": "strng"}' + '}}'.repeat(300);
    assert.deepEqual(findingsOf('schema-invalid', tool('"d": ' + deep)), []);
  });
});
