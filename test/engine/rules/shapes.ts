/** One tool written in each shape the locator knows, for the tool-field rules' tests. */

export type ShapeCase =
  'openai' | 'openai-function' | 'anthropic' | 'mcp' | 'mcp-tools-list' | 'gemini' | 'gemini-json-schema' | 'bedrock';

export const SHAPES: readonly ShapeCase[] = [
  'openai',
  'openai-function',
  'anthropic',
  'mcp',
  'mcp-tools-list',
  'gemini',
  'gemini-json-schema',
  'bedrock',
];

/** Raw JSON texts of the tool's fields; a field left out is absent from the tool. */
export interface ToolFields {
  name?: string;
  description?: string;
  schema?: string;
}

const SCHEMA_KEY: Record<ShapeCase, string> = {
  openai: 'parameters',
  'openai-function': 'parameters',
  anthropic: 'input_schema',
  mcp: 'inputSchema',
  'mcp-tools-list': 'inputSchema',
  gemini: 'parameters',
  'gemini-json-schema': 'parametersJsonSchema',
  bedrock: 'inputSchema',
};

export function schemaKeyOf(shape: ShapeCase): string {
  return SCHEMA_KEY[shape];
}

/** The members of the tool object, in the order people write them. */
export function members(shape: ShapeCase, f: ToolFields): string {
  const out: string[] = [];
  if (f.name !== undefined) out.push(`"name": ${f.name}`);
  if (f.description !== undefined) out.push(`"description": ${f.description}`);
  if (f.schema !== undefined)
    out.push(`"${SCHEMA_KEY[shape]}": ${shape === 'bedrock' ? `{"json": ${f.schema}}` : f.schema}`);
  return out.join(', ');
}

/** A whole document holding one tool (or several: pass more field sets) in the given shape. */
export function toolDoc(shape: ShapeCase, ...tools: ToolFields[]): string {
  const items = tools.map((f) => wrap(shape, `{${members(shape, f)}}`)).join(', ');
  switch (shape) {
    case 'openai':
      return `{"tools": [${items}]}`;
    case 'openai-function':
      return `{"functions": [${items}]}`;
    case 'mcp-tools-list':
      return `{"jsonrpc": "2.0", "id": 1, "result": {"tools": [${items}]}}`;
    case 'gemini':
    case 'gemini-json-schema':
      return `{"tools": [{"functionDeclarations": [${items}]}]}`;
    case 'bedrock':
      return `{"toolConfig": {"tools": [${items}]}}`;
    default:
      return `{"tools": [${items}]}`;
  }
}

function wrap(shape: ShapeCase, tool: string): string {
  if (shape === 'openai') return `{"type": "function", "function": ${tool}}`;
  if (shape === 'bedrock') return `{"toolSpec": ${tool}}`;
  return tool;
}
