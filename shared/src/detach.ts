/**
 * `text.slice(start, end)` as a string of its own. V8 represents a slice as a
 * view that keeps its parent string alive, so anything kept across edits that
 * was parsed from a plain slice (an incrementally re-parsed tool, a cached
 * preview card) would pin that whole version of the document, megabytes per
 * version of a large catalog. Joining and re-slicing forces a flat copy.
 */
export function detachedSlice(text: string, start: number, end: number): string {
  return (' ' + text.slice(start, end)).slice(1);
}

/** Gives a string that may be a slice of a document's text as one of its own (the same string when it cannot be a slice). */
export type Own = <T extends string | undefined>(s: T) => T;

/** V8 makes a slice, a view of its parent, of 13 characters or more; a shorter one is a copy. */
const SLICE_MIN = 13;

const LATIN1 = /^[\x00-\xff]*$/;

/**
 * The copier for strings sliced from `text`. A slice has its parent's
 * representation: one byte a character when the text is all Latin-1 (checking
 * that takes V8 no time for such a text), and then a plain copy is one byte a
 * character too. A text with any other character is stored two bytes a
 * character, its slices and their plain copies as well: those that are Latin-1
 * are copied one byte a character.
 */
export function ownerOf(text: string): Own {
  return LATIN1.test(text) ? ownCopy : own;
}

/** `s` as a string of its own, one byte a character when it is Latin-1, whatever it is a slice of. */
export function own<T extends string | undefined>(s: T): T {
  if (s === undefined || s.length < SLICE_MIN) return s;
  return (LATIN1.test(s) ? latin1Copy(s) : detachedSlice(s, 0, s.length)) as T;
}

/** `s` as a plain copy (of the same representation). */
function ownCopy<T extends string | undefined>(s: T): T {
  return (s === undefined || s.length < SLICE_MIN ? s : detachedSlice(s, 0, s.length)) as T;
}

/** A copy of a Latin-1 string, one byte a character (String.fromCharCode makes one). */
function latin1Copy(s: string): string {
  const codes: number[] = new Array<number>(s.length);
  for (let i = 0; i < s.length; i++) codes[i] = s.charCodeAt(i);
  return fromCodeUnits(codes);
}

/** Code units per String.fromCharCode call: a call takes a bounded number of arguments (about 100,000 here). */
const CHUNK = 4096;

/** The first `length` code units as a string of its own, made a chunk at a time, so that any length works. */
export function fromCodeUnits(units: number[] | Uint16Array, length = units.length): string {
  if (length <= CHUNK && length === units.length) return String.fromCharCode.apply(null, units as number[]); // the usual short word: no copy
  let out = '';
  for (let i = 0; i < length; i += CHUNK) {
    const end = Math.min(length, i + CHUNK);
    const chunk = Array.isArray(units) ? units.slice(i, end) : units.subarray(i, end);
    out += String.fromCharCode.apply(null, chunk as number[]);
  }
  return out;
}
