import type { JsonNode, JsonObject } from '../../../json/tree';
import { arr, obj } from '../../computed/tree-builders';
import { get, has, mapProps, mapSchemas, set, without } from './json-edit';

/** The SDKs' passes over pydantic's output, each keeping the spans of the nodes it keeps or moves. */

const MAX_INLINE_DEPTH = 64;

function refName(o: JsonObject): string | undefined {
  const ref = get(o, '$ref');
  return ref?.kind === 'string' && ref.value.startsWith('#/$defs/') ? ref.value.slice(8) : undefined;
}

function defsOf(root: JsonNode): Map<string, JsonNode> {
  const defs = get(root, '$defs');
  const out = new Map<string, JsonNode>();
  if (defs?.kind === 'object') for (const p of defs.props) if (p.value) out.set(p.key, p.value);
  return out;
}

/** Whether some `$defs` entry reaches itself through references. */
function hasCycle(defs: Map<string, JsonNode>): boolean {
  const refsOf = (n: JsonNode, out: Set<string>) => {
    mapSchemas(n, (o) => {
      const r = refName(o);
      if (r) out.add(r);
      return o;
    });
    return out;
  };
  const edges = new Map([...defs].map(([k, v]) => [k, refsOf(v, new Set())]));
  const state = new Map<string, 'open' | 'done'>();
  const visit = (k: string): boolean => {
    if (state.get(k) === 'open') return true;
    if (state.get(k) === 'done') return false;
    state.set(k, 'open');
    for (const next of edges.get(k) ?? []) if (visit(next)) return true;
    state.set(k, 'done');
    return false;
  };
  return [...defs.keys()].some(visit);
}

/**
 * Every `$ref` replaced by its definition (its keys first, then the keys beside
 * the `$ref`), and `$defs` dropped. `cycle: 'keep'` is fastmcp's: a schema with
 * a recursive definition is sent as it is; `'empty'` is LangChain's: a
 * reference met inside itself becomes `{}`.
 */
export function inlineRefs(root: JsonNode, cycle: 'keep' | 'empty'): JsonNode {
  if (root.kind !== 'object' || !has(root, '$defs')) return root;
  const defs = defsOf(root);
  if (cycle === 'keep' && hasCycle(defs)) return root;
  const inline = (node: JsonNode, stack: string[]): JsonNode =>
    mapSchemas(node, (o) => {
      const name = refName(o);
      if (!name) return o;
      const target = defs.get(name);
      if (stack.includes(name) || stack.length > MAX_INLINE_DEPTH) return obj(o, []);
      if (target?.kind !== 'object') return o;
      const body = inline(target, [...stack, name]);
      if (body.kind !== 'object') return o;
      const siblings = without(o, '$ref').props;
      const props = [...body.props.filter((p) => !siblings.some((s) => s.key === p.key)), ...siblings];
      return { ...o, props, rest: body.rest ?? o.rest };
    });
  // the root's own $defs are not walked: they go
  const inlined = inline(without(root, '$defs'), []);
  return cycle === 'keep' ? stripDiscriminators(inlined) : inlined;
}

/** Keywords that make a node a schema, for fastmcp 3+'s title pruning; and the keys that are only metadata. */
const STRUCTURAL = ['type', 'properties', '$ref', 'items', 'allOf', 'oneOf', 'anyOf', 'required'];
const METADATA = ['title', 'description', 'deprecated', 'readOnly', 'writeOnly'];

/**
 * fastmcp's `prune_titles`. 3.x and 4.x drop a string `title` from a node that
 * has a structural keyword or nothing but metadata (so `{"enum": [...], "title":
 * "X"}` keeps it); 2.x drops every title but a node's only key.
 */
export function pruneTitles(root: JsonNode, rule: 'structural' | 'not-alone'): JsonNode {
  const prunable = (o: JsonObject) =>
    rule === 'not-alone'
      ? o.props.length > 1
      : o.props.some((p) => STRUCTURAL.includes(p.key)) || o.props.every((p) => METADATA.includes(p.key));
  return mapSchemas(root, (o) => (get(o, 'title')?.kind === 'string' && prunable(o) ? without(o, 'title') : o));
}

/**
 * fastmcp drops a `discriminator` beside `anyOf`/`oneOf` once `$defs` are
 * inlined (its mapping points at them), and keeps the tag required in each variant.
 */
export function stripDiscriminators(root: JsonNode): JsonNode {
  return mapSchemas(root, (o) => {
    const d = get(o, 'discriminator');
    if (!d || !(has(o, 'anyOf') || has(o, 'oneOf'))) return o;
    const tag = get(d, 'propertyName');
    const out = without(o, 'discriminator');
    if (tag?.kind !== 'string') return out;
    return mapProps(out, (p) =>
      (p.key === 'anyOf' || p.key === 'oneOf') && p.value?.kind === 'array'
        ? { ...p, value: { ...p.value, items: p.value.items.map((v) => requireTag(v, tag)) } }
        : p,
    );
  });
}

function requireTag(variant: JsonNode, tag: JsonNode & { kind: 'string' }): JsonNode {
  if (variant.kind !== 'object') return variant;
  const required = get(variant, 'required');
  if (required?.kind === 'array' && required.items.some((i) => i.kind === 'string' && i.value === tag.value))
    return variant;
  const items = required?.kind === 'array' ? [...required.items, tag] : [tag];
  return set(variant, 'required', arr(required ?? variant, items));
}

/**
 * LangChain's `_rm_titles`: walks dict values only (a list such as `anyOf` is
 * left as it is, titles and all), dropping each `title` keyword but keeping a
 * property that is named `title`.
 */
export function langchainRmTitles(node: JsonNode, parentKey = '', depth = 0): JsonNode {
  if (node.kind !== 'object' || depth > MAX_INLINE_DEPTH * 4) return node;
  return mapProps(node, (p) => {
    if (!p.value) return p;
    if (p.key === 'title' && !(p.value.kind === 'object' && parentKey === 'properties')) return undefined;
    return p.value.kind === 'object' ? { ...p, value: langchainRmTitles(p.value, p.key, depth + 1) } : p;
  });
}

/** fastmcp 2.x prunes every `additionalProperties: false`, the root's and those of models in `$defs`. */
export function pruneClosed(root: JsonNode): JsonNode {
  return mapSchemas(root, (o) => {
    const ap = get(o, 'additionalProperties');
    return ap?.kind === 'boolean' && !ap.value ? without(o, 'additionalProperties') : o;
  });
}

/** The Agents SDK writes a discriminated union's `oneOf` as `anyOf`, in place. */
export function oneOfAsAnyOf(root: JsonNode): JsonNode {
  return mapSchemas(root, (o) =>
    has(o, 'discriminator') && has(o, 'oneOf')
      ? mapProps(o, (p) => (p.key === 'oneOf' ? { ...p, key: 'anyOf' } : p))
      : o,
  );
}

/** fastmcp 4.x writes the root's `type` first. */
export function typeFirst(root: JsonNode): JsonNode {
  if (root.kind !== 'object') return root;
  const type = root.props.filter((p) => p.key === 'type');
  return { ...root, props: [...type, ...root.props.filter((p) => p.key !== 'type')] };
}

/** LangChain sends the model's title and description as the tool's name and description, not in `parameters`. */
export function withoutRootTitle(root: JsonNode): JsonNode {
  return root.kind === 'object' ? without(root, 'title', 'description') : root;
}
