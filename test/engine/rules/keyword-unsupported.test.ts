import type { ProviderId } from '../../../shared/src/types';
import { ruleCases, type RuleCase } from '../../helpers/cases';
import { SHAPES, toolDoc } from './shapes';

const tool = (props: string, extra = '') =>
  `{"tools": [{"name": "t", "description": "A tool for tests.", "inputSchema": {"type": "object", "properties": {${props}}${extra}}}]}`;
const GEMINI_VERTEX: ProviderId[] = ['gemini', 'vertex', 'openrouter'];

const shapeCases: RuleCase[] = SHAPES.map((shape) => ({
  name: `flags exclusiveMinimum in the ${shape} shape${shape === 'gemini-json-schema' ? ' (not: full JSON Schema)' : ''}`,
  text: toolDoc(shape, {
    name: '"t"',
    description: '"A tool."',
    schema: '{"type": "object", "properties": {"n": {"type": "integer", "exclusiveMinimum": 0}}}',
  }),
  expect: shape === 'gemini-json-schema' ? [] : [{ at: '"exclusiveMinimum"' }],
}));

ruleCases('keyword-unsupported', [
  {
    name: 'flags the key of a narrowing keyword; the repair drops it',
    text: tool('"limit": {"type": "integer", "exclusiveMinimum": 0, "description": "Most results."}'),
    expect: [
      {
        at: '"exclusiveMinimum"',
        pointer: '/tools/0/inputSchema/properties/limit/exclusiveMinimum',
        severity: 'error',
        providers: GEMINI_VERTEX,
        fixable: true,
        messageIncludes: 'Unknown name "exclusiveMinimum"',
      },
    ],
    fix: {
      kind: 'repair',
      title: 'Drop "exclusiveMinimum"',
      output: tool('"limit": {"type": "integer", "description": "Most results."}'),
    },
  },
  {
    name: 'additionalProperties: Gemini only (Vertex AI has it)',
    text: tool('"a": {"type": "string"}', ', "additionalProperties": false'),
    expect: [{ at: '"additionalProperties"', providers: ['gemini', 'openrouter'], fixable: true }],
    fix: { output: tool('"a": {"type": "string"}') },
  },
  {
    name: 'a string const becomes a one-value enum with a type',
    text: tool('"mode": { "const": "fast", "description": "Search mode." }'),
    expect: [{ at: '"const"', fixable: true }],
    fix: {
      title: 'Replace "const" with "enum": ["fast"]',
      output: tool('"mode": { "type": "string", "enum": ["fast"], "description": "Search mode." }'),
    },
  },
  {
    name: 'a typed string const keeps its type',
    text: tool('"mode": {"type": "string", "const": "fast"}'),
    expect: [{ at: '"const"' }],
    fix: { output: tool('"mode": {"type": "string", "enum": ["fast"]}') },
  },
  {
    name: 'a const next to an enum is dropped',
    text: tool('"mode": {"type": "string", "enum": ["fast", "slow"], "const": "fast"}'),
    expect: [{ at: '"const"' }],
    fix: { title: 'Drop "const"', output: tool('"mode": {"type": "string", "enum": ["fast", "slow"]}') },
  },
  {
    name: 'a numeric const has no repair',
    text: tool('"n": {"type": "integer", "const": 3}'),
    expect: [{ at: '"const"', fixable: false }],
  },
  {
    name: 'nested oneOf: an authoring fix renames it to anyOf',
    text: tool('"v": {"oneOf": [{"type": "string"}, {"type": "integer"}]}'),
    expect: [{ at: '"oneOf"', fixable: false }],
    fix: { kind: 'authoring', output: tool('"v": {"anyOf": [{"type": "string"}, {"type": "integer"}]}') },
  },
  {
    name: 'nested allOf has no fix',
    text: tool('"v": {"allOf": [{"type": "string"}]}'),
    expect: [{ at: '"allOf"', fixable: false }],
  },
  {
    name: "a root oneOf is root-combinator's",
    text: '{"tools": [{"name": "t", "inputSchema": {"type": "object", "oneOf": [{"properties": {}}]}}]}',
    expect: [],
  },
  {
    name: 'x- extensions, $comment and examples are dropped, one finding each',
    text: tool('"q": {"type": "string", "x-order": 1, "$comment": "c", "examples": ["a"]}'),
    expect: [{ at: '"x-order"' }, { at: '"$comment"' }, { at: '"examples"' }],
    fix: { output: tool('"q": {"type": "string", "$comment": "c", "examples": ["a"]}') },
  },
  {
    name: '$schema at the root',
    text: tool('"a": {"type": "string"}', ', "$schema": "http://json-schema.org/draft-07/schema#"'),
    expect: [{ at: '"$schema"', pointer: '/tools/0/inputSchema/$schema' }],
  },
  {
    name: 'parametersJsonSchema: only $schema, and only Gemini',
    text: toolDoc('gemini-json-schema', {
      name: '"t"',
      description: '"A tool."',
      schema:
        '{"$schema": "https://json-schema.org/draft/2020-12/schema", "type": "object", "properties": {"a": {"type": "string", "const": "x"}}, "additionalProperties": false}',
    }),
    expect: [{ at: '"$schema"', providers: ['gemini'], fixable: true }],
  },
  {
    name: 'portable keywords pass',
    text: tool(
      '"q": {"type": "string", "title": "Q", "minLength": 1, "maxLength": 9, "pattern": "^a", "format": "date-time", "default": "a", "enum": ["a"]}, "n": {"type": "number", "minimum": 0, "maximum": 1}, "l": {"type": "array", "items": {"type": "string"}, "minItems": 1, "maxItems": 2}',
    ),
    expect: [],
  },
  {
    name: 'Google extras nobody rejects pass',
    text: tool('"q": {"type": "string", "nullable": true, "example": "a"}', ', "propertyOrdering": ["q"]'),
    expect: [],
  },
  {
    name: 'patternProperties on a map has no repair',
    text: tool('"m": {"type": "object", "patternProperties": {"^x": {"type": "string"}}}'),
    expect: [{ at: '"patternProperties"', fixable: false }],
  },
  {
    name: 'patternProperties next to properties is dropped',
    text: tool(
      '"m": {"type": "object", "properties": {"a": {"type": "string"}}, "patternProperties": {"^x": {"type": "string"}}}',
    ),
    expect: [{ at: '"patternProperties"', fixable: true }],
  },
  {
    name: 'an input written outside properties is not dropped',
    text: tool('"a": {"type": "string"}', ', "q": {"type": "string"}'),
    expect: [{ at: '"q"', fixable: false, messageIncludes: 'move it into `properties`' }],
  },
  {
    name: "a root that is the property map itself is root-type's",
    text: '{"tools": [{"name": "t", "parameters": {"q": {"type": "string", "required": true}}}]}',
    expect: [],
  },
  {
    name: 'an unknown scalar annotation is dropped',
    text: tool('"q": {"type": "string", "optional": true}'),
    expect: [{ at: '"optional"', fixable: true }],
    fix: { output: tool('"q": {"type": "string"}') },
  },
  {
    name: 'unused $defs are dropped',
    text: tool('"a": {"type": "string"}', ', "$defs": {"X": {"type": "string"}}'),
    expect: [{ at: '"$defs"', fixable: true }],
    fix: { output: tool('"a": {"type": "string"}') },
  },
  {
    name: "$defs a $ref uses is the ref rule's",
    text: tool('"a": {"$ref": "#/$defs/X"}', ', "$defs": {"X": {"type": "string"}}'),
    expect: [],
  },
  {
    name: 'targets: silent for OpenAI and Anthropic',
    text: tool('"n": {"type": "integer", "multipleOf": 2}'),
    options: { targets: ['openai', 'anthropic'] },
    expect: [],
  },
  {
    name: 'targets: Vertex alone still rejects multipleOf',
    text: tool('"n": {"type": "integer", "multipleOf": 2}'),
    options: { targets: ['vertex'] },
    expect: [{ at: '"multipleOf"', providers: ['vertex'] }],
  },
  {
    name: 'multi-line JSONC with CRLF and emoji before the fault',
    text: '{\r\n  // 🚀 tools\r\n  "tools": [{\r\n    "name": "t", "description": "天气 😀",\r\n    "inputSchema": {\r\n      "type": "object",\r\n      "properties": {\r\n        "mode": {\r\n          "const": "fast",\r\n          "description": "😀 mode",\r\n        },\r\n      },\r\n    },\r\n  }],\r\n}',
    expect: [{ at: '"const"' }],
    fix: {
      output:
        '{\r\n  // 🚀 tools\r\n  "tools": [{\r\n    "name": "t", "description": "天气 😀",\r\n    "inputSchema": {\r\n      "type": "object",\r\n      "properties": {\r\n        "mode": {\r\n          "type": "string",\r\n          "enum": ["fast"],\r\n          "description": "😀 mode",\r\n        },\r\n      },\r\n    },\r\n  }],\r\n}',
    },
  },
  {
    name: 'a dropped keyword on its own line takes its line with it',
    text: '{"tools": [{"name": "t", "inputSchema": {\n  "type": "object",\n  "properties": {},\n  "additionalProperties": false\n}}]}',
    expect: [{ at: '"additionalProperties"' }],
    fix: { output: '{"tools": [{"name": "t", "inputSchema": {\n  "type": "object",\n  "properties": {}\n}}]}' },
  },
  ...shapeCases,
]);
