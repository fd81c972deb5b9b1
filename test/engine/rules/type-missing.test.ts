import { describe } from 'node:test';
import { ruleCases } from '../../helpers/cases';
import { fixAllCase, layoutCases, withProps } from './schema-docs';

ruleCases('type-missing', [
  {
    name: 'flags the key of an untyped property and offers JSON text',
    text: withProps('"anything": {"description": "Any value."}'),
    expect: [
      {
        at: '"anything"',
        pointer: '/tools/0/function/parameters/properties/anything',
        severity: 'error',
        providers: ['gemini', 'openrouter'],
        fixable: false,
        messageIncludes: 'must be specified',
      },
    ],
    fix: {
      kind: 'authoring',
      output: withProps('"anything": {"type": "string", "description": "Any value. (as JSON text)"}'),
    },
  },
  {
    name: 'properties imply an object: a repair',
    text: withProps('"opts": {"properties": {"deep": {"type": "boolean"}}}'),
    expect: [{ at: '"opts"', fixable: true }],
    fix: {
      kind: 'repair',
      output: withProps('"opts": {"properties": {"deep": {"type": "boolean"}}, "type": "object"}'),
    },
  },
  {
    name: 'items imply an array: a repair',
    text: withProps('"tags": {"items": {"type": "string"}}'),
    expect: [{ at: '"tags"', fixable: true }],
    fix: { kind: 'repair', output: withProps('"tags": {"items": {"type": "string"}, "type": "array"}') },
  },
  {
    name: 'a string enum implies a string: a repair',
    text: withProps('"mode": {"enum": ["fast", "slow"]}'),
    expect: [{ at: '"mode"', fixable: true }],
    fix: { kind: 'repair', output: withProps('"mode": {"enum": ["fast", "slow"], "type": "string"}') },
  },
  {
    name: 'a mixed enum implies nothing',
    text: withProps('"mode": {"enum": ["fast", 1]}'),
    expect: [{ at: '"mode"', fixable: false }],
  },
  {
    name: 'flags the items key of an untyped item schema',
    text: withProps('"tags": {"type": "array", "items": {"description": "A tag."}}'),
    expect: [{ at: '"items"' }],
  },
  {
    name: 'flags an untyped anyOf branch by its element',
    text: withProps('"v": {"anyOf": [{"type": "string"}, {"description": "x"}]}'),
    expect: [{ at: '{"description": "x"}' }],
  },
  { name: 'a typed property is fine', text: withProps('"q": {"type": "string"}'), expect: [] },
  {
    name: 'an anyOf of typed nodes is fine',
    text: withProps('"v": {"anyOf": [{"type": "string"}, {"type": "integer"}]}'),
    expect: [],
  },
  {
    name: 'a branch that only constrains its typed parent takes its type',
    text: withProps('"q": {"type": "string"}', ', "oneOf": [{"required": ["q"]}]'),
    expect: [],
  },
  {
    name: "a $ref is the ref rule's",
    text: withProps('"v": {"$ref": "#/$defs/V"}', ', "$defs": {"V": {"type": "string"}}'),
    expect: [],
  },
  {
    name: "const is the keyword rule's (its repair makes an enum)",
    text: withProps('"mode": {"const": "fast"}'),
    expect: [],
  },
  { name: "an empty schema is object-free-form's", text: withProps('"v": {}'), expect: [] },
  {
    name: "an untyped map is object-free-form's",
    text: withProps('"v": {"additionalProperties": {"type": "string"}}'),
    expect: [],
  },
  {
    name: 'under additionalProperties nothing is judged',
    text: withProps(
      '"v": {"type": "object", "properties": {"a": {"type": "string"}}, "additionalProperties": {"description": "x"}}',
    ),
    expect: [],
  },
  {
    name: 'silent when no chosen target rejects it',
    text: withProps('"anything": {"description": "Any value."}'),
    options: { targets: ['openai', 'anthropic'] },
    expect: [],
  },
  ...layoutCases('"anything": {"description": "Any value."}', '"anything"', {
    member: '"anything": {"type": "string", "description": "Any value. (as JSON text)"}',
    kind: 'authoring',
  }),
]);

describe('type-missing fixAll', () => {
  fixAllCase(
    'type-missing',
    'adds implied types, leaves the untyped value',
    withProps('"o": {"properties": {"a": {"items": {"type": "string"}}}}, "x": {"description": "d"}'),
    withProps(
      '"o": {"properties": {"a": {"items": {"type": "string"}, "type": "array"}}, "type": "object"}, "x": {"description": "d"}',
    ),
  );
});
