import type { JsonNode } from '../json/tree';
import type { ProviderId } from '../types';

/**
 * The keywords of the portable profile, and for every other keyword who rejects
 * it and what a fix may do with it. Gemini parses a schema into its `Schema`
 * proto and answers `Unknown name "X"` for any key the proto lacks; Vertex AI's
 * proto has a few more (additionalProperties, ref, defs). Outside strict mode,
 * everyone else ignores keywords they do not know
 * (docs/providers.md#gemini-the-parameters-schema-message); the strict modes and
 * xAI compile the schema into a grammar and refuse what it cannot hold, which the
 * strict-* rules judge (docs/providers.md#openai-strict-mode).
 */

/** What every provider's tool parser accepts. */
export const PROFILE_KEYWORDS: ReadonlySet<string> = new Set([
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
  'pattern',
  'minItems',
  'maxItems',
  'minProperties',
  'maxProperties',
]);

/** In both Google protos, ignored as unknown annotations by everyone else outside strict mode: no non-strict provider rejects them. */
const GOOGLE_EXTRAS = new Set(['nullable', 'example', 'propertyOrdering']);

/** In Vertex AI's proto but not Gemini's. */
const VERTEX_ONLY = new Set(['additionalProperties', 'ref', 'defs']);

/** What a fix can do with a keyword outside the profile. */
export type KeywordRemedy =
  /** It only narrows or annotates: dropping it is a repair (the handler still checks its own input). */
  | 'drop'
  /** `const`: a string becomes a one-value enum. */
  | 'const'
  /** `oneOf`: an authoring fix renames it to `anyOf`. */
  | 'oneOf'
  /** Nothing safe: the message says what to write instead. */
  | 'none';

/** Keywords that carry shape the model needs or that a repair cannot undo safely, with what to write instead. */
const NO_REPAIR: Record<string, string> = {
  allOf: 'Merge its branches into this schema.',
  if: 'Describe the condition in `description` and check it in the handler.',
  then: 'Describe the condition in `description` and check it in the handler.',
  else: 'Describe the condition in `description` and check it in the handler.',
  dependentSchemas: 'Describe the dependency in `description` and check it in the handler.',
  $dynamicRef: 'Write the schema it points at in its place.',
  $recursiveRef: 'Write the schema it points at in its place.',
  ref: "This is Vertex AI's spelling of `$ref`; write the schema it points at in its place.",
  defs: "This is Vertex AI's spelling of `$defs`; write each definition where it is used.",
};

/** JSON Schema (draft-4 to 2020-12) and OpenAPI keywords outside the profile: a key not here and not `x-*` is not a keyword at all. */
const KNOWN_KEYWORDS = new Set([
  '$schema',
  '$id',
  'id',
  '$anchor',
  '$dynamicAnchor',
  '$recursiveAnchor',
  '$comment',
  '$vocabulary',
  '$dynamicRef',
  '$recursiveRef',
  'additionalProperties',
  'unevaluatedProperties',
  'unevaluatedItems',
  'patternProperties',
  'propertyNames',
  'dependentRequired',
  'dependentSchemas',
  'dependencies',
  'additionalItems',
  'contains',
  'minContains',
  'maxContains',
  'uniqueItems',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'multipleOf',
  'const',
  'oneOf',
  'allOf',
  'not',
  'if',
  'then',
  'else',
  'examples',
  'readOnly',
  'writeOnly',
  'deprecated',
  'contentMediaType',
  'contentEncoding',
  'contentSchema',
  'discriminator',
  'xml',
  'externalDocs',
  'ref',
  'defs',
]);

export interface KeywordVerdict {
  providers: ProviderId[];
  remedy: KeywordRemedy;
  /** One sentence: what to do. */
  advice: string;
}

const DROP_ADVICE =
  'It only narrows or annotates what is accepted, so it can be dropped: the handler still checks its own input.';

/**
 * The verdict on one member of a profile schema object, or undefined when the
 * key is portable or another rule owns it (`$ref`, `$defs`, `prefixItems`, and
 * the combinators at the root).
 */
export function judgeKeyword(
  key: string,
  value: JsonNode | undefined,
  context: { atRoot: boolean; hasProperties: boolean },
): KeywordVerdict | undefined {
  if (PROFILE_KEYWORDS.has(key) || GOOGLE_EXTRAS.has(key)) return undefined;
  if (key === '$ref' || key === '$defs' || key === 'definitions' || key === 'prefixItems') return undefined;
  if (context.atRoot && (key === 'oneOf' || key === 'allOf' || key === 'not')) return undefined;
  const providers: ProviderId[] = VERTEX_ONLY.has(key) ? ['gemini'] : ['gemini', 'vertex'];
  if (key === 'const') {
    return value?.kind === 'string'
      ? { providers, remedy: 'const', advice: 'Write it as a one-value `enum`.' }
      : {
          providers,
          remedy: 'none',
          advice: 'Only string enums are portable: describe the value in `description` and check it in the handler.',
        };
  }
  if (key === 'oneOf')
    return {
      providers,
      remedy: 'oneOf',
      advice: 'Use `anyOf` when no value can match two branches, else merge the branches.',
    };
  if (key === 'patternProperties' && !context.hasProperties) {
    return {
      providers,
      remedy: 'none',
      advice: 'Declare the keys as `properties`, or carry the map as JSON text in a string.',
    };
  }
  const instead = NO_REPAIR[key];
  if (instead) return { providers, remedy: 'none', advice: instead };
  if (!KNOWN_KEYWORDS.has(key) && !key.startsWith('x-') && value?.kind === 'object') {
    // `"parameters": {"q": {"type": "string"}}`: an input written outside `properties`, not an annotation to drop.
    return {
      providers,
      remedy: 'none',
      advice:
        'It is not a JSON Schema keyword and looks like an input written outside `properties`: move it into `properties`.',
    };
  }
  // Every other keyword (exclusiveMinimum, uniqueItems, additionalProperties, $schema, x-*, a typo…) only narrows or annotates.
  return { providers, remedy: 'drop', advice: DROP_ADVICE };
}

/** The verdict for `parametersJsonSchema`, which takes full JSON Schema: only `$schema` must go. */
export function judgeJsonSchemaKeyword(key: string): KeywordVerdict | undefined {
  if (key !== '$schema') return undefined;
  return {
    providers: ['gemini'],
    remedy: 'drop',
    advice: 'Gemini wants it stripped even from `parametersJsonSchema`; dropping it changes nothing that is accepted.',
  };
}
