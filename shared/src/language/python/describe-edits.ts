import type { Span, TextEdit } from '../../types';
import { describedAnnotation } from './field-edits';
import type { PyParamOrigin } from './origins';
import type { ComputedIndex } from '../computed/computed-index';

/**
 * The edits that give a parameter a description where its SDK reads one:
 * `Field(description=...)` for the SDKs that read pydantic's fields, an entry
 * of the docstring's `Args:` for those that read docstrings (LangChain's
 * `parse_docstring=True`, the Agents SDK). [] where neither can be written
 * (a docstring reader on a function with no docstring).
 */
export function describeParameter(
  text: string,
  origin: PyParamOrigin,
  description: string,
  computed: ComputedIndex | undefined,
): TextEdit[] {
  const by = origin.describedBy;
  const edits =
    by.kind === 'field'
      ? describedAnnotation(text, origin, description)
      : by.docstring
        ? argsEntry(text, by.docstring, origin.param, description)
        : [];
  const title =
    by.kind === 'field'
      ? `Describe \`${origin.param}\` in \`Field(description=...)\``
      : `Describe \`${origin.param}\` in the docstring's \`Args:\``;
  for (const edit of edits) computed?.noteEditTitle(edit, title);
  return edits;
}

/** `name: description` added to the docstring's `Args:` section, the section added when it has none. */
function argsEntry(text: string, docstring: Span, name: string, description: string): TextEdit[] {
  const literal = text.slice(docstring.offset, docstring.offset + docstring.length);
  const quotes = /("""|''')$/.exec(literal)?.[1];
  if (!quotes || !/^[rRuU]?("""|''')/.test(literal)) return [];
  const indent = lineIndent(text, docstring.offset);
  const closeAt = docstring.offset + docstring.length - quotes.length;
  const lines = literal.slice(0, -quotes.length).split('\n');
  const argsLine = lines.findIndex((l) => /^\s*(Args|Arguments|Parameters)\s*:\s*$/.test(l));
  if (argsLine < 0) return [newSection(closeAt, lines, indent, `${name}: ${description}`)];
  const argsIndent = lineIndent(lines[argsLine], 0);
  let last = argsLine;
  for (let i = argsLine + 1; i < lines.length; i++) {
    const l = lines[i];
    if (l.trim() && lineIndent(l, 0).length <= argsIndent.length) break;
    if (l.trim()) last = i;
  }
  const entryIndent = last > argsLine ? lineIndent(lines[argsLine + 1], 0) : `${argsIndent}    `;
  const offset = docstring.offset + lines.slice(0, last + 1).join('\n').length;
  return [{ offset, length: 0, newText: `\n${entryIndent}${name}: ${description}` }];
}

/** An `Args:` section with one entry at the docstring's end, before its closing quotes. */
function newSection(closeAt: number, lines: readonly string[], indent: string, entry: string): TextEdit {
  const section = `${indent}Args:\n${indent}    ${entry}\n`;
  const lastLine = lines[lines.length - 1];
  // A docstring that closes on a line of its own takes the section before that line.
  if (lines.length > 1 && !lastLine.trim())
    return { offset: closeAt - lastLine.length, length: 0, newText: `\n${section}` };
  return { offset: closeAt, length: 0, newText: `\n\n${section}${indent}` };
}

/** The whitespace that starts the line holding `offset`. */
function lineIndent(text: string, offset: number): string {
  const start = text.lastIndexOf('\n', offset - 1) + 1;
  return /^[ \t]*/.exec(text.slice(start))![0];
}
