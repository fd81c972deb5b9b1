import { PROVIDER_LABEL, providerList } from '../providers';
import type { ProviderId } from '../types';

/** A tool name every provider accepts: letters, digits, `_` and `-`, starting with a letter or `_`, at most 64 characters. */
export const PORTABLE_TOOL_NAME = /^[a-zA-Z_][a-zA-Z0-9_-]{0,63}$/;

/** What one provider accepts as a tool name (docs/providers.md#tool-names-side-by-side). */
interface NameRule {
  provider: ProviderId;
  /** One allowed character. */
  char: RegExp;
  max: number;
  /** Gemini and Vertex AI want a letter or `_` first. */
  letterFirst: boolean;
}

const NAME_RULES: readonly NameRule[] = [
  { provider: 'openai', char: /[A-Za-z0-9_-]/, max: 64, letterFirst: false },
  // The Messages API has taken 128 characters since mid-2025; other Anthropic surfaces still stop at 64.
  { provider: 'anthropic', char: /[A-Za-z0-9_-]/, max: 128, letterFirst: false },
  { provider: 'gemini', char: /[A-Za-z0-9_.:-]/, max: 64, letterFirst: true },
  { provider: 'vertex', char: /[A-Za-z0-9_.-]/, max: 64, letterFirst: true },
  { provider: 'bedrock', char: /[A-Za-z0-9_-]/, max: 64, letterFirst: false },
  { provider: 'mistral', char: /[A-Za-z0-9_-]/, max: 64, letterFirst: false },
];

function rejectedBy(rule: NameRule, name: string): boolean {
  if (name.length === 0 || name.length > rule.max) return true;
  if (rule.letterFirst && !/^[A-Za-z_]/.test(name)) return true;
  for (const ch of name) if (!rule.char.test(ch)) return true;
  return false;
}

/**
 * The providers that reject a tool name. OpenRouter passes the name through to
 * whichever upstream serves the model, so it rejects what any of them rejects.
 */
export function nameRejectedBy(name: string): ProviderId[] {
  const ids = NAME_RULES.filter((r) => rejectedBy(r, name)).map((r) => r.provider);
  return ids.length ? [...ids, 'openrouter'] : [];
}

/** How a message names one character: `a space`, `"!"`. */
function describeChar(ch: string): string {
  if (ch === ' ') return 'a space';
  if (ch === '\t') return 'a tab';
  if (/\s/.test(ch)) return 'a line break';
  return JSON.stringify(ch);
}

/** The reasons a name falls outside the portable pattern, each with who minds, in words for a message. */
export function nameProblems(name: string): string[] {
  const problems: string[] = [];
  const chars = [...new Set([...name].filter((ch) => !/[A-Za-z0-9_-]/.test(ch)))];
  const portableOnlyFor = (ids: ProviderId[]) => `accepted only by ${providerList(ids)}`;
  const foreign = chars.filter((ch) => ch !== '.' && ch !== ':');
  if (foreign.length) problems.push(`has ${listWords(foreign.map(describeChar))}, which no provider accepts`);
  if (chars.includes('.')) problems.push(`has a dot, ${portableOnlyFor(['gemini', 'vertex'])}`);
  if (chars.includes(':')) problems.push(`has a colon, ${portableOnlyFor(['gemini'])}`);
  if (name.length > 64)
    problems.push(
      `is ${name.length} characters long, over the 64 that ${name.length > 128 ? 'every provider' : `all but ${PROVIDER_LABEL.anthropic}`} allow${name.length > 128 ? 's' : ''}`,
    );
  if (/^[0-9]/.test(name)) problems.push(`starts with a digit, which ${providerList(['gemini', 'vertex'])} refuse`);
  else if (/^-/.test(name)) problems.push(`starts with a dash, which ${providerList(['gemini', 'vertex'])} refuse`);
  return problems;
}

export function listWords(words: readonly string[]): string {
  if (words.length <= 1) return words[0] ?? '';
  return `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`;
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
