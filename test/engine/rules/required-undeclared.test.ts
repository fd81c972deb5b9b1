import { describe } from 'node:test';
import { ruleCases } from '../../helpers/cases';
import { crlf, fixAllCase, jsoncTool, withProps, WIDE_DESCRIPTION } from './schema-docs';

const Q = '"q": {"type": "string"}';
const multiline = (required: string) => jsoncTool([Q], [`"required": ${required}`]);

ruleCases('required-undeclared', [
  {
    name: 'flags the undeclared name and drops it',
    text: withProps(Q, ', "required": ["q", "recursive"]'),
    expect: [
      {
        at: '"recursive"',
        pointer: '/tools/0/function/parameters/required/1',
        severity: 'error',
        providers: ['gemini', 'openrouter'],
        fixable: true,
        messageIncludes: 'property is not defined',
      },
    ],
    fix: { kind: 'repair', output: withProps(Q, ', "required": ["q"]') },
  },
  {
    name: 'the first of several',
    text: withProps(Q, ', "required": ["x", "q"]'),
    expect: [{ at: '"x"' }],
    fix: { kind: 'repair', output: withProps(Q, ', "required": ["q"]') },
  },
  {
    name: 'the only name takes required with it',
    text: withProps(Q, ', "required": ["x"]'),
    expect: [{ at: '"x"' }],
    fix: { kind: 'repair', output: withProps(Q) },
  },
  {
    name: 'no properties at all',
    text: withProps('', ', "required": ["a", "b"]').replace('"properties": {}, ', ''),
    expect: [{ at: '"a"' }, { at: '"b"' }],
  },
  {
    name: 'nested objects too',
    text: withProps(`"o": {"type": "object", "properties": {${Q}}, "required": ["z"]}`),
    expect: [{ at: '"z"', pointer: '/tools/0/function/parameters/properties/o/required/0' }],
  },
  { name: 'declared names are fine', text: withProps(Q, ', "required": ["q"]'), expect: [] },
  {
    name: 'a union may declare them in its branches',
    text: withProps(Q, ', "required": ["z"], "anyOf": [{"properties": {"z": {"type": "string"}}}]'),
    expect: [],
  },
  {
    name: "a union branch may name its parent's properties",
    text: withProps(Q, ', "oneOf": [{"required": ["q"]}, {"required": ["z"]}]'),
    expect: [{ at: '"z"' }],
  },
  {
    name: 'silent when no chosen target rejects it',
    text: withProps(Q, ', "required": ["x"]'),
    options: { targets: ['openai', 'anthropic', 'bedrock'] },
    expect: [],
  },
  {
    name: 'JSONC with comments and trailing commas',
    text: multiline('[\n        "q", // the query\n        "recursive",\n      ]'),
    expect: [{ at: '"recursive"' }],
    fix: { kind: 'repair', output: multiline('[\n        "q", // the query\n      ]') },
  },
  {
    name: 'CRLF line ends',
    text: crlf(multiline('[\n        "recursive",\n        "q"\n      ]')),
    expect: [{ at: '"recursive"' }],
    fix: { kind: 'repair', output: crlf(multiline('[\n        "q"\n      ]')) },
  },
  {
    name: 'UTF-16 offsets after emoji and CJK',
    text: withProps(Q, ', "required": ["x"]', WIDE_DESCRIPTION),
    expect: [{ at: '"x"' }],
  },
  {
    name: 'nested: items of items, an anyOf branch',
    text: withProps(
      `"g": {"type": "array", "items": {"type": "array", "items": {"type": "object", "properties": {${Q}}, "required": ["m"]}}}, "c": {"anyOf": [{"type": "object", "properties": {${Q}}, "required": ["n"]}]}`,
    ),
    expect: [{ at: '"m"' }, { at: '"n"' }],
  },
]);

describe('required-undeclared fixAll', () => {
  fixAllCase(
    'required-undeclared',
    'drops every undeclared name',
    withProps(Q, ', "required": ["a", "q", "b", "c"]'),
    withProps(Q, ', "required": ["q"]'),
  );
  fixAllCase(
    'required-undeclared',
    'drops required when no name is left',
    withProps(Q, ', "required": ["a", "b"]'),
    withProps(Q),
  );
});
