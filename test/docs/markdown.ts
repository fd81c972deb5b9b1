/** Reading what a Markdown page states: its code blocks, table rows, backticked spans. */

export interface CodeBlock {
  lang: string;
  body: string;
}

export function codeBlocks(markdown: string): CodeBlock[] {
  return [...markdown.matchAll(/^```(\w*)\n([\s\S]*?)^```$/gm)].map((m) => ({ lang: m[1], body: m[2] }));
}

/** The cells after the first of the table row whose first cell is `key` (as written, backticks and all). */
export function tableRow(markdown: string, key: string): string[] {
  const row = markdown.split('\n').find((line) => line.startsWith(`| ${key} |`));
  if (!row) throw new Error(`no table row ${key}`);
  return row.split(/ \| /).slice(1);
}

/** The one line that starts with `start`. */
export function lineStarting(markdown: string, start: string): string {
  const lines = markdown.split('\n').filter((line) => line.trimStart().startsWith(start));
  if (lines.length !== 1) throw new Error(`${lines.length} lines start with ${JSON.stringify(start)}`);
  return lines[0];
}

/** The texts between backticks. */
export function backticked(text: string): string[] {
  return [...text.matchAll(/`([^`]+)`/g)].map((m) => m[1]);
}

/** The file extensions of a span that lists only extensions (`.json .jsonc`), or of a line of them. */
export function extensionLists(texts: readonly string[]): string[][] {
  return texts
    .map((t) => t.trim().split(/\s+/))
    .filter((words) => words.every((w) => /^\.[a-z]+$/.test(w)));
}

/** The quoted strings of a Lua `key = { 'a', 'b' }` table. */
export function luaList(body: string, key: string): string[] | undefined {
  const list = new RegExp(`\\b${key} = \\{([^}]*)\\}`).exec(body)?.[1];
  return list === undefined ? undefined : [...list.matchAll(/'([^']*)'/g)].map((m) => m[1]);
}

/** The `[[language]]` names of a Helix languages.toml whose language-servers include `server`. */
export function helixLanguages(toml: string, server: string): string[] {
  return toml
    .split('[[language]]')
    .slice(1)
    .filter((section) => new RegExp(`language-servers = \\[[^\\]]*"${server}"`).test(section))
    .map((section) => /name = "([^"]+)"/.exec(section)![1]);
}
