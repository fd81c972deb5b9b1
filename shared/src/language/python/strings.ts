import type { SyntaxNode } from '@lezer/common';
import { pythonString as readLiteral, stringValue as readString } from './pydantic/literals';

/**
 * The value of a Python `str` literal as the interpreter reads it: prefixes,
 * triple quotes, escapes (none in a raw string), adjacent literals joined.
 * Undefined for bytes, f-strings, and a string cut off by the end of the text.
 */
export function stringValue(text: string, node: SyntaxNode): string | undefined {
  return readString(text, node, false);
}

/** One literal's value, from its source text (`r"..."`, `'''...'''`), bytes left out. */
export function literalValue(source: string): string | undefined {
  return readLiteral(source, false);
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
