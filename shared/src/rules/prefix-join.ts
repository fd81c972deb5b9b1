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
 * Every item's twin by the prefix-filtered join. The join is exact when the
 * prefix words' other holders (an order-free bound on the candidates it can
 * visit) add up to at most `budget`; past it, each item is verified against at
 * most `maxCandidates` others, in the order the index yields them.
 */
export function prefixJoin(items: readonly TwinItem[], df: Int32Array, words: readonly string[], o: TwinOptions, budget: number): Pick<TwinTable, 'earlier' | 'similarity' | 'exact' | 'bound'> {
  const rank = rarestFirst(df, words);
  const dfOfRank = new Int32Array(df.length);
  for (let id = 0; id < df.length; id++) dfOfRank[rank[id]] = df[id];
  const eligible = (x: TwinItem) => x.words.length >= o.minWords;
  const ranked = items.map((x) => (eligible(x) ? x.words.map((w) => rank[w]).sort() : NONE));
  let bound = 0;
  items.forEach((x, j) => {
    if (eligible(x)) for (let a = prefixLength(ranked[j].length, o.threshold) - 1; a >= 0; a--) bound += dfOfRank[ranked[j][a]] - 1;
  });
  const exact = bound <= budget;
  const cap = exact ? Infinity : o.maxCandidates;

  const earlier = new Int32Array(items.length).fill(-1);
  const similarity = new Float64Array(items.length);
  /** Per rank, the items indexed under it: item, position of the word in the item, … */
  const postings: number[][] = [];
  const need: number[] = [];
  const firstWithKey = new Map<string, number>();
  const stamp = new Int32Array(items.length).fill(-1);
  items.forEach((x, j) => {
    if (!eligible(x)) return;
    const xr = ranked[j];
    const same = firstWithKey.get(x.key);
    if (same !== undefined) return void ((earlier[j] = same), (similarity[j] = 1));
    firstWithKey.set(x.key, j);
    const n = xr.length;
    const p = prefixLength(n, o.threshold);
    let checked = 0;
    probe: for (let a = 0; a < p; a++) {
      const list = postings[xr[a]];
      if (!list) continue;
      for (let e = 0; e < list.length; e += 2) {
        const i = list[e];
        if (stamp[i] === j) continue;
        stamp[i] = j;
        const yr = ranked[i];
        const m = yr.length;
        if (m < o.threshold * n || n < o.threshold * m) continue;
        const least = (need[n + m] ??= overlapNeeded(n + m, o.threshold));
        const b = list[e + 1];
        const common = 1 + Math.min(n - a - 1, m - b - 1) < least ? -1 : overlapFrom(xr, yr, a + 1, b + 1, 1, least);
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
    for (let a = 0; a < p; a++) (postings[xr[a]] ??= []).push(j, a);
  });
  return { earlier, similarity, exact, bound };
}
