import { ruleCases } from '../../helpers/cases';
import { anthropicStrict, bedrockStrict, CLOSED, openaiStrict, responsesStrict } from './strict-docs';

const OPEN = { type: 'object', properties: { city: { type: 'string' } }, required: ['city'] };

ruleCases('strict-additional-properties', [
  {
    name: 'clean: every object closed',
    text: openaiStrict(CLOSED),
    options: { targets: ['openai-strict', 'anthropic-strict'] },
    expect: [],
  },
  {
    name: 'an OpenAI tool with strict: true is judged by openai-strict under portable',
    text: openaiStrict(OPEN),
    expect: [{ at: '"parameters"', providers: ['openai-strict'], messageIncludes: 'This tool sets strict: true' }],
    fix: {
      kind: 'authoring',
      title: /for OpenAI strict mode/,
      output: openaiStrict({ ...OPEN, additionalProperties: false }),
    },
  },
  {
    name: 'a Responses tool with strict: true is judged by openai-strict',
    text: responsesStrict(OPEN),
    expect: [{ at: '"parameters"', providers: ['openai-strict'] }],
  },
  {
    name: 'an Anthropic tool with strict: true is judged by anthropic-strict, in its words',
    text: anthropicStrict(OPEN),
    expect: [
      {
        at: '"input_schema"',
        providers: ['anthropic-strict'],
        messageIncludes: "'additionalProperties' must be explicitly set to false",
      },
    ],
  },
  {
    name: 'a Bedrock toolSpec with strict: true is judged by anthropic-strict',
    text: bedrockStrict(OPEN),
    expect: [{ at: '"json"', providers: ['anthropic-strict'] }],
  },
  {
    name: 'without strict: true, portable does not judge it',
    text: openaiStrict(OPEN, false),
    expect: [],
  },
  {
    name: 'additionalProperties: true, listed targets, in each one’s words',
    text: openaiStrict({ ...OPEN, additionalProperties: true }, false),
    options: { targets: ['openai-strict', 'anthropic-strict'] },
    expect: [
      {
        at: '"parameters"',
        providers: ['openai-strict', 'anthropic-strict'],
        messageIncludes: "'additionalProperties: true' is not supported",
      },
    ],
  },
  {
    name: 'a nested map is flagged too',
    text: openaiStrict(
      { ...CLOSED, properties: { tags: { type: 'object', additionalProperties: { type: 'string' } } } },
      false,
    ),
    options: { targets: ['anthropic-strict'] },
    expect: [
      {
        at: '"tags"',
        providers: ['anthropic-strict'],
        messageIncludes: "'additionalProperties: object' is not supported",
      },
    ],
  },
  {
    name: 'xAI is not judged: it closes objects itself',
    text: openaiStrict(OPEN, false),
    options: { targets: ['xai'] },
    expect: [],
  },
  {
    name: 'with Gemini among the targets the message says the two pull opposite ways',
    text: openaiStrict(OPEN),
    options: { targets: ['openai-strict', 'gemini'] },
    expect: [{ at: '"parameters"', messageIncludes: 'pull opposite ways' }],
  },
]);
