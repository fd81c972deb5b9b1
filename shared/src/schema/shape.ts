import {
  getProp,
  getValue,
  isOpen,
  type JsonArray,
  type JsonNode,
  type JsonObject,
  type JsonProperty,
} from '../json/tree';
import { declaresOnlyAnyCase } from './node';

/** The keywords that make a node a union (or intersection) of other schemas. */
export const UNION_KEYWORDS = ['anyOf', 'oneOf', 'allOf'] as const;

/** Keywords that describe an object's members. */
const OBJECT_KEYWORDS = [
  'properties',
  'additionalProperties',
  'patternProperties',
  'propertyNames',
  'minProperties',
  'maxProperties',
];

const COMPOSING_KEYWORDS: ReadonlySet<string> = new Set([...UNION_KEYWORDS, '$ref']);

/** True when the node composes other schemas (`anyOf`, `oneOf`, `allOf`) or points at one (`$ref`). */
export function composesOthers(schema: JsonObject): boolean {
  // One pass over the members rather than a lookup per keyword: this runs on most nodes.
  for (const p of schema.props) if (COMPOSING_KEYWORDS.has(p.key)) return true;
  return false;
}

/** An `enum` member whose value is a list. */
export type EnumMember = JsonProperty & { value: JsonArray };

/** The `enum` member of a schema object, when its value is a list (anything else is schema-invalid's). */
export function enumMember(schema: JsonObject): EnumMember | undefined {
  const member = getProp(schema, 'enum');
  return member?.value?.kind === 'array' ? (member as EnumMember) : undefined;
}

export function arrayValue(schema: JsonObject, key: string): JsonArray | undefined {
  const v = getValue(schema, key);
  return v?.kind === 'array' ? v : undefined;
}

/** True when the node declares at least one property, or may: `properties` not known, or not all read, counts. */
export function declaresProperties(schema: JsonObject): boolean {
  const props = getValue(schema, 'properties');
  return (props?.kind === 'object' && (props.props.length > 0 || isOpen(props))) || props?.kind === 'opaque';
}

/**
 * An object schema that declares no property: `{}`, `{"type": "object"}`, a map
 * (`additionalProperties` with a schema), or object keywords with no `type`.
 * Such a value has no portable schema; it travels as JSON text.
 */
export function isFreeFormObject(schema: JsonNode): schema is JsonObject {
  if (schema.kind !== 'object') return false;
  if (schema.props.length === 0) return true;
  if (declaresProperties(schema) || composesOthers(schema)) return false;
  // Only Gemini refuses these (object-free-form), and it reads `"OBJECT"` as `object`.
  if (getProp(schema, 'type')) return declaresOnlyAnyCase(schema, 'object');
  for (const k of OBJECT_KEYWORDS) if (getProp(schema, k)) return true;
  return false;
}

/** Every keyword of JSON Schema drafts 4 to 2020-12, plus the OpenAPI/Google ones tool schemas carry. */
const SCHEMA_KEYWORDS = new Set([
  '$schema',
  '$id',
  '$ref',
  '$defs',
  'definitions',
  '$comment',
  '$anchor',
  '$dynamicRef',
  '$dynamicAnchor',
  '$vocabulary',
  '$recursiveRef',
  '$recursiveAnchor',
  'type',
  'enum',
  'const',
  'title',
  'description',
  'default',
  'examples',
  'example',
  'deprecated',
  'readOnly',
  'writeOnly',
  'format',
  'nullable',
  'propertyOrdering',
  'properties',
  'required',
  'additionalProperties',
  'patternProperties',
  'propertyNames',
  'minProperties',
  'maxProperties',
  'dependentRequired',
  'dependentSchemas',
  'dependencies',
  'unevaluatedProperties',
  'items',
  'prefixItems',
  'additionalItems',
  'contains',
  'minContains',
  'maxContains',
  'minItems',
  'maxItems',
  'uniqueItems',
  'unevaluatedItems',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'multipleOf',
  'minLength',
  'maxLength',
  'pattern',
  'contentEncoding',
  'contentMediaType',
  'contentSchema',
  'anyOf',
  'oneOf',
  'allOf',
  'not',
  'if',
  'then',
  'else',
]);

function isSchemaKeyword(key: string): boolean {
  return SCHEMA_KEYWORDS.has(key) || key.startsWith('x-');
}

/** True when every member is a schema keyword: the object is a schema, not a map of something else. */
export function onlySchemaKeywords(obj: JsonObject): boolean {
  return obj.props.every((p) => isSchemaKeyword(p.key));
}

/**
 * A parameters "schema" that is really the map of properties itself,
 * `{"q": {"type": "string"}}`: no member is a schema keyword and each is an object.
 */
export function looksLikePropertyMap(obj: JsonObject): boolean {
  return obj.props.length > 0 && obj.props.every((p) => !isSchemaKeyword(p.key) && p.value?.kind === 'object');
}
