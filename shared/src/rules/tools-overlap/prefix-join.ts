import { jaccard } from './similarity';
import type { TwinItem, TwinOptions, TwinTable } from './twins';

/**
 * The join from scratch (twins.ts): an all-pairs similarity join with prefix
 * filtering (PPJoin). Words are ranked rarest first; each item is indexed under
 * its prefix words, and probes the index with them. Two items of Jaccard
 * similarity at least t share a prefix word, and the first one the probe meets
 * is the rarest word they share, so what follows it bounds their overlap: pairs
 * that cannot reach the threshold are dropped there, and the overlap of the
 * others is counted from that word on, stopping as soon as it cannot be reached.
 *
 * Items are taken smallest first, each probing those taken before it; a pair
 * found gives the later item of the two (by index) its earlier twin. So an
 * item is only ever a candidate of items no smaller than itself: the index
 * holds shorter prefixes (PPJoin's m - need(2m) + 1 words), and passes for
 * good, at the head of each list, the items too small for those still to come.
 */

export const prefixLength = (size: number, t: number) => size - Math.ceil(t * size) + 1;

/**
 * Each word id's rank, rarest first (ties by id), so that prefixes are taken
 * in one global order; a counting sort by the number of holders. Words no
 * item holds are ranked too, last, but are never looked up.
 */
function rarestFirst(df: Int32Array): Int32Array {
  let most = 0;
  for (let id = 0; id < df.length; id++) most = Math.max(most, df[id]);
  const next = new Int32Array(most + 2);
  for (let id = 0; id < df.length; id++) next[df[id] + 1]++;
  for (let d = 1; d <= most; d++) next[d] += next[d - 1];
  const rank = new Int32Array(df.length);
  for (let id = 0; id < df.length; id++) rank[id] = next[df[id]]++;
  return rank;
}

/** The least overlap of two sets of `sum` words in all whose Jaccard similarity reaches `t`, by the division the join makes. */
function overlapNeeded(sum: number, t: number): number {
  let c = 0;
  while (c < sum && c / (sum - c) < t) c++;
  return c;
}

/** overlapNeeded by the sum of two sizes, worked out when first needed. */
class Need {
  private readonly cache: Int32Array;

  constructor(
    largestSum: number,
    private readonly t: number,
  ) {
    this.cache = new Int32Array(largestSum + 1).fill(-1);
  }

  of(sum: number): number {
    const c = this.cache[sum];
    return c >= 0 ? c : (this.cache[sum] = overlapNeeded(sum, this.t));
  }
}

/**
 * The overlap of the probing item (its words marked `p`) with the words from
 * `k` to `end`, plus the shared word before them, or -1 once it cannot reach
 * `need`. Past the first shared word every word of either item is above it,
 * so a marked word there is one more shared: no merge of the two lists.
 */
function markedFrom(words: Int32Array, k: number, end: number, mark: Int32Array, p: number, need: number): number {
  let common = 1;
  for (; k < end; k++) {
    if (common + end - k < need) return -1;
    if (mark[words[k]] === p) common++;
  }
  return common >= need ? common : -1;
}

/** The compared items' words as ranks, in one list: the item at place p of the join's order holds words[start[p]] to words[start[p + 1]], ascending. */
interface Ranked {
  /** Indexes of the compared items, smallest first (ties by index): the join's order. */
  order: Int32Array;
  start: Int32Array;
  words: Int32Array;
}

/**
 * Every item's twin by the prefix-filtered join. The join is exact when the
 * probe prefixes' other holders (an order-free bound on the candidates it can
 * visit) add up to at most `budget`; past it, each item is verified against at
 * most `maxCandidates` others.
 */
export function prefixJoin(
  items: readonly TwinItem[],
  df: Int32Array,
  o: TwinOptions,
  budget: number,
): Pick<TwinTable, 'earlier' | 'similarity' | 'exact' | 'bound'> {
  const { earlier, similarity, ranked, bound } = prepare(items, df, o);
  const exact = bound <= budget;
  join(items, ranked, df.length, o, exact ? Infinity : o.maxCandidates, earlier, similarity);
  return { earlier, similarity, exact, bound };
}

/** What prefixJoin judges its exactness by (the probe prefixes' other holders, summed), without the join. */
export function joinBound(items: readonly TwinItem[], df: Int32Array, o: TwinOptions): number {
  return prepare(items, df, o).bound;
}

/** The compared items ranked, the copies given their twin, and the candidate bound: all the join needs before it runs. */
function prepare(items: readonly TwinItem[], df: Int32Array, o: TwinOptions) {
  const earlier = new Int32Array(items.length).fill(-1);
  const similarity = new Float64Array(items.length);
  const rank = rarestFirst(df);
  const ranked = rankedWords(items, comparedInSizeOrder(items, o.minWords, earlier, similarity), rank);
  return { earlier, similarity, ranked, bound: candidateBound(items, ranked, earlier, df, rank, o) };
}

/**
 * The items to compare, smallest first (ties by index): those with enough
 * words, but for copies (one key) after the first, which get it as their twin
 * here. Leaving them out changes no twin: an item close to a copy is as
 * close to the first of its key, which comes earlier.
 */
function comparedInSizeOrder(
  items: readonly TwinItem[],
  minWords: number,
  earlier: Int32Array,
  similarity: Float64Array,
): Int32Array {
  const firstWithKey = new Map<string, number>();
  let largest = 0;
  for (let j = 0; j < items.length; j++) {
    const x = items[j];
    if (x.words.length < minWords) continue;
    const same = firstWithKey.get(x.key);
    if (same === undefined) {
      firstWithKey.set(x.key, j);
      largest = Math.max(largest, x.words.length);
    } else {
      earlier[j] = same;
      similarity[j] = 1;
    }
  }
  // A counting sort by size: at[m] is where the next item of m words goes.
  const at = new Int32Array(largest + 2);
  for (const j of firstWithKey.values()) at[items[j].words.length + 1]++;
  for (let m = 1; m <= largest; m++) at[m] += at[m - 1];
  const order = new Int32Array(firstWithKey.size);
  for (const j of firstWithKey.values()) order[at[items[j].words.length]++] = j;
  return order;
}

/** The ranked words of the items in `order`, each item's ascending. */
function rankedWords(items: readonly TwinItem[], order: Int32Array, rank: Int32Array): Ranked {
  const start = new Int32Array(order.length + 1);
  for (let p = 0; p < order.length; p++) start[p + 1] = start[p] + items[order[p]].words.length;
  const words = new Int32Array(start[order.length]);
  for (let p = 0; p < order.length; p++) {
    const ids = items[order[p]].words;
    for (let k = 0; k < ids.length; k++) words[start[p] + k] = rank[ids[k]];
    sortRange(words, start[p], start[p + 1]);
  }
  return { order, start, words };
}

/**
 * The probe prefixes' other holders, summed over every item with enough words
 * (a copy counts as the first of its key). Depends on the counts only, not on
 * the order the join visits them in; twins.ts's itemBound is one item's share.
 */
function candidateBound(
  items: readonly TwinItem[],
  ranked: Ranked,
  earlier: Int32Array,
  df: Int32Array,
  rank: Int32Array,
  o: TwinOptions,
): number {
  const dfOfRank = new Int32Array(df.length);
  for (let id = 0; id < df.length; id++) dfOfRank[rank[id]] = df[id];
  const { order, start, words } = ranked;
  const own = new Float64Array(items.length);
  for (let p = 0; p < order.length; p++) {
    const from = start[p];
    for (let a = from + prefixLength(start[p + 1] - from, o.threshold) - 1; a >= from; a--)
      own[order[p]] += dfOfRank[words[a]] - 1;
  }
  let bound = 0;
  for (let j = 0; j < items.length; j++)
    if (items[j].words.length >= o.minWords) bound += own[earlier[j] < 0 ? j : earlier[j]];
  return bound;
}

/** Per rank r, postings first[r] to first[r + 1]: the items (`at`, their place in the join's order, ascending) whose index prefix holds r, and r's place in each. */
interface Postings {
  first: Int32Array;
  at: Int32Array;
  place: Int32Array;
}

/** The index of every compared item at once, under its index prefix: an item is probed only by items no smaller, which share a word among its first m - need(2m) + 1. */
function indexPrefixes(ranked: Ranked, ranks: number, need: Need): Postings {
  const { order, start, words } = ranked;
  const prefix = new Int32Array(order.length);
  const first = new Int32Array(ranks + 1);
  for (let p = 0; p < order.length; p++) {
    const m = start[p + 1] - start[p];
    prefix[p] = m - need.of(2 * m) + 1;
    for (let b = 0; b < prefix[p]; b++) first[words[start[p] + b] + 1]++;
  }
  for (let r = 0; r < ranks; r++) first[r + 1] += first[r];
  const next = first.slice(0, ranks);
  const at = new Int32Array(first[ranks]);
  const place = new Int32Array(first[ranks]);
  for (let p = 0; p < order.length; p++) {
    for (let b = 0; b < prefix[p]; b++) {
      const e = next[words[start[p] + b]]++;
      at[e] = p;
      place[e] = b;
    }
  }
  return { first, at, place };
}

/** Each compared item probes the postings of its prefix words for the items taken before it; `cap` bounds the candidates verified per item. */
function join(
  items: readonly TwinItem[],
  ranked: Ranked,
  ranks: number,
  o: TwinOptions,
  cap: number,
  earlier: Int32Array,
  similarity: Float64Array,
): void {
  const { order, start, words } = ranked;
  const count = order.length;
  const need = new Need(2 * (count ? start[count] - start[count - 1] : 0), o.threshold);
  const { first, at, place } = indexPrefixes(ranked, ranks, need);
  /** Per rank, its first posting not passed for good (too small for the item probing, so for every later one). */
  const head = first.slice(0, ranks);
  /** Per place in the order, the last item that met it: only the first meeting (at the rarest shared word) counts. */
  const met = new Int32Array(count).fill(-1);
  /** Per rank, the item that marked it last: the probing item's words are marked. */
  const mark = new Int32Array(ranks).fill(-1);
  for (let p = 0; p < count; p++) {
    const from = start[p];
    const n = start[p + 1] - from;
    for (let a = from; a < from + n; a++) mark[words[a]] = p;
    let checked = 0;
    probe: for (let a = 0, probe = prefixLength(n, o.threshold); a < probe; a++) {
      const r = words[from + a];
      const last = first[r + 1];
      let e = head[r];
      while (e < last && start[at[e] + 1] - start[at[e]] < o.threshold * n) e++;
      head[r] = e;
      // The postings from this item's own on are of items taken after it.
      for (; e < last && at[e] < p; e++) {
        const q = at[e];
        if (met[q] === p) continue;
        met[q] = p;
        const m = start[q + 1] - start[q];
        const least = need.of(n + m);
        const b = place[e];
        // Positions filter: the words after the shared one cannot make up the overlap.
        const common =
          1 + Math.min(n - a - 1, m - b - 1) < least
            ? -1
            : markedFrom(words, start[q] + b + 1, start[q + 1], mark, p, least);
        if (common >= 0) pairFound(items, order[p], order[q], common / (n + m - common), o, earlier, similarity);
        if (++checked >= cap) break probe;
      }
    }
  }
}

/** Two items sharing enough words: the later (by index) takes the other as its twin when it is the closest yet (ties to the earliest) and their word order is alike. */
function pairFound(
  items: readonly TwinItem[],
  i: number,
  k: number,
  s: number,
  o: TwinOptions,
  earlier: Int32Array,
  similarity: Float64Array,
): void {
  const later = Math.max(i, k);
  const twin = Math.min(i, k);
  const closer = earlier[later] < 0 || s > similarity[later] || (s === similarity[later] && twin < earlier[later]);
  if (closer && jaccard(items[later].pairs, items[twin].pairs) >= o.orderThreshold) {
    earlier[later] = twin;
    similarity[later] = s;
  }
}

/** Longer lists go to the built-in sort; a few words sort faster in place here than through a call into the runtime. */
const SMALL = 24;

/** Values `from` to `to` sorted ascending in place (the order `TypedArray.prototype.sort` gives non-negative integers). */
export function sortRange<T extends Int32Array | Float64Array>(values: T, from: number, to: number): T {
  if (to - from > SMALL) {
    values.subarray(from, to).sort();
    return values;
  }
  for (let i = from + 1; i < to; i++) {
    const v = values[i];
    let k = i - 1;
    while (k >= from && values[k] > v) {
      values[k + 1] = values[k];
      k--;
    }
    values[k + 1] = v;
  }
  return values;
}

/** The first `length` values sorted ascending in place. */
export const sortAscending = <T extends Int32Array | Float64Array>(values: T, length = values.length): T =>
  sortRange(values, 0, length);
