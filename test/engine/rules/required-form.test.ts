import { describe } from 'node:test';
import { ruleCases } from '../../helpers/cases';
import { crlf, fixAllCase, jsoncTool, openaiTool, withProps, WIDE_DESCRIPTION } from './schema-docs';

const LIST = ['openai', 'anthropic', 'bedrock', 'gemini', 'vertex', 'openrouter'] as const;

ruleCases('required-form', [
  {
    name: 'draft-3 "required": true on a property moves to the parent\'s list',
    text: withProps('"q": {"type": "string", "required": true}, "n": {"type": "integer"}', ', "required": ["n"]'),
    expect: [
      {
        at: '"required"',
        pointer: '/tools/0/function/parameters/properties/q/required',
        severity: 'error',
        providers: [...LIST],
        fixable: true,
        messageIncludes: 'draft-3',
      },
    ],
    fix: {
      kind: 'repair',
      output: withProps('"q": {"type": "string"}, "n": {"type": "integer"}', ', "required": ["n", "q"]'),
    },
  },
  {
    name: 'the parent gets a required list when it has none',
    text: withProps('"q": {"type": "string", "required": true}'),
    expect: [{ at: '"required"' }],
    fix: { kind: 'repair', output: withProps('"q": {"type": "string"}', ', "required": ["q"]') },
  },
  {
    name: 'already required in the parent: only the flag goes',
    text: withProps('"q": {"required": true, "type": "string"}', ', "required": ["q"]'),
    expect: [{ at: '"required"' }],
    fix: { kind: 'repair', output: withProps('"q": {"type": "string"}', ', "required": ["q"]') },
  },
  {
    name: '"required": false just goes',
    text: withProps('"q": {"type": "string", "required": false}'),
    expect: [{ at: '"required"', fixable: true }],
    fix: { kind: 'repair', output: withProps('"q": {"type": "string"}') },
  },
  {
    name: 'a lone name becomes a list',
    text: withProps('"q": {"type": "string"}', ', "required": "q"'),
    expect: [{ at: '"required"' }],
    fix: { kind: 'repair', output: withProps('"q": {"type": "string"}', ', "required": ["q"]') },
  },
  {
    name: 'null goes',
    text: withProps('"q": {"type": "string"}', ', "required": null'),
    expect: [{ at: '"required"' }],
    fix: { kind: 'repair', output: withProps('"q": {"type": "string"}') },
  },
  {
    name: 'true on the root has no owner to move to',
    text: openaiTool('{"type": "object", "properties": {}, "required": true}'),
    expect: [{ at: '"required"', fixable: false }],
  },
  {
    name: 'a list entry that is not a string',
    text: withProps('"q": {"type": "string"}', ', "required": ["q", 1]'),
    expect: [{ at: '1', pointer: '/tools/0/function/parameters/required/1', fixable: false }],
    fix: { kind: 'authoring', output: withProps('"q": {"type": "string"}', ', "required": ["q"]') },
  },
  { name: 'a list of names is fine', text: withProps('"q": {"type": "string"}', ', "required": ["q"]'), expect: [] },
  {
    name: 'silent when no chosen target rejects it',
    text: withProps('"q": {"type": "string", "required": true}'),
    options: { targets: ['mistral'] },
    expect: [],
  },
  {
    name: 'JSONC with comments and trailing commas',
    text: jsoncTool(['"q": {"type": "string", /* old style */ "required": true,}']),
    expect: [{ at: '"required"' }],
    fix: {
      kind: 'repair',
      output: jsoncTool(['"q": {"type": "string", /* old style */ }'], ['"required": [\n        "q"\n      ]']),
    },
  },
  {
    name: 'CRLF line ends',
    text: crlf(jsoncTool(['"q": {"type": "string", "required": true}'], ['"required": []'])),
    expect: [{ at: '"required"' }],
    fix: { kind: 'repair', output: crlf(jsoncTool(['"q": {"type": "string"}'], ['"required": ["q"]'])) },
  },
  {
    name: 'UTF-16 offsets after emoji and CJK',
    text: withProps('"q": {"type": "string", "required": true}', '', WIDE_DESCRIPTION),
    expect: [{ at: '"required"' }],
  },
  {
    name: 'nested: items of items, an anyOf branch',
    text: withProps(
      '"g": {"type": "array", "items": {"type": "array", "items": {"type": "object", "properties": {"m": {"type": "string", "required": true}}}}}, "c": {"anyOf": [{"type": "object", "properties": {"n": {"type": "string", "required": false}}}]}',
    ),
    expect: [{ at: '"required"' }, { at: '"required"', nth: 1 }],
  },
]);

describe('required-form fixAll', () => {
  fixAllCase(
    'required-form',
    'every draft-3 flag moves to the parent, one pass at a time',
    withProps(
      '"a": {"type": "string", "required": true}, "b": {"type": "string", "required": true}, "c": {"type": "string", "required": false}',
    ),
    withProps('"a": {"type": "string"}, "b": {"type": "string"}, "c": {"type": "string"}', ', "required": ["a", "b"]'),
  );
});
