/**
 * The portable profile as a JSON Schema (draft-07) over an MCP catalog
 * (`{"tools": [{name, description, inputSchema}]}`), for the peer that validates
 * with vscode-json-languageservice. It encodes what JSON Schema can express of
 * the profile (docs/rules/ describes each rule):
 *
 * - a tool has a name (1-64 of [A-Za-z0-9_-]), a non-empty description and an
 *   inputSchema;
 * - the root is an object schema with no top-level anyOf/oneOf/allOf/not/enum;
 * - every node has exactly one type from the six, or is an anyOf of such nodes;
 * - every array declares items; every nested object declares at least one property;
 * - enum is a non-empty list of distinct non-empty strings, on a string;
 * - format is date-time or absent;
 * - only type, description, title, default, enum, format, properties, required,
 *   items, anyOf and the per-type bounds are used (so no additionalProperties,
 *   const, $ref, $defs, pattern, …).
 *
 * Not expressible here, so not checked by this peer: that `required` names
 * declared properties (it needs the sibling's keys), that a `default` fits its
 * schema, and the contract rules (description lengths, duplicate names, budgets).
 */

const KEYWORDS = [
  'type',
  'description',
  'title',
  'default',
  'enum',
  'format',
  'properties',
  'required',
  'items',
  'anyOf',
  'minimum',
  'maximum',
  'minLength',
  'maxLength',
  'minItems',
  'maxItems',
];
const TYPES = ['object', 'array', 'string', 'number', 'integer', 'boolean'];

const whenType = (type: string, then: object) => ({
  if: { properties: { type: { const: type } }, required: ['type'] },
  then,
});

export const PROFILE_SCHEMA: Record<string, unknown> = {
  $schema: 'http://json-schema.org/draft-07/schema#',
  type: 'object',
  required: ['tools'],
  properties: { tools: { type: 'array', items: { $ref: '#/definitions/tool' } } },
  definitions: {
    tool: {
      type: 'object',
      required: ['name', 'description', 'inputSchema'],
      properties: {
        name: { type: 'string', pattern: '^[A-Za-z0-9_-]{1,64}$' },
        description: { type: 'string', minLength: 1, pattern: '\\S' },
        inputSchema: { $ref: '#/definitions/root' },
      },
    },
    /** What every node must satisfy: allowed keywords, one type (or an anyOf), items on arrays, string enums. */
    node: {
      type: 'object',
      propertyNames: { enum: KEYWORDS },
      properties: {
        type: { enum: TYPES },
        description: { type: 'string' },
        title: { type: 'string' },
        enum: { type: 'array', minItems: 1, uniqueItems: true, items: { type: 'string', minLength: 1 } },
        format: { enum: ['date-time'] },
        properties: { type: 'object', additionalProperties: { $ref: '#/definitions/nested' } },
        required: { type: 'array', items: { type: 'string' } },
        items: { $ref: '#/definitions/nested' },
        anyOf: { type: 'array', minItems: 1, items: { $ref: '#/definitions/nested' } },
      },
      allOf: [
        { anyOf: [{ required: ['type'] }, { required: ['anyOf'] }] },
        whenType('array', { required: ['items'] }),
        { if: { required: ['enum'] }, then: { required: ['type'], properties: { type: { const: 'string' } } } },
      ],
    },
    /** A schema below the root: a nested object declares at least one property. */
    nested: {
      allOf: [
        { $ref: '#/definitions/node' },
        whenType('object', { required: ['properties'], properties: { properties: { minProperties: 1 } } }),
      ],
    },
    /** The parameters schema itself: an object, no top-level combinator or enum. */
    root: {
      allOf: [{ $ref: '#/definitions/node' }],
      required: ['type'],
      properties: { type: { const: 'object' } },
      not: {
        anyOf: [
          { required: ['anyOf'] },
          { required: ['oneOf'] },
          { required: ['allOf'] },
          { required: ['not'] },
          { required: ['enum'] },
        ],
      },
    },
  },
};

export const PROFILE_KEYWORDS = KEYWORDS;
export const PROFILE_TYPES = TYPES;
