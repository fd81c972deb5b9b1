import type { Rejection } from '../providers';

/**
 * Provider answers that more than one schema rule quotes. Each is a provider's own
 * words as users reported them (docs/providers.md); placeholders such as
 * <name> stand for the request's values.
 */

/** Anthropic validates every input_schema against the draft 2020-12 meta-schema and names no keyword. */
export const ANTHROPIC_DRAFT_2020_12: Rejection = {
  provider: 'anthropic',
  error:
    'tools.N.custom.input_schema: JSON schema is invalid. It must match JSON Schema draft 2020-12 (https://json-schema.org/draft/2020-12). Learn more about tool use at https://docs.claude.com/en/docs/tool-use.',
  source: 'anthropics/claude-code #7365, #8900; MarkusPfundstein/mcp-gsuite #19',
};

/** Claude on Bedrock: the model's own check, wrapped by the Converse layer. */
export const BEDROCK_DRAFT_2020_12: Rejection = {
  provider: 'bedrock',
  error:
    'The model returned the following errors: tools.18.custom.input_schema: JSON schema is invalid. It must match JSON Schema draft 2020-12 …',
  source: 'acomagu/vscode-as-mcp-server #6 (Claude models on Bedrock Converse)',
};

/** The schema fails the meta-schema check OpenAI runs on every function's parameters, strict or not. */
export function openAiNotOfType(expected: string): Rejection {
  return {
    provider: 'openai',
    error: `Invalid schema for function '<name>': <value> is not of type ${expected}.`,
    source:
      "FoundationAgents/OpenManus #1162 (\"[] is not of type 'object', 'boolean'\"); yomorun/yomo PR #860 (\"None is not of type 'array'\")",
  };
}

/** Gemini's proto parser meets a value of the wrong JSON type for a field. */
export function geminiInvalidValue(field: string, protoType: string, source: string): Rejection {
  return {
    provider: 'gemini',
    error: `Invalid value at 'request.tools[0].function_declarations[<i>].parameters.properties[<j>].value.${field}' (${protoType}), <value>`,
    source,
    fromSchemaMessage: true,
  };
}

/** Gemini's "Unknown name" answer for a keyword its Schema proto does not have. */
export function geminiUnknownName(keyword: string): string {
  return `Invalid JSON payload received. Unknown name "${keyword}" at 'tools[0].function_declarations[0].parameters.properties[0].value': Cannot find field.`;
}
