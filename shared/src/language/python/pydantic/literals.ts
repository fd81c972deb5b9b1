/**
 * Python literals read as their values: string literals with their prefixes
 * and escapes (bytes too, where pydantic writes `b"x"` as `"x"`), numbers in
 * every base. The one reader of string literals, for the front end and the
 * evaluator alike. What cannot be known without running code (an f-string) is undefined.
 */
import type { SyntaxNode } from '@lezer/common';
import { childrenOf } from './syntax';

const SIMPLE_ESCAPES: Record<string, string> = {
  '\n': '',
  '\\': '\\',
  "'": "'",
  '"': '"',
  a: '\x07',
  b: '\b',
  f: '\f',
  n: '\n',
  r: '\r',
  t: '\t',
  v: '\v',
};

/**
 * The value of one string literal token (`'a'`, `r"\d"`, `"""doc"""`); undefined for
 * f-strings, a literal cut off by the end of the text, and a bytes literal when
 * `bytes` is false (where only a `str` is a value: a tool's name or docstring).
 */
export function pythonString(literal: string, bytes = true): string | undefined {
  const m = /^([rRuUbBfF]{0,2})('''|"""|'|")/.exec(literal);
  if (!m) return undefined;
  const prefix = m[1].toLowerCase();
  if (prefix.includes('f') || (!bytes && prefix.includes('b'))) return undefined;
  const quote = m[2];
  if (!literal.endsWith(quote) || literal.length < m[0].length + quote.length) return undefined;
  const body = literal.slice(m[0].length, literal.length - quote.length);
  return prefix.includes('r') ? body : unescape(body);
}

function unescape(body: string): string | undefined {
  let out = '';
  for (let i = 0; i < body.length; i++) {
    const c = body[i];
    if (c !== '\\') {
      out += c;
      continue;
    }
    const next = body[++i];
    if (next === undefined) return undefined;
    if (next in SIMPLE_ESCAPES) out += SIMPLE_ESCAPES[next];
    else if (next === 'x' || next === 'u' || next === 'U') {
      const width = next === 'x' ? 2 : next === 'u' ? 4 : 8;
      const hex = body.slice(i + 1, i + 1 + width);
      if (!/^[0-9a-fA-F]+$/.test(hex) || hex.length !== width) return undefined;
      out += String.fromCodePoint(parseInt(hex, 16));
      i += width;
    } else if (/[0-7]/.test(next)) {
      const oct = /^[0-7]{1,3}/.exec(body.slice(i))![0];
      out += String.fromCharCode(parseInt(oct, 8));
      i += oct.length - 1;
    } else if (next === 'N') {
      // `\N{BULLET}`: no table of Unicode's names is kept, so every name counts as unknown and the
      // escape is kept as written (Python gives the character; the text stays readable either way).
      const close = body.indexOf('}', i);
      if (body[i + 1] !== '{' || close < 0) return undefined; // Python refuses the literal
      out += body.slice(i - 1, close + 1);
      i = close;
    } else out += '\\' + next; // Python keeps an unknown escape as written
  }
  return out;
}

/**
 * The text of a string literal node, or of adjacent literals joined (`"a" "b"`);
 * undefined for f-strings, and for bytes unless `bytes`.
 */
export function stringValue(text: string, node: SyntaxNode, bytes = true): string | undefined {
  if (node.name === 'ContinuedString') {
    let out = '';
    for (const part of childrenOf(node)) {
      const s = stringValue(text, part, bytes);
      if (s === undefined) return undefined;
      out += s;
    }
    return out;
  }
  if (node.name !== 'String') return undefined;
  return pythonString(text.slice(node.from, node.to), bytes);
}

/** A Python number literal's value; undefined for complex numbers and what JSON cannot hold. */
export function pythonNumber(literal: string): { value: number; float: boolean } | undefined {
  const s = literal.replace(/_/g, '');
  if (/[jJ]$/.test(s)) return undefined;
  let value: number;
  let float = false;
  if (/^0[xX][0-9a-fA-F]+$/.test(s)) value = parseInt(s.slice(2), 16);
  else if (/^0[oO][0-7]+$/.test(s)) value = parseInt(s.slice(2), 8);
  else if (/^0[bB][01]+$/.test(s)) value = parseInt(s.slice(2), 2);
  else if (/^\d+$/.test(s)) value = Number(s);
  else if (/^(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/.test(s)) {
    value = Number(s);
    float = true;
  } else return undefined;
  return Number.isFinite(value) ? { value, float } : undefined;
}

/** Python's `str.title()`: pydantic's field titles (`max_results` gives `Max_Results`, then `_` becomes a space). */
export function pythonTitle(s: string): string {
  let out = '';
  let prevCased = false;
  for (const ch of s) {
    const cased = ch.toLowerCase() !== ch.toUpperCase();
    out += cased ? (prevCased ? ch.toLowerCase() : ch.toUpperCase()) : ch;
    prevCased = cased;
  }
  return out;
}

/** The title pydantic gives a field of this name: `str.title()` with `_` as spaces, trimmed (`_x` gives `X`). */
export function fieldTitle(name: string): string {
  return pythonTitle(name).replace(/_/g, ' ').trim();
}
