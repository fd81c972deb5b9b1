import assert from 'node:assert/strict';
import { it } from 'node:test';
import { findingsOf, ruleCases } from '../../helpers/cases';
import { applyEdits, fixAll } from '../../../shared/src/index';
import { anthropicStrict, CLOSED, openaiStrict } from './strict-docs';

const OPTIONAL = {
  type: 'object',
  properties: {
    city: { type: 'string' },
    country: { type: 'string', enum: ['fr', 'de'] },
    when: { anyOf: [{ type: 'string' }, { type: 'integer' }] },
  },
  required: ['city'],
  additionalProperties: false,
};

ruleCases('strict-required-all', [
  { name: 'clean: every property required', text: openaiStrict(CLOSED), expect: [] },
  {
    name: 'optional properties, OpenAI’s way: the type gains null and the name joins required',
    text: openaiStrict(OPTIONAL),
    expect: [
      {
        at: '"parameters"',
        providers: ['openai-strict'],
        messageIncludes: "'required' is required to be supplied and to be an array including every key in properties",
      },
    ],
  },
  {
    name: 'no required at all: the fix adds the list',
    text: openaiStrict({ type: 'object', properties: { city: { type: 'string' } }, additionalProperties: false }),
    expect: [{ at: '"parameters"' }],
  },
  {
    name: 'Anthropic strict tool use keeps optional properties',
    text: anthropicStrict(OPTIONAL),
    expect: [],
  },
  {
    name: 'with Gemini among the targets the message says [T, "null"] pulls against it',
    text: openaiStrict(OPTIONAL),
    options: { targets: ['openai-strict', 'gemini'] },
    expect: [{ at: '"parameters"', messageIncludes: 'pull opposite ways' }],
  },
]);

it('fix-all leaves the authoring fix alone', () => {
  const out = fixAll(openaiStrict(OPTIONAL));
  const fixed = JSON.parse(out) as { tools: { function: { parameters: { required: string[] } } }[] };
  assert.deepEqual(fixed.tools[0].function.parameters.required, ['city']);
  assert.equal(findingsOf('strict-required-all', out).length, 1);
});

/** The text after the finding's one fix, read back as JSON. */
function fixed(text: string): unknown {
  const [finding] = findingsOf('strict-required-all', text);
  const [fix] = finding.fixes;
  assert.equal(fix.kind, 'authoring');
  assert.match(fix.title, /for OpenAI strict mode/);
  return JSON.parse(applyEdits(text, fix.edits));
}

it("fixes optional properties OpenAI's way: the type gains null, the name joins required", () => {
  assert.deepEqual(
    fixed(openaiStrict(OPTIONAL)),
    JSON.parse(
      openaiStrict({
        ...OPTIONAL,
        properties: {
          city: { type: 'string' },
          country: { type: ['string', 'null'], enum: ['fr', 'de', null] },
          when: { anyOf: [{ type: 'string' }, { type: 'integer' }, { type: 'null' }] },
        },
        required: ['city', 'country', 'when'],
      }),
    ),
  );
});

it('adds the required list when there is none', () => {
  const schema = { type: 'object', properties: { city: { type: 'string' } }, additionalProperties: false };
  assert.deepEqual(
    fixed(openaiStrict(schema)),
    JSON.parse(openaiStrict({ ...schema, properties: { city: { type: ['string', 'null'] } }, required: ['city'] })),
  );
});
