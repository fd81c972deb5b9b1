import { closeSync, openSync, readSync } from 'node:fs';

/**
 * Bounded reads of files that can be very large (a lockfile of a big
 * monorepo is tens of megabytes): read in chunks, never whole, so memory
 * stays at one chunk and a read stops at what it looks for.
 */
const CHUNK = 1 << 20;
/** Past this many bytes a file is not read further: what was not found there is not known. */
export const MAX_SCANNED_BYTES = 256 * CHUNK;

/**
 * The lines of a file, in order, until `visit` returns true (found) or the
 * file ends; false when the file cannot be read. A line is given as its range
 * in `text` (no string is made of a line the visitor does not slice), and one
 * longer than a chunk is cut into chunk-long pieces (no lockfile line is that long).
 */
export function eachLine(path: string, visit: (text: string, start: number, end: number) => boolean): boolean {
  let rest = '';
  return eachChunk(path, (chunk, last) => {
    const text = rest + chunk;
    let start = 0;
    for (let nl = text.indexOf('\n'); nl >= 0; nl = text.indexOf('\n', start)) {
      const end = nl > start && text.charCodeAt(nl - 1) === 13 ? nl - 1 : nl;
      if (visit(text, start, end)) return true;
      start = nl + 1;
    }
    rest = text.length - start > CHUNK ? '' : text.slice(start);
    return last && rest !== '' && visit(rest, 0, rest.length);
  });
}

/**
 * The text that follows the first occurrence of `needle` (up to `window`
 * characters), found by a scan in chunks; undefined when it is not there.
 */
export function textAfter(path: string, needle: string, window = 4096): string | undefined {
  let carry = '';
  let found: string | undefined;
  let collecting = false;
  eachChunk(path, (text) => {
    if (collecting) {
      found = (found! + text).slice(0, window);
      return found.length >= window;
    }
    const joined = carry + text;
    const at = joined.indexOf(needle);
    if (at < 0) {
      carry = joined.slice(-needle.length);
      return false;
    }
    found = joined.slice(at + needle.length, at + needle.length + window);
    collecting = found.length < window;
    return !collecting;
  });
  return found;
}

function eachChunk(path: string, visit: (text: string, last: boolean) => boolean): boolean {
  let fd: number;
  try {
    fd = openSync(path, 'r');
  } catch {
    return false;
  }
  try {
    const buffer = Buffer.allocUnsafe(CHUNK);
    let pending = Buffer.alloc(0);
    for (let read = 0; read < MAX_SCANNED_BYTES;) {
      const n = readSync(fd, buffer, 0, CHUNK, read);
      read += n;
      const bytes = Buffer.concat([pending, buffer.subarray(0, n)]);
      // A UTF-8 character cut at the chunk's end waits for the next chunk.
      const cut = n === 0 ? bytes.length : completeLength(bytes);
      pending = Buffer.from(bytes.subarray(cut));
      if (visit(bytes.toString('utf8', 0, cut), n === 0) || n === 0) return true;
    }
    return true;
  } catch {
    return false;
  } finally {
    closeSync(fd);
  }
}

/** The length of `bytes` without a UTF-8 sequence cut short at its end. */
function completeLength(bytes: Buffer): number {
  for (let i = bytes.length - 1, back = 0; i >= 0 && back < 4; i--, back++) {
    const b = bytes[i];
    if ((b & 0xc0) === 0x80) continue; // a continuation byte
    const need = b >= 0xf0 ? 4 : b >= 0xe0 ? 3 : b >= 0xc0 ? 2 : 1;
    return back + 1 >= need ? bytes.length : i;
  }
  return bytes.length;
}
