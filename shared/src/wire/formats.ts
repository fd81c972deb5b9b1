import { PROVIDER_WIRE_FORMATS } from '../providers';

/** The wire forms a tool can be shown in: each provider's (see the provider table), and MCP's `tools/list`. */
export type WireFormat = 'openai' | 'anthropic' | 'gemini' | 'bedrock' | 'mcp';
export const WIRE_FORMATS: readonly WireFormat[] = [...PROVIDER_WIRE_FORMATS, 'mcp'];
