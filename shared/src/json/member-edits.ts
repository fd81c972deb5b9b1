import type { TextEdit } from '../types';
import { commaAfter, eol, formatValue, indentAt, insertProperty, isMultiline } from './edits';
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

/**
 * Replace one member (key and value) with other members, in its place: on their
 * own lines when the object is multi-line, else on one line. The values are
 * spread over lines when `multiline` (default: when the object is).
 */
export function replaceMembers(
  text: string,
  obj: JsonObject,
  member: JsonProperty,
  entries: ReadonlyArray<readonly [string, unknown]>,
  multiline = isMultiline(text, obj),
): TextEdit {
  const separator = isMultiline(text, obj) ? `,${eol(text)}${indentAt(text, member.keyOffset)}` : ', ';
  const body = entries
    .map(([k, v]) => `${JSON.stringify(k)}: ${formatValue(text, member.keyOffset, v, multiline)}`)
    .join(separator);
  return { offset: member.keyOffset, length: memberEnd(member) - member.keyOffset, newText: body };
}
