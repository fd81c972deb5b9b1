import { uniqueProps, type JsonNode, type JsonObject, type JsonString } from '../json/tree';
import { distinctStringValues } from './distinct';
import { isRegex } from './meta-check';

/**
 * A fast proof that a schema is valid JSON Schema 2020-12, for the schemas most
 * tools have: a walk over the lean tree that knows what the 2020-12 meta-schema
 * asks of the common keywords. It answers true only when the meta-schema check
 * (ajv, meta-check.ts) would find nothing; anything it does not know (another
 * keyword, a duplicate key, a deep schema, a value out of line) answers false,
 * and the caller runs the full check. About fifty times cheaper than converting
 * the schema to a value and validating it.
 */

const SIMPLE_TYPES = new Set(['array', 'boolean', 'integer', 'null', 'number', 'object', 'string']);
/** Deeper than this, leave it to the full check (which guards its own depth). */
const MAX_DEPTH = 48;

type Check = (value: JsonNode, depth: number) => boolean;

const any: Check = () => true;
const string: Check = (v) => v.kind === 'string';
const boolean: Check = (v) => v.kind === 'boolean';
const number: Check = (v) => v.kind === 'number' && Number.isFinite(v.value);
const count: Check = (v) => v.kind === 'number' && Number.isInteger(v.value) && v.value >= 0;
const array: Check = (v) => v.kind === 'array';
const schema: Check = (v, depth) => v.kind === 'boolean' || (v.kind === 'object' && isPlainlyValid(v, depth + 1));
// Plain loops, not `every` with a closure: this runs on every node of every schema.
function schemaList(v: JsonNode, depth: number): boolean {
  if (v.kind !== 'array' || v.items.length === 0) return false;
  for (const item of v.items) if (!schema(item, depth)) return false;
  return true;
}

function schemaMap(v: JsonNode, depth: number): boolean {
  if (v.kind !== 'object' || uniqueProps(v) !== v.props) return false;
  for (const p of v.props) if (p.value === undefined || p.key === '__proto__' || !schema(p.value, depth)) return false;
  return true;
}

/** An array of distinct strings (from `allowed`, when given) with at least `min` items. */
function distinctStrings(v: JsonNode, min: number, allowed?: ReadonlySet<string>): boolean {
  if (v.kind !== 'array' || v.items.length < min) return false;
  const items = v.items;
  for (const item of items) if (item.kind !== 'string' || (allowed && !allowed.has(item.value))) return false;
  return distinctStringValues(items as JsonString[]);
}

const KEYWORDS: ReadonlyMap<string, Check> = new Map<string, Check>([
  ['type', (v) => (v.kind === 'string' ? SIMPLE_TYPES.has(v.value) : distinctStrings(v, 1, SIMPLE_TYPES))],
  ['properties', schemaMap],
  ['$defs', schemaMap],
  ['definitions', schemaMap],
  ['items', schema],
  ['additionalProperties', schema],
  ['not', schema],
  ['anyOf', schemaList],
  ['oneOf', schemaList],
  ['allOf', schemaList],
  ['prefixItems', schemaList],
  ['required', (v) => distinctStrings(v, 0)],
  ['enum', array],
  ['examples', array],
  ['const', any],
  ['default', any],
  ['title', string],
  ['description', string],
  ['format', string],
  ['$comment', string],
  ['$ref', string],
  ['$schema', string],
  ['pattern', (v) => v.kind === 'string' && isRegex(v.value)],
  ['deprecated', boolean],
  ['readOnly', boolean],
  ['writeOnly', boolean],
  ['uniqueItems', boolean],
  ['minimum', number],
  ['maximum', number],
  ['exclusiveMinimum', number],
  ['exclusiveMaximum', number],
  ['multipleOf', (v) => v.kind === 'number' && Number.isFinite(v.value) && v.value > 0],
  ['minLength', count],
  ['maxLength', count],
  ['minItems', count],
  ['maxItems', count],
  ['minProperties', count],
  ['maxProperties', count],
]);

/** True when the schema object is surely valid JSON Schema 2020-12 (false: not known, run the full check). */
export function isPlainlyValid(node: JsonObject, depth = 0): boolean {
  if (depth > MAX_DEPTH || uniqueProps(node) !== node.props) return false;
  for (const p of node.props) {
    const check = KEYWORDS.get(p.key);
    if (!check || !p.value || !check(p.value, depth)) return false;
  }
  return true;
}
