import type { SyntaxNode } from '@lezer/common';
import { childrenOf } from './syntax';

const PREFIX = /^[rRuUbBfF]{0,2}/;
const SIMPLE_ESCAPES: Record<string, string> = {
  n: '\n',
  t: '\t',
  r: '\r',
  a: '\x07',
  b: '\b',
  f: '\f',
  v: '\v',
  '\\': '\\',
  "'": "'",
  '"': '"',
};

const OCTAL = /[0-7]{1,3}/y;
const HEX_DIGITS: Record<string, number> = { x: 2, u: 4, U: 8 };

/**
 * The value of a Python `str` literal as the interpreter reads it: prefixes,
 * triple quotes, escapes (none in a raw string), adjacent literals joined.
 * Undefined for bytes, f-strings, and a string cut off by the end of the text.
 */
export function stringValue(text: string, node: SyntaxNode): string | undefined {
  if (node.name === 'ContinuedString') {
    let joined = '';
    for (const part of childrenOf(node)) {
      const value = stringValue(text, part);
      if (value === undefined) return undefined;
      joined += value;
    }
    return joined;
  }
  if (node.name !== 'String') return undefined;
  return literalValue(text.slice(node.from, node.to));
}

/** One literal's value, from its source text (`r"..."`, `'''...'''`). */
export function literalValue(source: string): string | undefined {
  const prefix = PREFIX.exec(source)![0].toLowerCase();
  if (prefix.includes('b') || prefix.includes('f')) return undefined;
  const body = source.slice(prefix.length);
  const quote = body.startsWith('"""') || body.startsWith("'''") ? body.slice(0, 3) : body[0];
  if (quote !== '"' && quote !== "'" && quote.length !== 3) return undefined;
  if (body.length < quote.length * 2 || !body.endsWith(quote)) return undefined;
  const inner = body.slice(quote.length, body.length - quote.length);
  return prefix.includes('r') ? inner : unescape(inner);
}

function unescape(s: string): string {
  if (!s.includes('\\')) return s;
  let out = '';
  for (let i = 0; i < s.length; i++) {
    const c = s[i];
    if (c !== '\\' || i + 1 >= s.length) {
      out += c;
      continue;
    }
    const next = s[++i];
    if (next === '\n') continue;
    if (next === '\r') {
      if (s[i + 1] === '\n') i++;
      continue;
    }
    OCTAL.lastIndex = i;
    const octal = OCTAL.exec(s);
    const hex = HEX_DIGITS[next];
    const digits = hex ? s.slice(i + 1, i + 1 + hex) : '';
    if (octal) {
      out += String.fromCodePoint(parseInt(octal[0], 8));
      i += octal[0].length - 1;
    } else if (SIMPLE_ESCAPES[next] !== undefined) out += SIMPLE_ESCAPES[next];
    else if (hex && digits.length === hex && /^[0-9a-fA-F]+$/.test(digits)) {
      out += String.fromCodePoint(Math.min(parseInt(digits, 16), 0x10ffff));
      i += hex;
    } else out += `\\${next}`; // an unknown escape stays as written, as Python keeps it
  }
  return out;
}

/** A Python string literal of `value`, in the quote given (the file's own). */
export function pythonString(value: string, quote: '"' | "'" = '"'): string {
  let out = '';
  for (const c of value) {
    if (c === '\\') out += '\\\\';
    else if (c === quote) out += `\\${quote}`;
    else if (c === '\n') out += '\\n';
    else if (c === '\r') out += '\\r';
    else if (c === '\t') out += '\\t';
    else if (c < ' ' || c === '\x7f') out += `\\x${c.charCodeAt(0).toString(16).padStart(2, '0')}`;
    else out += c;
  }
  return quote + out + quote;
}
