import type { JsonNode } from '../../../json/tree';

/** How deep the sort goes; pydantic's own output is never this deep, and deeper nodes stay as they are. */
const MAX_SORT_DEPTH = 256;

/**
 * pydantic's last step (`GenerateJsonSchema.sort`): every object's keys in
 * code-point order, except the members of `properties` and of a `default`
 * value, which keep their order; a list passes its parent's key to its items.
 */
export function sortLikePydantic(node: JsonNode, parentKey = '', depth = 0): JsonNode {
  if (depth > MAX_SORT_DEPTH) return node;
  if (node.kind === 'array')
    return { ...node, items: node.items.map((i) => sortLikePydantic(i, parentKey, depth + 1)) };
  if (node.kind !== 'object') return node;
  const keep = parentKey === 'properties' || parentKey === 'default';
  const props = node.props.map((p) => (p.value ? { ...p, value: sortLikePydantic(p.value, p.key, depth + 1) } : p));
  if (!keep) props.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  return { ...node, props };
}
