import type { JsonNode, JsonObject, JsonProperty } from '../../../json/tree';
import { prop } from '../../computed/tree-builders';

/** Small edits of the engine's tree that keep every node's span: what the SDK passes are made of. */

export function get(o: JsonNode | undefined, key: string): JsonNode | undefined {
  if (o?.kind !== 'object') return undefined;
  for (let i = o.props.length - 1; i >= 0; i--) if (o.props[i].key === key) return o.props[i].value;
  return undefined;
}

export function has(o: JsonObject, key: string): boolean {
  return o.props.some((p) => p.key === key);
}

/** `o[key] = value` as Python's dict does it: in place when the key is there, appended when not. */
export function set(
  o: JsonObject,
  key: string,
  value: JsonNode,
  keyAt: { offset: number; length: number } = o,
): JsonObject {
  const i = o.props.findIndex((p) => p.key === key);
  if (i < 0) return { ...o, props: [...o.props, prop(key, keyAt, value)] };
  const props = o.props.slice();
  props[i] = { ...props[i], value };
  return { ...o, props };
}

export function without(o: JsonObject, ...keys: string[]): JsonObject {
  return { ...o, props: o.props.filter((p) => !keys.includes(p.key)) };
}

export function mapProps(o: JsonObject, fn: (p: JsonProperty) => JsonProperty | undefined): JsonObject {
  const props: JsonProperty[] = [];
  for (const p of o.props) {
    const q = fn(p);
    if (q) props.push(q);
  }
  return { ...o, props };
}

/** The keywords whose values are schemas (or lists or maps of schemas), as the SDK passes walk them. */
const SCHEMA_VALUED = new Set(['items', 'additionalProperties', 'not', 'contains', 'propertyNames']);
const SCHEMA_LISTS = new Set(['anyOf', 'oneOf', 'allOf', 'prefixItems']);
const SCHEMA_MAPS = new Set(['properties', '$defs', 'definitions', 'patternProperties']);

/** How deep a pass walks: pydantic's output is shallow; a deeper tree is left as it is below this. */
const MAX_WALK_DEPTH = 256;

/**
 * Rewrites every subschema, top-down: `fn` sees a schema object and returns its
 * replacement, whose own subschemas are then rewritten in turn. Values that are
 * not schemas (`default`, `enum`, `examples`) are never visited.
 */
export function mapSchemas(node: JsonNode, fn: (o: JsonObject, depth: number) => JsonNode, depth = 0): JsonNode {
  if (node.kind !== 'object' || depth > MAX_WALK_DEPTH) return node;
  const replaced = fn(node, depth);
  if (replaced.kind !== 'object') return replaced;
  return mapProps(replaced, (p) => {
    const v = p.value;
    if (!v) return p;
    if (SCHEMA_VALUED.has(p.key)) return { ...p, value: mapSchemas(v, fn, depth + 1) };
    if (SCHEMA_LISTS.has(p.key) && v.kind === 'array')
      return { ...p, value: { ...v, items: v.items.map((i) => mapSchemas(i, fn, depth + 1)) } };
    if (SCHEMA_MAPS.has(p.key) && v.kind === 'object')
      return { ...p, value: mapProps(v, (q) => (q.value ? { ...q, value: mapSchemas(q.value, fn, depth + 1) } : q)) };
    return p;
  });
}
