import type { Rejection } from '../../providers';

/** What each provider answers for a tool name it will not take (docs/providers.md#tool-names-side-by-side). */
const OPENAI: Rejection = {
  provider: 'openai',
  error:
    "Invalid 'tools[0].function.name': string does not match pattern. Expected a string that matches the pattern '^[a-zA-Z0-9_-]+$'.",
  source:
    'OpenAI FunctionObject.name ("a-z, A-Z, 0-9, or contain underscores and dashes, with a maximum length of 64"); brekkylab/ailoy PR #109',
};

export const NAME_REJECTIONS: readonly Rejection[] = [
  OPENAI,
  {
    provider: 'anthropic',
    error: "tools.7.custom.name: String should match pattern '^[a-zA-Z0-9_-]{1,64}$'",
    source:
      'apify/tester-mcp-client #11; modelcontextprotocol/typescript-sdk #413 (the limit later grew to 128: modelcontextprotocol/modelcontextprotocol #1345)',
  },
  {
    provider: 'gemini',
    error:
      'tools[0].function_declarations[53].name: [FIELD_INVALID] Invalid function name. Must start with a letter or an underscore. Must be a-z, A-Z, 0-9, or contain underscores (_), dots (.), colons (:), or dashes (-), with a maximum length of 64.',
    source: 'kaitranntt/ccs #25; cline/cline #7339',
  },
  {
    provider: 'vertex',
    error:
      'Must start with a letter or an underscore. Must be a-z, A-Z, 0-9, or contain underscores, dots and dashes, with a maximum length of 64.',
    source:
      'googleapis google/cloud/aiplatform/v1/tool.proto FunctionDeclaration.name; google-gemini/gemini-cli #12425',
  },
  {
    provider: 'bedrock',
    error: 'Length Constraints: Minimum length of 1. Maximum length of 64. Pattern: [a-zA-Z0-9_-]+',
    source: 'AWS Bedrock API Reference, ToolSpecification.name',
  },
  {
    provider: 'mistral',
    error:
      'Function name was <name> but must be a-z, A-Z, 0-9, or contain underscores and dashes, with a maximum length of 64.',
    source: 'Kochava-Studios/witsy PR #164 (via LiteLLM)',
  },
];
