import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { createScanner } from 'jsonc-parser';
import { Scanner, Token } from '../../shared/src/json/scanner';
import { corpusFiles } from '../helpers/corpus';

/**
 * The engine's scanner must read every text exactly as jsonc-parser's does, but
 * for the whitespace it skips: same kinds, offsets, lengths, values and errors.
 */

const WHITESPACE = new Set([14, 15]); // jsonc-parser's LineBreakTrivia and Trivia
const COMMENTS = new Set<number>([Token.LineComment, Token.BlockComment]);

interface Tok {
  kind: number;
  offset: number;
  length: number;
  value: string;
  error: number;
}

function reference(text: string): Tok[] {
  const s = createScanner(text, false);
  const out: Tok[] = [];
  for (let kind = s.scan(); ; kind = s.scan()) {
    if (WHITESPACE.has(kind)) continue;
    const offset = s.getTokenOffset();
    // jsonc-parser reports comment values from one character early, and an unclosed `/*` at the very end one past the text.
    const length = Math.min(s.getTokenLength(), text.length - offset);
    out.push({ kind, offset, length, value: COMMENTS.has(kind) ? '' : s.getTokenValue(), error: s.getTokenError() });
    if ((kind as number) === 17) return out; // jsonc-parser's SyntaxKind.EOF (a const enum)
  }
}

function ours(text: string): Tok[] {
  const s = new Scanner(text);
  const out: Tok[] = [];
  for (let kind = s.scan(); ; kind = s.scan()) {
    out.push({
      kind,
      offset: s.getTokenOffset(),
      length: s.getTokenLength(),
      value: COMMENTS.has(kind) ? '' : s.getTokenValue(),
      error: s.getTokenError(),
    });
    if (kind === Token.EOF) return out;
  }
}

const same = (text: string) => assert.deepEqual(ours(text), reference(text), JSON.stringify(text));

/** Characters that make tokens, break them, or are special inside strings. */
const ALPHABET = [
  '{',
  '}',
  '[',
  ']',
  ':',
  ',',
  '"',
  '\\',
  '/',
  '*',
  '-',
  '+',
  '.',
  'e',
  'E',
  '0',
  '1',
  '9',
  'u',
  'a',
  'F',
  't',
  'r',
  'n',
  'l',
  'f',
  's',
  ' ',
  '\t',
  '\n',
  '\r',
  '\u0001',
  '\u00a0',
  '\ud800',
  'é',
  '😀',
  'true',
  'false',
  'null',
  '\\u00e9',
  '\\ud83d',
  '//',
  '/*',
  '*/',
  '"x"',
];

describe('scanner: token by token as jsonc-parser', () => {
  it('hand-picked edge cases', () => {
    const cases = [
      '',
      ' ',
      '{}',
      '[1, -2, 3.5e+10, 0.5E-1, -0, 012, 1., 1e, 1e+, -, -x, 1.2.3]',
      '"plain" "esc\\"aped" "\\u00e9\\uD83D\\uDE00" "\\uZZ" "\\u12" "\\q" "tab\there" "line\nbreak" "cr\rx" "unterminated',
      '"ends in backslash\\',
      '// line\n/* block */ /* unclosed',
      '/*',
      '/',
      '/x',
      'tru true truex nul null false falsey undefined NaN',
      "{'single': 'quotes'}",
      '\ufeff{}',
      '{"a":1,}',
      '\u00a0{}',
      '"\u0000"',
      '1 2',
      '-',
      '"',
      '\\',
      '"\\u',
      '"\\u0',
      '/**/',
      '/*/',
    ];
    for (const text of cases) same(text);
  });

  it('the fixtures and the real tool files', () => {
    const fixtures = readdirSync('test/fixtures')
      .filter((n) => n.endsWith('.json'))
      .map((n) => readFileSync(join('test/fixtures', n), 'utf8'));
    const texts = [...fixtures, ...corpusFiles().map((f) => f.raw)];
    for (const text of texts) same(text);
    assert.ok(texts.length >= 2);
  });

  it('generated texts from a hostile alphabet', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...ALPHABET), { maxLength: 40 }), (parts) => same(parts.join(''))),
      { numRuns: 3000, seed: 7 },
    );
  });

  it('arbitrary JSON values, printed and then cut anywhere', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.nat(), (value, cut) => {
        const text = JSON.stringify(value, null, 1) ?? '';
        same(text);
        same(text.slice(0, cut % (text.length + 1)));
      }),
      { numRuns: 1000, seed: 11 },
    );
  });
});
