/**
 * The words without which a Python file holds no tool this front end reads:
 * a decorator or call of a recognised SDK (`.tool`, `add_tool`, `function_tool`,
 * `beta_tool`, `pydantic_function_tool`, `StructuredTool`, `BaseTool`, `Tool(`),
 * a `tools=` list, or a dict key a tool literal has (`parameters`, `inputSchema`,
 * `input_schema`, `function_declarations`). A file with none of them is not parsed:
 * most modules of a project, for one scan of the text.
 */
export const TOOL_WORDS =
  /\btool\b|\btool_plain\b|add_tool|function_tool|beta_(?:async_)?tool|pydantic_function_tool|StructuredTool|BaseTool|\bTool\s*\(|\btools\b|parameters|input_?[sS]chema|function_?[dD]eclarations/;

export function mayHoldTools(text: string): boolean {
  return TOOL_WORDS.test(text);
}
