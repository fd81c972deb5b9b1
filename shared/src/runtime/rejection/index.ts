import { isRecord } from '../input';
import { locateRejectionInText, type LocatedRejection, type RejectionMatch, type TextMatch } from './locate';
import { errorTextOf } from './texts';

export { locateRejectionInText, type LocatedRejection, type RejectionMatch, type TextMatch } from './locate';
export { FOUND_BY, type FoundBy } from './resolve';
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
      matches: located.matches.map((m) => asSentMatch(m, list)),
    };
  } catch {
    return { decided: false, matches: [] };
  }
}

/** A match without its place in the text the tools were written to, its pointer from the root of the tools as given. */
function asSentMatch(m: TextMatch, wrapped: boolean): RejectionMatch {
  const out: RejectionMatch = {
    tool: m.tool,
    toolIndex: m.toolIndex,
    pointer: m.pointer,
    by: m.by,
    message: m.message,
  };
  if (wrapped) out.pointer = m.pointer.replace(/^\/tools/, '');
  if (m.provider) out.provider = m.provider;
  if (m.rule) out.rule = m.rule;
  if (m.fix) out.fix = m.fix;
  return out;
}
