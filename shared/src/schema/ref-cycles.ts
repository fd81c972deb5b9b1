import { isProblem, resolveIn, type RefIndex, type RefSite } from './ref';

/**
 * Which references of a schema are recursive: the sites on a cycle, where what a
 * reference names holds, through references and nesting, that same reference
 * again (`"$ref": "#"` below the root, `Node.children.items` naming `Node`).
 *
 * The graph's vertices are the pointers some reference names. A named subtree
 * leads to each reference inside it whose innermost named subtree it is (that
 * reference leads to what it names), and to each named subtree nested directly in
 * it. A reference is on a cycle when what it names leads back to its innermost
 * named subtree: the two are in one strongly connected component. Iterative, and
 * bounded: past `MAX_STEPS` pointer prefixes the answer is "none known".
 */

const MAX_STEPS = 200_000;

const memo = new WeakMap<RefIndex, ReadonlySet<RefSite>>();

export function recursiveSites(index: RefIndex): ReadonlySet<RefSite> {
  let known = memo.get(index);
  if (!known) memo.set(index, (known = findRecursive(index)));
  return known;
}

interface Graph {
  edges: number[][];
  /** Each usable site with its innermost named pointer's vertex and its target's vertex. */
  uses: { site: RefSite; from: number; to: number }[];
}

function findRecursive(index: RefIndex): ReadonlySet<RefSite> {
  const graph = buildGraph(index);
  if (!graph) return new Set();
  const component = components(graph.edges);
  return new Set(graph.uses.filter((u) => component[u.from] === component[u.to]).map((u) => u.site));
}

function buildGraph(index: RefIndex): Graph | undefined {
  const targets = new Map<RefSite, string>();
  const vertex = new Map<string, number>();
  for (const site of index.sites) {
    if (site.scoped) continue;
    const target = resolveIn(index, site.ref);
    if (isProblem(target)) continue;
    targets.set(site, target.pointer);
    if (!vertex.has(target.pointer)) vertex.set(target.pointer, vertex.size);
  }
  const edges: number[][] = Array.from({ length: vertex.size }, () => []);
  let steps = 0;
  /** The innermost named pointer strictly above `pointer` (or at it, with `self`), or -1. */
  const enclosing = (pointer: string, self: boolean): number => {
    for (let p = self ? pointer : parentOf(pointer); p !== undefined; p = parentOf(p)) {
      if (++steps > MAX_STEPS) return -2;
      const v = vertex.get(p);
      if (v !== undefined) return v;
    }
    return -1;
  };
  for (const [pointer, v] of vertex) {
    const outer = enclosing(pointer, false);
    if (outer === -2) return undefined;
    if (outer >= 0) edges[outer].push(v);
  }
  const uses: Graph['uses'] = [];
  for (const [site, pointer] of targets) {
    const from = enclosing(site.at, true);
    if (from === -2) return undefined;
    if (from < 0) continue;
    const to = vertex.get(pointer)!;
    edges[from].push(to);
    uses.push({ site, from, to });
  }
  return { edges, uses };
}

/** The pointer one step up, `''` for a top-level one, undefined above the root. */
function parentOf(pointer: string): string | undefined {
  return pointer === '' ? undefined : pointer.slice(0, pointer.lastIndexOf('/'));
}

/** Tarjan's strongly connected components, without recursion: the component number of each vertex. */
function components(edges: readonly number[][]): number[] {
  const n = edges.length;
  const order = new Array<number>(n).fill(-1);
  const low = new Array<number>(n).fill(0);
  const component = new Array<number>(n).fill(-1);
  const onStack = new Array<boolean>(n).fill(false);
  const stack: number[] = [];
  let counter = 0;
  let found = 0;
  for (let start = 0; start < n; start++) {
    if (order[start] >= 0) continue;
    const frames: Array<[vertex: number, next: number]> = [[start, 0]];
    order[start] = low[start] = counter++;
    stack.push(start);
    onStack[start] = true;
    while (frames.length) {
      const frame = frames[frames.length - 1];
      const [v, i] = frame;
      if (i < edges[v].length) {
        frame[1]++;
        const w = edges[v][i];
        if (order[w] < 0) {
          order[w] = low[w] = counter++;
          stack.push(w);
          onStack[w] = true;
          frames.push([w, 0]);
        } else if (onStack[w]) low[v] = Math.min(low[v], order[w]);
        continue;
      }
      frames.pop();
      if (frames.length) {
        const parent = frames[frames.length - 1][0];
        low[parent] = Math.min(low[parent], low[v]);
      }
      if (low[v] !== order[v]) continue;
      for (let w = -1; w !== v;) {
        w = stack.pop()!;
        onStack[w] = false;
        component[w] = found;
      }
      found++;
    }
  }
  return component;
}
