/**
 * Python literals read as their values: string literals with their prefixes
 * and escapes (bytes too: pydantic writes `b"x"` as `"x"`), numbers in every base.
 * What cannot be known without running code (an f-string, `\N{...}`) is undefined.
 */

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

/** The value of one string literal token (`'a'`, `r"\d"`, `"""doc"""`); undefined for f-strings and bytes escapes it cannot read. */
export function pythonString(literal: string): string | undefined {
  const m = /^([rRuUbBfF]{0,2})('''|"""|'|")/.exec(literal);
  if (!m) return undefined;
  const prefix = m[1].toLowerCase();
  if (prefix.includes('f')) return undefined;
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
    } else if (next === 'N') return undefined;
    else out += '\\' + next; // Python keeps an unknown escape as written
  }
  return out;
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
