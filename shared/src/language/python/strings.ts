import type { SyntaxNode } from '@lezer/common';
import { pythonString as pyevalString } from './pydantic/literals';
import { childrenOf } from './syntax';

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

/** One literal's value, from its source text (`r"..."`, `'''...'''`): pyeval's reading of a `str`, bytes left out. */
export function literalValue(source: string): string | undefined {
  return /^[rRuUfF]{0,2}['"]/.test(source) ? pyevalString(source) : undefined;
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
