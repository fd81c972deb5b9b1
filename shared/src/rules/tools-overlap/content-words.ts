import { grown, hashStep, WordBuffer, type WordTable } from './word-table';

/**
 * The content words of a text as ids of a WordTable, read straight from the
 * text: lower-cased, stop words dropped, a plural `s` stripped, a word being a
 * run of letters and digits (any script) as `split(/[^\p{L}\p{N}]+/u)` cuts
 * the lower-cased text. Lower-casing the whole text and slicing every word
 * cost the twin join half its time.
 *
 * Lower-casing maps each code point on its own but Greek capital sigma (final
 * or not by its neighbours), and ASCII letters to ASCII letters. So a run of
 * ASCII letters and digits between ASCII separators is lower-cased here one
 * unit at a time; a run holding any other character is lower-cased as a
 * string (what it lowers to may join or split words: the Kelvin sign lowers
 * to an ASCII k, the dotted capital I to two units); a text with a capital
 * sigma is lower-cased whole.
 */

/** Word ids in the order a text holds them; grown as needed and reused from text to text. */
export class IdList {
  ids = new Int32Array(64);
  length = 0;

  push(id: number): void {
    if (this.length === this.ids.length) this.ids = grown(this.ids, 2 * this.length);
    this.ids[this.length++] = id;
  }
}

const CAPITAL_SIGMA = '\u03a3';
/** Per ASCII code: the code lower-cased for a letter or digit, 0 for a separator. */
const ASCII_WORD = new Uint8Array(128).map((_, c) =>
  /[A-Za-z0-9]/.test(String.fromCharCode(c)) ? String.fromCharCode(c).toLowerCase().charCodeAt(0) : 0,
);
const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;
/** Per code unit of the basic plane, 1 for a letter or digit, 2 for another character, 0 before it is first met (the regular expression is dear). */
const BASIC_CLASS = new Uint8Array(0x10000);

/** Code units of the word character at `i`, or 0 when it is not a letter or digit (a lone surrogate is not). */
function wordCharAt(text: string, i: number): number {
  if (i >= text.length) return 0;
  const c = text.charCodeAt(i);
  if (c < 128) return ASCII_WORD[c] ? 1 : 0;
  if (c < 0xd800 || c > 0xdfff) {
    if (!BASIC_CLASS[c]) BASIC_CLASS[c] = LETTER_OR_DIGIT.test(String.fromCharCode(c)) ? 1 : 2;
    return BASIC_CLASS[c] & 1;
  }
  const point = text.codePointAt(i)!;
  return LETTER_OR_DIGIT.test(String.fromCodePoint(point)) ? (point > 0xffff ? 2 : 1) : 0;
}

/** The word being read, reused from word to word (reading is synchronous). */
const word = new WordBuffer();

/** The content words of `text` into `out`, as ids of `table`, in order. */
export function readContentWords(text: string, table: WordTable, out: IdList): void {
  out.length = 0;
  const end = text.length;
  let i = 0;
  while (i < end) {
    let c = text.charCodeAt(i);
    if (c < 128 && !ASCII_WORD[c]) {
      i++;
      continue;
    }
    // A run starts here, after an ASCII separator (or the start): read unit by unit as long as it is ASCII.
    word.clear();
    let k = i;
    let chars = word.chars;
    let hash = word.hash;
    let stem = hash;
    while (c < 128 && ASCII_WORD[c]) {
      const lower = ASCII_WORD[c];
      if (k - i === chars.length) chars = word.grow();
      chars[k - i] = lower;
      stem = hash;
      hash = hashStep(hash, lower);
      if (++k === end) break;
      c = text.charCodeAt(k);
    }
    if (k === end || c < 128) {
      word.length = k - i;
      word.hash = hash;
      word.stem = stem;
      add(table, out);
    } else {
      // Not ASCII: the run goes on to the next ASCII separator and is lower-cased as a string.
      while (k < end && !((c = text.charCodeAt(k)) < 128 && !ASCII_WORD[c])) k++;
      if (!readLowered(text.slice(i, k), table, out)) return readWhole(text, table, out);
    }
    i = k;
  }
}

/** The word read, unless a stop word or a single character. */
function add(table: WordTable, out: IdList): void {
  const id = table.idOf(word);
  if (id >= 0) out.push(id);
}

/** The whole text lower-cased as a string, for a text with a capital sigma. */
function readWhole(text: string, table: WordTable, out: IdList): void {
  out.length = 0;
  readLowered(text, table, out, true);
}

/**
 * The words of a run that holds non-ASCII characters (or of a whole text),
 * cut in its lower-cased form; false, with nothing read, for a run with a
 * capital sigma, whose neighbours decide how it lowers.
 */
function readLowered(run: string, table: WordTable, out: IdList, whole = false): boolean {
  if (!whole && run.includes(CAPITAL_SIGMA)) return false;
  const lower = run.toLowerCase();
  let i = 0;
  while (i < lower.length) {
    let step = wordCharAt(lower, i);
    if (!step) {
      i += lower.codePointAt(i)! > 0xffff ? 2 : 1;
      continue;
    }
    word.clear();
    for (; step; step = wordCharAt(lower, i)) for (const stop = i + step; i < stop; i++) word.push(lower.charCodeAt(i));
    add(table, out);
  }
  return true;
}
