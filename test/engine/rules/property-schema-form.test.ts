import { ruleCases } from '../../helpers/cases';
import { layoutCases, withProps } from './schema-docs';

const ALL = ['openai', 'anthropic', 'bedrock', 'gemini', 'vertex', 'openrouter'] as const;

ruleCases('property-schema-form', [
  {
    name: 'a type name where the schema goes: repaired to {"type": …}',
    text: withProps('"n": "number"'),
    expect: [
      {
        at: '"n"',
        pointer: '/tools/0/function/parameters/properties/n',
        severity: 'error',
        providers: [...ALL],
        fixable: true,
      },
    ],
    fix: { kind: 'repair', output: withProps('"n": {"type": "number"}') },
  },
  {
    name: "a misspelt type name is a person's call",
    text: withProps('"n": "int"'),
    expect: [{ at: '"n"', fixable: false }],
    fix: { kind: 'authoring', output: withProps('"n": {"type": "integer"}') },
  },
  {
    name: 'true: valid JSON Schema, only Gemini refuses it; carried as JSON text',
    text: withProps('"x": true'),
    expect: [{ at: '"x"', providers: ['gemini', 'vertex', 'openrouter'], fixable: false }],
    fix: {
      kind: 'authoring',
      output: withProps('"x": {"type": "string", "description": "Any JSON value (as JSON text)"}'),
    },
  },
  {
    name: 'false: the property is removed',
    text: withProps('"a": {"type": "string"}, "x": false'),
    expect: [{ at: '"x"' }],
    fix: { kind: 'authoring', output: withProps('"a": {"type": "string"}') },
  },
  {
    name: 'a number, null or list',
    text: withProps('"a": 1, "b": null, "c": []'),
    expect: [{ at: '"a"' }, { at: '"b"' }, { at: '"c"' }],
  },
  { name: 'an object schema is fine', text: withProps('"a": {"type": "string"}'), expect: [] },
  {
    name: 'silent when no chosen target rejects it',
    text: withProps('"x": true'),
    options: { targets: ['openai', 'anthropic'] },
    expect: [],
  },
  ...layoutCases('"n": "number"', '"n"', { member: '"n": {"type": "number"}', kind: 'repair' }),
]);
