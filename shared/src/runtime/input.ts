/**
 * The tools a caller hands the run-time library, in whatever container they
 * come: a list of tools, an MCP `tools/list` result or a request body
 * (`{tools: [...]}`), Gemini's `{functionDeclarations: [...]}` (also inside a
 * `tools` list), Bedrock's `{toolConfig: {tools: [...]}}`, or one tool alone.
 */

/** One tool as given, and the key of the list it came in (which tells a Gemini declaration from an OpenAI function). */
export interface ToolItem {
  value: unknown;
  listKey: 'tools' | 'functionDeclarations';
}

const DECLARATION_KEYS = ['functionDeclarations', 'function_declarations'];

/** The tools of `input`, in order; a container that cannot be read gives no tools (reading it never throws). */
export function toolItems(input: unknown): ToolItem[] {
  try {
    const list = toolList(input);
    return list ? list.flatMap(declarationsOrTool) : [{ value: input, listKey: 'tools' }];
  } catch {
    return [{ value: input, listKey: 'tools' }];
  }
}

/** The list of tools `input` carries, or undefined when it is not a container of tools. */
function toolList(input: unknown): unknown[] | undefined {
  if (Array.isArray(input)) return input as unknown[];
  if (!isRecord(input)) return undefined;
  if (Array.isArray(input.tools)) return input.tools as unknown[];
  if (isRecord(input.toolConfig) && Array.isArray(input.toolConfig.tools)) return input.toolConfig.tools as unknown[];
  if (declarations(input)) return [input];
  return undefined;
}

/** A Gemini `tools` entry holds declarations; anything else in the list is one tool. */
function declarationsOrTool(value: unknown): ToolItem[] {
  try {
    const list = declarations(value);
    if (list) return list.map((d) => ({ value: d, listKey: 'functionDeclarations' as const }));
  } catch {
    // A value that throws when read is one tool, which conforming leaves out with the reason.
  }
  return [{ value, listKey: 'tools' }];
}

function declarations(value: unknown): unknown[] | undefined {
  if (!isRecord(value)) return undefined;
  for (const key of DECLARATION_KEYS) if (Array.isArray(value[key])) return value[key] as unknown[];
  return undefined;
}

export function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}
