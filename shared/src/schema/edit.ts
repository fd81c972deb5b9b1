import { eol, formatValue, indentAt, removeProperties } from '../json/edits';
import { indexesOfKey, removeKey } from '../json/member-edits';
import { end, type JsonObject, type JsonProperty } from '../json/tree';
import type { TextEdit } from '../types';

/** Schema-level edits built on the formatting-preserving JSON edits. */

export function isMultilineNode(text: string, node: { offset: number; length: number }): boolean {
  return text.slice(node.offset, end(node)).includes('\n');
}

/** Remove every member named `key` (duplicates too: `JSON.parse` would keep the last). */
export const dropKeyword: (text: string, obj: JsonObject, key: string) => TextEdit[] = removeKey;

/** Remove every member named by `keys`, in one set of edits (neighbours share their commas). */
export function dropKeywords(text: string, obj: JsonObject, keys: readonly string[]): TextEdit[] {
  return removeProperties(
    text,
    obj,
    keys.flatMap((k) => indexesOfKey(obj, k)),
  );
}

/**
 * Replace one member (key and value) with other members, laid out like it: on
 * their own lines when the object is multi-line, else on one line.
 */
export function replaceMember(
  text: string,
  obj: JsonObject,
  member: JsonProperty,
  entries: ReadonlyArray<readonly [string, unknown]>,
): TextEdit {
  const multiline = isMultilineNode(text, obj);
  const separator = multiline ? `,${eol(text)}${indentAt(text, member.keyOffset)}` : ', ';
  const body = entries
    .map(([k, v]) => `${JSON.stringify(k)}: ${formatValue(text, member.keyOffset, v, multiline)}`)
    .join(separator);
  const stop = member.value ? end(member.value) : member.keyOffset + member.keyLength;
  return { offset: member.keyOffset, length: stop - member.keyOffset, newText: body };
}
