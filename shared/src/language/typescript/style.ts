import type { JsonObject } from '../../json/tree';

/** How a file writes a literal: its string quote, bare keys or quoted, trailing commas on multi-line lists. */
export interface Style {
  quote: '"' | "'";
  bareKeys: boolean;
  trailingCommas: boolean;
  /** `{ a: 1 }` rather than `{a: 1}` on one line. */
  bracketSpacing: boolean;
}

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;
/** A string literal's opening quote: after `:`, `(`, `,`, `=`, `[` or `{`. */
const FIRST_STRING = /[:(,=[{]\s*(['"])/;

/** The file's style: the quote of its first string, trailing commas if it has any, bare keys. */
export function fileStyle(text: string): Style {
  const quote = (FIRST_STRING.exec(text)?.[1] ?? "'") as Style['quote'];
  const trailingCommas = /,[ \t]*\r?\n[ \t]*[}\]]/.test(text);
  return { quote, bareKeys: true, trailingCommas, bracketSpacing: !/\{[^\s}]/.test(text) || /\{ [^\s}]/.test(text) };
}

/** The file's style with the key style of `obj`, an object being written into. */
export function styleIn(file: Style, text: string, obj: JsonObject): Style {
  const bareKeys = writesBareKeys(text, obj);
  return bareKeys === file.bareKeys ? file : { ...file, bareKeys };
}

/** Whether an object writes its name-like keys bare (an object with no such key yet: yes, as most code does). */
function writesBareKeys(text: string, obj: JsonObject): boolean {
  let quoted = 0;
  for (const p of obj.props) {
    if (!IDENTIFIER.test(p.key)) continue;
    const c = text[p.keyOffset];
    if (c === '"' || c === "'") quoted++;
    else return true;
  }
  return quoted === 0;
}

/**
 * A fragment of JSON text (what the JSON front end writes) in the file's
 * style: each string in the file's quotes, each key bare when the style has
 * bare keys and it is a name, and a comma after the last member of each list
 * that closes on its own line when the file writes them. `key`: the fragment
 * is one key (a rename). JSON strings never hold a raw line break, so every
 * line break in the fragment is layout.
 */
export function restyle(fragment: string, style: Style, key = false): string {
  let out = '';
  let i = 0;
  while (i < fragment.length) {
    const c = fragment[i];
    if (c !== '"') {
      out += style.bracketSpacing ? spaced(c, out, fragment[i + 1]) : c;
      i++;
      continue;
    }
    const close = stringEnd(fragment, i);
    const value = JSON.parse(fragment.slice(i, close)) as string;
    const isKey = key || /^\s*:/.test(fragment.slice(close, close + 8));
    out += isKey && style.bareKeys && IDENTIFIER.test(value) ? value : quoted(value, style.quote);
    i = close;
  }
  return style.trailingCommas ? out.replace(/([^\s,{[])(\r?\n[ \t]*[}\]])/g, '$1,$2') : out;
}

/** `{` and `}` of a one-line object with a space inside. */
function spaced(c: string, before: string, next: string | undefined): string {
  if (c === '{' && next !== undefined && next !== '}' && !/\s/.test(next)) return '{ ';
  if (c === '}' && before.length && !/[\s{]$/.test(before)) return ' }';
  return c;
}

/** The offset just past the JSON string that opens at `start`. */
function stringEnd(text: string, start: number): number {
  let i = start + 1;
  while (i < text.length && text[i] !== '"') i += text[i] === '\\' ? 2 : 1;
  return i + 1;
}

const ESCAPES: Record<string, string> = {
  '\\': '\\\\',
  '\n': '\\n',
  '\r': '\\r',
  '\t': '\\t',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

function quoted(value: string, quote: string): string {
  let body = '';
  for (const ch of value) {
    if (ch === quote) body += `\\${quote}`;
    else if (ESCAPES[ch]) body += ESCAPES[ch];
    else if (ch < ' ') body += `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`;
    else body += ch;
  }
  return quote + body + quote;
}
