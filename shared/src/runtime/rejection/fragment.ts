/**
 * Mistral quotes the failing subschema as Python prints it (`{'type': 'string',
 * 'enum': [1, 2], 'x': True}`), often cut short with an ellipsis. This reads
 * such a fragment back into a value, tolerantly: an ellipsis is skipped, and a
 * fragment that ends early is closed where it ends.
 */

type Token = { kind: 'punct'; value: string } | { kind: 'value'; value: unknown };

/** The value the fragment spells, or undefined when it spells none. */
export function readPythonValue(text: string): unknown {
  const tokens = tokenize(text);
  const reader = { tokens, at: 0 };
  return readValue(reader);
}

interface Reader {
  tokens: Token[];
  at: number;
}

function readValue(r: Reader): unknown {
  const t = r.tokens[r.at++];
  if (!t) return undefined;
  if (t.kind === 'value') return t.value;
  if (t.value === '{') return readDict(r);
  if (t.value === '[' || t.value === '(') return readList(r, t.value === '[' ? ']' : ')');
  return undefined;
}

function readDict(r: Reader): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  while (r.at < r.tokens.length) {
    const t = r.tokens[r.at];
    if (t.kind === 'punct' && t.value === '}') {
      r.at++;
      break;
    }
    if (t.kind === 'punct') {
      r.at++; // a comma, or a stray token
      continue;
    }
    r.at++;
    const colon = r.tokens[r.at];
    if (colon?.kind !== 'punct' || colon.value !== ':') continue;
    r.at++;
    const value = readValue(r);
    if (typeof t.value === 'string' && t.value !== '__proto__') out[t.value] = value;
  }
  return out;
}

function readList(r: Reader, close: string): unknown[] {
  const out: unknown[] = [];
  while (r.at < r.tokens.length) {
    const t = r.tokens[r.at];
    if (t.kind === 'punct' && (t.value === close || t.value === '}')) {
      r.at++;
      break;
    }
    if (t.kind === 'punct' && t.value === ',') {
      r.at++;
      continue;
    }
    out.push(readValue(r));
  }
  return out;
}

const WORDS: Record<string, unknown> = { True: true, False: false, None: null };

/** Strings, numbers, True/False/None and the brackets; an ellipsis and anything else are dropped. */
function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  const re =
    /'((?:[^'\\]|\\.)*)'|"((?:[^"\\]|\\.)*)"|(-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?)|\b(True|False|None)\b|([{}[\](),:])/g;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    if (m[1] !== undefined || m[2] !== undefined) tokens.push({ kind: 'value', value: unescape(m[1] ?? m[2]) });
    else if (m[3] !== undefined) tokens.push({ kind: 'value', value: Number(m[3]) });
    else if (m[4] !== undefined) tokens.push({ kind: 'value', value: WORDS[m[4]] });
    else tokens.push({ kind: 'punct', value: m[5] });
  }
  return tokens;
}

function unescape(s: string): string {
  return s.replace(/\\(.)/g, (_, c: string) => ({ n: '\n', t: '\t', r: '\r' })[c as 'n'] ?? c);
}

/**
 * How much of `fragment` `value` holds: one point per leaf of the fragment
 * found with the same value at the same place, one off per leaf found with
 * another value. A member the value lacks counts nothing either way: the
 * provider cut its quote, and an ellipsis may have swallowed a closing brace.
 */
export function fragmentScore(fragment: unknown, value: unknown, depth = 0): number {
  if (depth > 32) return 0;
  if (fragment === null || typeof fragment !== 'object') return Object.is(fragment, value) ? 1 : -1;
  if (!value || typeof value !== 'object' || Array.isArray(fragment) !== Array.isArray(value)) return -1;
  let score = 0;
  for (const [key, part] of Object.entries(fragment))
    if (Object.prototype.hasOwnProperty.call(value, key))
      score += fragmentScore(part, (value as Record<string, unknown>)[key], depth + 1);
  return score;
}
