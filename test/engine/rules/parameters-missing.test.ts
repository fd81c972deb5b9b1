import { ruleCases, type RuleCase } from '../../helpers/cases';
import { SHAPES, schemaKeyOf, toolDoc } from './shapes';

const EMPTY = '{"type": "object", "properties": {}}';
const full = {
  name: '"search"',
  description: '"Search."',
  schema: '{"type": "object", "properties": {"q": {"type": "string"}}}',
};
const ALL = ['openrouter', 'mistral', 'anthropic', 'bedrock'] as const;

// A listed tool with no schema takes the shape its neighbours use, so the repair adds the key that shape expects.
const shapeCases: RuleCase[] = SHAPES.map((shape) => ({
  name: `${shape}: adds "${schemaKeyOf(shape)}" after the description`,
  text: toolDoc(shape, full, { name: '"ping"', description: '"Ping."' }),
  // parametersJsonSchema only goes to Gemini, which takes a function with no parameters.
  expect: shape === 'gemini-json-schema' ? [] : [{ at: '"ping"', providers: [...ALL], fixable: true }],
  fix:
    shape === 'gemini-json-schema'
      ? undefined
      : { output: toolDoc(shape, full, { name: '"ping"', description: '"Ping."', schema: EMPTY }) },
}));

ruleCases('parameters-missing', [
  {
    name: 'flags the name; the repair adds the empty object schema',
    text: '{"tools": [{"name": "ping", "description": "Ping the server."}]}',
    expect: [{ at: '"ping"', pointer: '/tools/0/parameters', severity: 'error', providers: [...ALL], fixable: true }],
    fix: {
      kind: 'repair',
      title: 'Add "parameters": {"type": "object", "properties": {}}',
      output:
        '{"tools": [{"name": "ping", "description": "Ping the server.", "parameters": {"type": "object", "properties": {}}}]}',
    },
  },
  {
    name: 'inserted after the description, before later members',
    text: '{"tools": [{"name": "ping", "description": "Ping.", "annotations": {"readOnlyHint": true}}, {"name": "b", "description": "B.", "inputSchema": {"type": "object", "properties": {}}}]}',
    expect: [{ at: '"ping"' }],
    fix: {
      output:
        '{"tools": [{"name": "ping", "description": "Ping.", "inputSchema": {"type": "object", "properties": {}}, "annotations": {"readOnlyHint": true}}, {"name": "b", "description": "B.", "inputSchema": {"type": "object", "properties": {}}}]}',
    },
  },
  {
    name: 'Bedrock: an inputSchema without json gets json',
    text: '{"toolConfig": {"tools": [{"toolSpec": {"name": "ping", "description": "Ping.", "inputSchema": {}}}]}}',
    expect: [{ at: '"ping"', pointer: '/toolConfig/tools/0/toolSpec/inputSchema/json' }],
    fix: {
      output:
        '{"toolConfig": {"tools": [{"toolSpec": {"name": "ping", "description": "Ping.", "inputSchema": { "json": {"type": "object", "properties": {}} }}}]}}',
    },
  },
  {
    name: 'Bedrock: a null inputSchema is replaced',
    text: '{"toolConfig": {"tools": [{"toolSpec": {"name": "ping", "inputSchema": null}}]}}',
    expect: [{ at: '"ping"' }],
    fix: {
      output:
        '{"toolConfig": {"tools": [{"toolSpec": {"name": "ping", "inputSchema": {"json": {"type": "object", "properties": {}}}}}]}}',
    },
  },
  {
    name: 'an argument-less tool with the empty object schema is portable',
    text: toolDoc('mcp', { name: '"ping"', description: '"Ping."', schema: EMPTY }),
    expect: [],
  },
  { name: 'a bare schema document is never flagged', text: EMPTY, options: { bareSchema: true }, expect: [] },
  {
    name: 'targets: silent for OpenAI and Gemini, who take no parameters',
    text: '{"tools": [{"name": "ping", "description": "Ping."}]}',
    options: { targets: ['openai', 'gemini'] },
    expect: [],
  },
  {
    name: 'multi-line JSONC with CRLF and emoji: on its own line after the description',
    text: '{\r\n  "tools": [\r\n    {\r\n      "name": "ping", // 🚀\r\n      "description": "天气 😀",\r\n      "annotations": {},\r\n    },\r\n  ],\r\n}',
    expect: [{ at: '"ping"' }],
    fix: {
      output:
        '{\r\n  "tools": [\r\n    {\r\n      "name": "ping", // 🚀\r\n      "description": "天气 😀",\r\n      "parameters": {"type": "object", "properties": {}},\r\n      "annotations": {},\r\n    },\r\n  ],\r\n}',
    },
  },
  ...shapeCases,
]);
