import { describe } from 'node:test';
import { ruleCases } from '../../helpers/cases';
import { crlf, fixAllCase, jsoncTool, openaiTool, WIDE_DESCRIPTION } from './schema-docs';

const noProperties = (text: string) => text.replace(/\n {6}"properties": \{\n[^]*?\n {6}\},/, '');

ruleCases('root-properties', [
  {
    name: 'flags the schema key of an object root with no properties and adds them',
    text: openaiTool('{"type": "object"}'),
    expect: [
      {
        at: '"parameters"',
        pointer: '/tools/0/function/parameters',
        severity: 'error',
        providers: ['openai', 'gemini', 'vertex', 'openrouter'],
        fixable: true,
        messageIncludes: 'object schema missing properties',
      },
    ],
    fix: { kind: 'repair', output: openaiTool('{"type": "object", "properties": {}}') },
  },
  {
    name: 'a null properties: Bedrock and Mistral name it too',
    text: openaiTool('{"type": "object", "properties": null}'),
    expect: [
      { at: 'null', providers: ['openai', 'gemini', 'vertex', 'bedrock', 'mistral', 'openrouter'], fixable: true },
    ],
    fix: { kind: 'repair', output: openaiTool('{"type": "object", "properties": {}}') },
  },
  {
    name: 'a list of names is flagged without a repair',
    text: openaiTool('{"type": "object", "properties": ["a"]}'),
    expect: [{ at: '["a"]', fixable: false }],
  },
  {
    name: "a root that is the property map itself is root-type's",
    text: openaiTool('{"q": {"type": "string"}}'),
    expect: [],
  },
  {
    name: 'a root with keys that are not schema keywords gets no repair',
    text: openaiTool('{"type": "object", "q": {"type": "string"}}'),
    expect: [{ at: '"parameters"', fixable: false }],
  },
  { name: 'the argument-less tool is portable', text: openaiTool('{"type": "object", "properties": {}}'), expect: [] },
  { name: "a root that is not an object is root-type's", text: openaiTool('{"type": "string"}'), expect: [] },
  {
    name: "a combinator root is root-combinator's",
    text: openaiTool('{"anyOf": [{"type": "object", "properties": {"a": {"type": "string"}}}]}'),
    expect: [],
  },
  {
    name: "nested objects are object-free-form's",
    text: openaiTool('{"type": "object", "properties": {"o": {"type": "object"}}}'),
    expect: [],
  },
  {
    name: 'an untyped empty root is flagged too',
    text: openaiTool('{}'),
    expect: [{ at: '"parameters"' }],
    fix: { kind: 'repair', output: openaiTool('{ "properties": {} }') },
  },
  {
    name: 'silent when no chosen target rejects it',
    text: openaiTool('{"type": "object"}'),
    options: { targets: ['anthropic', 'bedrock'] },
    expect: [],
  },
  {
    name: 'JSONC with comments and trailing commas keeps its layout',
    text: noProperties(jsoncTool(['"q": {"type": "string"}'])),
    expect: [{ at: '"inputSchema"' }],
    fix: {
      kind: 'repair',
      output: noProperties(jsoncTool(['"q": {"type": "string"}'])).replace(
        '"type": "object",',
        '"type": "object",\n      "properties": {},',
      ),
    },
  },
  {
    name: 'CRLF line ends',
    text: crlf(noProperties(jsoncTool(['"q": {"type": "string"}']))),
    expect: [{ at: '"inputSchema"' }],
    fix: {
      kind: 'repair',
      output: crlf(
        noProperties(jsoncTool(['"q": {"type": "string"}'])).replace(
          '"type": "object",',
          '"type": "object",\n      "properties": {},',
        ),
      ),
    },
  },
  {
    name: 'UTF-16 offsets after emoji and CJK',
    text: openaiTool('{"type": "object", "properties": null}', WIDE_DESCRIPTION),
    expect: [{ at: 'null' }],
  },
]);

describe('root-properties fixAll', () => {
  fixAllCase(
    'root-properties',
    'adds properties once',
    openaiTool('{"type": "object", "required": []}'),
    openaiTool('{"type": "object", "required": [], "properties": {}}'),
  );
});
