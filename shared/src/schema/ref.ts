import {
  escapePointerToken,
  getProp,
  parsePointer,
  toValue,
  uniqueProps,
  type JsonNode,
  type JsonObject,
  type JsonProperty,
} from '../json/tree';

/**
 * `$ref` inside one parameters schema: where each reference is, what it points
 * at, its inlined copy, and which `$defs` entries nothing uses any more. Local
 * pointers here are relative to the parameters schema (`''` is its root), as a
 * `#/...` reference reads them.
 */

/** One `"$ref": "..."` member and the schema object holding it. */
export interface RefSite {
  node: JsonObject;
  prop: JsonProperty;
  ref: string;
  /** Local pointer of `node`. */
  at: string;
  /**
   * True under a subschema with its own `$id` (the site's own object included):
   * the reference resolves against that subschema, not the parameters root.
   */
  scoped: boolean;
}

/** One entry of a `$defs` / `definitions` object. */
export interface DefsEntry {
  prop: JsonProperty;
  at: string;
}

/** One `$defs` / `definitions` member and the schema object holding it. */
export interface DefsContainer {
  holder: JsonObject;
  member: JsonProperty;
  /** Local pointer of the member's value. */
  at: string;
  entries: DefsEntry[];
}

export interface RefIndex {
  root: JsonNode;
  sites: RefSite[];
  containers: DefsContainer[];
  /** The reference each schema object holds. */
  siteOf: Map<JsonObject, RefSite>;
  /** Each reference text resolved once. */
  resolved: Map<string, Resolution>;
  /** Whether a `$ref` holds a value not known (an imported const): it may name any entry. */
  opaqueRef: boolean;
}

export const DEFS_KEYS: ReadonlySet<string> = new Set(['$defs', 'definitions']);
/** Keys whose values are instance data, not schemas: a `$ref` in a `default` is just data. */
const DATA_KEYS = new Set(['default', 'enum', 'const', 'examples', 'example']);

const indexes = new WeakMap<JsonNode, RefIndex>();

/** Drop the index of `root`: it holds the references' texts, which may be slices of a document's text (see incremental.ts's detachKept). */
export function forgetRefIndex(root: JsonNode): void {
  indexes.delete(root);
}

/** Every reference and definitions object of a schema, computed once per parse. Iterative: safe on any depth. */
export function refIndex(root: JsonNode): RefIndex {
  let index = indexes.get(root);
  if (index) return index;
  index = { root, sites: [], containers: [], siteOf: new Map(), resolved: new Map(), opaqueRef: false };
  // Each entry: a node, its local pointer, and whether an `$id` above it (the root's aside) starts another resource.
  const stack: Array<[JsonNode, string, boolean]> = [[root, '', false]];
  while (stack.length) {
    const [node, at, underId] = stack.pop()!;
    if (node.kind === 'array')
      for (let i = 0; i < node.items.length; i++) {
        const item = node.items[i];
        if (item.kind === 'object' || item.kind === 'array') stack.push([item, `${at}/${i}`, underId]);
      }
    if (node.kind !== 'object') continue;
    const scoped = underId || (node !== root && getProp(node, '$id')?.value?.kind === 'string');
    for (const prop of uniqueProps(node)) {
      const value = prop.value;
      if (!value || DATA_KEYS.has(prop.key)) continue;
      if (prop.key === '$ref' && value.kind === 'opaque') index.opaqueRef = true;
      if (prop.key === '$ref' && value.kind === 'string') {
        const site = { node, prop, ref: value.value, at, scoped };
        index.sites.push(site);
        index.siteOf.set(node, site);
      }
      // Only a container can hold a reference: a leaf gets no pointer string made for it.
      if (value.kind !== 'object' && value.kind !== 'array') continue;
      const childAt = `${at}/${escapePointerToken(prop.key)}`;
      if (DEFS_KEYS.has(prop.key) && value.kind === 'object') {
        const entries = uniqueProps(value).map((p) => ({ prop: p, at: `${childAt}/${escapePointerToken(p.key)}` }));
        index.containers.push({ holder: node, member: prop, at: childAt, entries });
      }
      stack.push([value, childAt, scoped]);
    }
  }
  indexes.set(root, index);
  return index;
}

export function isInside(pointer: string, ancestor: string): boolean {
  return pointer === ancestor || pointer.startsWith(`${ancestor}/`);
}

export type RefProblemKind =
  | 'remote'
  | 'anchor'
  | 'missing'
  | 'scoped'
  | 'cycle'
  | 'deep'
  | 'large'
  | 'conflict'
  /** The target holds a value that is not a literal (a variable, a call): its copy is not known. */
  | 'opaque';

/** Why a reference cannot be inlined. A class, so no copied schema value is ever mistaken for one. */
export class RefProblem {
  constructor(
    readonly problem: RefProblemKind,
    /** The reference (or the keyword, for a conflict) the problem is about. */
    readonly detail: string,
  ) {}
}

export type Resolution = { pointer: string; node: JsonNode } | RefProblem;

export function isProblem(r: unknown): r is RefProblem {
  return r instanceof RefProblem;
}

/** What a reference of this schema names, resolved once per index. */
export function resolveIn(index: RefIndex, ref: string): Resolution {
  let r = index.resolved.get(ref);
  if (!r) index.resolved.set(ref, (r = resolveRef(index.root, ref)));
  return r;
}

/** The node a reference names inside the schema, or why it names none. */
function resolveRef(root: JsonNode, ref: string): Resolution {
  if (!ref.startsWith('#')) return new RefProblem('remote', ref);
  if (ref !== '#' && !ref.startsWith('#/')) return new RefProblem('anchor', ref);
  let tokens: string[];
  try {
    tokens = parsePointer(ref);
  } catch {
    return new RefProblem('missing', ref); // a malformed %-escape
  }
  const pointer = tokens.map((t) => `/${escapePointerToken(t)}`).join('');
  const node = findLocal(root, tokens);
  return node ? { pointer, node } : new RefProblem('missing', ref);
}

/** Objects with more members than this are looked up through a map: a schema with thousands of references into one `$defs` resolves in linear time. */
const MAP_FROM = 16;
const memberMaps = new WeakMap<JsonObject, Map<string, JsonNode | undefined>>();

/** findByPointer over pointer tokens, with a member map for each large object on the way. */
function findLocal(root: JsonNode, tokens: readonly string[]): JsonNode | undefined {
  let node: JsonNode | undefined = root;
  for (const token of tokens) {
    if (!node) return undefined;
    if (node.kind === 'object') node = memberOf(node, token);
    else if (node.kind === 'array') node = /^\d+$/.test(token) ? node.items[Number(token)] : undefined;
    else return undefined;
  }
  return node;
}

/** The value of member `key`, the last one when repeated (as getProp and JSON.parse take it). */
function memberOf(obj: JsonObject, key: string): JsonNode | undefined {
  if (obj.props.length <= MAP_FROM) return getProp(obj, key)?.value;
  let map = memberMaps.get(obj);
  if (!map) {
    map = new Map();
    for (const p of obj.props) map.set(p.key, p.value);
    memberMaps.set(obj, map);
  }
  return map.get(key);
}

/** How deep references may nest, and how many values an inlined copy may hold. */
const MAX_INLINE_DEPTH = 32;
const MAX_INLINE_NODES = 20_000;
/** How deep the copy may nest (the call stack's guard). */
const MAX_COPY_DEPTH = 256;
/** Keys a `$ref`'s siblings may set over the target's: they describe, they do not constrain. */
const ANNOTATIONS = new Set([
  'description',
  'title',
  'default',
  'examples',
  '$comment',
  'deprecated',
  'readOnly',
  'writeOnly',
]);

class Inliner {
  private nodes = 0;
  private depth = 0;

  constructor(private readonly index: RefIndex) {}

  /** A plain copy of `node` (found at local pointer `at`) with every resolvable local reference inlined. */
  copy(node: JsonNode, at: string, chain: readonly string[]): unknown {
    if (++this.nodes > MAX_INLINE_NODES) return new RefProblem('large', at || '#');
    if (chain.length > MAX_INLINE_DEPTH || this.depth > MAX_COPY_DEPTH) return new RefProblem('deep', at || '#');
    if (node.kind === 'opaque') return new RefProblem('opaque', at || '#');
    if (node.kind !== 'array' && node.kind !== 'object') return node.value;
    this.depth++;
    try {
      if (node.kind === 'array') return this.copyList(node.items, at, chain);
      const ref = uniqueProps(node).find((p) => p.key === '$ref')?.value;
      if (ref?.kind === 'string') return this.inline(node, ref.value, at, chain);
      return this.copyMembers(node, at, chain);
    } finally {
      this.depth--;
    }
  }

  /** The target of `ref`, inlined, merged with the siblings of `$ref` in `node`. */
  inline(node: JsonObject, ref: string, at: string, chain: readonly string[]): unknown {
    const target = this.index.siteOf.get(node)?.scoped ? new RefProblem('scoped', ref) : resolveIn(this.index, ref);
    if (isProblem(target)) return chain.length ? toValue(node) : target; // a nested bad reference stays for its own finding
    if (chain.includes(target.pointer) || isInside(at, target.pointer)) return new RefProblem('cycle', ref);
    const body = this.copy(target.node, target.pointer, [...chain, target.pointer]);
    if (isProblem(body)) return body;
    const siblings = this.copyMembers(node, at, chain, '$ref');
    if (isProblem(siblings)) return siblings;
    return mergeSiblings(body, siblings as Record<string, unknown>);
  }

  private copyList(items: JsonNode[], at: string, chain: readonly string[]): unknown {
    const out: unknown[] = [];
    for (let i = 0; i < items.length; i++) {
      const v = this.copy(items[i], `${at}/${i}`, chain);
      if (isProblem(v)) return v;
      out.push(v);
    }
    return out;
  }

  private copyMembers(node: JsonObject, at: string, chain: readonly string[], skip?: string): unknown {
    const out: Record<string, unknown> = {};
    for (const p of uniqueProps(node)) {
      if (p.key === skip || !p.value) continue;
      // Data is copied as it is; definitions are carried unexpanded (what uses them decides whether they stay).
      const v =
        DATA_KEYS.has(p.key) || DEFS_KEYS.has(p.key)
          ? toValue(p.value)
          : this.copy(p.value, `${at}/${escapePointerToken(p.key)}`, chain);
      if (isProblem(v)) return v;
      define(out, p.key, v);
    }
    return out;
  }
}

/** `__proto__` as an own key, never the prototype. */
function define(obj: Record<string, unknown>, key: string, value: unknown) {
  if (key === '__proto__')
    Object.defineProperty(obj, key, { value, enumerable: true, writable: true, configurable: true });
  else obj[key] = value;
}

/**
 * The target with the referencing node's other keys laid over it: an annotation
 * (description, title…) replaces the target's, any other key must not contradict
 * it, since `$ref` with siblings means both apply.
 */
function mergeSiblings(target: unknown, siblings: Record<string, unknown>): unknown {
  const keys = Object.keys(siblings);
  if (target === true) return siblings;
  if (!keys.length) return target;
  if (typeof target !== 'object' || target === null || Array.isArray(target))
    return new RefProblem('conflict', keys[0]);
  const base = target as Record<string, unknown>;
  const clash = keys.find(
    (k) => k in base && !ANNOTATIONS.has(k) && JSON.stringify(base[k]) !== JSON.stringify(siblings[k]),
  );
  if (clash) return new RefProblem('conflict', clash);
  const out: Record<string, unknown> = {};
  for (const k of Object.keys(base)) define(out, k, k in siblings ? siblings[k] : base[k]);
  for (const k of keys) if (!(k in base)) define(out, k, siblings[k]);
  return out;
}

/** The value that replaces the schema holding `site`'s `$ref`, or why it cannot be inlined. */
export function inlineSite(index: RefIndex, site: RefSite): unknown {
  return new Inliner(index).inline(site.node, site.ref, site.at, []);
}

/** Which entry holds each reference, which entries each reference reaches: built once per index. */
interface RefGraph {
  ownerOf: Map<RefSite, DefsEntry | undefined>;
  targetsOf: Map<RefSite, DefsEntry[]>;
  sitesIn: Map<DefsEntry, RefSite[]>;
}

const graphs = new WeakMap<RefIndex, RefGraph>();

function refGraph(index: RefIndex): RefGraph {
  let graph = graphs.get(index);
  if (graph) return graph;
  const entries = index.containers.flatMap((c) => c.entries);
  const byAt = new Map(entries.map((e) => [e.at, e]));
  /** The entries a pointer is inside of, innermost first, found by walking up its prefixes. */
  const enclosing = (pointer: string): DefsEntry[] => {
    const out: DefsEntry[] = [];
    for (let p = pointer; p; p = p.slice(0, p.lastIndexOf('/'))) {
      const e = byAt.get(p);
      if (e) out.push(e);
    }
    return out;
  };
  graph = { ownerOf: new Map(), targetsOf: new Map(), sitesIn: new Map(entries.map((e) => [e, []])) };
  for (const site of index.sites) {
    const owners = enclosing(site.at);
    graph.ownerOf.set(site, owners[0]);
    // A site inside nested entries belongs to every one of them: reaching the outer one keeps the inner one's references alive.
    for (const e of owners) graph.sitesIn.get(e)!.push(site);
    const target = resolveIn(index, site.ref);
    const reached: DefsEntry[] = [];
    if (!isProblem(target)) {
      const [inside] = enclosing(target.pointer);
      if (inside) reached.push(inside);
      // A reference to something that holds definitions (`#`, `#/$defs`) reaches every entry below it.
      if (index.containers.some((c) => isInside(c.at, target.pointer)))
        reached.push(...entries.filter((e) => isInside(e.at, target.pointer)));
    }
    graph.targetsOf.set(site, reached);
  }
  graphs.set(index, graph);
  return graph;
}

/**
 * The `$defs` entries no reference would reach once the schema at local pointer
 * `replaced` is replaced by its inlined copy (pass undefined to ask about the
 * schema as it is). Reachability starts at the references outside every
 * definitions entry and outside `replaced`, and follows references inside the
 * entries it reaches.
 */
export function unreachedEntries(index: RefIndex, replaced?: string): Set<DefsEntry> {
  // A reference not known may reach any entry: none is known unreached.
  if (index.opaqueRef) return new Set();
  const graph = refGraph(index);
  const live = index.sites.filter(
    (s) => !graph.ownerOf.get(s) && (replaced === undefined || !isInside(s.at, replaced)),
  );
  const unreached = new Set(index.containers.flatMap((c) => c.entries));
  while (live.length) {
    for (const e of graph.targetsOf.get(live.pop()!) ?? []) {
      if (!unreached.delete(e)) continue;
      live.push(...graph.sitesIn.get(e)!);
    }
  }
  return unreached;
}
