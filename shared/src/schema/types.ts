import type { JsonNode } from '../json/tree';

/** The types the portable profile allows: every provider's parser knows these six. */
export const PORTABLE_TYPES = ['object', 'array', 'string', 'number', 'integer', 'boolean'] as const;
export type PortableType = (typeof PORTABLE_TYPES)[number];

export function isPortableType(t: unknown): t is PortableType {
  return typeof t === 'string' && (PORTABLE_TYPES as readonly string[]).includes(t);
}

/** Type names people write for the six, from other languages (Python, Java, Go, C#). */
const TYPE_ALIASES: Readonly<Record<string, PortableType>> = {
  int: 'integer',
  int32: 'integer',
  int64: 'integer',
  long: 'integer',
  str: 'string',
  text: 'string',
  bool: 'boolean',
  float: 'number',
  double: 'number',
  decimal: 'number',
  dict: 'object',
  map: 'object',
  list: 'array',
};

/** The portable type a misspelt name clearly means (`int`, `STRING`, `Bool`), or undefined. */
export function intendedType(name: string): PortableType | undefined {
  const lower = name.trim().toLowerCase();
  if (isPortableType(lower)) return lower;
  return TYPE_ALIASES[lower];
}

/** The JSON type of a literal node, telling integers from other numbers; `opaque` for a value not known. */
export type ValueType = 'string' | 'integer' | 'number' | 'boolean' | 'null' | 'object' | 'array' | 'opaque';

export function valueType(node: JsonNode): ValueType {
  if (node.kind === 'number') return Number.isInteger(node.value) ? 'integer' : 'number';
  return node.kind;
}

/**
 * The one portable type every value has (integers among numbers count as
 * numbers), or undefined when they differ, include null, or there are none.
 */
export function commonValueType(values: readonly JsonNode[]): PortableType | undefined {
  const types = new Set(values.map(valueType));
  if (types.size === 2 && types.has('integer') && types.has('number')) return 'number';
  if (types.size !== 1) return undefined;
  const [t] = types;
  return isPortableType(t) ? t : undefined;
}

/** Keywords that only constrain values of one type; on any other type they do nothing. */
export const TYPE_KEYWORDS: Readonly<Record<PortableType, readonly string[]>> = {
  string: ['minLength', 'maxLength', 'pattern', 'format', 'contentEncoding', 'contentMediaType'],
  number: ['minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum', 'multipleOf'],
  integer: ['minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum', 'multipleOf'],
  array: [
    'items',
    'prefixItems',
    'minItems',
    'maxItems',
    'uniqueItems',
    'contains',
    'minContains',
    'maxContains',
    'additionalItems',
  ],
  object: [
    'properties',
    'required',
    'additionalProperties',
    'patternProperties',
    'propertyNames',
    'minProperties',
    'maxProperties',
    'dependentRequired',
    'dependentSchemas',
  ],
  boolean: [],
};

/** The portable types a type-specific keyword applies to. */
export function typesOfKeyword(keyword: string): PortableType[] {
  return PORTABLE_TYPES.filter((t) => TYPE_KEYWORDS[t].includes(keyword));
}
