import type { Comment } from './json/parse';
import type { CommentSyntax } from './language/language';

/**
 * In-source suppressions, in the comments of the document's language (JSONC's shown):
 *   // toolwire-disable-next-line rule-a, rule-b -- why
 *   /* toolwire-disable rule-a *\/ … /* toolwire-enable rule-a *\/
 *   /* toolwire-disable *\/            (every rule, to the end of the file)
 * A directive with no rule ids covers every rule.
 */
export interface Suppressions {
  isSuppressed(rule: string, offset: number): boolean;
}

const DIRECTIVE = /^\s*toolwire-(disable-next-line|disable-line|disable|enable)\b\s*([^]*)$/;

interface Range {
  start: number;
  end: number;
  rules: Set<string> | 'all';
}

/** A comment's text inside its delimiters (a block comment left open at the end of the text has no closer). */
function commentBody(text: string, c: Comment, syntax: CommentSyntax): string {
  const raw = text.slice(c.offset, c.offset + c.length);
  if (syntax.line && raw.startsWith(syntax.line)) return raw.slice(syntax.line.length);
  if (!syntax.block || !raw.startsWith(syntax.block[0])) return raw;
  const [open, close] = syntax.block;
  return raw.slice(open.length, raw.length - (raw.endsWith(close) ? close.length : 0));
}

function ruleIds(rest: string): Set<string> | 'all' {
  const list = rest
    .split(/\s--\s|^--\s?/)[0]
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  return list.length ? new Set(list) : 'all';
}

function lineBounds(text: string, offset: number): [number, number] {
  const start = text.lastIndexOf('\n', offset - 1) + 1;
  const nl = text.indexOf('\n', offset);
  return [start, nl < 0 ? text.length : nl];
}

export const NO_SUPPRESSIONS: Suppressions = { isSuppressed: () => false };

export function readSuppressions(text: string, comments: readonly Comment[], syntax: CommentSyntax): Suppressions {
  const ranges: Range[] = [];
  const open = new Map<string, number>();
  for (const c of comments) {
    const m = DIRECTIVE.exec(commentBody(text, c, syntax));
    if (!m) continue;
    const [, kind, rest] = m;
    const rules = ruleIds(rest);
    if (kind === 'disable-next-line') {
      const [, lineEnd] = lineBounds(text, c.offset + c.length);
      const [start, stop] = lineBounds(text, Math.min(text.length, lineEnd + 1));
      ranges.push({ start, end: stop, rules });
    } else if (kind === 'disable-line') {
      const [start, stop] = lineBounds(text, c.offset);
      ranges.push({ start, end: stop, rules });
    } else if (kind === 'disable') {
      for (const id of rules === 'all' ? ['*'] : rules) if (!open.has(id)) open.set(id, c.offset);
    } else {
      for (const id of rules === 'all' ? [...open.keys()] : rules) {
        const start = open.get(id);
        if (start === undefined) continue;
        open.delete(id);
        ranges.push({ start, end: c.offset, rules: id === '*' ? 'all' : new Set([id]) });
      }
    }
  }
  for (const [id, start] of open) ranges.push({ start, end: text.length, rules: id === '*' ? 'all' : new Set([id]) });
  if (!ranges.length) return NO_SUPPRESSIONS;
  return {
    isSuppressed: (rule, offset) =>
      ranges.some((r) => offset >= r.start && offset <= r.end && (r.rules === 'all' || r.rules.has(rule))),
  };
}
