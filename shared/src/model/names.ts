import { listWords, PROVIDER_TABLE, providerList, withDerivedIds, type NameRule, type ProviderId } from '../providers';

export { listWords } from '../providers';

/** A tool name every provider accepts: letters, digits, `_` and `-`, starting with a letter or `_`, at most 64 characters. */
export const PORTABLE_TOOL_NAME = /^[a-zA-Z_][a-zA-Z0-9_-]{0,63}$/;

/** The providers that judge names themselves, with their rules (docs/providers.md#tool-names-side-by-side). */
const NAME_RULES = PROVIDER_TABLE.flatMap((row) => (row.name ? [{ provider: row.id, ...row.name }] : []));

function rejectedBy(rule: NameRule, name: string): boolean {
  if (name.length === 0 || name.length > rule.max) return true;
  if (rule.first && !rule.first.test(name[0])) return true;
  for (const ch of name) if (!rule.char.test(ch)) return true;
  return false;
}

/** What PORTABLE_TOOL_NAME lets a name start with, and what it lets the rest be. */
const PORTABLE_FIRST = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz_';
const PORTABLE_REST = `${PORTABLE_FIRST}0123456789-`;

/** True when every row takes every portable name, so a portable one needs no rule run (the usual case). */
const PORTABLE_EVERYWHERE = NAME_RULES.every(
  (r) =>
    r.max >= 64 &&
    [...PORTABLE_REST].every((ch) => r.char.test(ch)) &&
    [...PORTABLE_FIRST].every((ch) => !r.first || r.first.test(ch)),
);

/** The providers that reject a tool name, and those the table derives from them (relays, stricter modes). */
export function nameRejectedBy(name: string): ProviderId[] {
  if (PORTABLE_EVERYWHERE && PORTABLE_TOOL_NAME.test(name)) return [];
  return withDerivedIds(NAME_RULES.filter((r) => rejectedBy(r, name)).map((r) => r.provider));
}

/** How a message names one character: `a space`, `a dot`, `"!"`. */
function describeChar(ch: string): string {
  if (ch === ' ') return 'a space';
  if (ch === '\t') return 'a tab';
  if (/\s/.test(ch)) return 'a line break';
  if (ch === '.') return 'a dot';
  if (ch === ':') return 'a colon';
  return JSON.stringify(ch);
}

/** The providers (with a name rule) that take this character in a name. */
function takenBy(ch: string): ProviderId[] {
  return NAME_RULES.filter((r) => r.char.test(ch)).map((r) => r.provider);
}

/** The reasons a name falls outside the portable pattern, each with who minds, in words for a message. */
export function nameProblems(name: string): string[] {
  const chars = [...new Set([...name].filter((ch) => takenBy(ch).length < NAME_RULES.length))];
  const foreign = chars.filter((ch) => takenBy(ch).length === 0);
  const problems: string[] = [];
  if (foreign.length) problems.push(`has ${listWords(foreign.map(describeChar))}, which no provider accepts`);
  // Characters some providers take, in code-point order: a dot before a colon.
  for (const ch of chars.filter((c) => takenBy(c).length).sort())
    problems.push(`has ${describeChar(ch)}, accepted only by ${providerList(takenBy(ch))}`);
  const length = lengthProblem(name.length);
  if (length) problems.push(length);
  const start = startProblem(name);
  if (start) problems.push(start);
  return problems;
}

/** "is 80 characters long, over the 64 that all but Anthropic allow": measured against the shortest limit. */
function lengthProblem(length: number): string | undefined {
  const shortest = Math.min(...NAME_RULES.map((r) => r.max));
  if (length <= shortest) return undefined;
  const allowing = NAME_RULES.filter((r) => r.max >= length).map((r) => r.provider);
  const who = allowing.length ? `all but ${providerList(allowing)} allow` : 'every provider allows';
  return `is ${length} characters long, over the ${shortest} that ${who}`;
}

/** A name that starts with a digit or a dash, and the providers that want something else first. */
function startProblem(name: string): string | undefined {
  const what = /^[0-9]/.test(name) ? 'a digit' : /^-/.test(name) ? 'a dash' : undefined;
  if (!what) return undefined;
  const refusing = NAME_RULES.filter((r) => r.first && !r.first.test(name[0])).map((r) => r.provider);
  return refusing.length ? `starts with ${what}, which ${providerList(refusing)} refuse` : undefined;
}

/**
 * The name as it can be sent to every provider: each character outside
 * `[a-zA-Z0-9_-]` becomes `_`, a name that does not start with a letter or `_`
 * gets a `_` in front, and the result is cut to 64 characters.
 */
export function sanitizeToolName(name: string): string {
  if (PORTABLE_TOOL_NAME.test(name)) return name; // the usual case: nothing to change
  let out = '';
  for (const ch of name) out += /[A-Za-z0-9_-]/.test(ch) ? ch : '_';
  if (!/^[A-Za-z_]/.test(out)) out = `_${out}`;
  return out.slice(0, 64);
}
