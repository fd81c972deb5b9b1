import { ruleCases } from '../helpers/cases';
import { CLOSED, openaiStrict, responsesTool } from './rules/strict-docs';

/** A closed object with one required and one optional property. */
const OPTIONAL = { ...CLOSED, properties: { ...CLOSED.properties, country: { type: 'string' } } };
const BECAUSE = 'leaves out `strict`, which that API takes as strict mode';

ruleCases('strict-required-all', [
  {
    name: 'a Responses tool without strict: a warning that says why, and the opt-out fix',
    text: responsesTool(OPTIONAL),
    expect: [
      {
        at: '"parameters"',
        severity: 'warning',
        providers: ['openai-strict'],
        messageIncludes: 'the Responses API requires it itself, so the model must always send it',
      },
    ],
    fix: { kind: 'authoring', title: /^Set "strict": false/, output: responsesTool(OPTIONAL, false) },
  },
  {
    name: 'the same tool, the finding ends with the reason',
    text: responsesTool(OPTIONAL),
    expect: [{ at: '"parameters"', messageIncludes: BECAUSE }],
  },
  { name: 'strict: false opts out', text: responsesTool(OPTIONAL, false), expect: [] },
  {
    name: 'strict: true is refused, not normalised: an error',
    text: responsesTool(OPTIONAL, true),
    expect: [
      {
        at: '"parameters"',
        severity: 'error',
        messageIncludes: "'required' is required to be supplied and to be an array including every key in properties",
      },
    ],
  },
  {
    name: 'legacy functions (no "type": "function") are not Responses tools',
    text: responsesTool(OPTIONAL, undefined, ''),
    expect: [],
  },
  {
    name: 'Chat Completions without strict stays non-strict',
    text: openaiStrict(OPTIONAL, false),
    expect: [],
  },
  {
    name: 'with openai-strict among the targets the tool is judged as strict: an error',
    text: responsesTool(OPTIONAL),
    options: { targets: ['openai-strict'] },
    expect: [{ at: '"parameters"', severity: 'error', messageIncludes: BECAUSE }],
  },
]);

ruleCases('strict-additional-properties', [
  {
    name: 'a Responses tool without strict: the API closes the object itself',
    text: responsesTool({ type: 'object', properties: { city: { type: 'string' } }, required: ['city'] }),
    expect: [
      {
        at: '"parameters"',
        severity: 'warning',
        providers: ['openai-strict'],
        messageIncludes: 'the Responses API sets `additionalProperties: false` itself',
      },
    ],
  },
]);

ruleCases('strict-keyword', [
  {
    name: 'what normalising cannot fix is a warning too, with the reason',
    text: responsesTool({ ...CLOSED, properties: { city: { type: 'string', minLength: 2 } } }),
    expect: [{ at: '"minLength"', severity: 'warning', providers: ['openai-strict'], messageIncludes: BECAUSE }],
  },
]);

ruleCases('root-type', [
  {
    name: 'a finding OpenAI rejects anyway stays an error',
    text: responsesTool({ type: 'string' }),
    expect: [{ at: '"string"', severity: 'error' }],
  },
]);
