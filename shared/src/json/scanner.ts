/**
 * A JSONC scanner with jsonc-parser's token semantics (kinds, offsets, values,
 * scan errors) for every token but whitespace, which it skips instead of
 * returning. jsonc-parser builds each whitespace run char by char into a token
 * value; in a pretty-printed catalog that is most of the text, and this scanner
 * reads it at the cost of one comparison per character. A string without escapes
 * is one `slice`. test/engine/scanner.test.ts checks it token by token against
 * jsonc-parser's own scanner.
 */

export const Token = {
  OpenBrace: 1,
  CloseBrace: 2,
  OpenBracket: 3,
  CloseBracket: 4,
  Comma: 5,
  Colon: 6,
  Null: 7,
  True: 8,
  False: 9,
  String: 10,
  Number: 11,
  LineComment: 12,
  BlockComment: 13,
  Unknown: 16,
  EOF: 17,
} as const;

export const ScanError = {
  None: 0,
  UnexpectedEndOfComment: 1,
  UnexpectedEndOfString: 2,
  UnexpectedEndOfNumber: 3,
  InvalidUnicode: 4,
  InvalidEscapeCharacter: 5,
  InvalidCharacter: 6,
} as const;

const SPACE = 32;
const TAB = 9;
const LF = 10;
const CR = 13;
const QUOTE = 34;
const BACKSLASH = 92;
const SLASH = 47;
const STAR = 42;

const isDigit = (c: number) => c >= 48 && c <= 57;

/** Characters that end a bare word (`true`, `nul`, `undefined` and so on): the same set as jsonc-parser's. */
function endsWord(c: number): boolean {
  return (
    c === SPACE ||
    c === TAB ||
    c === LF ||
    c === CR ||
    c === 125 ||
    c === 93 ||
    c === 123 ||
    c === 91 ||
    c === QUOTE ||
    c === 58 ||
    c === 44 ||
    c === SLASH
  );
}

const ESCAPES: Record<number, string> = {
  34: '"',
  92: '\\',
  47: '/',
  98: '\b',
  102: '\f',
  110: '\n',
  114: '\r',
  116: '\t',
};

/** Strings of at most this many code units go through the scanner's cache: keys and short values (`"string"`, `"object"`). */
const SHORT = 16;
/** A catalog has a few hundred distinct short strings; a small document gets a small table (it is made per parse). */
const cacheSlots = (textLength: number) => (textLength < 1 << 16 ? 128 : 1024);

export class Scanner {
  private pos = 0;
  private tokenOffset = 0;
  /** The token's value, or undefined when it is the text from the token's start to `valueEnd`, sliced only if asked for. */
  private value: string | undefined = '';
  private valueEnd = 0;
  private error: number = ScanError.None;
  /**
   * The short strings met so far, by a hash of their characters. A catalog
   * repeats a few dozen keys and type names tens of thousands of times: a hit
   * returns the string already made, with no slice and no garbage, and the tree
   * holds one copy of each.
   */
  private readonly shortStrings: (string | undefined)[];

  constructor(private readonly text: string) {
    this.shortStrings = new Array<string | undefined>(cacheSlots(text.length)).fill(undefined);
  }

  setPosition(pos: number): void {
    this.pos = pos;
  }

  getTokenOffset(): number {
    return this.tokenOffset;
  }

  getTokenLength(): number {
    return this.pos - this.tokenOffset;
  }

  /** The token's value: a string's content, a number's or a word's text, a comment's text; '' for punctuation. */
  getTokenValue(): string {
    if (this.value === undefined) this.value = this.text.slice(this.tokenOffset, this.valueEnd);
    return this.value;
  }

  /** The value of a Number token, read without making its text when it is a plain integer. */
  getTokenNumber(): number {
    const text = this.text;
    const end = this.valueEnd;
    let pos = this.tokenOffset;
    const negative = text.charCodeAt(pos) === 45;
    if (negative) pos++;
    if (this.value !== undefined || end - pos > 15) return Number(this.getTokenValue());
    let n = 0;
    for (; pos < end; pos++) {
      const c = text.charCodeAt(pos);
      if (!isDigit(c)) return Number(this.getTokenValue()); // a fraction or an exponent
      n = n * 10 + (c - 48);
    }
    return negative ? -n : n;
  }

  getTokenError(): number {
    return this.error;
  }

  /** The next token that is not whitespace. */
  scan(): number {
    const text = this.text;
    const len = text.length;
    let pos = this.pos;
    let c = text.charCodeAt(pos);
    while (c === SPACE || c === LF || c === CR || c === TAB) c = text.charCodeAt(++pos);
    this.tokenOffset = pos;
    this.error = ScanError.None;
    this.value = '';
    if (pos >= len) {
      this.pos = this.tokenOffset = len;
      return Token.EOF;
    }
    this.pos = pos + 1;
    switch (c) {
      case 123:
        return Token.OpenBrace;
      case 125:
        return Token.CloseBrace;
      case 91:
        return Token.OpenBracket;
      case 93:
        return Token.CloseBracket;
      case 58:
        return Token.Colon;
      case 44:
        return Token.Comma;
      case QUOTE:
        this.value = this.scanString(pos + 1);
        return Token.String;
      case SLASH:
        return this.scanSlash(pos);
      case 45: // '-': a number only when a digit follows
        if (!isDigit(text.charCodeAt(pos + 1))) {
          this.value = '-';
          return Token.Unknown;
        }
        this.scanNumber(pos + 1);
        return Token.Number;
      default:
        if (isDigit(c)) {
          this.scanNumber(pos);
          return Token.Number;
        }
        return this.scanWord(pos);
    }
  }

  /** From just after the opening quote; leaves `pos` after the closing one. */
  private scanString(start: number): string {
    const text = this.text;
    const len = text.length;
    let pos = start;
    for (;;) {
      if (pos >= len) {
        this.error = ScanError.UnexpectedEndOfString;
        this.pos = pos;
        return text.slice(start, pos);
      }
      const c = text.charCodeAt(pos);
      if (c === QUOTE) {
        this.pos = pos + 1;
        return pos - start <= SHORT ? this.shortString(start, pos) : text.slice(start, pos);
      }
      if (c === BACKSLASH || c === LF || c === CR) break;
      if (c < 0x20) this.error = ScanError.InvalidCharacter; // marked, and the string goes on
      pos++;
    }
    return this.scanEscapedString(start, pos);
  }

  /** `text.slice(start, end)`, from the cache when the same characters were met before. */
  private shortString(start: number, end: number): string {
    const text = this.text;
    let hash = end - start;
    for (let i = start; i < end; i++) hash = (Math.imul(hash, 31) + text.charCodeAt(i)) | 0;
    const slot = hash & (this.shortStrings.length - 1);
    const known = this.shortStrings[slot];
    if (known !== undefined && known.length === end - start && text.startsWith(known, start)) return known;
    const made = text.slice(start, end);
    this.shortStrings[slot] = made;
    return made;
  }

  /** The slow path: a string with escapes (or a line break, which ends it with an error). */
  private scanEscapedString(start: number, pos: number): string {
    const text = this.text;
    const len = text.length;
    let out = text.slice(start, pos);
    let run = pos;
    for (;;) {
      if (pos >= len) {
        this.error = ScanError.UnexpectedEndOfString;
        out += text.slice(run, pos);
        break;
      }
      const c = text.charCodeAt(pos);
      if (c === QUOTE) {
        out += text.slice(run, pos);
        pos++;
        break;
      }
      if (c === LF || c === CR) {
        out += text.slice(run, pos);
        this.error = ScanError.UnexpectedEndOfString;
        break;
      }
      if (c === BACKSLASH) {
        out += text.slice(run, pos);
        pos++;
        if (pos >= len) {
          this.error = ScanError.UnexpectedEndOfString;
          break;
        }
        const e = text.charCodeAt(pos++);
        if (e === 117) {
          const code = hex4(text, pos);
          if (code >= 0) {
            out += String.fromCharCode(code);
            pos += 4;
          } else {
            pos += hexPrefix(text, pos);
            this.error = ScanError.InvalidUnicode;
          }
        } else if (ESCAPES[e] !== undefined) out += ESCAPES[e];
        else this.error = ScanError.InvalidEscapeCharacter;
        run = pos;
        continue;
      }
      if (c < 0x20) this.error = ScanError.InvalidCharacter;
      pos++;
    }
    this.pos = pos;
    return out;
  }

  /** A number from its first digit (`start`, after any '-'). Its value is the text from the token's start to `valueEnd`. */
  private scanNumber(start: number): void {
    const text = this.text;
    const len = text.length;
    let pos = start;
    if (text.charCodeAt(pos) === 48) pos++;
    else while (pos < len && isDigit(text.charCodeAt(pos))) pos++;
    if (text.charCodeAt(pos) === 46) {
      pos++;
      if (!isDigit(text.charCodeAt(pos))) {
        this.error = ScanError.UnexpectedEndOfNumber;
        this.pos = this.valueEnd = pos;
        this.value = undefined;
        return;
      }
      while (pos < len && isDigit(text.charCodeAt(pos))) pos++;
    }
    let end = pos;
    const e = text.charCodeAt(pos);
    if (e === 69 || e === 101) {
      pos++;
      const sign = text.charCodeAt(pos);
      if (sign === 43 || sign === 45) pos++;
      if (isDigit(text.charCodeAt(pos))) {
        while (pos < len && isDigit(text.charCodeAt(pos))) pos++;
        end = pos;
      } else this.error = ScanError.UnexpectedEndOfNumber;
    }
    this.pos = pos;
    this.valueEnd = end;
    this.value = undefined;
  }

  /** `//` to the line end, a block comment, or a lone slash (Unknown). */
  private scanSlash(start: number): number {
    const text = this.text;
    const len = text.length;
    const next = text.charCodeAt(start + 1);
    if (next === SLASH) {
      let pos = start + 2;
      while (pos < len && text.charCodeAt(pos) !== LF && text.charCodeAt(pos) !== CR) pos++;
      this.pos = this.valueEnd = pos;
      this.value = undefined;
      return Token.LineComment;
    }
    if (next === STAR) {
      const close = text.indexOf('*/', start + 2);
      if (close >= 0) this.pos = close + 2;
      else {
        this.pos = len; // jsonc-parser reaches one past the end when `/*` ends the text; kept inside it here
        this.error = ScanError.UnexpectedEndOfComment;
      }
      this.valueEnd = this.pos;
      this.value = undefined;
      return Token.BlockComment;
    }
    this.value = '/';
    return Token.Unknown;
  }

  /** A bare word: `true`, `false`, `null`, or Unknown (one character when nothing else forms a word). */
  private scanWord(start: number): number {
    const text = this.text;
    const len = text.length;
    let pos = start;
    while (pos < len && !endsWord(text.charCodeAt(pos))) pos++;
    if (pos === start) pos++;
    this.pos = this.valueEnd = pos;
    this.value = undefined;
    const n = pos - start;
    if (n === 4 && text.startsWith('true', start)) return Token.True;
    if (n === 5 && text.startsWith('false', start)) return Token.False;
    if (n === 4 && text.startsWith('null', start)) return Token.Null;
    return Token.Unknown;
  }
}

function hexValue(c: number): number {
  if (c >= 48 && c <= 57) return c - 48;
  if (c >= 65 && c <= 70) return c - 55;
  if (c >= 97 && c <= 102) return c - 87;
  return -1;
}

/** The code of four hex digits at `pos`, or -1. */
function hex4(text: string, pos: number): number {
  let code = 0;
  for (let i = 0; i < 4; i++) {
    const v = hexValue(text.charCodeAt(pos + i));
    if (v < 0) return -1;
    code = code * 16 + v;
  }
  return code;
}

/** How many hex digits (fewer than four) a broken `\u` escape consumed. */
function hexPrefix(text: string, pos: number): number {
  let n = 0;
  while (n < 4 && hexValue(text.charCodeAt(pos + n)) >= 0) n++;
  return n;
}
