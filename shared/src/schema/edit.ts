import type { JsonObject } from '../json/tree';
import type { SourceEdits } from '../language/language';
import type { TextEdit } from '../types';

/** Schema-level edits, stated on the tree and written by the document's language. */

/** The positions of every member named `key` (a duplicated key has several). */
export function indexesOfKey(obj: JsonObject, key: string): number[] {
  return obj.props.flatMap((p, i) => (p.key === key ? [i] : []));
}

/** Remove every member named `key` (duplicates too: `JSON.parse` would keep the last). */
export function dropKeyword(edits: SourceEdits, obj: JsonObject, key: string): TextEdit[] {
  return edits.removeMembers(obj, indexesOfKey(obj, key));
}

/** Remove every member named by `keys`, in one set of edits (neighbours share their separators). */
export function dropKeywords(edits: SourceEdits, obj: JsonObject, keys: readonly string[]): TextEdit[] {
  return edits.removeMembers(
    obj,
    keys.flatMap((k) => indexesOfKey(obj, k)),
  );
}
