import { ruleCases } from '../../helpers/cases';
import { layoutCases, withProps } from './schema-docs';

ruleCases('enum-non-string', [
  {
    name: 'flags the enum key of a numeric enum; the fix quotes the values and sets the type',
    text: withProps('"sort": {"type": "integer", "enum": [1, 2, 3], "description": "Sort order."}'),
    expect: [
      {
        at: '"enum"',
        pointer: '/tools/0/function/parameters/properties/sort/enum',
        severity: 'error',
        providers: ['gemini', 'openrouter'],
        fixable: false,
        messageIncludes: 'only allowed for STRING type',
      },
    ],
    fix: {
      kind: 'authoring',
      output: withProps('"sort": {"type": "string", "enum": ["1", "2", "3"], "description": "Sort order."}'),
    },
  },
  {
    name: 'null and repeats are dropped, a missing type is added',
    text: withProps('"v": {"enum": ["a", null, true, "true"]}'),
    expect: [{ at: '"enum"' }],
    fix: { kind: 'authoring', output: withProps('"v": {"enum": ["a", "true"], "type": "string"}') },
  },
  {
    name: 'string values on a non-string type',
    text: withProps('"v": {"type": "integer", "enum": ["1", "2"]}'),
    expect: [{ at: '"enum"', messageIncludes: '`integer` schema' }],
  },
  { name: 'a string enum is fine', text: withProps('"v": {"type": "string", "enum": ["a", "b"]}'), expect: [] },
  { name: "an untyped string enum is type-missing's", text: withProps('"v": {"enum": ["a", "b"]}'), expect: [] },
  {
    name: "a string enum on an unknown type is type-unknown's, whose repair types it",
    text: withProps('"v": {"type": "enum", "enum": ["a", "b"]}, "w": {"type": "STRING", "enum": ["c"]}'),
    expect: [],
  },
  {
    name: 'a known non-string type in a list with an unknown one still counts',
    text: withProps('"v": {"type": ["integer", "bogus"], "enum": ["1"]}'),
    expect: [{ at: '"enum"', messageIncludes: '`integer/bogus` schema' }],
  },
  {
    name: 'silent when no chosen target rejects it',
    text: withProps('"v": {"type": "integer", "enum": [1]}'),
    options: { targets: ['openai', 'anthropic', 'vertex'] },
    expect: [],
  },
  ...layoutCases('"sort": {"type": "integer", "enum": [1, 2]}', '"enum"', {
    member: '"sort": {"type": "string", "enum": ["1", "2"]}',
    kind: 'authoring',
  }),
]);
