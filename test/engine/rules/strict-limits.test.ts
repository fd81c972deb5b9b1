import { ruleCases } from '../../helpers/cases';
import { CLOSED, openaiStrict } from './strict-docs';

/** An object nested `levels` deep, each level one closed object with one property. */
function nested(levels: number): object {
  let schema: object = { type: 'string' };
  for (let i = 0; i < levels; i++)
    schema = { type: 'object', properties: { next: schema }, required: ['next'], additionalProperties: false };
  return schema;
}

/** A closed schema whose one property is a string enum of `count` distinct values, each `width` characters long. */
function longEnum(count: number, width: number): object {
  const values = Array.from({ length: count }, (_, i) => String(i).padStart(width, 'c'));
  return { ...CLOSED, properties: { city: { type: 'string', enum: values } }, required: ['city'] };
}

/** `count` Anthropic tools with `"strict": true`, each with `optional` optional parameters. */
function anthropicTools(count: number, optional = 0): string {
  const properties = Object.fromEntries(Array.from({ length: optional }, (_, i) => [`p${i}`, { type: 'string' }]));
  const tools = Array.from({ length: count }, (_, i) => ({
    name: `tool_${i}`,
    description: `Tool number ${i} of the set.`,
    strict: true,
    input_schema: { type: 'object', properties, additionalProperties: false },
  }));
  return JSON.stringify({ tools }, null, 2);
}

ruleCases('strict-limits', [
  { name: 'clean: 10 levels', text: openaiStrict(nested(10)), expect: [] },
  {
    name: 'OpenAI strict mode: 11 levels of nesting',
    text: openaiStrict(nested(11)),
    expect: [{ at: '"find_city"', providers: ['openai-strict'], messageIncludes: '11 levels of nesting (at most 10)' }],
  },
  {
    name: 'OpenAI strict mode: more than 1,000 enum values',
    text: openaiStrict({
      ...CLOSED,
      properties: { city: { type: 'string', enum: Array.from({ length: 1001 }, (_, i) => `c${i}`) } },
    }),
    expect: [{ at: '"find_city"', messageIncludes: '1,001 enum values' }],
  },
  { name: 'clean: an enum of 300 values with 15,000 characters', text: openaiStrict(longEnum(300, 50)), expect: [] },
  { name: 'clean: an enum of 250 values may be longer', text: openaiStrict(longEnum(250, 100)), expect: [] },
  {
    name: 'OpenAI strict mode: an enum of 300 values with 15,300 characters',
    text: openaiStrict(longEnum(300, 51)),
    expect: [
      {
        at: '"find_city"',
        providers: ['openai-strict'],
        messageIncludes: 'an enum of 300 values with 15,300 characters (at most 15,000 in one enum of over 250 values)',
      },
    ],
  },
  {
    name: 'OpenAI strict mode: a long enum in $defs counts too',
    text: openaiStrict({
      ...CLOSED,
      properties: { city: { $ref: '#/$defs/city' } },
      $defs: { city: (longEnum(301, 60) as { properties: { city: object } }).properties.city },
    }),
    expect: [{ at: '"find_city"', messageIncludes: 'an enum of 301 values with 18,060 characters' }],
  },
  { name: 'clean: 20 strict Anthropic tools', text: anthropicTools(20), expect: [] },
  {
    name: 'Anthropic: 21 strict tools, one finding on the 21st',
    text: anthropicTools(21),
    expect: [{ at: '"tool_20"', providers: ['anthropic-strict'], messageIncludes: '21 strict tools (at most 20)' }],
  },
  {
    name: 'Anthropic: 25 optional parameters summed over the strict tools',
    text: anthropicTools(5, 5),
    expect: [{ at: '"tool_4"', messageIncludes: '25 optional parameters (at most 24)' }],
  },
]);
