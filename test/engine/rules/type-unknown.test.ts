import { ruleCases } from '../../helpers/cases';
import { layoutCases, openaiTool, withProps } from './schema-docs';

const ALL = ['gemini', 'vertex', 'anthropic', 'bedrock', 'openrouter'] as const;

ruleCases('type-unknown', [
  {
    name: 'flags a misspelt type value and offers the meant one',
    text: withProps('"n": {"type": "int"}'),
    expect: [
      {
        at: '"int"',
        pointer: '/tools/0/function/parameters/properties/n',
        severity: 'error',
        providers: [...ALL],
        fixable: false,
      },
    ],
    fix: { kind: 'authoring', output: withProps('"n": {"type": "integer"}') },
  },
  {
    name: 'str, bool, float, dict, list, STRING',
    text: withProps(
      '"a": {"type": "str"}, "b": {"type": "bool"}, "c": {"type": "float"}, "d": {"type": "dict"}, "e": {"type": "list"}, "f": {"type": "STRING"}',
    ),
    expect: [
      { at: '"str"' },
      { at: '"bool"' },
      { at: '"float"' },
      { at: '"dict"' },
      { at: '"list"' },
      { at: '"STRING"' },
    ],
  },
  {
    name: 'float becomes number',
    text: withProps('"c": {"type": "float"}'),
    expect: [{ at: '"float"' }],
    fix: { kind: 'authoring', output: withProps('"c": {"type": "number"}') },
  },
  {
    name: '"enum" as a type with string values: the enum settles it (a repair)',
    text: withProps('"mode": {"type": "enum", "enum": ["a", "b"]}'),
    expect: [{ at: '"enum"', nth: 0, fixable: true }],
    fix: { kind: 'repair', output: withProps('"mode": {"type": "string", "enum": ["a", "b"]}') },
  },
  {
    name: "Google's STRING spelling: Gemini takes it, the JSON Schema validators do not; a repair",
    text: withProps('"s": {"type": "STRING"}'),
    expect: [{ at: '"STRING"', providers: ['anthropic', 'bedrock', 'openrouter'], fixable: true }],
    fix: { kind: 'repair', output: withProps('"s": {"type": "string"}') },
  },
  { name: "the root's type is root-type's", text: openaiTool('{"type": "OBJECT", "properties": {}}'), expect: [] },
  { name: 'an empty type', text: withProps('"v": {"type": ""}'), expect: [{ at: '""', fixable: false }] },
  { name: 'a type that is not a string', text: withProps('"v": {"type": 5}'), expect: [{ at: '5' }] },
  {
    name: '"null": only Vertex AI refuses it (Gemini has NULL since 2025-04)',
    text: withProps('"v": {"type": "null"}'),
    expect: [{ at: '"null"', providers: ['vertex', 'openrouter'], fixable: false }],
  },
  {
    name: 'in a list, unknown entries are flagged, "null" is type-list\'s',
    text: withProps('"v": {"type": ["int", "null"]}'),
    expect: [{ at: '"int"' }],
  },
  {
    name: 'the six are fine',
    text: withProps(
      '"a": {"type": "string"}, "b": {"type": "number"}, "c": {"type": "integer"}, "d": {"type": "boolean"}, "e": {"type": "object", "properties": {"x": {"type": "string"}}}, "f": {"type": "array", "items": {"type": "string"}}',
    ),
    expect: [],
  },
  {
    name: 'silent when no chosen target rejects it',
    text: withProps('"v": {"type": "int"}'),
    options: { targets: ['openai', 'mistral'] },
    expect: [],
  },
  {
    name: 'Anthropic alone',
    text: withProps('"v": {"type": "int"}'),
    options: { targets: ['anthropic'] },
    expect: [{ at: '"int"', providers: ['anthropic'] }],
  },
  ...layoutCases('"n": {"type": "int"}', '"int"', { member: '"n": {"type": "integer"}', kind: 'authoring' }),
]);
