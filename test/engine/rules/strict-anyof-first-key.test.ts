import { ruleCases } from '../../helpers/cases';
import { CLOSED, openaiStrict } from './strict-docs';

/** A closed object with these properties, every one required, in this order. */
const object = (properties: Record<string, object>) => ({
  type: 'object',
  properties,
  required: Object.keys(properties),
  additionalProperties: false,
});
const STRING = { type: 'string' };
/** A closed parameters schema whose one property `contact` is this schema. */
const contact = (schema: object, $defs?: object) =>
  openaiStrict({ ...CLOSED, properties: { contact: schema }, required: ['contact'], ...($defs ? { $defs } : {}) });

ruleCases('strict-anyof-first-key', [
  {
    name: 'clean: a discriminator first, a different const in each branch',
    text: contact({
      anyOf: [
        object({ kind: { type: 'string', const: 'email' }, id: STRING }),
        object({ kind: { type: 'string', const: 'phone' }, id: STRING }),
      ],
    }),
    expect: [],
  },
  {
    name: 'clean: different first keys',
    text: contact({ anyOf: [object({ email: STRING }), object({ phone: STRING })] }),
    expect: [],
  },
  {
    name: 'the same first key and schema, on the second branch',
    text: contact({ anyOf: [object({ id: STRING, email: STRING }), object({ id: STRING, phone: STRING })] }),
    expect: [
      {
        at: '"id"',
        nth: 2,
        pointer: '/tools/0/function/parameters/properties/contact/anyOf/1',
        severity: 'warning',
        providers: ['openai-strict'],
        messageIncludes: 'Branches 0 and 1 of this `anyOf` both start with `id`, with the same schema',
      },
    ],
  },
  {
    name: 'key order inside the shared schema does not matter',
    text: contact({
      anyOf: [
        object({ id: { type: 'string', description: 'Id.' }, email: STRING }),
        object({ id: { description: 'Id.', type: 'string' }, phone: STRING }),
      ],
    }),
    expect: [{ at: '"id"', nth: 2 }],
  },
  {
    name: 'the first of required counts too',
    text: contact({
      anyOf: [
        { ...object({ email: STRING, id: STRING }), required: ['id', 'email'] },
        { ...object({ phone: STRING, id: STRING }), required: ['id', 'phone'] },
      ],
    }),
    expect: [{ at: '"id"', nth: 3, messageIncludes: 'both start with `id`' }],
  },
  {
    name: 'branches through $ref, reported on the reference',
    text: contact(
      { anyOf: [{ $ref: '#/$defs/Email' }, { $ref: '#/$defs/Phone' }] },
      { Email: object({ id: STRING, email: STRING }), Phone: object({ id: STRING, phone: STRING }) },
    ),
    expect: [{ at: '"#/$defs/Phone"' }],
  },
  {
    name: 'a branch whose $ref cycles is left alone',
    text: contact(
      { anyOf: [{ $ref: '#/$defs/A' }, { $ref: '#/$defs/B' }] },
      { A: { $ref: '#/$defs/B' }, B: { $ref: '#/$defs/A' } },
    ),
    expect: [],
  },
  {
    name: 'not judged without openai-strict or strict: true',
    text: openaiStrict(
      {
        ...CLOSED,
        properties: { contact: { anyOf: [object({ id: STRING }), object({ id: STRING })] } },
        required: ['contact'],
      },
      false,
    ),
    expect: [],
  },
]);
