/**
 * Near-duplicate detection over short texts: word-set Jaccard similarity, found
 * without comparing every pair by prefix filtering (an all-pairs similarity
 * join): with words ordered rarest first, two sets whose Jaccard similarity is
 * at least t always share a word among the first |x| - ceil(t·|x|) + 1 of each.
 * A pair that passes is confirmed on word order (pairs of neighbouring words),
 * so "convert CSV to Excel" and "convert Excel to CSV" are not twins.
 */

const STOPWORDS = new Set(
  'a an and are as at be by can for from has have if in into is it its of on or that the this to was were will with you your it\'s do does not no use used using when which who what how than then there these those they them their be been may must should would'.split(' '),
);

/** The words of a text that carry meaning, in order: lower-cased, stop words dropped, a plural `s` stripped. */
export function contentSequence(text: string): string[] {
  const words: string[] = [];
  for (const raw of text.toLowerCase().split(/[^\p{L}\p{N}]+/u)) {
    if (raw.length < 2 || STOPWORDS.has(raw)) continue;
    words.push(raw.length > 3 && raw.endsWith('s') && !raw.endsWith('ss') ? raw.slice(0, -1) : raw);
  }
  return words;
}

/** The distinct content words of a text. */
export function contentWords(text: string): string[] {
  return [...new Set(contentSequence(text))];
}

/** Jaccard similarity of the sets of neighbouring-word pairs of two word sequences. */
export function orderSimilarity(a: readonly string[], b: readonly string[]): number {
  const [x, y] = pairIds([a, b]);
  return jaccard(x, y);
}

/** Each sequence's neighbouring-word pairs as ascending ids, numbered across all sequences. */
function pairIds(sequences: readonly (readonly string[])[]): number[][] {
  const id = new Map<string, number>();
  return sequences.map((s) => {
    const ids = new Set<number>();
    for (let i = 1; i < s.length; i++) {
      const pair = `${s[i - 1]} ${s[i]}`;
      ids.add(id.get(pair) ?? id.set(pair, id.size).get(pair)!);
    }
    return [...ids].sort((p, q) => p - q);
  });
}

export interface Twin {
  /** Index (into the input list) of the later item. */
  later: number;
  /** Index of the earlier item it is most similar to. */
  earlier: number;
  similarity: number;
}

export interface TwinOptions {
  /** Least word-set Jaccard similarity of twins. */
  threshold: number;
  /** Least similarity of their neighbouring-word pairs (word order). */
  orderThreshold: number;
  /** Sets smaller than this are not compared (too little text to judge). */
  minWords: number;
  /** Most earlier items one item is verified against (bounds the worst case). */
  maxCandidates: number;
}

/** For each item, its most similar earlier item when their word sets reach the threshold. */
export function findTwins(texts: readonly (string | undefined)[], options: TwinOptions): Twin[] {
  const sequences = texts.map((t) => (t ? contentSequence(t) : []));
  const ids = rarestFirstIds(sequences.map((s) => [...new Set(s)]));
  const pairs = pairIds(sequences);
  const index = new Map<number, number[]>();
  const firstWithKey = new Map<string, number>();
  const stamp = new Int32Array(texts.length).fill(-1);
  const twins: Twin[] = [];
  ids.forEach((x, j) => {
    if (x.length < options.minWords) return;
    const key = sequences[j].join(' ');
    const same = firstWithKey.get(key);
    if (same !== undefined) return void twins.push({ later: j, earlier: same, similarity: 1 });
    firstWithKey.set(key, j);
    const prefix = x.slice(0, x.length - Math.ceil(options.threshold * x.length) + 1);
    const best = bestCandidate(j, prefix, { ids, pairs, index, stamp }, options);
    if (best) twins.push(best);
    for (const id of prefix) (index.get(id) ?? index.set(id, []).get(id)!).push(j);
  });
  return twins;
}

/** Each set as word ids sorted rarest first (ties by id), so that prefixes are taken in one global order. */
function rarestFirstIds(sets: readonly string[][]): number[][] {
  const df = new Map<string, number>();
  for (const s of sets) for (const w of s) df.set(w, (df.get(w) ?? 0) + 1);
  const order = [...df.keys()].sort((a, b) => df.get(a)! - df.get(b)! || (a < b ? -1 : 1));
  const id = new Map(order.map((w, i) => [w, i]));
  return sets.map((s) => s.map((w) => id.get(w)!).sort((a, b) => a - b));
}

interface Join {
  ids: number[][];
  /** Neighbouring-word pair ids of each item. */
  pairs: number[][];
  index: Map<number, number[]>;
  /** stamp[i] === j: item i was already a candidate for item j. */
  stamp: Int32Array;
}

function bestCandidate(j: number, prefix: number[], { ids, pairs, index, stamp }: Join, o: TwinOptions): Twin | undefined {
  const x = ids[j];
  let best: Twin | undefined;
  let checked = 0;
  for (const id of prefix) {
    for (const i of index.get(id) ?? []) {
      if (stamp[i] === j) continue;
      stamp[i] = j;
      const y = ids[i];
      if (y.length < o.threshold * x.length || x.length < o.threshold * y.length) continue;
      const s = jaccard(x, y);
      if (s >= o.threshold && jaccard(pairs[j], pairs[i]) >= o.orderThreshold && (!best || s > best.similarity || (s === best.similarity && i < best.earlier))) best = { later: j, earlier: i, similarity: s };
      if (++checked >= o.maxCandidates) return best;
    }
  }
  return best;
}

/** Jaccard similarity of two ascending id lists. */
function jaccard(x: readonly number[], y: readonly number[]): number {
  let i = 0;
  let k = 0;
  let common = 0;
  while (i < x.length && k < y.length) {
    if (x[i] === y[k]) (common++, i++, k++);
    else if (x[i] < y[k]) i++;
    else k++;
  }
  return common / (x.length + y.length - common);
}
