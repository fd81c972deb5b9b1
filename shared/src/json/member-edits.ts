import type { TextEdit } from '../types';
import { commaAfter, eol, formatValue, indentAt, insertProperty, removeProperties } from './edits';
import { end, type JsonObject, type JsonProperty } from './tree';

/**
 * Edits that place members next to a given one (rather than at the end of the
 * object), laid out like their neighbours: one per line when the neighbour has
 * its own line, else on the same line.
 */

function memberEnd(prop: JsonProperty): number {
  return prop.value ? end(prop.value) : prop.keyOffset + prop.keyLength;
}

/** True when `prop` starts its own line inside a multi-line object. */
function onOwnLine(text: string, obj: JsonObject, prop: JsonProperty): boolean {
  if (!text.slice(obj.offset, end(obj)).includes('\n')) return false;
  const start = text.lastIndexOf('\n', prop.keyOffset - 1) + 1;
  return /^[ \t]*$/.test(text.slice(start, prop.keyOffset));
}

function memberText(text: string, at: JsonProperty, key: string, value: unknown): string {
  const multilineValue = !!at.value && text.slice(at.value.offset, end(at.value)).includes('\n');
  return `${JSON.stringify(key)}: ${formatValue(text, at.keyOffset, value, multilineValue && typeof value === 'object' && value !== null)}`;
}

/** Insert `"key": value` right after the member `after` (at the end when `after` is the last one or absent). */
export function insertPropertyAfter(
  text: string,
  obj: JsonObject,
  after: JsonProperty | undefined,
  key: string,
  value: unknown,
): TextEdit {
  const comma = after && after !== obj.props[obj.props.length - 1] ? commaAfter(text, memberEnd(after)) : -1;
  if (!after || comma < 0) return insertProperty(text, obj, key, value);
  const member = `${JSON.stringify(key)}: ${formatValue(text, after.keyOffset, value, false)}`;
  if (onOwnLine(text, obj, after))
    return { offset: comma + 1, length: 0, newText: `${eol(text)}${indentAt(text, after.keyOffset)}${member},` };
  return { offset: comma + 1, length: 0, newText: ` ${member},` };
}

/** Replace the member at `index` with one or more members, in its place. */
export function replaceProperty(
  text: string,
  obj: JsonObject,
  index: number,
  members: ReadonlyArray<readonly [string, unknown]>,
): TextEdit {
  const prop = obj.props[index];
  const sep = onOwnLine(text, obj, prop) ? `,${eol(text)}${indentAt(text, prop.keyOffset)}` : ', ';
  const body = members.map(([k, v]) => memberText(text, prop, k, v)).join(sep);
  return { offset: prop.keyOffset, length: memberEnd(prop) - prop.keyOffset, newText: body };
}

/** The positions of every member named `key` (a duplicated key has several). */
export function indexesOfKey(obj: JsonObject, key: string): number[] {
  return obj.props.flatMap((p, i) => (p.key === key ? [i] : []));
}

/** Delete every member named `key`, keeping the layout of the rest. */
export function removeKey(text: string, obj: JsonObject, key: string): TextEdit[] {
  return removeProperties(text, obj, indexesOfKey(obj, key));
}
