import type { JsonNode, JsonObject, JsonProperty } from '../../json/tree';
import { arr, bool, obj, prop, str } from './tree-builders';
import { typeIncludesObject } from './close-every-object';
import type { ComputedNote } from './note';

/**
 * What an OpenAI SDK's strict transform says when it refuses a schema, in that
 * SDK's own words (the JS `toStrictJsonSchema` and the Python
 * `to_strict_json_schema` word them differently); `at` is the schema's path.
 */
export interface StrictWords {
  /** The keywords it refuses (the ones the source language can produce). */
  unsupported: readonly string[];
  tupleItems(at: string): string;
  unsupportedKeyword(at: string, key: string): string;
  notClosed(at: string): string;
  optionalField(at: string): string;
}

export class StrictThrow extends Error {
  constructor(
    readonly node: JsonNode,
    message: string,
  ) {
    super(message);
  }
}

/**
 * OpenAI's strict transform, as far as a computed schema reaches it: every
 * object closed, every property required (a nullable one is added to
 * `required`, an optional one throws), and the keywords strict mode has no room
 * for throw. Throws a StrictThrow with the helper's own `words` at the first fault.
 */
export function toStrict(node: JsonNode, words: StrictWords, path = '', depth = 0): JsonNode {
  if (node.kind !== 'object' || depth > 400) return node;
  const at = path || '<root>';
  if (node.props.some((p) => p.key === 'items' && p.value?.kind === 'array'))
    throw new StrictThrow(node, words.tupleItems(at));
  let props = node.props;
  if (typeIncludesObject(node)) props = closed(node, at, words);
  const bad = props.find((p) => words.unsupported.includes(p.key));
  if (bad) throw new StrictThrow(node, words.unsupportedKeyword(at, bad.key));
  const child = (p: JsonProperty, v: JsonNode, sub: string) => ({
    ...p,
    value: toStrict(v, words, join(path, sub), depth + 1),
  });
  props = props.map((p) => {
    const v = p.value;
    if (!v) return p;
    if (p.key === 'properties' && v.kind === 'object')
      return {
        ...p,
        value: obj(
          v,
          v.props.map((q) => (q.value ? child(q, q.value, `properties/${q.key}`) : q)),
        ),
      };
    if ((p.key === 'anyOf' || p.key === 'oneOf') && v.kind === 'array')
      return {
        ...p,
        value: arr(
          v,
          v.items.map((m, i) => toStrict(m, words, join(path, `${p.key}/${i}`), depth + 1)),
        ),
      };
    if (p.key === 'items') return child(p, v, 'items');
    if ((p.key === 'definitions' || p.key === '$defs') && v.kind === 'object')
      return {
        ...p,
        value: obj(
          v,
          v.props.map((q) => (q.value ? child(q, q.value, `${p.key}/${q.key}`) : q)),
        ),
      };
    return p;
  });
  return obj(node, typeIncludesObject(node) ? allRequired({ ...node, props }, path, words) : props);
}

function join(path: string, sub: string): string {
  return path ? `${path}/${sub}` : sub;
}

function closed(node: JsonObject, at: string, words: StrictWords): JsonProperty[] {
  const extra = node.props.find((p) => p.key === 'additionalProperties');
  if (!extra) return [...node.props, prop('additionalProperties', node, bool(node, false))];
  if (extra.value?.kind === 'boolean' && !extra.value.value) return node.props;
  throw new StrictThrow(node, words.notClosed(at));
}

/** Every property required: a nullable one is added, an optional one is the helper's error. */
function allRequired(node: JsonObject, path: string, words: StrictWords): JsonProperty[] {
  const properties = node.props.find((p) => p.key === 'properties')?.value;
  const required = node.props.find((p) => p.key === 'required');
  const listed = required?.value?.kind === 'array' ? required.value.items : [];
  const names = new Set(listed.map((n) => (n.kind === 'string' ? n.value : '')));
  const added: JsonNode[] = [];
  if (properties?.kind === 'object')
    for (const p of properties.props) {
      if (names.has(p.key)) continue;
      if (!p.value || !acceptsNull(p.value))
        throw new StrictThrow(p.value ?? node, words.optionalField(join(path, `properties/${p.key}`)));
      added.push(str({ offset: p.keyOffset, length: p.keyLength }, p.key));
    }
  if (required && !added.length) return node.props;
  const list = arr(required?.value ?? node, [...listed, ...added]);
  const others = node.props.filter((p) => p.key !== 'required');
  return [
    ...others,
    prop('required', required ? { offset: required.keyOffset, length: required.keyLength } : node, list),
  ];
}

function acceptsNull(node: JsonNode): boolean {
  if (node.kind !== 'object') return false;
  const type = node.props.find((p) => p.key === 'type')?.value;
  if (type?.kind === 'string') return type.value === 'null';
  if (type?.kind === 'array') return type.items.some((t) => t.kind === 'string' && t.value === 'null');
  const anyOf = node.props.find((p) => p.key === 'anyOf')?.value;
  return anyOf?.kind === 'array' && anyOf.items.some((m) => m.kind === 'object' && acceptsNull(m));
}

/** The strict transform of `json`, or `json` unchanged with a note in the helper's words where it throws. */
export function strictOrNoted(json: JsonNode, words: StrictWords, notes: ComputedNote[]): JsonNode {
  try {
    return toStrict(json, words);
  } catch (error) {
    if (!(error instanceof StrictThrow)) throw error;
    const at = error.node;
    notes.push({ kind: 'converter-throws', offset: at.offset, length: at.length, message: error.message });
    return json;
  }
}
