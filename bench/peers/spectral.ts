import { Document, Spectral, type RulesetDefinition } from '@stoplight/spectral-core';
import { enumeration, schema, truthy } from '@stoplight/spectral-functions';
import { Json } from '@stoplight/spectral-parsers';
import { PROFILE_KEYWORDS, PROFILE_TYPES } from './profile-schema';

/**
 * Peer 2: Spectral with a ruleset checking the portable profile: JSONPath picks
 * each schema node of each tool (the root, every property, items and anyOf
 * branch, at any depth), and the core functions judge it, one rule per profile
 * rule, as a Spectral user would write them.
 */

const ROOT = '$.tools[*].inputSchema';
/** Every schema node below the root. */
const NESTED = [`${ROOT}..properties[*]`, `${ROOT}..items`, `${ROOT}..anyOf[*]`];
const NODES = [ROOT, ...NESTED];

const ifType = (type: string, then: object) => ({
  if: { properties: { type: { const: type } }, required: ['type'] },
  then,
});

export const RULESET: RulesetDefinition = {
  rules: {
    'tool-shape': {
      description: 'A tool has a valid name, a non-empty description and an inputSchema.',
      given: '$.tools[*]',
      severity: 'error',
      then: {
        function: schema,
        functionOptions: {
          schema: {
            type: 'object',
            required: ['name', 'description', 'inputSchema'],
            properties: {
              name: { type: 'string', pattern: '^[A-Za-z0-9_-]{1,64}$' },
              description: { type: 'string', minLength: 1, pattern: '\\S' },
            },
          },
        },
      },
    },
    'root-object': {
      description: 'The parameters schema is an object with no top-level combinator or enum.',
      given: ROOT,
      severity: 'error',
      then: {
        function: schema,
        functionOptions: {
          schema: {
            type: 'object',
            required: ['type'],
            properties: { type: { const: 'object' } },
            not: { anyOf: ['anyOf', 'oneOf', 'allOf', 'not', 'enum'].map((k) => ({ required: [k] })) },
          },
        },
      },
    },
    'type-single': {
      description: 'One type from the six.',
      given: NODES,
      severity: 'error',
      // The schema function, not enumeration: enumeration passes over a non-primitive value such as a type list.
      then: { function: schema, functionOptions: { schema: { properties: { type: { enum: PROFILE_TYPES } } } } },
    },
    'type-present': {
      description: 'Every node has a type or is an anyOf.',
      given: NODES,
      severity: 'error',
      then: {
        function: schema,
        functionOptions: { schema: { anyOf: [{ required: ['type'] }, { required: ['anyOf'] }] } },
      },
    },
    'keywords-portable': {
      description: 'Only the keywords every provider accepts.',
      given: NODES,
      severity: 'error',
      then: { function: schema, functionOptions: { schema: { propertyNames: { enum: PROFILE_KEYWORDS } } } },
    },
    'items-present': {
      description: 'Every array declares items.',
      given: NODES,
      severity: 'error',
      then: { function: schema, functionOptions: { schema: ifType('array', { required: ['items'] }) } },
    },
    'object-properties': {
      description: 'Every nested object declares at least one property.',
      given: NESTED,
      severity: 'error',
      then: {
        function: schema,
        functionOptions: {
          schema: ifType('object', { required: ['properties'], properties: { properties: { minProperties: 1 } } }),
        },
      },
    },
    'enum-strings': {
      description: 'enum is a non-empty list of distinct non-empty strings, on a string.',
      given: NODES,
      severity: 'error',
      then: {
        function: schema,
        functionOptions: {
          schema: {
            if: { required: ['enum'] },
            then: {
              required: ['type'],
              properties: {
                type: { const: 'string' },
                enum: { type: 'array', minItems: 1, uniqueItems: true, items: { type: 'string', minLength: 1 } },
              },
            },
          },
        },
      },
    },
    'format-date-time': {
      description: 'format is date-time or absent.',
      given: NODES,
      severity: 'error',
      then: { field: 'format', function: enumeration, functionOptions: { values: ['date-time'] } },
    },
    'description-present': {
      description: 'A tool description is not empty.',
      given: '$.tools[*]',
      severity: 'error',
      then: { field: 'description', function: truthy },
    },
  },
};

export function spectral(): (text: string) => Promise<number> {
  const engine = new Spectral();
  engine.setRuleset(RULESET);
  return async (text) => (await engine.run(new Document(text, Json, '/bench/catalog.json'))).length;
}
