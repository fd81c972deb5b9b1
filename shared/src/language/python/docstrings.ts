import type { SyntaxNode } from '@lezer/common';
import type { Span } from '../../types';
import { stringValue } from './strings';

/** A function's or class's docstring: its value as `__doc__` holds it, and the literal it is written as. */
export interface Docstring {
  raw: string;
  node: SyntaxNode;
}

/** The docstring of a `def` or `class`: the first statement of its body, when it is a string literal. */
export function docstringOf(text: string, definition: SyntaxNode): Docstring | undefined {
  const body = definition.getChild('Body');
  let first = body?.firstChild;
  while (first && (first.name === ':' || first.name === 'Comment')) first = first.nextSibling;
  const literal = first?.name === 'ExpressionStatement' ? first.firstChild : undefined;
  if (!literal || (literal.name !== 'String' && literal.name !== 'ContinuedString') || literal.nextSibling)
    return undefined;
  const raw = stringValue(text, literal);
  return raw === undefined ? undefined : { raw, node: literal };
}

/** `inspect.cleandoc`: tabs expanded, the first line stripped, the rest's common indentation removed, blank edges dropped. */
export function cleandoc(doc: string): string {
  const lines = doc.replace(/\t/g, '        ').split(/\r?\n/);
  let margin = Infinity;
  for (const line of lines.slice(1)) {
    const content = line.trimStart();
    if (content) margin = Math.min(margin, line.length - content.length);
  }
  const out = [lines[0].trimStart(), ...lines.slice(1).map((l) => (margin === Infinity ? l : l.slice(margin)))];
  while (out.length && !out[0].trim()) out.shift();
  while (out.length && !out[out.length - 1].trim()) out.pop();
  return out.join('\n');
}

/** How a docstring's parameters are written. */
export type DocStyle = 'google' | 'numpy' | 'sphinx';

/** What a docstring parser reads: the text before the first section, the parameters' descriptions, whether it says what is returned. */
export interface ParsedDoc {
  summary: string;
  params: Map<string, string>;
  returns?: string;
  style?: DocStyle;
}

const GOOGLE_SECTION =
  /^(Args|Arguments|Parameters|Params|Keyword Args|Keyword Arguments|Other Parameters|Returns?|Yields?|Raises|Examples?|Notes?|Attributes|See Also|Warnings?|Todo|References)\s*:\s*$/;
const GOOGLE_PARAMS = /^(Args|Arguments|Parameters|Params|Keyword Args|Keyword Arguments)$/;
const NUMPY_RULE = /^-{3,}\s*$/;
const SPHINX_FIELD = /^:(param|parameter|arg|argument|key|keyword|returns?|raises?|type|rtype)\b/;

/**
 * A cleaned docstring read as griffe and docstring_parser read it, the style
 * told from the text (Google `Args:`, NumPy underlined `Parameters`, Sphinx
 * `:param x:`); `only` reads one style, as LangChain's `parse_docstring` reads Google's alone.
 */
export function parseDocstring(doc: string, only?: DocStyle): ParsedDoc {
  const lines = doc.split('\n');
  const style = only ?? styleOf(lines);
  const start = sectionStart(lines, style);
  const summary = lines.slice(0, start).join('\n').trim();
  const parsed: ParsedDoc = { summary, params: new Map(), style: start < lines.length ? style : undefined };
  if (style === 'google') readGoogle(lines.slice(start), parsed);
  else if (style === 'numpy') readNumpy(lines.slice(start), parsed);
  else if (style === 'sphinx') readSphinx(lines.slice(start), parsed);
  return parsed;
}

function styleOf(lines: readonly string[]): DocStyle | undefined {
  if (lines.some((l, i) => i > 0 && NUMPY_RULE.test(l) && /^\w/.test(lines[i - 1]))) return 'numpy';
  if (lines.some((l) => SPHINX_FIELD.test(l.trim()))) return 'sphinx';
  if (lines.some((l) => GOOGLE_SECTION.test(l))) return 'google';
  return undefined;
}

function sectionStart(lines: readonly string[], style: DocStyle | undefined): number {
  const at = lines.findIndex((l, i) =>
    style === 'google'
      ? GOOGLE_SECTION.test(l)
      : style === 'numpy'
        ? NUMPY_RULE.test(lines[i + 1] ?? '') && /^\w/.test(l)
        : style === 'sphinx' && SPHINX_FIELD.test(l.trim()),
  );
  return at < 0 ? lines.length : at;
}

function indentOf(line: string): number {
  return line.length - line.trimStart().length;
}

/** Google sections: `Args:` then `name (type): text`, continued on lines indented deeper. */
function readGoogle(lines: readonly string[], parsed: ParsedDoc): void {
  let section = '';
  let entryIndent = -1;
  let current: string | undefined;
  for (const line of lines) {
    const header = GOOGLE_SECTION.exec(line);
    if (header) {
      section = header[1];
      entryIndent = -1;
      current = undefined;
      continue;
    }
    if (!line.trim()) continue;
    const indent = indentOf(line);
    if (section.startsWith('Return') || section.startsWith('Yield')) {
      parsed.returns = parsed.returns ? `${parsed.returns}\n${line.trim()}` : line.trim();
      continue;
    }
    if (!GOOGLE_PARAMS.test(section)) continue;
    if (entryIndent < 0) entryIndent = indent;
    const entry = /^\*{0,2}(\w+)\s*(?:\([^)]*\))?\s*:\s*(.*)$/.exec(line.trim());
    if (indent <= entryIndent && entry) {
      current = entry[1];
      parsed.params.set(current, entry[2]);
    } else if (current !== undefined) parsed.params.set(current, joined(parsed.params.get(current), line.trim()));
  }
}

/** NumPy sections: `Parameters` over a rule, then `name : type` with its text indented below. */
function readNumpy(lines: readonly string[], parsed: ParsedDoc): void {
  let section = '';
  let current: string | undefined;
  for (const [i, line] of lines.entries()) {
    if (NUMPY_RULE.test(line)) continue;
    if (NUMPY_RULE.test(lines[i + 1] ?? '')) {
      section = line.trim();
      current = undefined;
      continue;
    }
    if (!line.trim()) continue;
    if (/^Returns?$|^Yields?$/.test(section)) {
      parsed.returns = parsed.returns ? `${parsed.returns}\n${line.trim()}` : line.trim();
      continue;
    }
    if (!/^(Parameters|Other Parameters|Keyword Arguments)$/.test(section)) continue;
    const entry = /^\*{0,2}(\w+)\s*(?::.*)?$/.exec(line);
    if (indentOf(line) === 0 && entry) {
      current = entry[1];
      parsed.params.set(current, '');
    } else if (current !== undefined) parsed.params.set(current, joined(parsed.params.get(current), line.trim()));
  }
}

/** Sphinx fields: `:param name: text` (or `:param type name: text`), continued on indented lines. */
function readSphinx(lines: readonly string[], parsed: ParsedDoc): void {
  let current: string | undefined;
  let returns = false;
  for (const line of lines) {
    const field = /^:(param|parameter|arg|argument|key|keyword)\s+(?:[^:]*\s)?\*{0,2}(\w+)\s*:\s*(.*)$/.exec(
      line.trim(),
    );
    if (field) {
      current = field[2];
      returns = false;
      parsed.params.set(current, field[3]);
    } else if (/^:returns?:/.test(line.trim())) {
      current = undefined;
      returns = true;
      parsed.returns = line.trim().replace(/^:returns?:\s*/, '');
    } else if (/^:/.test(line.trim())) {
      current = undefined;
      returns = false;
    } else if (line.trim() && current !== undefined)
      parsed.params.set(current, joined(parsed.params.get(current), line.trim()));
    else if (line.trim() && returns) parsed.returns = joined(parsed.returns, line.trim());
  }
}

function joined(before: string | undefined, more: string): string {
  return before ? `${before}\n${more}` : more;
}

/**
 * Where a parameter's entry is written in the docstring's source (its name's
 * line): found by its name at the start of a line inside the literal. The
 * cleaned text's offsets are not the source's (indentation, escapes).
 */
export function entrySpan(text: string, doc: Docstring, name: string): Span {
  const source = text.slice(doc.node.from, doc.node.to);
  const entry = new RegExp(`^[ \\t]*(?::\\w+\\s+(?:[^:\\n]*\\s)?)?\\*{0,2}${name}\\b.*$`, 'm').exec(source);
  if (!entry) return { offset: doc.node.from, length: doc.node.to - doc.node.from };
  const lead = entry[0].length - entry[0].trimStart().length;
  return { offset: doc.node.from + entry.index + lead, length: entry[0].trim().length };
}
