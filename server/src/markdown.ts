/** Markdown helpers for hovers: tool text is user data and must show as written, never as markup. */

/** Characters that are markup anywhere in a line. */
const INLINE = /[\\`*_[\]<>|~]/g;
/** What makes a line a heading, list item, quote or numbered item. */
const LINE_START = /^(\s*)([#>+-]|\d+[.)])/gm;

export function escapeMarkdown(text: string): string {
  return text
    .replace(INLINE, (c) => `\\${c}`)
    .replace(LINE_START, (_, space: string, marker: string) => `${space}\\${marker}`);
}

/** A fenced code block that no backtick run inside `code` can close early. */
export function codeBlock(code: string, language = ''): string {
  const longest = Math.max(2, ...[...code.matchAll(/`+/g)].map((m) => m[0].length));
  const fence = '`'.repeat(longest + 1);
  return `${fence}${language}\n${code}\n${fence}`;
}

/** Inline code, safe for any content. */
export function inlineCode(code: string): string {
  const longest = Math.max(0, ...[...code.matchAll(/`+/g)].map((m) => m[0].length));
  const fence = '`'.repeat(longest + 1);
  const pad = code.startsWith('`') || code.endsWith('`') ? ' ' : '';
  return `${fence}${pad}${code}${pad}${fence}`;
}
