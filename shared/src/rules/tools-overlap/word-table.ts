import { fromCodeUnits } from '../../detach';

/**
 * Content words numbered as they are read (content-words.ts): a word comes as
 * its lower-cased code units in a reused buffer, with its hash, and only a word
 * new to the table becomes a string. Stop words are numbered first, so that
 * telling one needs no other lookup.
 */

const STOPWORDS = new Set(
  "a an and are as at be by can for from has have if in into is it its of on or that the this to was were will with you your it's do does not no use used using when which who what how than then there these those they them their be been may must should would".split(
    ' ',
  ),
);

const FNV_OFFSET = 0x811c9dc5 | 0;
const FNV_PRIME = 0x01000193;

/** One more code unit into an FNV-1a hash. */
export const hashStep = (hash: number, c: number) => Math.imul(hash ^ c, FNV_PRIME);

/** The word being read: its code units (lower-cased), its hash, and the hash of all but its last unit (the stem of a plural). */
export class WordBuffer {
  chars: Uint16Array = new Uint16Array(64);
  length = 0;
  hash = FNV_OFFSET;
  stem = FNV_OFFSET;

  clear(): void {
    this.length = 0;
    this.hash = this.stem = FNV_OFFSET;
  }

  push(c: number): void {
    if (this.length === this.chars.length) this.grow();
    this.chars[this.length++] = c;
    this.stem = this.hash;
    this.hash = hashStep(this.hash, c);
  }

  /** Room for twice as many code units; returns the new array. */
  grow(): Uint16Array {
    return (this.chars = grown(this.chars, 2 * this.chars.length));
  }
}

/** Words numbered in the order they are first seen, the stop words first. */
export class WordTable {
  /** The words, by id. */
  readonly strings: string[] = [];
  /** Each id's hash, so that growing the table needs no rehashing and a lookup compares few words. */
  private hashes = new Int32Array(256);
  /** Open addressing: id + 1 per slot, 0 when free. */
  private slots = new Int32Array(512);
  /** The words' code units one after another: id's from starts[id] to starts[id + 1]. */
  private units = new Uint16Array(2048);
  private starts = new Int32Array(257);
  /** Ids below this are stop words. */
  private readonly stopWords: number;

  constructor() {
    const word = new WordBuffer();
    for (const w of STOPWORDS) {
      word.clear();
      for (let i = 0; i < w.length; i++) word.push(w.charCodeAt(i));
      this.insert(word.chars, word.length, word.hash);
    }
    this.stopWords = this.strings.length;
  }

  /** How many ids are given out (the stop words' included). */
  get size(): number {
    return this.strings.length;
  }

  /**
   * The id of the content word in `word`, or -1 for a stop word or a single
   * character. A plural `s` goes (not a double one): the stem is the word,
   * even when it is a stop word ("uses": "use").
   */
  idOf(word: WordBuffer): number {
    const { chars, length } = word;
    if (length < 2) return -1;
    const id = this.find(chars, length, word.hash);
    if (id >= 0 && id < this.stopWords) return -1;
    if (length > 3 && chars[length - 1] === 115 && chars[length - 2] !== 115) {
      const stem = this.find(chars, length - 1, word.stem);
      return stem >= 0 ? stem : this.insert(chars, length - 1, word.stem);
    }
    return id >= 0 ? id : this.insert(chars, length, word.hash);
  }

  /** The id of the first `length` units of `chars`, or -1. */
  private find(chars: Uint16Array, length: number, hash: number): number {
    const mask = this.slots.length - 1;
    for (let slot = spread(hash) & mask; ; slot = (slot + 1) & mask) {
      const id = this.slots[slot] - 1;
      if (id < 0) return -1;
      if (this.hashes[id] === hash && this.holds(id, chars, length)) return id;
    }
  }

  private holds(id: number, chars: Uint16Array, length: number): boolean {
    const start = this.starts[id];
    if (this.starts[id + 1] - start !== length) return false;
    for (let i = 0; i < length; i++) if (this.units[start + i] !== chars[i]) return false;
    return true;
  }

  private insert(chars: Uint16Array, length: number, hash: number): number {
    const id = this.strings.length;
    // Made from the units, the string is one of its own (a slice would keep the text, maybe a whole document, alive).
    this.strings.push(fromCodeUnits(chars, length));
    if (id + 1 === this.hashes.length)
      [this.hashes, this.starts] = [grown(this.hashes, 2 * id), grown(this.starts, 2 * id + 1)];
    const start = this.starts[id];
    if (start + length > this.units.length) this.units = grown(this.units, 2 * (start + length));
    this.units.set(chars.subarray(0, length), start);
    this.starts[id + 1] = start + length;
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

/** A longer copy of a typed array. */
export function grown<T extends Int32Array | Uint16Array>(values: T, length: number): T {
  const copy = new (values.constructor as new (n: number) => T)(length);
  copy.set(values);
  return copy;
}
