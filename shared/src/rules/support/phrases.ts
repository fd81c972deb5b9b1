import type { JsonNode } from '../../json/tree';
import { providerList, whoRejects, type Rejection } from '../../providers';
import type { ProviderId } from '../../types';

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

/**
 * The source text of a node, cut to `max` characters, to quote a value in a message. A scalar
 * whose text is not written as that literal (a value computed from code: zod's `.nullable()`
 * makes `"null"` at the word `nullable`) is quoted as JSON instead.
 */
export function excerpt(text: string, node: { offset: number; length: number } | JsonNode, max = 40): string {
  const written = text.slice(node.offset, node.offset + Math.min(node.length, max));
  if (!('kind' in node) || writtenAs(node, written) || !('value' in node)) return written;
  return JSON.stringify(node.value).slice(0, max);
}

/** Whether `written` is the literal of a scalar node (any quotes), or the node is not a scalar. */
function writtenAs(node: JsonNode, written: string): boolean {
  switch (node.kind) {
    case 'string':
      return /^["'`]/.test(written);
    case 'number':
      return Number(written) === node.value;
    case 'boolean':
    case 'null':
      return written === String(node.value);
    default:
      return true;
  }
}
