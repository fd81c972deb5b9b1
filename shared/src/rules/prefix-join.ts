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
 */

export const prefixLength = (size: number, t: number) => size - Math.ceil(t * size) + 1;

const NONE = new Int32Array(0);

/** Each word id's rank, rarest first (ties by the word), so that prefixes are taken in one global order. */
function rarestFirst(df: Int32Array, words: readonly string[]): Int32Array {
  const present: number[] = [];
  for (let id = 0; id < df.length; id++) if (df[id] > 0) present.push(id);
  present.sort((a, b) => df[a] - df[b] || (words[a] < words[b] ? -1 : 1));
  const rank = new Int32Array(df.length);
  present.forEach((id, r) => (rank[id] = r));
  return rank;
}

/** The least overlap of two sets of `sum` words in all whose Jaccard similarity reaches `t`, by the division the join makes. */
function overlapNeeded(sum: number, t: number): number {
  let c = 0;
  while (c < sum && c / (sum - c) < t) c++;
  return c;
}

/** The overlap of two ascending lists counted from positions i and k on (`common` already counted), or -1 once it cannot reach `need`. */
function overlapFrom(x: Int32Array, y: Int32Array, i: number, k: number, common: number, need: number): number {
  while (i < x.length && k < y.length) {
    if (common + Math.min(x.length - i, y.length - k) < need) return -1;
    if (x[i] === y[k]) (common++, i++, k++);
    else if (x[i] < y[k]) i++;
    else k++;
  }
  return common >= need ? common : -1;
}

/**
 * The overlap of the probing item (its words marked `j`) with y, counted from
 * position k of y on plus the shared word before it, or -1 once it cannot reach
 * `need`. Past the first shared word every word of y is above it, so a marked
 * one is shared beyond it: the count is overlapFrom's, with no merge to branch on.
 */
function markedFrom(y: Int32Array, k: number, mark: Int32Array, j: number, need: number): number {
  let common = 1;
  for (; k < y.length; k++) {
    if (common + y.length - k < need) return -1;
    if (mark[y[k]] === j) common++;
  }
  return common >= need ? common : -1;
}

/**
 * Every item's twin by the prefix-filtered join. The join is exact when the
 * prefix words' other holders (an order-free bound on the candidates it can
 * visit) add up to at most `budget`; past it, each item is verified against at
 * most `maxCandidates` others, in the order the index yields them.
 */
export function prefixJoin(items: readonly TwinItem[], df: Int32Array, words: readonly string[], o: TwinOptions, budget: number): Pick<TwinTable, 'earlier' | 'similarity' | 'exact' | 'bound'> {
  const rank = rarestFirst(df, words);
  const dfOfRank = new Int32Array(df.length);
  for (let id = 0; id < df.length; id++) dfOfRank[rank[id]] = df[id];
  const ranked = rankedWords(items, rank, o.minWords);
  // Sizes apart from the word lists: the size and position filters reject most candidates without touching their words.
  const size = new Int32Array(items.length);
  let bound = 0;
  let largest = 0;
  for (let j = 0; j < items.length; j++) {
    const xr = ranked[j];
    const n = (size[j] = xr.length);
    if (n > largest) largest = n;
    if (items[j].words.length >= o.minWords) for (let a = prefixLength(n, o.threshold) - 1; a >= 0; a--) bound += dfOfRank[xr[a]] - 1;
  }
  const exact = bound <= budget;
  const cap = exact ? Infinity : o.maxCandidates;
  /** The least overlap of two sizes by their sum, worked out when first needed (-1 before). */
  const need = new Int32Array(2 * largest + 1).fill(-1);

  const earlier = new Int32Array(items.length).fill(-1);
  const similarity = new Float64Array(items.length);
  /** Per rank, the items indexed under it: item, position of the word in the item, size of the item, … */
  // Filled up front: an empty array written at scattered indexes would turn into a slow dictionary.
  const postings: (number[] | undefined)[] = new Array<number[] | undefined>(df.length).fill(undefined);
  const firstWithKey = new Map<string, number>();
  const stamp = new Int32Array(items.length).fill(-1);
  /** The item whose words were marked last, by rank: x's words are marked while x probes. */
  const mark = new Int32Array(df.length).fill(-1);
  for (let j = 0; j < items.length; j++) {
    const x = items[j];
    if (x.words.length < o.minWords) continue;
    const n = size[j];
    const same = firstWithKey.get(x.key);
    if (same !== undefined) {
      earlier[j] = same;
      similarity[j] = 1;
      continue;
    }
    firstWithKey.set(x.key, j);
    const xr = ranked[j];
    for (let a = 0; a < n; a++) mark[xr[a]] = j;
    const p = prefixLength(n, o.threshold);
    let checked = 0;
    probe: for (let a = 0; a < p; a++) {
      const list = postings[xr[a]];
      if (!list) continue;
      for (let e = 0; e < list.length; e += 3) {
        // Sizes out of reach first, from the posting itself: such a candidate is never counted, however often it is met.
        const m = list[e + 2];
        if (m < o.threshold * n || n < o.threshold * m) continue;
        const i = list[e];
        if (stamp[i] === j) continue;
        stamp[i] = j;
        let least = need[n + m];
        if (least < 0) least = need[n + m] = overlapNeeded(n + m, o.threshold);
        const b = list[e + 1];
        const common = 1 + Math.min(n - a - 1, m - b - 1) < least ? -1 : markedFrom(ranked[i], b + 1, mark, j, least);
        if (common >= 0) {
          const s = common / (n + m - common);
          if (jaccard(x.pairs, items[i].pairs) >= o.orderThreshold && (earlier[j] < 0 || s > similarity[j] || (s === similarity[j] && i < earlier[j]))) {
            earlier[j] = i;
            similarity[j] = s;
          }
        }
        if (++checked >= cap) break probe;
      }
    }
    for (let a = 0; a < p; a++) (postings[xr[a]] ??= []).push(j, a, n);
  }
  return { earlier, similarity, exact, bound };
}

/** Each item's words as ranks, ascending (empty for an item too small to compare). */
function rankedWords(items: readonly TwinItem[], rank: Int32Array, minWords: number): Int32Array[] {
  const ranked: Int32Array[] = new Array(items.length);
  for (let j = 0; j < items.length; j++) {
    const words = items[j].words;
    if (words.length < minWords) {
      ranked[j] = NONE;
      continue;
    }
    const r = new Int32Array(words.length);
    for (let k = 0; k < r.length; k++) r[k] = rank[words[k]];
    ranked[j] = sortAscending(r);
  }
  return ranked;
}

/** Longer lists go to the built-in sort; a few words sort faster in place here than through a call into the runtime. */
const SMALL = 24;

/** The first `length` values sorted ascending in place (the order `TypedArray.prototype.sort` gives non-negative integers). */
export function sortAscending<T extends Int32Array | Float64Array>(values: T, length = values.length): T {
  if (length > SMALL) {
    values.subarray(0, length).sort();
    return values;
  }
  for (let i = 1; i < length; i++) {
    const v = values[i];
    let k = i - 1;
    while (k >= 0 && values[k] > v) {
      values[k + 1] = values[k];
      k--;
    }
    values[k + 1] = v;
  }
  return values;
}
