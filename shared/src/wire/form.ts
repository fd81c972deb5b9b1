import { EMPTY_PARAMETERS } from '../model/tool';
import type { ToolShape } from '../types';
import { WIRE_FORMATS, type WireFormat } from './formats';

export { WIRE_FORMATS, type WireFormat } from './formats';

/** What a tool is sent as: the name, description and parameters after repairs. */
export interface SentTool {
  name: string;
  description: string;
  parameters: unknown;
  /** `gemini-json-schema` tools carry full JSON Schema, which Gemini takes as `parametersJsonSchema`. */
  shape?: ToolShape;
}

/** The whole tool definition as each provider's API takes it in a request. */
export function wireForm(format: WireFormat, tool: SentTool): unknown {
  const { name, description } = tool;
  const parameters = tool.parameters ?? EMPTY_PARAMETERS;
  switch (format) {
    case 'openai':
      return { type: 'function', function: { name, description, parameters } };
    case 'anthropic':
      return { name, description, input_schema: parameters };
    case 'gemini':
      return tool.shape === 'gemini-json-schema'
        ? { name, description, parametersJsonSchema: parameters }
        : { name, description, parameters };
    case 'bedrock':
      return { toolSpec: { name, description, inputSchema: { json: parameters } } };
    case 'mcp':
      return { name, description, inputSchema: parameters };
  }
}

/** The tool in every wire form: each provider's (from the provider table) and MCP's. */
export function wireForms(tool: SentTool): Record<WireFormat, unknown> {
  return Object.fromEntries(WIRE_FORMATS.map((format) => [format, wireForm(format, tool)])) as Record<
    WireFormat,
    unknown
  >;
}
