import { ruleCases } from '../../helpers/cases';

const fn = (schema: string) =>
  `{"type": "function", "function": {"name": "t", "description": "A tool for tests.", "parameters": ${schema}}}`;

ruleCases('required-absent', [
  {
    name: "flags the root's properties key",
    text: fn('{"type": "object", "properties": {"path": {"type": "string"}}}'),
    expect: [
      {
        at: '"properties"',
        pointer: '/function/parameters/properties',
        severity: 'info',
        providers: [],
        fixable: false,
      },
    ],
    fix: {
      kind: 'authoring',
      output: fn('{"type": "object", "properties": {"path": {"type": "string"}}, "required": []}'),
    },
  },
  {
    name: 'the fix keeps a multi-line layout',
    text: '{"name": "t", "inputSchema": {\n  "type": "object",\n  "properties": {"a": {"type": "string"}}\n}}',
    expect: [{ at: '"properties"' }],
    fix: {
      title: /required/,
      output:
        '{"name": "t", "inputSchema": {\n  "type": "object",\n  "properties": {"a": {"type": "string"}},\n  "required": []\n}}',
    },
  },
  {
    name: 'an explicit empty list is a decision',
    text: fn('{"type": "object", "properties": {"a": {"type": "string"}}, "required": []}'),
    expect: [],
  },
  {
    name: 'a required list is fine',
    text: fn('{"type": "object", "properties": {"a": {"type": "string"}}, "required": ["a"]}'),
    expect: [],
  },
  { name: 'no properties, nothing to require', text: fn('{"type": "object", "properties": {}}'), expect: [] },
  {
    name: 'nested objects are not judged',
    text: fn(
      '{"type": "object", "properties": {"o": {"type": "object", "properties": {"a": {"type": "string"}}}}, "required": ["o"]}',
    ),
    expect: [],
  },
]);
