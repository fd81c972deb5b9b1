import { ruleCases } from '../../helpers/cases';
import { layoutCases, withProps } from './schema-docs';

ruleCases('items-form', [
  {
    name: 'flags the items key of a tuple; identical entries become one item schema',
    text: withProps(
      '"range": {"type": "array", "items": [{"type": "integer"}, {"type": "integer"}], "description": "Line range."}',
    ),
    expect: [
      {
        at: '"items"',
        pointer: '/tools/0/function/parameters/properties/range',
        severity: 'error',
        providers: ['gemini', 'vertex', 'anthropic', 'bedrock', 'openrouter'],
        fixable: false,
      },
    ],
    fix: {
      kind: 'authoring',
      output: withProps('"range": {"type": "array", "items": {"type": "integer"}, "description": "Line range."}'),
    },
  },
  {
    name: 'different entries become an anyOf',
    text: withProps('"pair": {"type": "array", "items": [{"type": "string"}, {"type": "integer"}]}'),
    expect: [{ at: '"items"' }],
    fix: {
      kind: 'authoring',
      output: withProps('"pair": {"type": "array", "items": {"anyOf": [{"type": "string"}, {"type": "integer"}]}}'),
    },
  },
  {
    name: 'boolean items: valid JSON Schema, only Gemini refuses it',
    text: withProps('"any": {"type": "array", "items": true}'),
    expect: [{ at: '"items"', providers: ['gemini', 'vertex', 'openrouter'] }],
  },
  {
    name: 'prefixItems alone becomes items',
    text: withProps('"p": {"type": "array", "prefixItems": [{"type": "number"}]}'),
    expect: [{ at: '"prefixItems"', providers: ['gemini', 'vertex', 'openrouter'] }],
    fix: { kind: 'authoring', output: withProps('"p": {"type": "array", "items": {"type": "number"}}') },
  },
  {
    name: 'prefixItems beside items is dropped',
    text: withProps('"p": {"type": "array", "prefixItems": [{"type": "number"}], "items": {"type": "number"}}'),
    expect: [{ at: '"prefixItems"' }],
    fix: { kind: 'authoring', output: withProps('"p": {"type": "array", "items": {"type": "number"}}') },
  },
  {
    name: 'one item schema is fine',
    text: withProps('"t": {"type": "array", "items": {"type": "string"}}'),
    expect: [],
  },
  {
    name: 'silent when no chosen target rejects it',
    text: withProps('"any": {"type": "array", "items": true}'),
    options: { targets: ['anthropic', 'openai'] },
    expect: [],
  },
  ...layoutCases('"range": {"type": "array", "items": [{"type": "integer"}, {"type": "integer"}]}', '"items"', {
    member: '"range": {"type": "array", "items": {"type": "integer"}}',
    kind: 'authoring',
  }),
]);
