import { type JsonNode, type JsonObject, type JsonString } from '../json/tree';
import { distinctStringValues } from './distinct';
import { isRegex } from './meta-check';

/**
 * A fast proof that a schema is valid JSON Schema 2020-12, for the schemas most
 * tools have: it knows what the 2020-12 meta-schema asks of the common keywords.
 * It answers true only when the meta-schema check (ajv, meta-check.ts) would
 * find nothing; anything it does not know (another keyword, a duplicate key, a
 * deep schema, a value out of line) answers false, and the caller runs the full
 * check. Far cheaper than converting the schema to a value and validating it
 * (docs/benchmark.md, "Why the code is shaped this way").
 *
 * Two forms: `isPlainlyValid` proves a whole schema; `isNodePlainlyValid`
 * judges one node of the schema walk (walk.ts), its subschemas only by their
 * kind, since the walk brings each of them in turn. The lint uses the second:
 * the walk already reads every node, and a second recursive pass would read
 * them all again.
 */

const SIMPLE_TYPES = new Set(['array', 'boolean', 'integer', 'null', 'number', 'object', 'string']);
/** Deeper than this, leave it to the full check (which guards its own depth). */
const MAX_DEPTH = 48;

/** True when the schema object is surely valid JSON Schema 2020-12 (false: not known, run the full check). */
export function isPlainlyValid(node: JsonObject, depth = 0): boolean {
  return ownKeywordsValid(node, depth, true);
}

/**
 * True when this node of the schema walk is surely valid in itself: its own
 * keywords are, and each subschema it holds is an object or a boolean (the walk
 * judges the objects when it reaches them). `$defs` and `definitions`, which
 * the walk does not enter, are proved whole. A schema whose walked nodes all
 * pass is one `isPlainlyValid` proves.
 */
export function isNodePlainlyValid(node: JsonNode, depth: number): boolean {
  if (node.kind !== 'object') return node.kind === 'boolean';
  return ownKeywordsValid(node, depth, false);
}

/**
 * `deep`: prove the subschemas too, rather than leave them to the walk.
 *
 * Every member is judged, a key's earlier copies included, so no look for
 * repeated keys is needed (pairwise key comparisons on every node would be the
 * proof's largest cost): the value `JSON.parse` and the meta-schema check
 * keep is the last copy, which is judged like the rest, and the walk brings the
 * subschemas of that last copy (`uniqueProps`). An earlier copy that is not
 * valid only sends a valid schema to the full check.
 */
function ownKeywordsValid(node: JsonObject, depth: number, deep: boolean): boolean {
  if (depth > MAX_DEPTH) return false;
  for (const p of node.props) if (!p.value || !keywordValid(p.key, p.value, depth, deep)) return false;
  return true;
}

/**
 * One keyword's value as the 2020-12 meta-schema wants it (false for a keyword
 * not known here). A switch, most frequent keywords first: a table of closures
 * would make a call the compiler cannot inline for every member of every schema.
 */
function keywordValid(key: string, v: JsonNode, depth: number, deep: boolean): boolean {
  switch (key) {
    case 'type':
      return v.kind === 'string' ? SIMPLE_TYPES.has(v.value) : distinctStrings(v, 1, SIMPLE_TYPES);
    case 'description':
    case 'title':
    case 'format':
    case '$comment':
    case '$ref':
    case '$schema':
      return v.kind === 'string';
    case 'properties':
      return schemaMap(v, depth, deep);
    case 'required':
      return distinctStrings(v, 0);
    case 'minimum':
    case 'maximum':
    case 'exclusiveMinimum':
    case 'exclusiveMaximum':
      return v.kind === 'number' && Number.isFinite(v.value);
    case 'default':
    case 'const':
      return true;
    case 'items':
    case 'additionalProperties':
    case 'not':
      return schema(v, depth, deep);
    case 'enum':
    case 'examples':
      return v.kind === 'array';
    case 'minLength':
    case 'maxLength':
    case 'minItems':
    case 'maxItems':
    case 'minProperties':
    case 'maxProperties':
      return v.kind === 'number' && Number.isInteger(v.value) && v.value >= 0;
    case 'anyOf':
    case 'oneOf':
    case 'allOf':
    case 'prefixItems':
      return schemaList(v, depth, deep);
    case '$defs':
    case 'definitions':
      return schemaMap(v, depth, true);
    // zod's records (`z.record`) write it on every map; the walk does not enter it, so it is proved whole here.
    case 'propertyNames':
      return schema(v, depth, true);
    case 'pattern':
      return v.kind === 'string' && isRegex(v.value);
    case 'deprecated':
    case 'readOnly':
    case 'writeOnly':
    case 'uniqueItems':
      return v.kind === 'boolean';
    case 'multipleOf':
      return v.kind === 'number' && Number.isFinite(v.value) && v.value > 0;
    default:
      return false;
  }
}

/** A subschema: a boolean, or an object (proved here when `deep`, else by the walk). */
function schema(v: JsonNode, depth: number, deep: boolean): boolean {
  return v.kind === 'boolean' || (v.kind === 'object' && (!deep || ownKeywordsValid(v, depth + 1, true)));
}

/**
 * The elements of `anyOf` and the like, the members of `properties`: without
 * `deep`, only their container is judged. The walk visits each of them (the last
 * copy of a repeated name), whatever its kind, and isNodePlainlyValid refuses
 * one that is not a schema; reading them here too would touch every node twice.
 */
function schemaList(v: JsonNode, depth: number, deep: boolean): boolean {
  if (v.kind !== 'array' || v.items.length === 0) return false;
  // Plain loops, not `every` with a closure: this runs on every node of every schema.
  if (deep) for (const item of v.items) if (!schema(item, depth, true)) return false;
  return true;
}

function schemaMap(v: JsonNode, depth: number, deep: boolean): boolean {
  if (v.kind !== 'object') return false;
  for (const p of v.props)
    if (p.value === undefined || p.key === '__proto__' || (deep && !schema(p.value, depth, true))) return false;
  return true;
}

/** An array of distinct strings (from `allowed`, when given) with at least `min` items. */
function distinctStrings(v: JsonNode, min: number, allowed?: ReadonlySet<string>): boolean {
  if (v.kind !== 'array' || v.items.length < min) return false;
  const items = v.items;
  for (const item of items) if (item.kind !== 'string' || (allowed && !allowed.has(item.value))) return false;
  return distinctStringValues(items as JsonString[]);
}
