/**
 * The texts an error carries. Routers wrap a provider's answer: OpenRouter puts
 * it in `error.metadata.raw` (itself JSON text), LiteLLM prefixes it and often
 * quotes a JSON or Python body. Every layer is kept, outermost first, so the
 * clue readers see the provider's own sentence however deep it is.
 */

const MAX_TEXTS = 32;
const MAX_DEPTH = 4;

/** The error as text: a string as is; an Error's message and its body (an SDK's `error`); anything else as JSON. */
export function errorTextOf(error: unknown): string {
  if (typeof error === 'string') return error;
  try {
    if (error instanceof Error) {
      const body = (error as { error?: unknown }).error;
      return body === undefined ? error.message : `${error.message}\n${JSON.stringify(body)}`;
    }
    return JSON.stringify(error) ?? String(error);
  } catch {
    return String(error);
  }
}

/** The text and every string inside the JSON it embeds, unwrapped up to four layers deep. */
export function layersOf(text: string): string[] {
  const out: string[] = [];
  const queue: Array<[string, number]> = [[text, 0]];
  while (queue.length && out.length < MAX_TEXTS) {
    const [t, depth] = queue.shift()!;
    if (out.includes(t)) continue;
    out.push(t);
    if (depth >= MAX_DEPTH) continue;
    for (const inner of embeddedStrings(t)) queue.push([inner, depth + 1]);
    const unescaped = unescapeJson(t);
    if (unescaped !== t) queue.push([unescaped, depth + 1]);
  }
  return out;
}

/** The string leaves of the first JSON value the text holds from one of its first braces to its end. */
function embeddedStrings(text: string): string[] {
  for (let at = text.indexOf('{'), tries = 0; at >= 0 && tries < 4; at = text.indexOf('{', at + 1), tries++) {
    const value = parseTail(text.slice(at));
    if (value !== undefined) return stringLeaves(value);
  }
  return [];
}

/** JSON.parse of the text, or of it cut at its last closing brace (a trailing remark after the body). */
function parseTail(text: string): unknown {
  for (const candidate of [text, text.slice(0, text.lastIndexOf('}') + 1)]) {
    try {
      return JSON.parse(candidate);
    } catch {
      // not JSON this way
    }
  }
  return undefined;
}

function stringLeaves(value: unknown, out: string[] = [], depth = 0): string[] {
  if (typeof value === 'string') out.push(value);
  else if (value && typeof value === 'object' && depth < 16)
    for (const v of Object.values(value)) stringLeaves(v, out, depth + 1);
  return out;
}

/** A JSON string's body quoted inside other text (`\"` and `\n`) read back, for a body too broken to parse. */
function unescapeJson(text: string): string {
  if (!text.includes('\\')) return text;
  return text.replace(/\\(["\\/nrt])/g, (_, c: string) => ({ n: '\n', r: '\r', t: '\t' })[c as 'n'] ?? c);
}
