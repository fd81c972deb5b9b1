import { describe } from 'node:test';
import { ruleCases } from '../../helpers/cases';
import { fixAllCase, layoutCases, withProps } from './schema-docs';

ruleCases('format-unsupported', [
  {
    name: 'flags the format value and drops it',
    text: withProps('"root": {"type": "string", "description": "Folder.", "format": "uri"}'),
    expect: [
      {
        at: '"uri"',
        pointer: '/tools/0/function/parameters/properties/root',
        severity: 'error',
        providers: ['gemini', 'vertex', 'openrouter'],
        fixable: true,
        messageIncludes: "only 'enum' and 'date-time'",
      },
    ],
    fix: { kind: 'repair', output: withProps('"root": {"type": "string", "description": "Folder."}') },
  },
  {
    name: 'email on a string, first member',
    text: withProps('"e": {"format": "email", "type": "string"}'),
    expect: [{ at: '"email"' }],
    fix: { kind: 'repair', output: withProps('"e": {"type": "string"}') },
  },
  {
    name: 'a numeric format Gemini does not know',
    text: withProps('"n": {"type": "integer", "format": "uint8"}'),
    expect: [{ at: '"uint8"' }],
  },
  { name: 'date-time is fine', text: withProps('"t": {"type": "string", "format": "date-time"}'), expect: [] },
  {
    name: 'formats Gemini documents for the type are left alone',
    text: withProps(
      '"a": {"type": "integer", "format": "int64"}, "b": {"type": "number", "format": "double"}, "c": {"type": "string", "format": "enum", "enum": ["x"]}',
    ),
    expect: [],
  },
  {
    name: 'silent when no chosen target rejects it',
    text: withProps('"e": {"type": "string", "format": "email"}'),
    options: { targets: ['openai', 'anthropic', 'bedrock'] },
    expect: [],
  },
  ...layoutCases('"root": {"type": "string", "format": "uri"}', '"uri"', {
    member: '"root": {"type": "string"}',
    kind: 'repair',
  }),
]);

describe('format-unsupported fixAll', () => {
  fixAllCase(
    'format-unsupported',
    'drops every unsupported format',
    withProps('"a": {"type": "string", "format": "uri"}, "b": {"type": "string", "format": "date-time"}'),
    withProps('"a": {"type": "string"}, "b": {"type": "string", "format": "date-time"}'),
  );
});
