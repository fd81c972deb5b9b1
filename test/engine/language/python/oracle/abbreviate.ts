/**
 * A whole input schema in the form the research's construct table writes
 * (measured/appendix-a.json): the root's property schemas, which of them are
 * optional, its `$defs`, and what else is at the root; without pydantic's
 * titles (the table keeps a property's title only where it is the property's
 * own name: `x` unannotated in mcp, an alias), the root keywords every tool of the profile gets, smolagents'
 * generated "The x." descriptions, or the case of Gemini `Schema` types.
 */
export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type JsonObject = { [key: string]: Json };

export interface Abbreviated {
  properties?: JsonObject;
  optional?: string[];
  $defs?: JsonObject;
  root?: JsonObject;
  noSchema?: true;
}

/** Keywords whose value is a map from names to schemas, a schema, or a list of schemas. */
const SCHEMA_MAPS = new Set(['properties', '$defs', 'definitions', 'patternProperties']);
const SCHEMA_ONE = new Set(['items', 'additionalProperties', 'not', 'unevaluatedItems']);
const SCHEMA_LIST = new Set(['anyOf', 'oneOf', 'allOf', 'prefixItems']);
/** What the table leaves out at the root: §1.1 says who writes them. */
const ROOT_KEYWORDS = new Set([
  'type',
  'title',
  'properties',
  'required',
  '$defs',
  'additionalProperties',
  'description',
]);

function isObject(v: Json | undefined): v is JsonObject {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** Walks a schema, rewriting each schema node (not values such as `default` or `enum`). */
function eachSchema(schema: Json, visit: (node: JsonObject, name?: string) => JsonObject, name?: string): Json {
  if (!isObject(schema)) return schema;
  const out: JsonObject = {};
  for (const [k, v] of Object.entries(schema)) {
    if (SCHEMA_MAPS.has(k) && isObject(v))
      out[k] = Object.fromEntries(
        Object.entries(v).map(([n, s]) => [n, eachSchema(s, visit, k === 'properties' ? n : undefined)]),
      );
    else if (SCHEMA_ONE.has(k)) out[k] = eachSchema(v, visit);
    else if (SCHEMA_LIST.has(k) && Array.isArray(v)) out[k] = v.map((s) => eachSchema(s, visit));
    else out[k] = v;
  }
  return visit(out, name);
}

function without(node: JsonObject, keys: (k: string, v: Json) => boolean): JsonObject {
  return Object.fromEntries(Object.entries(node).filter(([k, v]) => !keys(k, v)));
}

/** The profile's own writing the table does not show, removed from one schema node. */
function viewFor(profile: string): (node: JsonObject, name?: string) => JsonObject {
  return (node, name) => {
    let out = without(node, (k, v) => k === 'title' && typeof v === 'string' && v !== name);
    if (profile === 'smol' && name !== undefined && out.description === `The ${name}.`)
      out = without(out, (k) => k === 'description');
    if (profile === 'lc-gg' && typeof out.type === 'string') out = { ...out, type: out.type.toLowerCase() };
    return out;
  };
}

export function abbreviate(schema: Json | undefined, profile: string): Abbreviated {
  if (schema === undefined || schema === null) return { noSchema: true };
  const root = eachSchema(schema, viewFor(profile)) as JsonObject;
  const properties = isObject(root.properties) ? root.properties : {};
  const required = Array.isArray(root.required) ? root.required : [];
  const out: Abbreviated = {
    properties,
    optional: Object.keys(properties)
      .filter((k) => !required.includes(k))
      .sort(),
  };
  if (isObject(root.$defs)) out.$defs = root.$defs;
  const rest = without(root, (k) => ROOT_KEYWORDS.has(k));
  if (Object.keys(rest).length) out.root = rest;
  return out;
}
