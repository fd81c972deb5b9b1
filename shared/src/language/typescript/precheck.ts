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
