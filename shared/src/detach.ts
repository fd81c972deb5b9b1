/**
 * `text.slice(start, end)` as a string of its own. V8 represents a slice as a
 * view that keeps its parent string alive, so anything kept across edits that
 * was parsed from a plain slice (an incrementally re-parsed tool, a cached
 * preview card) would pin that whole version of the document: 24 MB per
 * version on a 5,000-tool catalog. Joining and re-slicing forces a flat copy.
 */
export function detachedSlice(text: string, start: number, end: number): string {
  return (' ' + text.slice(start, end)).slice(1);
}
