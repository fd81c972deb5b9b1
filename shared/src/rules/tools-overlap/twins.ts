import { fromCodeUnits } from '../../detach';
import { joinBound, prefixJoin, prefixLength, sortAscending } from './prefix-join';
import { jaccard } from './similarity';
import { IdList, readContentWords } from './content-words';
import { WordTable } from './word-table';

/**
 * Near-duplicate texts of a list: each text's most similar earlier one by
 * content-word sets (Jaccard), when that reaches a threshold and the two also
 * share enough neighbouring-word pairs (word order).
 *
 * From scratch this is an all-pairs similarity join with prefix filtering: with
 * words ordered rarest first, two sets of Jaccard similarity at least t always
 * share a word among the first |x| - ceil(t * |x|) + 1 of each, so only items
 * sharing such a word are compared. After an edit of a few texts, `update`
 * judges again only the items an edit can affect.
 *
 * What the join finds is exact (each item's best earlier twin, ties to the
 * earliest) while the prefix words' other holders add up to at most
 * EXACT_BUDGET candidates over the whole list; past that (a hostile catalog of
 * thousands of look-alike texts) each item is compared with at most
 * `maxCandidates` others, and `update` is not used.
 */

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
  /** Most earlier items one item is verified against, once the list is past the exact join's budget. */
  maxCandidates: number;
}

/** One text as the join reads it. */
export class TwinItem {
  private pairSet?: number[];

  constructor(
    /** Distinct content words, as ascending ids of the join's numbering. */
    readonly words: readonly number[],
    /** The content words' ids in order, as a string (see keyOf): two items with one key are copies. */
    readonly key: string,
  ) {}

  /**
   * Distinct neighbouring-word pairs, as ascending numbers (first word id times
   * 2^26 + second), read off the key. Made when the item is first compared by
   * word order: few pairs of items share enough words to get there.
   */
  get pairs(): readonly number[] {
    if (!this.pairSet) {
      const sequence = idsOfKey(this.key);
      const pairs = new Float64Array(Math.max(0, sequence.length - 1));
      for (let i = 1; i < sequence.length; i++) pairs[i - 1] = sequence[i - 1] * PAIR_BASE + sequence[i];
      this.pairSet = distinctAscending(pairs, pairs.length);
    }
    return this.pairSet;
  }
}

/** Every item's twin. */
export interface TwinTable {
  readonly items: readonly TwinItem[];
  /** Each item's twin: the index of the earlier item, or -1. */
  readonly earlier: Int32Array;
  readonly similarity: Float64Array;
  /** How many items hold each word id. */
  readonly df: Int32Array;
  /** True when the join ran exact (within EXACT_BUDGET): then `update` can follow an edit. */
  readonly exact: boolean;
  /** At least the candidate bound the exactness is judged by (see prefix-join.ts's joinBound). */
  readonly bound: number;
}

/** Most candidate visits of an exact join: a few tens of milliseconds at worst. */
const EXACT_BUDGET = 4_000_000;
/** Most items `update` judges again; past that, starting over costs about as much. */
const MAX_REJUDGED = 64;
/** A numbering this large has seen many edits: start over rather than keep growing it. */
const MAX_NUMBERED = 200_000;
/** Word ids stay below this, so a pair of them is one exact number. */
const PAIR_BASE = 2 ** 26;

/**
 * The distinct values among the first `length` of `values`, ascending (sorts
 * those in place). A plain array: a typed one of more than a few values keeps
 * its values off the heap, dearer to make and to collect.
 */
function distinctAscending(values: Int32Array | Float64Array, length: number): number[] {
  sortAscending(values, length);
  const distinct: number[] = [];
  for (let i = 0; i < length; i++) if (i === 0 || values[i] !== values[i - 1]) distinct.push(values[i]);
  return distinct;
}

/** Scratch for keyOf: a JavaScript array, which String.fromCharCode reads fastest. */
const keyCodes: number[] = [];

/** A string one-to-one with an id sequence: an id below 2^15 is one code unit, a larger one two (the first with the top bit set). */
function keyOf(ids: Int32Array, length: number): string {
  keyCodes.length = 0;
  for (let i = 0; i < length; i++) {
    const id = ids[i];
    if (id < 0x8000) keyCodes.push(id);
    else keyCodes.push(0x8000 | (id >>> 15), id & 0x7fff);
  }
  return fromCodeUnits(keyCodes);
}

/** The id sequence of a key. */
function idsOfKey(key: string): number[] {
  const ids: number[] = [];
  for (let i = 0; i < key.length; i++) {
    const c = key.charCodeAt(i);
    ids.push(c < 0x8000 ? c : ((c & 0x7fff) << 15) | key.charCodeAt(++i));
  }
  return ids;
}

export class TwinJoin {
  private readonly words = new WordTable();
  /** Scratch for `item`: the text's word ids in order, then its distinct ones. */
  private readonly sequence = new IdList();
  private distinct = new Int32Array(64);

  constructor(readonly options: TwinOptions) {}

  /** True when this join's numbering has grown past its bound (many edits): make a new one. */
  get worn(): boolean {
    return this.words.size > MAX_NUMBERED;
  }

  item(text: string | undefined): TwinItem {
    const { sequence } = this;
    if (text) readContentWords(text, this.words, sequence);
    else sequence.length = 0;
    const n = sequence.length;
    if (this.distinct.length < n) this.distinct = new Int32Array(sequence.ids.length);
    for (let i = 0; i < n; i++) this.distinct[i] = sequence.ids[i];
    return new TwinItem(distinctAscending(this.distinct, n), keyOf(sequence.ids, n));
  }

  /** Every item's twin, from scratch. */
  table(items: readonly TwinItem[]): TwinTable {
    const df = new Int32Array(this.words.size);
    for (let j = 0; j < items.length; j++) {
      const words = items[j].words;
      for (let k = 0; k < words.length; k++) df[words[k]]++;
    }
    return { items, ...prefixJoin(items, df, this.options, EXACT_BUDGET), df };
  }

  /**
   * The table for `items`, which differ from `before.items` at the indexes
   * `changed` only; undefined when only starting over gives what `table` would.
   * Only items at or after the first change can change twin: the changed ones,
   * those whose twin was a changed one, those sharing a key with one (copies),
   * and those a changed one is now close to.
   */
  update(before: TwinTable, items: readonly TwinItem[], changed: readonly number[]): TwinTable | undefined {
    if (!before.exact || items.length !== before.items.length) return undefined;
    const df = new Int32Array(this.words.size);
    df.set(before.df);
    for (const k of changed) {
      for (const w of before.items[k].words) df[w]--;
      for (const w of items[k].words) df[w]++;
    }
    // The same budget as `table`: past it, a join from scratch would not be exact.
    const bound = boundAfter(before, items, changed, df, this.options);
    if (bound > EXACT_BUDGET) return undefined;
    const redo = this.affected(before, items, changed);
    if (!redo || redo.length > MAX_REJUDGED) return undefined;
    const earlier = before.earlier.slice();
    const similarity = before.similarity.slice();
    for (const j of redo) [earlier[j], similarity[j]] = bestEarlier(items, j, this.options);
    return { items, earlier, similarity, df, exact: true, bound };
  }

  /** The items whose twin an edit of `changed` can change, or undefined when there are too many. */
  private affected(before: TwinTable, items: readonly TwinItem[], changed: readonly number[]): number[] | undefined {
    const o = this.options;
    const edited = new Set(changed);
    const out = [...changed];
    for (let j = Math.min(...changed) + 1; j < items.length; j++) {
      const x = items[j];
      if (edited.has(j) || x.words.length < o.minWords) continue;
      // A copy of a changed item is close to it, and a copy of what one was had it as its twin.
      if (edited.has(before.earlier[j]) || changed.some((k) => k < j && mayBeTwins(x, items[k], o))) {
        out.push(j);
        if (out.length > MAX_REJUDGED) return undefined;
      }
    }
    return out;
  }
}

/** The twins found by a table, in item order. */
export function twinsOf(table: TwinTable): Twin[] {
  const twins: Twin[] = [];
  table.earlier.forEach(
    (earlier, later) => earlier >= 0 && twins.push({ later, earlier, similarity: table.similarity[later] }),
  );
  return twins;
}

/** For each text, its most similar earlier text when their word sets reach the threshold. */
export function findTwins(texts: readonly (string | undefined)[], options: TwinOptions): Twin[] {
  const join = new TwinJoin(options);
  return twinsOf(join.table(texts.map((t) => join.item(t))));
}

/** Sizes within the threshold of each other, and word sets similar enough (word order not looked at). */
function mayBeTwins(x: TwinItem, y: TwinItem, o: TwinOptions): boolean {
  const a = x.words.length;
  const b = y.words.length;
  return b >= o.minWords && b >= o.threshold * a && a >= o.threshold * b && jaccard(x.words, y.words) >= o.threshold;
}

/** One item's share of the candidate bound (prefix-join.ts): its probe prefix's other holders, the smallest counts. */
function itemBound(item: TwinItem, df: Int32Array, o: TwinOptions): number {
  const n = item.words.length;
  if (n < o.minWords) return 0;
  const counts = Array.from(item.words, (w) => df[w] - 1).sort((a, b) => a - b);
  let total = 0;
  for (let i = prefixLength(n, o.threshold) - 1; i >= 0; i--) total += counts[i];
  return total;
}

/**
 * At least the candidate bound after an edit, cheaply when it stays far from
 * the budget. A word one more item holds adds at most one to the bound of each
 * item holding it (a sum of the smallest counts grows by at most one when one
 * count does); the edited items' own bounds are taken anew. Only when that
 * estimate passes the budget is the bound summed over every item again.
 */
function boundAfter(
  before: TwinTable,
  items: readonly TwinItem[],
  changed: readonly number[],
  df: Int32Array,
  o: TwinOptions,
): number {
  let estimate = before.bound;
  const grown = new Set<number>();
  for (const k of changed) {
    estimate += itemBound(items[k], df, o);
    for (const w of items[k].words) grown.add(w);
  }
  for (const w of grown) estimate += df[w];
  return estimate <= EXACT_BUDGET ? estimate : joinBound(items, df, o);
}

/**
 * Item `j`'s twin among all earlier items, by comparing with each: [earlier
 * index or -1, similarity]. A copy (same key) is the twin of the first item of
 * that key whatever else is near; later copies need not be left out of the
 * comparison (as the prefix join does): each ties with an earlier item of its key.
 */
function bestEarlier(items: readonly TwinItem[], j: number, o: TwinOptions): [number, number] {
  const x = items[j];
  if (x.words.length < o.minWords) return [-1, 0];
  let best = -1;
  let bestSimilarity = 0;
  for (let i = 0; i < j; i++) {
    const y = items[i];
    if (y.words.length < o.minWords) continue;
    if (y.key === x.key) return [i, 1];
    if (y.words.length < o.threshold * x.words.length || x.words.length < o.threshold * y.words.length) continue;
    const s = jaccard(x.words, y.words);
    if (s >= o.threshold && s > bestSimilarity && jaccard(x.pairs, y.pairs) >= o.orderThreshold)
      [best, bestSimilarity] = [i, s];
  }
  return [best, bestSimilarity];
}
