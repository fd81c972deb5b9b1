import { ruleCases } from '../../helpers/cases';
import type { LintOptions } from '../../../shared/src/index';
import { anthropicStrict, CLOSED, openaiStrict } from './strict-docs';

const withCity = (city: object) => ({ ...CLOSED, properties: { city: { type: 'string', ...city } } });
const ALL_STRICT: LintOptions = { targets: ['openai-strict', 'anthropic-strict', 'xai'] };

ruleCases('strict-keyword', [
  {
    name: 'clean: the keywords every strict mode takes',
    text: openaiStrict(withCity({ pattern: '^[A-Z]' })),
    options: ALL_STRICT,
    expect: [],
  },
  {
    name: 'minLength: both strict modes, each in its words',
    text: openaiStrict(withCity({ minLength: 2 }), false),
    options: ALL_STRICT,
    expect: [
      {
        at: '"minLength"',
        providers: ['openai-strict', 'anthropic-strict'],
        messageIncludes: "'minLength' is not permitted.",
      },
    ],
    fix: {
      kind: 'authoring',
      title: /for OpenAI strict mode and Anthropic strict tool use/,
      output: openaiStrict(withCity({}), false),
    },
  },
  {
    name: 'minimum on an Anthropic strict tool, under portable',
    text: anthropicStrict({ ...CLOSED, properties: { n: { type: 'integer', minimum: 1 } } }),
    expect: [
      {
        at: '"minimum"',
        providers: ['anthropic-strict'],
        messageIncludes: "For 'integer' type, property 'minimum' is not supported",
      },
    ],
  },
  {
    name: 'oneOf: renamed to anyOf',
    text: openaiStrict(withCity({ oneOf: [{ enum: ['a'] }, { enum: ['b'] }] })),
    expect: [{ at: '"oneOf"', providers: ['openai-strict'] }],
    fix: { kind: 'authoring', output: openaiStrict(withCity({ anyOf: [{ enum: ['a'] }, { enum: ['b'] }] })) },
  },
  {
    name: 'a keyword beside $ref, for OpenAI strict mode',
    text: openaiStrict({
      ...CLOSED,
      properties: { city: { $ref: '#/$defs/c', description: 'x' } },
      $defs: { c: { type: 'string' } },
    }),
    expect: [
      {
        at: '"description"',
        nth: 1,
        providers: ['openai-strict'],
        messageIncludes: "$ref cannot have keywords {'description'}",
      },
    ],
  },
  {
    name: 'minItems 1 is fine for Anthropic, 2 is not; maxItems never',
    text: anthropicStrict({
      ...CLOSED,
      properties: {
        a: { type: 'array', items: { type: 'string' }, minItems: 1 },
        b: { type: 'array', items: { type: 'string' }, minItems: 2, maxItems: 3 },
      },
    }),
    expect: [
      {
        at: '"minItems"',
        nth: 1,
        providers: ['anthropic-strict'],
        messageIncludes: "'minItems' values other than 0 or 1",
      },
      { at: '"maxItems"', providers: ['anthropic-strict'] },
    ],
  },
  {
    name: 'xAI: minContains',
    text: openaiStrict(
      { ...CLOSED, properties: { a: { type: 'array', items: { type: 'string' }, minContains: 1 } } },
      false,
    ),
    options: { targets: ['xai'] },
    expect: [{ at: '"minContains"', providers: ['xai'] }],
  },
  {
    name: 'not judged without a strict target or strict: true',
    text: openaiStrict(withCity({ minLength: 2 }), false),
    expect: [],
  },
]);
