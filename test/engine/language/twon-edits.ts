import { end, getProp, type JsonNode, type JsonProperty } from '../../../shared/src/json/tree';
import { lineEnding } from '../../../shared/src/language/directive';
import type { SourceEdits } from '../../../shared/src/language/language';
import type { TextEdit } from '../../../shared/src/types';

/**
 * The neutral edits written in TWON: single-quoted strings, bare keys where
 * they are names, `{ a: 1 }` on one line, the file's indentation, line ending
 * and trailing-comma habit on several.
 */
export function twonEdits(text: string): SourceEdits {
  const w = new Writer(text);
  return {
    replaceValue: (node, value, multiline = w.multiline(node)) => [
      w.edit(node.offset, end(node), w.value(value, w.indentAt(node.offset), multiline)),
    ],
    insertMember: (obj, key, value, after) => [
      w.insert(obj, after ? span(after) : undefined, w.member(key, value, obj)),
    ],
    setMember(obj, key, value, after) {
      const existing = getProp(obj, key)?.value;
      return existing ? this.replaceValue(existing, value) : this.insertMember(obj, key, value, after);
    },
    removeMembers: (obj, indexes) => w.remove(obj, obj.props.map(span), indexes),
    replaceMember: (obj, member, entries, multiline = w.multiline(obj)) => {
      const sep = w.multiline(obj) ? `,${w.eol}${w.indentAt(member.keyOffset)}` : ', ';
      const body = entries.map(([k, v]) => `${keyText(k)}: ${w.value(v, w.indentAt(member.keyOffset), multiline)}`);
      return [w.edit(member.keyOffset, span(member).end, body.join(sep))];
    },
    renameKey: (member, key) => [w.edit(member.keyOffset, member.keyOffset + member.keyLength, keyText(key))],
    appendItem: (arr, value) => [w.insert(arr, undefined, (indent, ml) => w.value(value, indent, ml))],
    removeItems: (arr, indexes) => w.remove(arr, arr.items.map(itemSpan), indexes),
  };
}

interface Span {
  start: number;
  end: number;
}

const span = (p: JsonProperty): Span => ({
  start: p.keyOffset,
  end: p.value ? end(p.value) : p.keyOffset + p.keyLength,
});
const itemSpan = (n: JsonNode): Span => ({ start: n.offset, end: end(n) });

function keyText(key: string): string {
  return /^[A-Za-z_$][\w$]*$/.test(key) ? key : quote(key);
}

function quote(s: string): string {
  return `'${s.replace(/\\/g, '\\\\').replace(/'/g, "\\'").replace(/\n/g, '\\n')}'`;
}

class Writer {
  readonly eol: string;
  readonly unit: string;
  readonly trailingCommas: boolean;

  constructor(private readonly text: string) {
    this.eol = lineEnding(text);
    this.unit = /\n([ \t]+)\S/.exec(text)?.[1] ?? '  ';
    this.trailingCommas = /,\s*[}\]]/.test(text);
  }

  edit(from: number, to: number, newText: string): TextEdit {
    return { offset: from, length: to - from, newText };
  }

  multiline(node: { offset: number; length: number }): boolean {
    return this.text.slice(node.offset, end(node)).includes('\n');
  }

  indentAt(pos: number): string {
    return /^[ \t]*/.exec(this.text.slice(this.lineStart(pos)))![0];
  }

  value(value: unknown, indent: string, multiline: boolean): string {
    if (typeof value === 'string') return quote(value);
    if (value === null || typeof value !== 'object') return String(value);
    const entries = Array.isArray(value)
      ? value.map((v) => (inner: string) => this.value(v, inner, multiline))
      : Object.entries(value).map(
          ([k, v]) =>
            (inner: string) =>
              `${keyText(k)}: ${this.value(v, inner, multiline)}`,
        );
    const [open, close] = Array.isArray(value) ? ['[', ']'] : ['{', '}'];
    if (!entries.length) return open + close;
    const inner = indent + this.unit;
    if (!multiline) {
      const body = entries.map((e) => e(inner)).join(', ');
      return Array.isArray(value) ? `[${body}]` : `{ ${body} }`;
    }
    const comma = this.trailingCommas ? ',' : '';
    return `${open}${this.eol}${entries.map((e) => inner + e(inner)).join(`,${this.eol}`)}${comma}${this.eol}${indent}${close}`;
  }

  member(key: string, value: unknown, obj: JsonNode) {
    return (indent: string, multiline: boolean) =>
      `${keyText(key)}: ${this.value(value, indent, multiline && this.multiline(obj) && typeof value === 'object')}`;
  }

  /** Add a member or element after `after` (default: the last), laid out like the list. */
  insert(list: JsonNode, after: Span | undefined, body: (indent: string, multiline: boolean) => string): TextEdit {
    const spans = list.kind === 'object' ? list.props.map(span) : list.kind === 'array' ? list.items.map(itemSpan) : [];
    const last = after ?? spans[spans.length - 1];
    if (!last) {
      const inside = list.offset + 1;
      const text = body(this.indentAt(list.offset), false);
      return this.edit(inside, end(list) - 1, list.kind === 'object' ? ` ${text} ` : text);
    }
    const comma = this.commaAfter(last.end);
    if (!this.multiline(list)) {
      return comma >= 0
        ? this.edit(comma + 1, comma + 1, ` ${body('', false)},`)
        : this.edit(last.end, last.end, `, ${body('', false)}`);
    }
    const indent = this.indentAt(last.start);
    const line = `${this.eol}${indent}${body(indent, true)}`;
    if (comma >= 0) return this.edit(comma + 1, comma + 1, `${line},`);
    return this.edit(last.end, last.end, `,${line}`);
  }

  /** Delete the members at `indexes`, run by run, with their commas (and their lines when they have their own). */
  remove(list: JsonNode, spans: Span[], indexes: readonly number[]): TextEdit[] {
    const drop = new Set(indexes.filter((i) => i >= 0 && i < spans.length));
    if (!drop.size) return [];
    if (drop.size === spans.length) return [this.edit(list.offset + 1, end(list) - 1, '')];
    const edits: TextEdit[] = [];
    for (let i = 0; i < spans.length; i++) {
      if (!drop.has(i)) continue;
      let j = i;
      while (drop.has(j + 1)) j++;
      edits.push(this.removeRun(list, spans, i, j));
      i = j;
    }
    return edits;
  }

  private removeRun(list: JsonNode, spans: Span[], first: number, last: number): TextEdit {
    const comma = this.commaAfter(spans[last].end);
    const stop = comma >= 0 ? comma + 1 : spans[last].end;
    if (
      this.multiline(list) &&
      /^[ \t]*$/.test(this.text.slice(this.lineStart(spans[first].start), spans[first].start))
    ) {
      const nl = this.text.indexOf('\n', stop);
      if (last < spans.length - 1 || comma >= 0) return this.edit(this.lineStart(spans[first].start), nl + 1, '');
    }
    if (last < spans.length - 1) return this.edit(spans[first].start, spans[last + 1].start, '');
    const before = spans[first - 1].end;
    return this.edit(before, stop, comma >= 0 ? ',' : '');
  }

  private commaAfter(pos: number): number {
    let p = pos;
    while (/\s/.test(this.text[p] ?? '')) p++;
    return this.text[p] === ',' ? p : -1;
  }

  private lineStart(pos: number): number {
    return this.text.lastIndexOf('\n', pos - 1) + 1;
  }
}
