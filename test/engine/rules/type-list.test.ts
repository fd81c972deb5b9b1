import { describe } from 'node:test';
import { ruleCases } from '../../helpers/cases';
import { fixAllCase, jsoncTool, layoutCases, openaiTool, withProps } from './schema-docs';

const P = '/tools/0/function/parameters/properties';
const multiline = (body: string) =>
  jsoncTool(['"first": {"type": "string"}']).replace(
    '"properties": {',
    `"properties": {\n        "x": {\n          ${body}\n        },`,
  );

ruleCases('type-list', [
  {
    name: 'flags the type list and narrows [T, "null"] to T',
    text: withProps('"limit": {"type": ["integer", "null"], "description": "Most results."}'),
    expect: [
      {
        at: '["integer", "null"]',
        pointer: `${P}/limit`,
        severity: 'error',
        providers: ['gemini', 'vertex', 'openrouter'],
        fixable: true,
        messageIncludes: 'cannot start list',
      },
    ],
    fix: { kind: 'repair', output: withProps('"limit": {"type": "integer", "description": "Most results."}') },
  },
  {
    name: 'null first, and a one-type list',
    text: withProps('"a": {"type": ["null", "string"]}, "b": {"type": ["boolean"]}'),
    expect: [{ at: '["null", "string"]' }, { at: '["boolean"]' }],
    fix: { kind: 'repair', output: withProps('"a": {"type": "string"}, "b": {"type": ["boolean"]}') },
  },
  {
    name: 'two types become an anyOf; type keywords move into their branch, annotations stay',
    text: withProps('"id": {"type": ["string", "integer"], "description": "Id.", "minLength": 1, "minimum": 0}'),
    expect: [{ at: '["string", "integer"]', fixable: true }],
    fix: {
      kind: 'repair',
      output: withProps(
        '"id": {"anyOf": [{"type": "string", "minLength": 1}, {"type": "integer", "minimum": 0}], "description": "Id."}',
      ),
    },
  },
  {
    name: 'a multi-line split keeps the layout',
    text: multiline('"type": ["string", "number", "null"],\n          "maximum": 9'),
    expect: [{ at: '["string", "number", "null"]' }],
    fix: {
      kind: 'repair',
      output: multiline(
        [
          '"anyOf": [',
          '  {',
          '    "type": "string"',
          '  },',
          '  {',
          '    "type": "number",',
          '    "maximum": 9',
          '  }',
          ']',
        ].join('\n          '),
      ),
    },
  },
  {
    name: 'an enum blocks the split',
    text: withProps('"v": {"type": ["string", "integer"], "enum": ["a", 1]}'),
    expect: [{ at: '["string", "integer"]', fixable: false }],
  },
  {
    name: 'an unknown entry blocks the repair',
    text: withProps('"v": {"type": ["int", "null"]}'),
    expect: [{ at: '["int", "null"]', fixable: false }],
  },
  {
    name: 'only null: no repair',
    text: withProps('"v": {"type": ["null"]}'),
    expect: [{ at: '["null"]', fixable: false }],
  },
  {
    name: 'the root too',
    text: openaiTool('{"type": ["object", "null"], "properties": {}}'),
    expect: [{ at: '["object", "null"]' }],
    fix: { kind: 'repair', output: openaiTool('{"type": "object", "properties": {}}') },
  },
  { name: 'one type is fine', text: withProps('"v": {"type": "string"}'), expect: [] },
  {
    name: 'a required property that took null: narrowing is for a person (a call with null would now fail)',
    text: openaiTool('{"type": "object", "properties": {"a": {"type": ["integer", "null"]}}, "required": ["a"]}'),
    expect: [{ at: '["integer", "null"]', fixable: false }],
    fix: {
      kind: 'authoring',
      output: openaiTool('{"type": "object", "properties": {"a": {"type": "integer"}}, "required": ["a"]}'),
    },
  },
  {
    name: 'required by a branch counts too',
    text: openaiTool(
      '{"type": "object", "properties": {"a": {"type": ["string", "null"]}, "b": {"type": "string"}}, "oneOf": [{"required": ["a"]}, {"required": ["b"]}]}',
    ),
    expect: [{ at: '["string", "null"]', fixable: false }],
  },
  {
    name: 'array elements that took null: no repair either',
    text: withProps('"v": {"type": "array", "items": {"type": ["string", "null"]}}'),
    expect: [{ at: '["string", "null"]', fixable: false }],
  },
  {
    name: 'silent when no chosen target rejects it',
    text: withProps('"v": {"type": ["string", "null"]}'),
    options: { targets: ['openai', 'anthropic', 'bedrock', 'mistral'] },
    expect: [],
  },
  ...layoutCases('"limit": {"type": ["integer", "null"]}', '["integer", "null"]', {
    member: '"limit": {"type": "integer"}',
    kind: 'repair',
  }),
]);

describe('type-list fixAll', () => {
  fixAllCase(
    'type-list',
    'narrows and splits every list',
    withProps(
      '"a": {"type": ["string", "null"]}, "b": {"type": ["string", "array"], "items": {"type": "string"}, "maxItems": 3}',
    ),
    withProps(
      '"a": {"type": "string"}, "b": {"anyOf": [{"type": "string"}, {"type": "array", "items": {"type": "string"}, "maxItems": 3}]}',
    ),
  );
});
