/** The span two versions of a text differ in. */
export interface Change {
  /** Where the texts first differ. */
  start: number;
  /** End of the changed span in the old text, and in the new one. */
  oldEnd: number;
  newEnd: number;
  delta: number;
}

/** Chunk sizes the texts are compared in, largest first: few slices over megabytes, few characters near the change. */
const CHUNKS = [65536, 1024, 1];

/** The smallest span that differs between two texts (common prefix and suffix, compared a chunk at a time). */
export function changedSpan(before: string, after: string): Change {
  const max = Math.min(before.length, after.length);
  let start = 0;
  for (const chunk of CHUNKS)
    while (start + chunk <= max && before.slice(start, start + chunk) === after.slice(start, start + chunk))
      start += chunk;
  const room = max - start;
  let tail = 0;
  for (const chunk of CHUNKS) {
    while (
      tail + chunk <= room &&
      before.slice(before.length - tail - chunk, before.length - tail) ===
        after.slice(after.length - tail - chunk, after.length - tail)
    )
      tail += chunk;
  }
  return { start, oldEnd: before.length - tail, newEnd: after.length - tail, delta: after.length - before.length };
}
