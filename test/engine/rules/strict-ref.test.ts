import { ruleCases } from '../../helpers/cases';
import { anthropicStrict, bedrockStrict, CLOSED, openaiStrict } from './strict-docs';

/** A closed object whose one property `filter` is `filter`, with these definitions. */
const withFilter = (filter: object, $defs: object) => ({
  ...CLOSED,
  properties: { filter },
  required: ['filter'],
  $defs,
});

const NODE = {
  type: 'object',
  properties: { and: { type: 'array', items: { $ref: '#/$defs/Filter' } } },
  additionalProperties: false,
};

ruleCases('strict-ref', [
  {
    name: 'clean: a definition used twice, not recursive',
    text: anthropicStrict({
      ...CLOSED,
      properties: { from: { $ref: '#/$defs/city' }, to: { $ref: '#/$defs/city' } },
      required: ['from', 'to'],
      $defs: { city: { type: 'string' } },
    }),
    expect: [],
  },
  {
    name: 'recursive: the reference inside the definition, not the use outside it',
    text: anthropicStrict(withFilter({ $ref: '#/$defs/Filter' }, { Filter: NODE })),
    expect: [
      {
        at: '"#/$defs/Filter"',
        nth: 1,
        pointer: '/tools/0/input_schema/$defs/Filter/properties/and/items/$ref',
        providers: ['anthropic-strict'],
        messageIncludes: 'makes the schema recursive',
      },
    ],
  },
  {
    name: 'recursive: "#" below the root',
    text: anthropicStrict({ ...CLOSED, properties: { child: { $ref: '#' } }, required: ['child'] }),
    expect: [{ at: '"#"', messageIncludes: 'Not supported: Recursive schemas' }],
  },
  {
    name: 'recursive through two definitions: both references',
    text: anthropicStrict(
      withFilter(
        { $ref: '#/$defs/A' },
        {
          A: { type: 'object', properties: { b: { $ref: '#/$defs/B' } }, additionalProperties: false },
          B: { type: 'object', properties: { a: { $ref: '#/$defs/A' } }, additionalProperties: false },
        },
      ),
    ),
    expect: [
      { at: '"#/$defs/B"', messageIncludes: 'recursive' },
      { at: '"#/$defs/A"', nth: 1, messageIncludes: 'recursive' },
    ],
  },
  {
    name: 'external: another document',
    text: anthropicStrict(withFilter({ $ref: 'https://example.com/filter.json' }, {})),
    expect: [{ at: '"https://example.com/filter.json"', messageIncludes: 'Not supported: External `$ref`' }],
  },
  {
    name: 'allOf with one $ref branch: moved up by the authoring fix',
    text: anthropicStrict(
      withFilter({ allOf: [{ $ref: '#/$defs/city' }], description: 'Where.' }, { city: { type: 'string' } }),
    ),
    expect: [{ at: '"#/$defs/city"', messageIncludes: '`allOf` with `$ref` not supported' }],
    fix: {
      kind: 'authoring',
      title: 'Replace "allOf" by its one "$ref" (for Anthropic strict tool use)',
      output: anthropicStrict(
        withFilter({ $ref: '#/$defs/city', description: 'Where.' }, { city: { type: 'string' } }),
      ),
    },
  },
  {
    name: '$ref beside allOf, on a Bedrock toolSpec with strict: true',
    text: bedrockStrict(
      withFilter({ $ref: '#/$defs/city', allOf: [{ type: 'string' }] }, { city: { type: 'string' } }),
    ),
    expect: [{ at: '"#/$defs/city"', providers: ['anthropic-strict'], messageIncludes: 'This tool sets strict: true' }],
  },
  {
    name: 'not judged for OpenAI strict mode, which supports recursion',
    text: openaiStrict({ ...CLOSED, properties: { child: { $ref: '#' } }, required: ['child'] }),
    expect: [],
  },
  {
    name: 'not judged without anthropic-strict or strict: true',
    text: anthropicStrict({ ...CLOSED, properties: { child: { $ref: '#' } }, required: ['child'] }, false),
    expect: [],
  },
]);
