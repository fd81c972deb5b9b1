/**
 * The words of short texts, as near-duplicate detection compares them (twins.ts):
 * content words in order, their set, and the set of neighbouring-word pairs, so
 * that "convert CSV to Excel" and "convert Excel to CSV" can be told apart.
 */

const STOPWORDS = new Set(
  'a an and are as at be by can for from has have if in into is it its of on or that the this to was were will with you your it\'s do does not no use used using when which who what how than then there these those they them their be been may must should would'.split(' '),
);

const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;
const ASCII_WORD = new Uint8Array(128).map((_, c) => (/[A-Za-z0-9]/.test(String.fromCharCode(c)) ? 1 : 0));

/** Code units of the word character at `i`, or 0 when it is not a letter or digit (a lone surrogate is not). */
function wordCharAt(text: string, i: number): number {
  if (i >= text.length) return 0;
  const c = text.charCodeAt(i);
  if (c < 128) return ASCII_WORD[c];
  const point = text.codePointAt(i)!;
  return LETTER_OR_DIGIT.test(String.fromCodePoint(point)) ? (point > 0xffff ? 2 : 1) : 0;
}

/**
 * The words of a text that carry meaning, in order: lower-cased, stop words
 * dropped, a plural `s` stripped. A word is a run of letters and digits (any
 * script), as `split(/[^\p{L}\p{N}]+/u)` cuts them, scanned by hand: twice as fast.
 */
export function contentSequence(text: string): string[] {
  const words: string[] = [];
  const lower = text.toLowerCase();
  let i = 0;
  while (i < lower.length) {
    let step = wordCharAt(lower, i);
    if (!step) {
      i += lower.codePointAt(i)! > 0xffff ? 2 : 1;
      continue;
    }
    const start = i;
    while (step) step = wordCharAt(lower, (i += step));
    const raw = lower.slice(start, i);
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
