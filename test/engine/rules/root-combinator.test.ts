import { ruleCases } from '../../helpers/cases';
import { crlf, openaiTool, WIDE_DESCRIPTION } from './schema-docs';

const city = '{"type": "object", "properties": {"city": {"type": "string"}}, "required": ["city"]}';
const coords =
  '{"type": "object", "properties": {"lat": {"type": "number"}, "lon": {"type": "number"}}, "required": ["lat", "lon"]}';
const multiline = [
  '{',
  '  "name": "get_weather",',
  '  "inputSchema": {',
  '    // one of two ways to say where',
  '    "anyOf": [',
  `      ${city},`,
  `      ${coords},`,
  '    ],',
  '  },',
  '}',
].join('\n');

ruleCases('root-combinator', [
  {
    name: 'flags the anyOf key and offers to merge the branches',
    text: openaiTool(`{"anyOf": [${city}, ${coords}]}`),
    expect: [
      {
        at: '"anyOf"',
        pointer: '/tools/0/function/parameters/anyOf',
        severity: 'error',
        providers: ['openai', 'anthropic', 'openrouter'],
        fixable: false,
      },
    ],
    fix: {
      kind: 'authoring',
      output: openaiTool(
        '{"type": "object", "properties": {"city": {"type": "string"}, "lat": {"type": "number"}, "lon": {"type": "number"}}}',
      ),
    },
  },
  {
    name: 'allOf keeps what any branch requires',
    text: openaiTool(`{"type": "object", "allOf": [${city}, ${coords}]}`),
    expect: [{ at: '"allOf"' }],
    fix: {
      kind: 'authoring',
      output: openaiTool(
        '{"type": "object", "properties": {"city": {"type": "string"}, "lat": {"type": "number"}, "lon": {"type": "number"}}, "required": ["city", "lat", "lon"]}',
      ),
    },
  },
  {
    name: 'a root enum: Anthropic does not name it',
    text: openaiTool('{"type": "object", "properties": {}, "enum": [{}]}'),
    expect: [{ at: '"enum"', providers: ['openai', 'openrouter'] }],
  },
  {
    name: 'a root not',
    text: openaiTool('{"type": "object", "properties": {}, "not": {"required": ["a"]}}'),
    expect: [{ at: '"not"', providers: ['openai', 'openrouter'] }],
  },
  {
    name: 'branches that are not plain objects get no merge',
    text: openaiTool('{"oneOf": [{"type": "string"}, {"type": "integer"}]}'),
    expect: [{ at: '"oneOf"' }],
  },
  {
    name: 'nested combinators are fine here',
    text: openaiTool(
      '{"type": "object", "properties": {"where": {"anyOf": [{"type": "string"}, {"type": "integer"}]}}}',
    ),
    expect: [],
  },
  {
    name: 'silent when no chosen target rejects it',
    text: openaiTool(`{"anyOf": [${city}]}`),
    options: { targets: ['gemini', 'bedrock'] },
    expect: [],
  },
  {
    name: 'Anthropic alone',
    text: openaiTool(`{"anyOf": [${city}]}`),
    options: { targets: ['anthropic'] },
    expect: [{ at: '"anyOf"', providers: ['anthropic'] }],
  },
  {
    name: 'JSONC with comments and trailing commas: the merge keeps the layout',
    text: multiline,
    expect: [{ at: '"anyOf"' }],
    fix: {
      kind: 'authoring',
      output: multiline.replace(
        /"anyOf": \[[^]*?\n {4}\],/,
        [
          '"type": "object",',
          '    "properties": {',
          '      "city": {',
          '        "type": "string"',
          '      },',
          '      "lat": {',
          '        "type": "number"',
          '      },',
          '      "lon": {',
          '        "type": "number"',
          '      }',
          '    },',
        ].join('\n'),
      ),
    },
  },
  { name: 'CRLF line ends', text: crlf(multiline), expect: [{ at: '"anyOf"' }] },
  {
    name: 'UTF-16 offsets after emoji and CJK',
    text: openaiTool(`{"anyOf": [${city}]}`, WIDE_DESCRIPTION),
    expect: [{ at: '"anyOf"' }],
  },
]);
