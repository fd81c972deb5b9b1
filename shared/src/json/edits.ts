import { lineEnding } from '../language/directive';
import type { TextEdit } from '../types';
import { compactJson } from './compact';
import { end, type JsonArray, type JsonNode, type JsonObject, type JsonProperty } from './tree';

/**
 * Minimal, formatting-preserving text edits on the original text. Every helper
 * returns edits against the text it was given; `applyEdits` applies a set of
 * non-overlapping edits in one pass.
 */

export function applyEdits(text: string, edits: readonly TextEdit[]): string {
  const sorted = [...edits].sort((a, b) => a.offset - b.offset || a.length - b.length);
  let out = '';
  let pos = 0;
  for (const e of sorted) {
    if (e.offset < pos) throw new Error(`overlapping edits at ${e.offset}`);
    out += text.slice(pos, e.offset) + e.newText;
    pos = e.offset + e.length;
  }
  return out + text.slice(pos);
}

/** True when an edit of one set overlaps or touches an edit of the other. */
export function editsOverlap(a: readonly TextEdit[], b: readonly TextEdit[]): boolean {
  // Edits that only touch conflict too: a member removed right before an insertion that
  // begins with a separator after it would leave that separator with nothing before it.
  for (const x of a)
    for (const y of b) if (x.offset <= y.offset + y.length && y.offset <= x.offset + x.length) return true;
  return false;
}

/** Offset just past whitespace and comments from `pos`. */
export function skipTrivia(text: string, pos: number): number {
  for (;;) {
    const c = text.charCodeAt(pos);
    if (c === 32 || c === 9 || c === 10 || c === 13) pos++;
    else if (c === 47 && text.charCodeAt(pos + 1) === 47) {
      while (pos < text.length && text.charCodeAt(pos) !== 10) pos++;
    } else if (c === 47 && text.charCodeAt(pos + 1) === 42) {
      const close = text.indexOf('*/', pos + 2);
      pos = close < 0 ? text.length : close + 2;
    } else return pos;
  }
}

/** Offset of the comma that follows the value ending at `pos`, or -1. */
export function commaAfter(text: string, pos: number): number {
  const next = skipTrivia(text, pos);
  return text.charCodeAt(next) === 44 ? next : -1;
}

function lineStart(text: string, pos: number): number {
  const nl = text.lastIndexOf('\n', pos - 1);
  return nl + 1;
}

/** The end of the line containing pos, past its line break, if only whitespace follows pos on it. */
function restOfLineIfBlank(text: string, pos: number): number | undefined {
  let p = pos;
  while (p < text.length && (text[p] === ' ' || text[p] === '\t')) p++;
  if (p === text.length) return p;
  if (text[p] === '\r' && text[p + 1] === '\n') return p + 2;
  if (text[p] === '\n') return p + 1;
  return undefined;
}

/** True when only spaces and tabs come before pos on its line; read backwards, so a long one-line text costs nothing. */
function onlyWhitespaceBefore(text: string, pos: number): boolean {
  let p = pos - 1;
  while (p >= 0 && (text.charCodeAt(p) === 32 || text.charCodeAt(p) === 9)) p--;
  return p < 0 || text.charCodeAt(p) === 10;
}

/** The indentation of the line that holds pos. */
export function indentAt(text: string, pos: number): string {
  const start = lineStart(text, pos);
  return /^[ \t]*/.exec(text.slice(start, pos + 1))![0];
}

/**
 * Layout facts of the whole text, computed once per text: a fix-all pass asks
 * for them once per edit it makes, and each scan is O(text).
 */
let layoutText: string | undefined;
let layout: { unit: string; eol: string } = { unit: '  ', eol: '\n' };

function layoutOf(text: string) {
  if (text !== layoutText) {
    const m = /\n([ \t]+)\S/.exec(text);
    const unit = !m ? '  ' : m[1].startsWith('\t') ? '\t' : m[1].length >= 4 && m[1].length % 4 === 0 ? '    ' : '  ';
    layout = { unit, eol: lineEnding(text) };
    layoutText = text;
  }
  return layout;
}

/** The document's indentation unit: the first indented line's leading whitespace, else two spaces. */
export function indentUnit(text: string): string {
  return layoutOf(text).unit;
}

export function eol(text: string): string {
  return layoutOf(text).eol;
}

function memberEnd(prop: JsonProperty): number {
  return prop.value ? end(prop.value) : prop.keyOffset + prop.keyLength;
}

/** Where one member of a list (an object's member, an array's element) starts and ends in the text. */
interface Extent {
  start: number;
  end: number;
}

function memberSpan(prop: JsonProperty): Extent {
  return { start: prop.keyOffset, end: memberEnd(prop) };
}

function itemSpan(item: JsonNode): Extent {
  return { start: item.offset, end: end(item) };
}

/** Delete the members `first..last` (a run of neighbours), with their commas. */
function removeRun(text: string, spans: Extent[], first: number, last: number): TextEdit {
  const head = spans[first];
  const runEnd = spans[last].end;
  const comma = commaAfter(text, runEnd);
  if (comma >= 0) {
    const after = comma + 1;
    const lineEnd = onlyWhitespaceBefore(text, head.start) ? restOfLineIfBlank(text, after) : undefined;
    if (lineEnd !== undefined) {
      const start = lineStart(text, head.start);
      return { offset: start, length: lineEnd - start, newText: '' };
    }
    let stop = after;
    while (text[stop] === ' ' || text[stop] === '\t') stop++;
    return { offset: head.start, length: stop - head.start, newText: '' };
  }
  // No comma, yet members follow (a text with syntax errors): the run goes, up to the next member.
  if (last < spans.length - 1) return { offset: head.start, length: spans[last + 1].start - head.start, newText: '' };
  // The run ends the list: the comma before it goes too, or the kept members would end in one.
  const prevEnd = spans[first - 1].end;
  const prevComma = commaAfter(text, prevEnd);
  const start = prevComma >= 0 ? prevComma : prevEnd;
  return { offset: start, length: runEnd - start, newText: '' };
}

/** Delete several members of one list (object or array), keeping the layout of the rest. */
function removeMembers(text: string, container: JsonNode, spans: Extent[], indexes: number[]): TextEdit[] {
  const drop = new Set(indexes.filter((i) => i >= 0 && i < spans.length));
  if (drop.size === 0) return [];
  if (spans.every((_, i) => drop.has(i))) {
    const inner = container.offset + 1;
    const close = Math.max(inner, end(container) - 1);
    return [
      {
        offset: inner,
        length: close - inner,
        newText: isMultiline(text, container) ? eol(text) + indentAt(text, container.offset) : '',
      },
    ];
  }
  const edits: TextEdit[] = [];
  for (let i = 0; i < spans.length; i++) {
    if (!drop.has(i)) continue;
    let j = i;
    while (drop.has(j + 1)) j++;
    edits.push(removeRun(text, spans, i, j));
    i = j;
  }
  return edits;
}

/** Delete several members of one object, keeping the layout of the rest. */
export function removeProperties(text: string, obj: JsonObject, indexes: number[]): TextEdit[] {
  return removeMembers(text, obj, obj.props.map(memberSpan), indexes);
}

/** Delete several elements of one array, with their commas, keeping the layout of the rest. */
export function removeArrayItems(text: string, arr: JsonArray, indexes: number[]): TextEdit[] {
  return removeMembers(text, arr, arr.items.map(itemSpan), indexes);
}

/** Replace a node's text. */
export function replaceNode(node: { offset: number; length: number }, newText: string): TextEdit {
  return { offset: node.offset, length: node.length, newText };
}

/**
 * JSON text for a value, laid out to sit at `at` in `text`: on one line when the
 * surrounding object is on one line, else indented like its neighbours.
 */
export function formatValue(text: string, at: number, value: unknown, multiline: boolean): string {
  if (!multiline) return compactJson(value);
  const unit = indentUnit(text);
  const base = indentAt(text, at);
  return JSON.stringify(value, null, unit)
    .split('\n')
    .join(eol(text) + base);
}

/** True when the node's text spans more than one line. */
export function isMultiline(text: string, node: { offset: number; length: number }): boolean {
  return text.slice(node.offset, end(node)).includes('\n');
}

/**
 * Add the member `"key": value` to obj, after its last member (or inside `{}`),
 * copying the layout of the existing members.
 */
export function insertProperty(text: string, obj: JsonObject, key: string, value: unknown): TextEdit {
  const keyText = JSON.stringify(key);
  const last = obj.props[obj.props.length - 1];
  if (!last) {
    const inner = obj.offset + 1;
    const close = Math.max(inner, end(obj) - 1); // an object left open at the end of the text has no `}`
    if (isMultiline(text, obj)) {
      const base = indentAt(text, obj.offset);
      const nl = eol(text);
      const indent = base + indentUnit(text);
      return {
        offset: inner,
        length: close - inner,
        newText: `${nl}${indent}${keyText}: ${formatValue(text, obj.offset, value, true)
          .split(nl)
          .join(nl + indentUnit(text))}${nl}${base}`,
      };
    }
    return { offset: inner, length: close - inner, newText: ` ${keyText}: ${formatValue(text, inner, value, false)} ` };
  }
  return appendMember(
    text,
    obj,
    memberSpan(last),
    (multiline) => `${keyText}: ${formatValue(text, last.keyOffset, value, multiline)}`,
  );
}

/** Insert a member after the last one of a non-empty list, laid out like it (own line or same line). */
function appendMember(
  text: string,
  container: JsonNode,
  last: Extent,
  member: (multiline: boolean) => string,
): TextEdit {
  const comma = commaAfter(text, last.end);
  const multiline = isMultiline(text, container) && onlyWhitespaceBefore(text, last.start);
  const body = member(multiline);
  if (multiline) {
    const indent = indentAt(text, last.start);
    if (comma >= 0) return { offset: comma + 1, length: 0, newText: `${eol(text)}${indent}${body},` };
    return { offset: last.end, length: 0, newText: `,${eol(text)}${indent}${body}` };
  }
  if (comma >= 0) return { offset: comma + 1, length: 0, newText: ` ${body},` };
  return { offset: last.end, length: 0, newText: `, ${body}` };
}

/** Add `value` as the last element of arr, laid out like the elements it has. */
export function appendArrayItem(text: string, arr: JsonArray, value: unknown): TextEdit {
  const last = arr.items[arr.items.length - 1];
  if (!last) return { offset: arr.offset + 1, length: Math.max(0, arr.length - 2), newText: compactJson(value) };
  return appendMember(text, arr, itemSpan(last), (multiline) => formatValue(text, last.offset, value, multiline));
}

/** Replace the value of an existing member, or insert the member. */
export function setProperty(text: string, obj: JsonObject, key: string, value: unknown): TextEdit {
  let prop;
  for (let i = obj.props.length - 1; i >= 0; i--)
    if (obj.props[i].key === key) {
      prop = obj.props[i];
      break;
    }
  if (prop?.value)
    return replaceNode(prop.value, formatValue(text, prop.keyOffset, value, isMultiline(text, prop.value)));
  return insertProperty(text, obj, key, value);
}
