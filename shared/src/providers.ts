import type { ProviderId } from './types';

/**
 * What one provider answers when it rejects something a rule flags: its own error
 * text, verbatim as users reported it or as its spec states it, and where that
 * comes from. Facts only; docs/providers.md holds the evidence, provider by provider.
 */
export interface Rejection {
  provider: ProviderId;
  /** The provider's own error text (placeholders such as <name> stand for the request's values). */
  error: string;
  /** Where the evidence comes from (issue, spec, SDK source). */
  source: string;
}

export const PROVIDER_LABEL: Record<ProviderId, string> = {
  openai: 'OpenAI',
  anthropic: 'Anthropic',
  gemini: 'Gemini',
  vertex: 'Vertex AI',
  bedrock: 'Bedrock',
  mistral: 'Mistral',
  openrouter: 'OpenRouter',
};

/** "Gemini and Vertex AI" / "OpenAI, Gemini and Bedrock". */
export function providerList(ids: readonly ProviderId[]): string {
  const names = ids.map((p) => PROVIDER_LABEL[p]);
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

/**
 * OpenRouter forwards tools unchanged to the model's provider, so whatever an
 * upstream rejects, a request through OpenRouter to that upstream fails with it.
 */
export function viaOpenRouter(r: Rejection): Rejection {
  return {
    provider: 'openrouter',
    error: `{"error":{"message":"Provider returned error","code":400,"metadata":{"raw":"${r.error.replace(/"/g, '\\"')}"}}}`,
    source: `OpenRouter passes tools through as-is (openrouter.ai/docs/api-reference); upstream: ${r.source}`,
  };
}

/** Gemini's "Unknown name" answer for a keyword its Schema proto does not have. */
export function geminiUnknownName(keyword: string): string {
  return `Invalid JSON payload received. Unknown name "${keyword}" at 'tools[0].function_declarations[0].parameters.properties[0].value': Cannot find field.`;
}
