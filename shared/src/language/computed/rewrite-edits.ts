import { toValue, type JsonNode, type JsonObject, type JsonProperty } from '../../json/tree';
import type { Span, TextEdit } from '../../types';
import type { SourceEdits } from '../language';
import { isEvaluated, isUnwritable, originAt, ownerOf } from './marks';

/**
 * Writes a change of an evaluated node in the source's DSL: the edits that make
 * the source at `origin` evaluate to `after` (it evaluated to `before`), or []
 * where the change cannot be said in the DSL (no fix is offered then).
 */
export type DslWriter<O extends Span> = (origin: O, before: Record<string, unknown>, after: unknown) => TextEdit[];

/**
 * The edits of a file, where the node to change was computed from code:
 * written in the source's DSL by `write` (zod: `z.literal('x')` becomes
 * `z.enum(['x'])`), or none when the change cannot be said in it; the plain
 * edits elsewhere. The change is worked out on the value of the expression
 * that owns the node, then that expression is rewritten. Objects made from a
 * call's arguments (`server.tool(...)`) take no member.
 */
export function computedAwareEdits<O extends Span>(plain: SourceEdits, write: DslWriter<O>): SourceEdits {
  /** Rewrite `at`'s owning expression to the value `change` makes of it; [] where it cannot be written. */
  const rewrite = (
    at: JsonNode,
    change: (value: Record<string, unknown>, owner: JsonObject, self: boolean) => unknown,
  ): TextEdit[] => {
    const owner = originAt(at) ? at : ownerOf(at);
    const origin = owner && originAt<O>(owner);
    if (!owner || !origin) return [];
    // An opaque node (a construct the converter throws on) converts to nothing known: it is rewritten whole.
    const before = owner.kind === 'opaque' ? {} : toValue(owner);
    if (!isRecord(before)) return [];
    const holder: JsonObject = owner.kind === 'object' ? owner : { ...owner, kind: 'object', props: [] };
    const after = change(JSON.parse(JSON.stringify(before)) as Record<string, unknown>, holder, owner === at);
    return write(origin, before, after);
  };
  const computed = (node: JsonNode) => isEvaluated(node) || isUnwritable(node);
  return {
    replaceValue: (node, value, multiline) =>
      !computed(node)
        ? plain.replaceValue(node, value, multiline)
        : rewrite(node, (v, owner, self) => (self ? value : replaced(v, owner, node, value))),
    insertMember: (obj, key, value, after) =>
      !computed(obj)
        ? plain.insertMember(obj, key, value, after)
        : rewrite(obj, (v, o) => member(v, o, obj, key, value)),
    setMember: (obj, key, value, after) =>
      !computed(obj) ? plain.setMember(obj, key, value, after) : rewrite(obj, (v, o) => member(v, o, obj, key, value)),
    removeMembers: (obj, indexes) =>
      !computed(obj)
        ? plain.removeMembers(obj, indexes)
        : indexes.length === 0
          ? []
          : rewrite(obj, (v, o) => withoutMembers(v, o, obj, indexes)),
    replaceMember: (obj, m, entries, multiline) =>
      !computed(obj)
        ? plain.replaceMember(obj, m, entries, multiline)
        : rewrite(obj, (v, o) => withMemberReplaced(v, o, obj, m, entries)),
    renameKey: (m, key) => (m.value && computed(m.value) ? [] : plain.renameKey(m, key)),
    appendItem: (arr, value) => (!computed(arr) ? plain.appendItem(arr, value) : []),
    removeItems: (arr, indexes) => (!computed(arr) ? plain.removeItems(arr, indexes) : []),
  };
}

/** The value `v` of `owner` with the object at `obj` (itself, or one of its members' values) changed by `change`. */
function inObject(
  v: Record<string, unknown>,
  owner: JsonObject,
  obj: JsonNode,
  change: (target: Record<string, unknown>) => Record<string, unknown>,
): unknown {
  if (obj === owner) return change(v);
  const holder = owner.props.find((p) => p.value === obj);
  if (!holder || !isRecord(v[holder.key])) return undefined;
  return { ...v, [holder.key]: change(v[holder.key] as Record<string, unknown>) };
}

function replaced(v: Record<string, unknown>, owner: JsonObject, node: JsonNode, value: unknown): unknown {
  const holder = owner.props.find((p) => p.value === node);
  return holder ? { ...v, [holder.key]: value } : undefined;
}

function member(v: Record<string, unknown>, owner: JsonObject, obj: JsonObject, key: string, value: unknown): unknown {
  return inObject(v, owner, obj, (t) => ({ ...t, [key]: value }));
}

function withoutMembers(v: Record<string, unknown>, owner: JsonObject, obj: JsonObject, indexes: readonly number[]) {
  const keys = new Set(indexes.map((i) => obj.props[i]?.key));
  return inObject(v, owner, obj, (t) => Object.fromEntries(Object.entries(t).filter(([k]) => !keys.has(k))));
}

function withMemberReplaced(
  v: Record<string, unknown>,
  owner: JsonObject,
  obj: JsonObject,
  m: JsonProperty,
  entries: ReadonlyArray<readonly [string, unknown]>,
): unknown {
  return inObject(v, owner, obj, (t) => {
    const out: Record<string, unknown> = {};
    for (const [k, value] of Object.entries(t)) {
      if (k === m.key) for (const [nk, nv] of entries) out[nk] = nv;
      else out[k] = value;
    }
    return out;
  });
}

export function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}
