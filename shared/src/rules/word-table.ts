import { detachedSlice } from '../detach';

/**
 * The content words of texts (contentSequence's words: lower-cased, stop words
 * dropped, a plural `s` stripped), numbered straight from each text: a word is
 * hashed and looked up where it stands, so no string is made unless the word
 * is new to the table. contentSequence lower-cases the whole text and slices
 * every word, which cost the twin join half its time.
 *
 * Lower-casing a text maps each code point on its own, but for Greek capital
 * sigma (final or not by its neighbours), and ASCII letters to ASCII letters.
 * So a run of ASCII letters and digits between ASCII separators is lower-cased
 * here one character at a time; a run holding any other character is
 * lower-cased as a string (what it lowers to may join or split words: Kelvin
 * sign K, dotted İ), and a text with a capital sigma is lower-cased whole.
 */

/** Word ids in the order a text holds them; grown as needed and reused from text to text. */
export class IdList {
  ids = new Int32Array(64);
  length = 0;

  push(id: number): void {
    if (this.length === this.ids.length) {
      const grown = new Int32Array(2 * this.length);
      grown.set(this.ids);
      this.ids = grown;
    }
    this.ids[this.length++] = id;
  }
}

const CAPITAL_SIGMA = '\u03a3';
const FNV_OFFSET = 0x811c9dc5 | 0;
const FNV_PRIME = 0x01000193;

const STOPWORDS = new Set(
  'a an and are as at be by can for from has have if in into is it its of on or that the this to was were will with you your it\'s do does not no use used using when which who what how than then there these those they them their be been may must should would'.split(' '),
);

/** ASCII letters and digits: 1, else 0. */
const ASCII_WORD = new Uint8Array(128).map((_, c) => (/[A-Za-z0-9]/.test(String.fromCharCode(c)) ? 1 : 0));
const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;

/** Code units of the word character at `i`, or 0 when it is not a letter or digit (a lone surrogate is not). */
function wordCharAt(text: string, i: number): number {
  if (i >= text.length) return 0;
  const c = text.charCodeAt(i);
  if (c < 128) return ASCII_WORD[c];
  const point = text.codePointAt(i)!;
  return LETTER_OR_DIGIT.test(String.fromCodePoint(point)) ? (point > 0xffff ? 2 : 1) : 0;
}

/** A code unit with ASCII capitals lower-cased: what the table hashes and compares. */
const lowerAscii = (c: number) => (c >= 65 && c <= 90 ? c + 32 : c);

/** FNV-1a of `text`'s code units from `start` to `end`, ASCII capitals lower-cased, continuing from `hash`. */
function hashOf(text: string, start: number, end: number, hash = FNV_OFFSET): number {
  for (let i = start; i < end; i++) hash = Math.imul(hash ^ lowerAscii(text.charCodeAt(i)), FNV_PRIME);
  return hash;
}

/** Words numbered in the order they are first seen, the stop words first. */
export class WordTable {
  /** The words, by id. */
  readonly strings: string[] = [];
  /** Each id's hash, so that growing the table needs no rehashing and a lookup compares few strings. */
  private hashes = new Int32Array(256);
  /** Open addressing: id + 1 per slot, 0 when free. */
  private slots = new Int32Array(512);
  /** Ids below this are stop words. */
  private readonly stopWords: number;

  constructor() {
    for (const w of STOPWORDS) this.insert(w, 0, w.length, hashOf(w, 0, w.length));
    this.stopWords = this.strings.length;
  }

  /** How many ids are given out (the stop words' included). */
  get size(): number {
    return this.strings.length;
  }

  /** The content words of `text` into `out`, as ids, in order. */
  read(text: string, out: IdList): void {
    out.length = 0;
    const end = text.length;
    let i = 0;
    while (i < end) {
      let c = text.charCodeAt(i);
      if (c < 128 && !ASCII_WORD[c]) {
        i++;
        continue;
      }
      // A run starts here, after an ASCII separator (or the start): hashed as long as it is ASCII.
      let k = i;
      let stem = FNV_OFFSET;
      let hash = FNV_OFFSET;
      while (c < 128 && ASCII_WORD[c]) {
        stem = hash;
        hash = Math.imul(hash ^ lowerAscii(c), FNV_PRIME);
        if (++k === end) break;
        c = text.charCodeAt(k);
      }
      if (k === end || c < 128) {
        this.add(text, i, k, stem, hash, out);
      } else {
        // Not ASCII: the run goes on to the next ASCII separator and is lower-cased as a string.
        while (k < end && !((c = text.charCodeAt(k)) < 128 && !ASCII_WORD[c])) k++;
        if (!this.readLowered(text.slice(i, k), out)) return this.readWhole(text, out);
      }
      i = k;
    }
  }

  /** contentSequence's path: the whole text lower-cased as a string (for a text with a capital sigma). */
  private readWhole(text: string, out: IdList): void {
    out.length = 0;
    this.readLowered(text, out, true);
  }

  /**
   * The words of a run that holds non-ASCII characters (or of a whole text),
   * cut in its lower-cased form as contentSequence cuts them; false, with
   * nothing read, for a run with a capital sigma, whose neighbours decide it.
   */
  private readLowered(run: string, out: IdList, whole = false): boolean {
    if (!whole && run.includes(CAPITAL_SIGMA)) return false;
    const lower = run.toLowerCase();
    let i = 0;
    while (i < lower.length) {
      let step = wordCharAt(lower, i);
      if (!step) {
        i += lower.codePointAt(i)! > 0xffff ? 2 : 1;
        continue;
      }
      const start = i;
      while (step) step = wordCharAt(lower, (i += step));
      const stem = hashOf(lower, start, i - 1);
      this.add(lower, start, i, stem, Math.imul(stem ^ lower.charCodeAt(i - 1), FNV_PRIME), out);
    }
    return true;
  }

  /**
   * The word of `text` from `start` to `end` (lower-cased as the table
   * compares), unless it is a stop word or too short; `hash` is its hash and
   * `stem` that of all but its last character.
   */
  private add(text: string, start: number, end: number, stem: number, hash: number, out: IdList): void {
    const length = end - start;
    if (length < 2) return;
    const id = this.find(text, start, end, hash);
    if (id >= 0 && id < this.stopWords) return;
    // A plural `s` goes (not a double one): the stem is the word, even when it is a stop word ("uses": "use").
    const plural = length > 3 && lowerAscii(text.charCodeAt(end - 1)) === 115 && lowerAscii(text.charCodeAt(end - 2)) !== 115;
    if (!plural) out.push(id >= 0 ? id : this.insert(text, start, end, hash));
    else {
      const stemId = this.find(text, start, end - 1, stem);
      out.push(stemId >= 0 ? stemId : this.insert(text, start, end - 1, stem));
    }
  }

  /** The id of the word `text` holds from `start` to `end`, or -1. */
  private find(text: string, start: number, end: number, hash: number): number {
    const mask = this.slots.length - 1;
    for (let slot = spread(hash) & mask; ; slot = (slot + 1) & mask) {
      const id = this.slots[slot] - 1;
      if (id < 0) return -1;
      if (this.hashes[id] === hash && sameWord(this.strings[id], text, start, end)) return id;
    }
  }

  private insert(text: string, start: number, end: number, hash: number): number {
    const id = this.strings.length;
    // A string of its own: a slice would keep the text, maybe a whole document, alive.
    this.strings.push(detachedSlice(text, start, end).replace(/[A-Z]+/g, (s) => s.toLowerCase()));
    if (id === this.hashes.length) {
      const grown = new Int32Array(2 * id);
      grown.set(this.hashes);
      this.hashes = grown;
    }
    this.hashes[id] = hash;
    if (2 * this.strings.length > this.slots.length) this.rehash(2 * this.slots.length);
    else this.place(id);
    return id;
  }

  private rehash(capacity: number): void {
    this.slots = new Int32Array(capacity);
    for (let id = 0; id < this.strings.length; id++) this.place(id);
  }

  private place(id: number): void {
    const mask = this.slots.length - 1;
    let slot = spread(this.hashes[id]) & mask;
    while (this.slots[slot] !== 0) slot = (slot + 1) & mask;
    this.slots[slot] = id + 1;
  }
}

/** The hash's high bits mixed into its low ones, which pick the slot. */
const spread = (hash: number) => hash ^ (hash >>> 15);

/** Whether `word` is `text` from `start` to `end` with ASCII capitals lower-cased. */
function sameWord(word: string, text: string, start: number, end: number): boolean {
  if (word.length !== end - start) return false;
  for (let i = 0; i < word.length; i++) if (word.charCodeAt(i) !== lowerAscii(text.charCodeAt(start + i))) return false;
  return true;
}
