import { ruleCases } from '../../helpers/cases';
import { layoutCases, openaiTool, withProps } from './schema-docs';

const asText = (key: string, description: string) =>
  `"${key}": {"type": "string", "description": "${description} (as JSON text)"}`;

ruleCases('object-free-form', [
  {
    name: 'flags the key of a bare nested object and offers JSON text',
    text: withProps('"options": {"type": "object", "description": "Extra options."}'),
    expect: [
      {
        at: '"options"',
        pointer: '/tools/0/function/parameters/properties/options',
        severity: 'error',
        providers: ['gemini', 'vertex', 'openrouter'],
        fixable: false,
        messageIncludes: 'non-empty for OBJECT type',
      },
    ],
    fix: { kind: 'authoring', output: withProps(asText('options', 'Extra options.')) },
  },
  {
    name: 'a map says what its values are',
    text: withProps('"labels": {"type": "object", "additionalProperties": {"type": "string"}}'),
    expect: [{ at: '"labels"', messageIncludes: 'a map' }],
    fix: { kind: 'authoring', output: withProps(asText('labels', 'A JSON object of string values')) },
  },
  {
    name: 'additionalProperties with no type',
    text: withProps('"labels": {"additionalProperties": true}'),
    expect: [{ at: '"labels"' }],
  },
  {
    name: 'an empty schema',
    text: withProps('"v": {}'),
    expect: [{ at: '"v"' }],
    fix: { kind: 'authoring', output: withProps(asText('v', 'Any JSON value')) },
  },
  { name: 'empty properties', text: withProps('"o": {"type": "object", "properties": {}}'), expect: [{ at: '"o"' }] },
  {
    name: 'an items object',
    text: withProps('"rows": {"type": "array", "items": {"type": "object"}}'),
    expect: [{ at: '"items"' }],
  },
  {
    name: 'an object with properties is fine',
    text: withProps('"o": {"type": "object", "properties": {"a": {"type": "string"}}}'),
    expect: [],
  },
  { name: 'the root is never flagged (root-properties is)', text: openaiTool('{"type": "object"}'), expect: [] },
  { name: 'the argument-less tool is portable', text: openaiTool('{"type": "object", "properties": {}}'), expect: [] },
  {
    name: 'silent when no chosen target rejects it',
    text: withProps('"o": {"type": "object"}'),
    options: { targets: ['openai', 'anthropic', 'bedrock'] },
    expect: [],
  },
  ...layoutCases('"options": {"type": "object", "description": "Extra options."}', '"options"', {
    member: asText('options', 'Extra options.'),
    kind: 'authoring',
  }),
]);
