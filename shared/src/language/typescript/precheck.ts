/**
 * The words without which a file holds no tool the locator would find: a schema
 * key, a tool-list key or a wrapper key (shared/src/model/locate.ts), or an SDK
 * call that defines a tool from zod (zod/calls.ts: `server.tool(`, `registerTool`). A file
 * that has none of them is not parsed at all: most code files, for the cost of
 * one scan of the text (no allocation, well under 1 ms per 1,000 lines).
 */
const TOOL_WORDS =
  /parameters|input_?[sS]chema|parametersJsonSchema|function_?[dD]eclarations|toolSpec|\btools\b|\bfunctions\b|\bfunction\s*['"]?\s*:|\btool\s*\(|registerTool|zodFunction|zodResponsesFunction|betaZodTool|createTool/;

export function mayHoldTools(text: string): boolean {
  return TOOL_WORDS.test(text);
}

/**
 * Where a part of a file may hold a tool: the tool words, and what could bring
 * a tool's member in from a const declared elsewhere without naming it (a
 * spread `...base`, a computed key `[KEY]:`). A function whose text holds none
 * of them holds no tool, so the scan does not enter it.
 */
const REACHING_WORDS = new RegExp(`${TOOL_WORDS.source}|\\.\\.\\.|\\]\\s*:`, 'g');

/** The offsets of a text's reaching words, found in one pass, asked of by range. */
export class ToolWords {
  private readonly offsets: number[] = [];

  constructor(text: string) {
    const words = new RegExp(REACHING_WORDS);
    for (let m = words.exec(text); m; m = words.exec(text)) this.offsets.push(m.index);
  }

  /** Whether a word starts in [from, to). */
  within(from: number, to: number): boolean {
    const offsets = this.offsets;
    let [lo, hi] = [0, offsets.length];
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (offsets[mid] < from) lo = mid + 1;
      else hi = mid;
    }
    return lo < offsets.length && offsets[lo] < to;
  }
}
