import { parentPointer, type JsonNode, type JsonObject, type JsonProperty } from '../json/tree';
import type { ToolShape } from '../types';

/** How a tool's parameters schema is judged. */
export type SchemaDialect =
  /** The portable profile: what every provider's tool parser accepts. */
  | 'profile'
  /** Full JSON Schema, as Gemini's `parametersJsonSchema` takes it. */
  | 'json-schema';

/** A tool definition found in a document, with the nodes rules need. */
export interface Tool {
  /** Position among the document's tools, in document order. */
  index: number;
  shape: ToolShape;
  /** The object that carries name, description and the schema key. */
  node: JsonObject;
  pointer: string;
  /** The outer object for wrapped shapes: `{"type": "function", "function": …}`, `{"toolSpec": …}`. */
  wrapper?: JsonObject;
  name?: string;
  nameProp?: JsonProperty;
  description?: string;
  descriptionProp?: JsonProperty;
  /** The member holding the parameters schema (for Bedrock: `json` inside `inputSchema`). */
  schemaProp?: JsonProperty;
  schema?: JsonNode;
  /** Where the schema is, or would go. */
  schemaPointer: string;
  /** The key the schema has, or should have, in this shape. */
  schemaKey: string;
  /** The object the schema key belongs in (Bedrock: `inputSchema`, or the toolSpec when that is missing too). */
  schemaHolder: JsonObject;
  dialect: SchemaDialect;
}

/** The key that names a tool's schema in each shape. */
export const SCHEMA_KEY: Record<ToolShape, string> = {
  openai: 'parameters',
  'openai-function': 'parameters',
  anthropic: 'input_schema',
  mcp: 'inputSchema',
  gemini: 'parameters',
  'gemini-json-schema': 'parametersJsonSchema',
  bedrock: 'inputSchema',
  schema: '',
};

/**
 * The parameters a tool that takes no arguments sends: OpenRouter, Mistral,
 * Anthropic and Bedrock require a schema, and every provider accepts this one
 * (Gemini's native API would rather have none, but no one wire form satisfies
 * Gemini, OpenRouter and Mistral at once, and this one is what every provider takes).
 */
export const EMPTY_PARAMETERS = { type: 'object', properties: {} } as const;

/**
 * The same for a target whose strict mode requires every object to set
 * `additionalProperties: false` (OpenAI's, Anthropic's): a tool that declares no
 * parameters takes no arguments, so closing its object narrows nothing it takes.
 */
export const CLOSED_EMPTY_PARAMETERS = { type: 'object', properties: {}, additionalProperties: false } as const;

/** How a message names a tool: "`search`", or `fallback` when it has no name. */
export function toolLabel(tool: Tool, fallback = 'This tool'): string {
  return tool.name ? `\`${tool.name}\`` : fallback;
}

/** The object a tool is an element of: its wrapper (`{"type": "function", "function": {...}}`, `{"toolSpec": ...}`) or the tool's own. */
export function outerNode(tool: Tool): JsonObject {
  return tool.wrapper ?? tool.node;
}

/** The pointer of outerNode. */
export function outerPointer(tool: Tool): string {
  return tool.wrapper ? parentPointer(tool.pointer) : tool.pointer;
}

/** The range that names a tool: its name value, else the start of its object. */
export function toolAnchor(tool: Tool): { offset: number; length: number } {
  const v = tool.nameProp?.value;
  if (v) return { offset: v.offset, length: v.length };
  if (tool.nameProp) return { offset: tool.nameProp.keyOffset, length: tool.nameProp.keyLength };
  return { offset: tool.node.offset, length: 1 };
}
