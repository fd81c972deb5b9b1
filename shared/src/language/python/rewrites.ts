import { toValue, type JsonNode } from '../../json/tree';
import type { ComputedIndex } from '../computed/computed-index';
import type { TextEdit } from '../../types';
import { isRecord } from '../computed/rewrite-edits';
import { describedAnnotation } from './field-edits';

/**
 * A change of a schema evaluated from type hints, written in Python where the
 * annotation says it: the node's range is the annotation that produced it
 * (pyeval places each node so). Undefined where no Python rewrite is known:
 * no fix is offered then.
 */
export function pythonRewrite(
  text: string,
  node: JsonNode,
  value: unknown,
  computed: ComputedIndex | undefined,
): TextEdit[] | undefined {
  return withoutNull(text, node, value, computed) ?? asJsonText(text, node, value, computed);
}

/** `Optional[X]` → `X`, where the change drops the null branch and nothing else (a repair). */
function withoutNull(
  text: string,
  node: JsonNode,
  value: unknown,
  computed: ComputedIndex | undefined,
): TextEdit[] | undefined {
  const written = text.slice(node.offset, node.offset + node.length);
  const inner = nullableInner(written);
  if (inner === undefined || !dropsNullBranch(toValue(node), value)) return undefined;
  const edit: TextEdit = { offset: node.offset, length: node.length, newText: inner };
  computed?.noteEditTitle(
    edit,
    `\`${written}\` → \`${inner}\` (for the providers that take no null: the parameter keeps its default, and is left out for no value)`,
  );
  return [edit];
}

/**
 * `dict[str, Any]` → `str` carrying JSON text, where the change makes an object
 * with no declared properties a string described as JSON text (an author's fix:
 * the handler decodes it). The description goes where pydantic reads it.
 */
function asJsonText(
  text: string,
  node: JsonNode,
  value: unknown,
  computed: ComputedIndex | undefined,
): TextEdit[] | undefined {
  const description = jsonTextDescription(value);
  const before = toValue(node);
  if (description === undefined || !isRecord(before) || before.type !== 'object' || 'properties' in before)
    return undefined;
  if (/^\s*=(?!=)/.test(text.slice(node.offset + node.length))) return undefined; // a default would be no string
  const written = text.slice(node.offset, node.offset + node.length).replace(/\s+/g, ' ');
  const edits = describedAnnotation(text, node, description, 'str');
  for (const edit of edits)
    computed?.noteEditTitle(edit, `\`${written}\` → \`str\` carrying JSON text (the tool then decodes it)`);
  return edits;
}

/** The description of `{"type": "string", "description": "… (as JSON text)"}`, the JSON-text schema; undefined for any other value. */
function jsonTextDescription(value: unknown): string | undefined {
  if (!isRecord(value) || value.type !== 'string' || Object.keys(value).length !== 2) return undefined;
  const d = value.description;
  return typeof d === 'string' && d.endsWith('(as JSON text)') ? d : undefined;
}

/** `X` of `Optional[X]`, `Union[X, None]`, `X | None` and `None | X` as written; undefined for any other annotation. */
function nullableInner(written: string): string | undefined {
  const optional = /^(?:typing\.)?Optional\[([^]*)\]$/.exec(written.trim());
  if (optional) return optional[1].trim();
  const union = /^(?:typing\.)?Union\[([^]*),\s*None\s*\]$/.exec(written.trim());
  if (union && !topLevelComma(union[1])) return union[1].trim();
  const parts = splitTopLevel(written, '|');
  if (parts.length !== 2) return undefined;
  const other = parts.findIndex((p) => p !== 'None');
  return parts.includes('None') && other >= 0 ? parts[other] : undefined;
}

/** `{anyOf: [T, {"type": "null"}], ...rest}` becoming `{...T, ...rest}`, nothing else changed. */
function dropsNullBranch(before: unknown, after: unknown): boolean {
  if (!isRecord(before) || !isRecord(after)) return false;
  const { anyOf, ...rest } = before;
  if (!Array.isArray(anyOf) || anyOf.length !== 2) return false;
  const nullAt = anyOf.findIndex((b) => JSON.stringify(b) === '{"type":"null"}');
  const other: unknown = anyOf[1 - nullAt];
  if (nullAt < 0 || !isRecord(other)) return false;
  const expected: Record<string, unknown> = { ...other, ...rest };
  const keys = Object.keys(expected);
  return (
    keys.length === Object.keys(after).length &&
    keys.every((k) => JSON.stringify(expected[k]) === JSON.stringify(after[k]))
  );
}

function topLevelComma(s: string): boolean {
  return splitTopLevel(s, ',').length > 1;
}

/** `s` split at `sep` outside brackets, each part trimmed. */
function splitTopLevel(s: string, sep: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s[i];
    if (c === '[' || c === '(') depth++;
    else if (c === ']' || c === ')') depth--;
    else if (c === sep && depth === 0) {
      parts.push(s.slice(start, i).trim());
      start = i + 1;
    }
  }
  parts.push(s.slice(start).trim());
  return parts;
}
