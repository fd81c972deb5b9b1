import { ruleCases } from '../../helpers/cases';

/**
 * Rejections reported at the provider's own target that the pairings once missed
 * (docs/providers.md, "Mistral", "Gemini: the parameters Schema message"), each
 * with the case it was reported for.
 */
const openai = (parameters: unknown) =>
  JSON.stringify({
    tools: [{ type: 'function', function: { name: 'post_video', description: 'Posts a video.', parameters } }],
  });
const gemini = (parameters: unknown) =>
  JSON.stringify({
    tools: [{ functionDeclarations: [{ name: 'list_files', description: 'Lists the files.', parameters }] }],
  });

ruleCases('schema-invalid', [
  {
    name: 'Mistral: a draft-4 boolean exclusiveMinimum inside an anyOf',
    text: openai({
      type: 'object',
      properties: { page: { anyOf: [{ type: 'integer', minimum: 0, exclusiveMinimum: true }, { type: 'null' }] } },
      required: ['page'],
    }),
    options: { targets: ['mistral'] },
    expect: [{ at: '"exclusiveMinimum"', providers: ['mistral'] }],
  },
  {
    name: 'Mistral: a parameters whose description key holds a property schema',
    text: openai({
      type: 'object',
      description: { type: 'string', description: 'The description for the TikTok video' },
      properties: { title: { type: 'string' } },
      required: ['title'],
    }),
    options: { targets: ['mistral'] },
    expect: [{ at: '"description"', nth: 1, providers: ['mistral'], messageIncludes: '`description` must be string' }],
  },
  {
    name: 'Mistral: clean when the description is a string',
    text: openai({ type: 'object', description: 'A video.', properties: { title: { type: 'string' } } }),
    options: { targets: ['mistral'] },
    expect: [],
  },
]);

ruleCases('root-properties', [
  {
    name: 'Mistral: a null properties',
    text: openai({ type: 'object', properties: null }),
    options: { targets: ['mistral'] },
    expect: [{ at: 'null', providers: ['mistral'] }],
  },
  {
    name: 'Gemini: a root {"type": "OBJECT"} with no properties is an object with none',
    text: gemini({ type: 'OBJECT' }),
    options: { targets: ['gemini'] },
    expect: [{ at: '"parameters"', providers: ['gemini'], messageIncludes: 'should be non-empty for OBJECT type' }],
  },
  {
    name: 'Gemini: OBJECT is judged by Gemini alone (OpenAI and Anthropic refuse the upper case itself)',
    text: gemini({ type: 'OBJECT' }),
    options: { targets: ['openai', 'anthropic'] },
    expect: [],
  },
  {
    name: 'Gemini: clean with properties',
    text: gemini({ type: 'OBJECT', properties: { q: { type: 'STRING' } } }),
    options: { targets: ['gemini'] },
    expect: [],
  },
]);

ruleCases('object-free-form', [
  {
    name: 'Gemini: a nested {"type": "OBJECT"} is an object with no properties',
    text: gemini({ type: 'OBJECT', properties: { opts: { type: 'OBJECT' } } }),
    options: { targets: ['gemini'] },
    expect: [{ at: '"opts"', providers: ['gemini'] }],
  },
]);

ruleCases('property-schema-form', [
  {
    name: 'xAI: a property whose schema is true',
    text: openai({ type: 'object', properties: { extra: true } }),
    options: { targets: ['xai'] },
    expect: [{ at: '"extra"', providers: ['xai'] }],
  },
  {
    name: 'xAI: clean with a schema object',
    text: openai({ type: 'object', properties: { extra: { type: 'string' } } }),
    options: { targets: ['xai'] },
    expect: [],
  },
]);

ruleCases('root-combinator', [
  {
    name: 'xAI: a root anyOf beside type object (verbatim case)',
    text: openai({ type: 'object', properties: { a: { type: 'string' } }, anyOf: [{ required: ['a'] }] }),
    options: { targets: ['xai'] },
    expect: [{ at: '"anyOf"', providers: ['xai'] }],
  },
]);

ruleCases('enum-values', [
  {
    name: 'xAI: an empty enum',
    text: openai({ type: 'object', properties: { a: { type: 'string', enum: [] } } }),
    options: { targets: ['xai'] },
    expect: [{ at: '"enum"', providers: ['xai'] }],
  },
]);

ruleCases('items-form', [
  {
    name: 'xAI: items given as a list',
    text: openai({ type: 'object', properties: { a: { type: 'array', items: [{ type: 'string' }] } } }),
    options: { targets: ['xai'] },
    expect: [{ at: '"items"', providers: ['xai'] }],
  },
]);
