import { isRecord } from '../input';
import { locateRejectionInText, type LocatedRejection } from './locate';
import { errorTextOf } from './texts';

export { locateRejectionInText, type LocatedRejection, type RejectionMatch, type TextMatch } from './locate';
export type { FoundBy } from './resolve';
export { looksLikeProviderError } from './detect';

/**
 * Which tool a provider's 400 is about, in the tools the request sent: the
 * tool, its index, the JSON pointer of the node at fault (from the root of
 * `sentTools`) and the rule that explains it, with its message and fix. When
 * the text does not decide, `matches` are ranked candidates (`decided` false).
 * `error` is the error's text, or the error itself (an SDK's error, a parsed
 * body). Reads Gemini, OpenAI, Anthropic, Bedrock and Mistral formats, also
 * wrapped by OpenRouter or LiteLLM. Never throws.
 */
export function locateRejection(error: unknown, sentTools: unknown): LocatedRejection {
  try {
    // A bare list is read as a request's `tools`, so an item still being written reads as a tool.
    const list = Array.isArray(sentTools);
    const text = JSON.stringify(list ? { tools: sentTools } : isRecord(sentTools) ? sentTools : []);
    const located = locateRejectionInText(errorTextOf(error), text);
    return {
      decided: located.decided,
      matches: located.matches.map(({ offset: _o, length: _l, ...m }) => ({
        ...m,
        pointer: list ? m.pointer.replace(/^\/tools/, '') : m.pointer,
      })),
    };
  } catch {
    return { decided: false, matches: [] };
  }
}
