import { ruleCases } from '../../helpers/cases';
import { layoutCases } from './schema-docs';

const tool = (props: string) =>
  `{"tools": [{"type": "function", "function": {"name": "t", "description": "A tool for tests.", "parameters": {"type": "object", "properties": {${props}}}}}]}`;

ruleCases('items-missing', [
  {
    name: 'flags the property key of an array with no items',
    text: tool('"tags": {"type": "array"}'),
    expect: [
      {
        at: '"tags"',
        pointer: '/tools/0/function/parameters/properties/tags',
        severity: 'error',
        providers: ['openai', 'gemini', 'vertex', 'openrouter'],
        fixable: false,
      },
    ],
    fix: { kind: 'authoring', output: tool('"tags": {"type": "array", "items": {"type": "string"}}') },
  },
  {
    name: 'infers the item type from default',
    text: tool('"ids": {"type": "array", "default": [1, 2]}'),
    expect: [{ at: '"ids"' }],
    fix: {
      title: 'Add "items": {"type": "integer"}',
      output: tool('"ids": {"type": "array", "default": [1, 2], "items": {"type": "integer"}}'),
    },
  },
  {
    name: 'points at the items key of a nested array',
    text: tool('"grid": {"type": "array", "items": {"type": "array"}}'),
    expect: [{ at: '"items"' }],
  },
  {
    name: 'an array with items is fine',
    text: tool('"tags": {"type": "array", "items": {"type": "string"}}'),
    expect: [],
  },
  {
    name: 'silent when no chosen target rejects it',
    text: tool('"tags": {"type": "array"}'),
    options: { targets: ['anthropic'] },
    expect: [],
  },
  {
    name: 'off by setting',
    text: tool('"tags": {"type": "array"}'),
    options: { rules: { 'items-missing': 'off' } },
    expect: [],
  },
  {
    name: 'under additionalProperties nothing is judged',
    text: tool(
      '"m": {"type": "object", "properties": {"a": {"type": "string"}}, "additionalProperties": {"type": "array"}}',
    ),
    expect: [],
  },
  ...layoutCases('"tags": {"type": "array"}', '"tags"', {
    member: '"tags": {"type": "array", "items": {"type": "string"}}',
    kind: 'authoring',
  }),
  {
    name: 'suppressed by a comment',
    text: `{"tools": [{"name": "t", "inputSchema": {"type": "object", "properties": {\n// toolwire-disable-next-line items-missing -- legacy\n"tags": {"type": "array"}}}}]}`,
    expect: [],
  },
]);
