import type { JsonNode, JsonObject } from '../../../json/tree';
import { arr, bool, str } from '../../computed/tree-builders';
import { get, has, mapProps, set, without } from './json-edit';

/** What a strict transform found that makes the SDK throw. */
export interface StrictThrow {
  message: string;
  at: JsonNode;
}

const AGENTS_OPEN_OBJECT =
  "UserError: additionalProperties should not be set for object types. This could be because you're using an older version of Pydantic, or because you configured additional properties to be allowed. If you really need this, update the function or output tool to not use a strict schema.";

const MAX_STRICT_DEPTH = 128;

/**
 * OpenAI's `to_strict_json_schema` (and the Agents SDK's copy of it): every
 * object closed when it says nothing, every property required, `default: null`
 * dropped, a `$ref` with siblings replaced by its definition merged in. The
 * Agents SDK throws on an object left open.
 */
export function openaiStrict(root: JsonNode, agents: boolean): { schema: JsonNode; throws?: StrictThrow } {
  let thrown: StrictThrow | undefined;
  const defs = get(root, '$defs');
  const resolve = (name: string) =>
    defs?.kind === 'object' ? defs.props.find((p) => p.key === name)?.value : undefined;
  const walk = (node: JsonNode, depth: number): JsonNode => {
    if (node.kind !== 'object' || depth > MAX_STRICT_DEPTH) return node;
    let o: JsonObject = node;
    const d = get(o, '$defs');
    if (d?.kind === 'object')
      o = set(
        o,
        '$defs',
        mapProps(d, (p) => (p.value ? { ...p, value: walk(p.value, depth + 1) } : p)),
      );
    const type = get(o, 'type');
    const ap = get(o, 'additionalProperties');
    if (type?.kind === 'string' && type.value === 'object') {
      if (!ap) o = set(o, 'additionalProperties', bool(o, false));
      else if (agents && isTruthy(ap)) thrown ??= { message: AGENTS_OPEN_OBJECT, at: ap };
    }
    const props = get(o, 'properties');
    if (props?.kind === 'object') {
      o = set(
        o,
        'required',
        arr(
          props,
          props.props.map((p) => str({ offset: p.keyOffset, length: p.keyLength }, p.key)),
        ),
      );
      o = set(
        o,
        'properties',
        mapProps(props, (p) => (p.value ? { ...p, value: walk(p.value, depth + 1) } : p)),
      );
    }
    const items = get(o, 'items');
    if (items?.kind === 'object') o = set(o, 'items', walk(items, depth + 1));
    const anyOf = get(o, 'anyOf');
    if (anyOf?.kind === 'array') o = set(o, 'anyOf', { ...anyOf, items: anyOf.items.map((i) => walk(i, depth + 1)) });
    const allOf = get(o, 'allOf');
    if (allOf?.kind === 'array' && allOf.items.length === 1 && allOf.items[0].kind === 'object') {
      const inner = walk(allOf.items[0], depth + 1);
      if (inner.kind === 'object') o = without({ ...o, props: mergeInto(o.props, inner.props) }, 'allOf');
    }
    const dflt = get(o, 'default');
    if (dflt?.kind === 'null') o = without(o, 'default');
    const ref = get(o, '$ref');
    if (ref?.kind === 'string' && o.props.length > 1 && ref.value.startsWith('#/$defs/')) {
      const target = resolve(ref.value.slice(8));
      if (target?.kind !== 'object') return o;
      // schema.update({**resolved, **schema}): keys already there keep their place, the definition's others follow
      const merged = mergeInto(
        o.props,
        target.props.filter((p) => !has(o, p.key)),
      );
      return walk(without({ ...o, props: merged }, '$ref'), depth + 1);
    }
    return o;
  };
  const schema = walk(root, 0);
  return { schema, throws: thrown };
}

function mergeInto<T extends { key: string }>(props: T[], more: T[]): T[] {
  const out = props.slice();
  for (const p of more) {
    const i = out.findIndex((q) => q.key === p.key);
    if (i >= 0) out[i] = p;
    else out.push(p);
  }
  return out;
}

function isTruthy(n: JsonNode): boolean {
  if (n.kind === 'boolean') return n.value;
  if (n.kind === 'object') return n.props.length > 0;
  return n.kind !== 'null';
}

/**
 * LangChain's strict flag: every object (under `properties`, `anyOf` and
 * `items`) requires all its properties and is closed; defaults stay.
 */
export function langchainStrict(node: JsonNode, depth = 0): JsonNode {
  if (node.kind !== 'object' || depth > MAX_STRICT_DEPTH) return node;
  let o: JsonObject = node;
  const props = get(o, 'properties');
  const type = get(o, 'type');
  const isObject = (type?.kind === 'string' && type.value === 'object') || props !== undefined;
  if (props?.kind === 'object') {
    o = set(
      o,
      'properties',
      mapProps(props, (p) => (p.value ? { ...p, value: langchainStrict(p.value, depth + 1) } : p)),
    );
    if (props.props.length)
      o = set(
        o,
        'required',
        arr(
          props,
          props.props.map((p) => str({ offset: p.keyOffset, length: p.keyLength }, p.key)),
        ),
      );
  }
  if (isObject) o = set(o, 'additionalProperties', bool(o, false));
  const anyOf = get(o, 'anyOf');
  if (anyOf?.kind === 'array')
    o = set(o, 'anyOf', { ...anyOf, items: anyOf.items.map((i) => langchainStrict(i, depth + 1)) });
  const items = get(o, 'items');
  if (items?.kind === 'object') o = set(o, 'items', langchainStrict(items, depth + 1));
  return o;
}
