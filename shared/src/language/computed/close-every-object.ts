import type { JsonNode, JsonObject, JsonProperty } from '../../json/tree';
import { bool, obj, prop } from './tree-builders';

const SCHEMA_LISTS = ['anyOf', 'allOf', 'oneOf'];

/**
 * The AI SDK's pass after zod 4: every object schema gets `additionalProperties:
 * false` unless it holds a schema there (`true` becomes `false`). It enters
 * properties, items, anyOf/allOf/oneOf and definitions, as the SDK does.
 */
export function closeEveryObject(node: JsonNode, depth = 0): JsonNode {
  if (node.kind !== 'object' || depth > 400) return node;
  const isObject = typeIncludesObject(node);
  const props = node.props.map((p) => closeMember(p, isObject, depth));
  if (isObject && !node.props.some((p) => p.key === 'additionalProperties'))
    props.push(prop('additionalProperties', node, bool(node, false)));
  return obj(node, props);
}

function closeMember(p: JsonProperty, isObject: boolean, depth: number): JsonProperty {
  const v = p.value;
  if (!v) return p;
  const visit = (n: JsonNode) => closeEveryObject(n, depth + 1);
  if (isObject && p.key === 'additionalProperties')
    return { ...p, value: v.kind === 'object' ? visit(v) : v.kind === 'opaque' ? v : bool(v, false) };
  if (isObject && p.key === 'properties' && v.kind === 'object')
    return {
      ...p,
      value: obj(
        v,
        v.props.map((q) => ({ ...q, value: q.value && visit(q.value) })),
      ),
    };
  if (p.key === 'definitions' && v.kind === 'object')
    return {
      ...p,
      value: obj(
        v,
        v.props.map((q) => ({ ...q, value: q.value && visit(q.value) })),
      ),
    };
  if ((p.key === 'items' || SCHEMA_LISTS.includes(p.key)) && v.kind === 'array')
    return { ...p, value: { ...v, items: v.items.map(visit) } };
  if (p.key === 'items') return { ...p, value: visit(v) };
  return p;
}

export function typeIncludesObject(node: JsonObject): boolean {
  const type = node.props.find((p) => p.key === 'type')?.value;
  if (type?.kind === 'string') return type.value === 'object';
  return type?.kind === 'array' && type.items.some((t) => t.kind === 'string' && t.value === 'object');
}
