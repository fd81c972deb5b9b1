import { ruleCases, type RuleCase } from '../../helpers/cases';
import { SHAPES, toolDoc } from './shapes';

const schema = '{"type": "object", "properties": {}}';

const shapeCases: RuleCase[] = SHAPES.map((shape) => ({
  name: `flags an empty name in the ${shape} shape`,
  text: toolDoc(shape, { name: '""', description: '"Does a thing."', schema }),
  expect: [{ at: '""', severity: 'error' }],
}));

ruleCases('name-missing', [
  {
    name: 'no name: the range is the start of the tool object',
    text: '{"tools": [{"description": "Does a thing.", "inputSchema": {"type": "object", "properties": {}}}]}',
    expect: [{ at: '{', nth: 1, pointer: '/tools/0', fixable: false }],
  },
  {
    name: 'a name that is not a string',
    text: toolDoc('mcp', { name: '42', description: '"x"', schema }),
    expect: [{ at: '42', pointer: '/tools/0/name' }],
  },
  {
    name: 'a blank name',
    text: toolDoc('anthropic', { name: '"   "', description: '"x"', schema }),
    expect: [{ at: '"   "' }],
  },
  { name: 'a named tool is fine', text: toolDoc('mcp', { name: '"ping"', description: '"x"', schema }), expect: [] },
  { name: 'a bare schema document has no name to miss', text: schema, options: { bareSchema: true }, expect: [] },
  {
    name: 'targets filter: still everyone',
    text: toolDoc('mcp', { name: '""', schema }),
    options: { targets: ['bedrock'] },
    expect: [{ at: '""', providers: ['bedrock'] }],
  },
  {
    name: 'JSONC, CRLF and emoji before',
    text: '{\r\n  /* 🚀 */ "tools": [\r\n    {"name": "", "description": "日本 😀", "inputSchema": {"type": "object", "properties": {}}},\r\n  ]\r\n}',
    expect: [{ at: '""' }],
  },
  ...shapeCases,
]);
