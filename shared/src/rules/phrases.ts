import { providerList, whoRejects, type Rejection } from '../providers';
import type { ProviderId } from '../types';

/**
 * Pieces of finding messages that many rules share. A message says what is
 * wrong, who rejects it and what to do, in one or two sentences:
 * "`tags` is an array with no `items`: OpenAI and Gemini reject the whole request
 * ("array schema missing items"). Declare what one element is."
 */

/**
 * "Gemini, Vertex AI and OpenRouter reject the whole request ("<quote>")": the
 * middle of most wire messages. `who` is the providers, or the rejections they
 * answer with; those the provider table derives from them are named too.
 */
export function rejectWholeRequest(
  who: readonly ProviderId[] | readonly Rejection[],
  quotes: string | readonly string[] = [],
): string {
  const quoted = (typeof quotes === 'string' ? [quotes] : quotes).map((q) => `"${q}"`).join(', ');
  const providers = whoRejects(who);
  return `${providerList(providers)} ${providers.length === 1 ? 'rejects' : 'reject'} the whole request${quoted ? ` (${quoted})` : ''}`;
}

/** The article before a word: "a" string, "an" integer. */
export function articleFor(word: string): 'a' | 'an' {
  return /^[aeiou]/i.test(word) ? 'an' : 'a';
}

/** The source text of a node, cut to `max` characters, to quote a value in a message. */
export function excerpt(text: string, node: { offset: number; length: number }, max = 40): string {
  return text.slice(node.offset, node.offset + Math.min(node.length, max));
}
