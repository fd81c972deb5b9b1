/**
 * The lean JSON tree the engine reads. One small object per value and no parent
 * pointers: jsonc-parser's `parseTree` allocates several objects per value and is
 * many times slower than `JSON.parse` (docs/benchmark.md); this tree keeps the
 * cost near the parse floor.
 * Object members keep document order and duplicates (the last one wins, as in
 * `JSON.parse`), so a rule can point at the key a person actually wrote.
 */

export type JsonNode = JsonObject | JsonArray | JsonString | JsonNumber | JsonBoolean | JsonNull | JsonOpaque;

interface NodeBase {
  offset: number;
  length: number;
}

export interface JsonObject extends NodeBase {
  kind: 'object';
  props: JsonProperty[];
  /**
   * Where members were written that a front end could not read (`...common`,
   * `[KEY]: ...`, zod's `.extend(x)`): the object may have members besides
   * `props`. A rule that needs the whole set (`member` says 'unknown') skips it.
   * JSON has none.
   */
  rest?: NodeBase[];
}

export interface JsonProperty {
  key: string;
  keyOffset: number;
  keyLength: number;
  /** Undefined while half-typed: `{"a": }`. */
  value: JsonNode | undefined;
}

export interface JsonArray extends NodeBase {
  kind: 'array';
  items: JsonNode[];
}

export interface JsonString extends NodeBase {
  kind: 'string';
  value: string;
}

export interface JsonNumber extends NodeBase {
  kind: 'number';
  value: number;
}

export interface JsonBoolean extends NodeBase {
  kind: 'boolean';
  value: boolean;
}

export interface JsonNull extends NodeBase {
  kind: 'null';
  value: null;
}

/**
 * What a front end could not read as a literal: a variable, a spread, a call
 * (`DESC`, `...common`, `z.string()`). Its value is unknown: a rule never judges
 * it, and never reports it missing or of the wrong type. JSON has none.
 */
export interface JsonOpaque extends NodeBase {
  kind: 'opaque';
}

/** True for a value that is there but not known (a variable, a call): see JsonOpaque. */
export function isOpaque(node: JsonNode | undefined): node is JsonOpaque {
  return node?.kind === 'opaque';
}

export function end(node: { offset: number; length: number }): number {
  return node.offset + node.length;
}

/** The member named `key` (the last one, as `JSON.parse` keeps it). */
export function getProp(obj: JsonObject, key: string): JsonProperty | undefined {
  const props = obj.props;
  for (let i = props.length - 1; i >= 0; i--) if (props[i].key === key) return props[i];
  return undefined;
}

/**
 * A member by key, three-valued: its property (the last of that key),
 * 'absent' when the object surely has none, 'unknown' when it may (the object
 * is opaque, or open: see `JsonObject.rest`).
 */
export function member(node: JsonNode | undefined, key: string): JsonProperty | 'absent' | 'unknown' {
  if (isOpaque(node)) return 'unknown';
  if (node?.kind !== 'object') return 'absent';
  return getProp(node, key) ?? (node.rest?.length ? 'unknown' : 'absent');
}

/** True for an object that may have members it does not list (see `JsonObject.rest`). */
export function isOpen(node: JsonNode | undefined): boolean {
  return node?.kind === 'object' && (node.rest?.length ?? 0) > 0;
}

export function getValue(node: JsonNode | undefined, key: string): JsonNode | undefined {
  return node?.kind === 'object' ? getProp(node, key)?.value : undefined;
}

export function getString(node: JsonNode | undefined, key: string): string | undefined {
  const v = getValue(node, key);
  return v?.kind === 'string' ? v.value : undefined;
}

export function isObject(node: JsonNode | undefined): node is JsonObject {
  return node?.kind === 'object';
}

/** The last member of each key, in document order (`obj.props` itself when no key repeats, the usual case). */
export function uniqueProps(obj: JsonObject): JsonProperty[] {
  if (!hasDuplicateKeys(obj.props)) return obj.props;
  return lastOfEachKey(obj.props);
}

/** Kept apart from uniqueProps: a closure here would cost the common path a context object per call. */
function lastOfEachKey(props: readonly JsonProperty[]): JsonProperty[] {
  const last = new Map<string, JsonProperty>();
  for (const p of props) last.set(p.key, p);
  return props.filter((p) => last.get(p.key) === p);
}

/** Small objects are compared pairwise: cheaper than a Set for the few members a schema object has. */
function hasDuplicateKeys(props: readonly JsonProperty[]): boolean {
  const n = props.length;
  if (n < 2) return false;
  if (n <= 8) {
    for (let i = 0; i < n; i++) for (let j = i + 1; j < n; j++) if (props[i].key === props[j].key) return true;
    return false;
  }
  const seen = new Set<string>();
  for (const p of props) {
    if (seen.has(p.key)) return true;
    seen.add(p.key);
  }
  return false;
}

/** Escape one reference token (RFC 6901). */
export function escapePointerToken(token: string): string {
  if (token.indexOf('~') < 0 && token.indexOf('/') < 0) return token; // the usual case, on the walk's hot path
  return token.replace(/~/g, '~0').replace(/\//g, '~1');
}

/** The pointer of the node holding the one `pointer` names (`/a/b` gives `/a`). */
export function parentPointer(pointer: string): string {
  return pointer.slice(0, pointer.lastIndexOf('/'));
}

export function childPointer(pointer: string, token: string | number): string {
  return `${pointer}/${typeof token === 'number' ? token : escapePointerToken(token)}`;
}

export function parsePointer(pointer: string): string[] {
  if (pointer === '' || pointer === '#') return [];
  const body = pointer.startsWith('#') ? decodeURIComponent(pointer.slice(1)) : pointer;
  return body
    .slice(1)
    .split('/')
    .map((t) => t.replace(/~1/g, '/').replace(/~0/g, '~'));
}

/** The node a pointer names, or undefined. */
export function findByPointer(root: JsonNode | undefined, pointer: string): JsonNode | undefined {
  let node = root;
  for (const token of parsePointer(pointer)) {
    if (!node) return undefined;
    if (node.kind === 'object') node = getProp(node, token)?.value;
    else if (node.kind === 'array') node = /^\d+$/.test(token) ? node.items[Number(token)] : undefined;
    else return undefined;
  }
  return node;
}

const MAX_VALUE_DEPTH = 512;

/**
 * The plain JavaScript value of a node, as `JSON.parse` would give it. Returns
 * undefined for a subtree nested deeper than 512 levels (no stack overflow) and
 * for one that holds an opaque value anywhere (a value only partly known is not
 * known), and defines `__proto__` as an own property instead of setting the prototype.
 */
export function toValue(node: JsonNode | undefined, depth = 0): unknown {
  const value = valueOf(node, depth);
  return value === UNKNOWN ? undefined : value;
}

/** What valueOf gives for a subtree holding an opaque node: it spreads to every enclosing value. */
const UNKNOWN: unique symbol = Symbol('unknown');

function valueOf(node: JsonNode | undefined, depth: number): unknown {
  if (!node || depth > MAX_VALUE_DEPTH) return undefined;
  switch (node.kind) {
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const p of node.props) {
        const v = valueOf(p.value, depth + 1);
        if (v === UNKNOWN) return UNKNOWN;
        if (p.key === '__proto__')
          Object.defineProperty(out, p.key, { value: v, enumerable: true, writable: true, configurable: true });
        else out[p.key] = v;
      }
      return out;
    }
    case 'array': {
      const out: unknown[] = [];
      for (const item of node.items) {
        const v = valueOf(item, depth + 1);
        if (v === UNKNOWN) return UNKNOWN;
        out.push(v);
      }
      return out;
    }
    case 'opaque':
      return UNKNOWN;
    default:
      return node.value;
  }
}

/** Depth of the deepest value below node, stopping at `limit`. Iterative: safe on any depth. */
export function depthExceeds(node: JsonNode, limit: number): boolean {
  const stack: Array<[JsonNode, number]> = [[node, 0]];
  while (stack.length) {
    const [n, d] = stack.pop()!;
    if (d > limit) return true;
    if (n.kind === 'object') {
      for (const p of n.props) if (p.value) stack.push([p.value, d + 1]);
    } else if (n.kind === 'array') for (const c of n.items) stack.push([c, d + 1]);
  }
  return false;
}
