/** Markdown helpers for hovers: tool text is user data and must show as written, never as markup. */

const SPECIAL = /[\\`*_{}[\]()#+\-.!|<>~]/g;

export function escapeMarkdown(text: string): string {
  return text.replace(SPECIAL, (c) => `\\${c}`);
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
