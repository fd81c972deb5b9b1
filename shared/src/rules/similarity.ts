import { IdList, readContentWords } from './content-words';
import { WordTable } from './word-table';

/**
 * The words of short texts, as near-duplicate detection compares them (twins.ts):
 * content words in order, their set, and the set of neighbouring-word pairs, so
 * that "convert CSV to Excel" and "convert Excel to CSV" can be told apart.
 */

/**
 * The words of a text that carry meaning, in order: lower-cased, stop words
 * dropped, a plural `s` stripped. A word is a run of letters and digits (any
 * script), as `split(/[^\p{L}\p{N}]+/u)` cuts them. The twin join numbers
 * them straight from the text (content-words.ts); this is that, as strings.
 */
export function contentSequence(text: string): string[] {
  const table = new WordTable();
  const ids = new IdList();
  readContentWords(text, table, ids);
  return Array.from(ids.ids.subarray(0, ids.length), (id) => table.strings[id]);
}

/** The distinct content words of a text. */
export function contentWords(text: string): string[] {
  return [...new Set(contentSequence(text))];
}

/** Jaccard similarity of the sets of neighbouring-word pairs of two word sequences. */
export function orderSimilarity(a: readonly string[], b: readonly string[]): number {
  const ids = new Numbering();
  return jaccard(ids.sortedIds(neighbourPairs(a)), ids.sortedIds(neighbourPairs(b)));
}

/** The pairs of neighbouring words of a sequence, as "first second". */
export function neighbourPairs(sequence: readonly string[]): string[] {
  const pairs: string[] = [];
  for (let i = 1; i < sequence.length; i++) pairs.push(`${sequence[i - 1]} ${sequence[i]}`);
  return pairs;
}

/** Strings numbered in the order they are first seen. */
export class Numbering {
  private readonly ids = new Map<string, number>();
  /** The strings, by id. */
  readonly strings: string[] = [];

  get size(): number {
    return this.strings.length;
  }

  id(s: string): number {
    let id = this.ids.get(s);
    if (id === undefined) {
      id = this.strings.length;
      this.ids.set(s, id);
      this.strings.push(s);
    }
    return id;
  }

  /** The distinct ids of some strings, ascending. */
  sortedIds(strings: readonly string[]): Int32Array {
    const ids = new Int32Array(strings.length);
    for (let i = 0; i < strings.length; i++) ids[i] = this.id(strings[i]);
    ids.sort();
    let n = 0;
    for (let i = 0; i < ids.length; i++) if (i === 0 || ids[i] !== ids[i - 1]) ids[n++] = ids[i];
    return ids.slice(0, n);
  }
}

/** Jaccard similarity of two ascending id lists. */
export function jaccard(x: ArrayLike<number>, y: ArrayLike<number>): number {
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
