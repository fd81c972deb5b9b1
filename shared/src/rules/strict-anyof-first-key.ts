import { childPointer, getProp, getValue, toValue, type JsonNode, type JsonObject } from '../json/tree';
import type { Tool } from '../model/tool';
import type { Rejection } from '../providers';
import { isProblem, refIndex, resolveIn } from '../schema/ref';
import { judgedByShapeRules } from '../schema/roles';
import type { SchemaNode } from '../schema/walk';
import type { ProviderId } from '../types';
import { rejectWholeRequest } from './support/phrases';
import { atValue } from './support/place';
import type { Rule } from './support/rule';
import { isStrictObject, judging, strictJudged } from './support/strict';

const OPENAI_STRICT: Rejection = {
  provider: 'openai-strict',
  error: "Invalid schema: Objects provided via 'anyOf' must not share identical first keys.",
  source: 'zenn.dev/nicopin/scraps/a8d8f53f5faebb',
};

const PROVIDERS: ProviderId[] = ['openai-strict'];

/** How many `$ref` hops a branch is followed through to the object it names. */
const MAX_HOPS = 8;

/** One object branch's first key: where it sits in the text and what identifies it. */
interface FirstKey {
  name: string;
  /** The key's property schema, written with sorted keys: identical keys have identical texts. */
  schema: string;
  /** The branch, as the message names it. */
  branch: number;
  at: { offset: number; length: number };
}

export const strictAnyofFirstKey: Rule<Shared> = {
  id: 'strict-anyof-first-key',
  title: 'anyOf objects that start with the same key',
  kind: 'wire',
  defaultSeverity: 'warning',
  summary:
    'Two object branches of one `anyOf` start with an identical key (same name, same schema), which OpenAI strict mode refuses on some models.',
  rejectedBy: [OPENAI_STRICT],
  checkNode(node, ctx) {
    const schema = node.node;
    if (schema.kind !== 'object' || !strictJudged(ctx, node.tool) || !judgedByShapeRules(node)) return;
    const branches = getValue(schema, 'anyOf');
    if (branches?.kind !== 'array' || branches.items.length < 2) return;
    if (!judging(ctx, node.tool, PROVIDERS).length) return;
    const seen = new Map<string, FirstKey>();
    let found: Shared[] | undefined;
    for (let i = 0; i < branches.items.length; i++) {
      const shared = sharedKey(seen, firstKeys(node.tool, branches.items[i], i));
      if (shared) (found ??= []).push({ node, earlier: seen.get(shared.id)!, key: shared.key });
    }
    return found;
  },
  message: ({ node, earlier, key }) => ({
    ...atValue(key.at, childPointer(childPointer(node.pointer, 'anyOf'), key.branch)),
    text: `Branches ${earlier.branch} and ${key.branch} of this \`anyOf\` both start with \`${key.name}\`, with the same schema: ${rejectWholeRequest(PROVIDERS, "Objects provided via 'anyOf' must not share identical first keys")} (reported on o1; gpt-4o took the same schema). Put first a key that tells the branches apart, such as a \`kind\` with a different \`const\` in each.`,
    providers: PROVIDERS,
  }),
  repairable: false,
};

/** A branch whose first key an earlier branch of the same `anyOf` starts with too. */
interface Shared {
  node: SchemaNode;
  earlier: FirstKey;
  key: FirstKey;
}

/** The first of `keys` an earlier branch started with too (each branch is reported once); the others join `seen`. */
function sharedKey(seen: Map<string, FirstKey>, keys: FirstKey[]): { id: string; key: FirstKey } | undefined {
  const ids = keys.map((k) => `${k.name}\u0000${k.schema}`);
  const at = ids.findIndex((id) => seen.has(id));
  if (at >= 0) return { id: ids[at], key: keys[at] };
  ids.forEach((id, i) => seen.set(id, keys[i]));
  return undefined;
}

/** The first key of `properties` and the first name of `required`, when the branch is an object (through local `$ref`s). */
function firstKeys(tool: Tool, branch: JsonNode, index: number): FirstKey[] {
  const object = followRefs(tool, branch);
  if (!object || !isStrictObject(object)) return [];
  const props = getValue(object, 'properties');
  if (props?.kind !== 'object') return [];
  const out: FirstKey[] = [];
  const at = anchorOf(branch);
  const first = props.props[0];
  if (first) out.push(keyOf(first.key, first.value, index, object === branch ? keyRange(first) : at));
  const required = getValue(object, 'required');
  const name = required?.kind === 'array' ? required.items[0] : undefined;
  if (name?.kind === 'string' && name.value !== first?.key)
    out.push(keyOf(name.value, getProp(props, name.value)?.value, index, object === branch ? name : at));
  return out.filter((k) => k.schema !== '');
}

function keyOf(name: string, schema: JsonNode | undefined, branch: number, at: FirstKey['at']): FirstKey {
  const value = schema && toValue(schema);
  return { name, schema: value === undefined ? '' : sortedJson(value), branch, at };
}

function keyRange(p: { keyOffset: number; keyLength: number }) {
  return { offset: p.keyOffset, length: p.keyLength };
}

/** Where a branch is named: its `$ref` value when it is a reference, else the start of the branch. */
function anchorOf(branch: JsonNode): FirstKey['at'] {
  const ref = branch.kind === 'object' ? getValue(branch, '$ref') : undefined;
  return ref ? { offset: ref.offset, length: ref.length } : { offset: branch.offset, length: 1 };
}

/** The object a branch is, or names through at most MAX_HOPS local references; undefined for a cycle or a dead end. */
function followRefs(tool: Tool, branch: JsonNode): JsonObject | undefined {
  let node: JsonNode = branch;
  for (let hop = 0; hop <= MAX_HOPS; hop++) {
    if (node.kind !== 'object') return undefined;
    const ref = getValue(node, '$ref');
    if (ref?.kind !== 'string') return node;
    const target = resolveIn(refIndex(tool.schema!), ref.value);
    if (isProblem(target)) return undefined;
    node = target.node;
  }
  return undefined;
}

/** JSON with every object's keys sorted, so that key order does not make two schemas differ. */
function sortedJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(sortedJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${sortedJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}
