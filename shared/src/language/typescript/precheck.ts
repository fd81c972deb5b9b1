/**
 * The words without which a file holds no tool the locator would find: a schema
 * key, a tool-list key or a wrapper key (shared/src/model/locate.ts), or an SDK
 * call that defines a tool from zod (zod/calls.ts: `server.tool(`, `registerTool`), or a
 * framework's definition member (framework-calls.ts: `schema:`, `argsShape`). A file
 * that has none of them is not parsed at all: most code files, for the cost of
 * one scan of the text (no allocation, well under 1 ms per 1,000 lines).
 */
const TOOL_WORDS =
  /parameters|input_?[sS]chema|parametersJsonSchema|function_?[dD]eclarations|toolSpec|\btools\b|\bfunctions\b|\bfunction\s*['"]?\s*:|\btool\s*\(|registerTool|zodFunction|zodResponsesFunction|betaZodTool|createTool|\bschema\s*:|argsShape/;

export function mayHoldTools(text: string): boolean {
  return TOOL_WORDS.test(text);
}

/**
 * Where a part of a file may hold a tool: the tool words, and what could bring
 * a tool's member in from a const declared elsewhere without naming it (a
 * spread `...base`, a computed key `[KEY]:`). A function whose text holds none
 * of them holds no tool, so the scan does not enter it. Two expressions, each
 * run once over the text: joined into one alternation, they took twice as long.
 */
const WORD_SETS = [new RegExp(TOOL_WORDS.source, 'g'), /\.\.\.|\]\s*:/g];

/** The offsets of a text's reaching words, found in one pass per set, asked of by range. */
export class ToolWords {
  private readonly sets: number[][];

  constructor(text: string) {
    this.sets = WORD_SETS.map((set) => {
      const words = new RegExp(set);
      const offsets: number[] = [];
      for (let m = words.exec(text); m; m = words.exec(text)) offsets.push(m.index);
      return offsets;
    });
  }

  /** Whether a word starts in [from, to). */
  within(from: number, to: number): boolean {
    return this.sets.some((offsets) => firstAtOrAfter(offsets, from) < to);
  }
}

/** The first of ascending `offsets` at or after `from` (Infinity if none). */
function firstAtOrAfter(offsets: readonly number[], from: number): number {
  let [lo, hi] = [0, offsets.length];
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (offsets[mid] < from) lo = mid + 1;
    else hi = mid;
  }
  return lo < offsets.length ? offsets[lo] : Infinity;
}
