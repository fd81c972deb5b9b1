import { describe } from 'node:test';
import { ruleCases } from '../../helpers/cases';
import { crlf, fixAllCase, jsoncTool, openaiTool, WIDE_DESCRIPTION } from './schema-docs';

const ROOT = '/tools/0/function/parameters';

ruleCases('root-type', [
  {
    name: 'flags the type value of a root that is not an object',
    text: openaiTool('{"type": "string"}'),
    expect: [
      {
        at: '"string"',
        nth: 0,
        pointer: ROOT,
        severity: 'error',
        providers: ['openai', 'anthropic', 'bedrock', 'openrouter'],
        fixable: false,
        messageIncludes: 'not an object',
      },
    ],
  },
  {
    name: 'flags the schema key of a root with no type, and adds the type',
    text: openaiTool('{"properties": {"q": {"type": "string"}}}'),
    expect: [{ at: '"parameters"', pointer: ROOT, fixable: true }],
    fix: { kind: 'repair', output: openaiTool('{"properties": {"q": {"type": "string"}}, "type": "object"}') },
  },
  {
    name: 'a root with no type but a combinator gets no repair',
    text: openaiTool('{"anyOf": [{"type": "object", "properties": {"a": {"type": "string"}}}]}'),
    expect: [{ at: '"parameters"', fixable: false }],
  },
  {
    name: 'Google\'s OBJECT spelling is repaired to "object"',
    text: openaiTool('{"type": "OBJECT", "properties": {}}'),
    expect: [{ at: '"OBJECT"', fixable: true }],
    fix: { kind: 'repair', output: openaiTool('{"type": "object", "properties": {}}') },
  },
  {
    name: 'a root that is the property map itself: wrapping it is authoring',
    text: openaiTool('{"q": {"type": "string", "required": true}}'),
    expect: [{ at: '"parameters"', fixable: false, messageIncludes: 'look like the properties' }],
    fix: {
      kind: 'authoring',
      output: openaiTool('{"type": "object", "properties": {"q": {"type": "string", "required": true}}}'),
    },
  },
  {
    name: 'a root with keys that are not schema keywords gets no repair',
    text: openaiTool('{"description": "d", "q": 1}'),
    expect: [{ at: '"parameters"', fixable: false }],
  },
  {
    name: 'flags a root that is not a JSON object',
    text: openaiTool('[]'),
    expect: [{ at: '"parameters"', fixable: false }],
  },
  { name: 'an object root is fine', text: openaiTool('{"type": "object", "properties": {}}'), expect: [] },
  {
    name: 'a type list with object is left to type-list',
    text: openaiTool('{"type": ["object", "null"], "properties": {}}'),
    expect: [],
  },
  { name: 'a null schema is left to parameters-missing', text: openaiTool('null'), expect: [] },
  {
    name: 'silent when no chosen target rejects it',
    text: openaiTool('{"type": "string"}'),
    options: { targets: ['gemini', 'mistral'] },
    expect: [],
  },
  {
    name: 'names only the chosen targets',
    text: openaiTool('{"type": "array"}'),
    options: { targets: ['bedrock', 'gemini'] },
    expect: [{ at: '"array"', providers: ['bedrock'] }],
  },
  {
    name: 'JSONC with comments and trailing commas',
    text: jsoncTool(['"q": {"type": "string"}']).replace('"type": "object",', '// no type here'),
    expect: [{ at: '"inputSchema"' }],
    fix: {
      kind: 'repair',
      output: jsoncTool(['"q": {"type": "string"}'])
        .replace('"type": "object",', '// no type here')
        .replace('      },\n    },', '      },\n      "type": "object",\n    },'),
    },
  },
  {
    name: 'CRLF line ends',
    text: crlf(jsoncTool(['"q": {"type": "string"}']).replace('"type": "object"', '"type": "integer"')),
    expect: [{ at: '"integer"' }],
  },
  {
    name: 'UTF-16 offsets after emoji and CJK',
    text: openaiTool('{"type": "boolean"}', WIDE_DESCRIPTION),
    expect: [{ at: '"boolean"' }],
  },
  {
    name: 'a bare schema document',
    text: '{"properties": {"a": {"type": "string"}}}',
    options: { bareSchema: true },
    expect: [{ at: '{' }],
    fix: { kind: 'repair', output: '{"properties": {"a": {"type": "string"}}, "type": "object"}' },
  },
]);

describe('root-type fixAll', () => {
  fixAllCase(
    'root-type',
    'adds the missing root type once',
    openaiTool('{"properties": {}}'),
    openaiTool('{"properties": {}, "type": "object"}'),
  );
});
