import type { SchemaDialect } from '../model/tool';
import type { ToolShape } from '../types';
import type { WireFormat } from '../wire/formats';

/**
 * The providers Toolwire judges tools for, one row each. Everything else that
 * knows a provider (the ids a target may name, labels, who relays whom, who is
 * judged as whom, name limits, which schema dialect reaches whom) is derived from
 * these rows in ./index.ts; a rule states only the providers that reject with
 * their own words. The evidence for each row is in docs/providers.md.
 *
 * This module holds data only and imports nothing at run time, so a test can add
 * a row before anything derived from the table is loaded.
 */
export interface ProviderRow<Id extends string = string> {
  id: Id;
  label: string;
  /** The wire form its requests carry tools in (the preview's tab for it). */
  wire: WireFormat;
  /** The tool shapes written for its API. */
  shapes: readonly ToolShape[];
  /** The schema dialects its requests carry: a tool in another dialect never reaches it. */
  dialects: readonly SchemaDialect[];
  /** Who may call a tool, by name; absent when it takes whatever its upstream takes, or for a mode of another row. */
  name?: NameRule;
  /** The provider whose rejections hold for this one too, and which of them. */
  judgesAs?: JudgedAs<Id>;
  /** It forwards tools unchanged, so its upstreams' rejections come back through it. */
  relays?: Relay<Id>;
  /**
   * A mode a user opts into (strict tool use): never part of `portable`, which stays
   * the non-strict intersection, and not relayed for. It judges a tool when the
   * targets list it, or when the tool is of one of `strictFor`'s shapes and sets
   * `"strict": true` itself.
   */
  optIn?: { strictFor: readonly ToolShape[] };
}

export interface JudgedAs<Id extends string = string> {
  provider: Id;
  /**
   * `schema-message`: the rejections the rule marks `fromSchemaMessage`, those that come from
   * reading the legacy `parameters` schema (the profile dialect) into a message both share, as
   * Vertex AI shares Gemini's. `every rejection`: all of them, as a stricter mode of the same API.
   */
  scope: 'schema-message' | 'every rejection';
  because: string;
}

/** What one provider accepts as a tool name. */
export interface NameRule {
  /** One allowed character. */
  char: RegExp;
  max: number;
  /** What the first character must be, when the provider says. */
  first?: RegExp;
}

export interface Relay<Id extends string = string> {
  /** The providers it forwards to: a list, or every provider that is not itself a relay. */
  upstreams: readonly Id[] | 'all';
  /** Its answer around an upstream's error text. */
  envelope(upstreamError: string): string;
  /** Why an upstream's rejection holds through it. */
  because: string;
}

const PORTABLE_CHAR = /[A-Za-z0-9_-]/;
const LETTER_OR_UNDERSCORE = /[A-Za-z_]/;

const ROWS = [
  {
    id: 'openai',
    label: 'OpenAI',
    wire: 'openai',
    shapes: ['openai', 'openai-function'],
    dialects: ['profile'],
    name: { char: PORTABLE_CHAR, max: 64 },
  },
  {
    id: 'anthropic',
    label: 'Anthropic',
    wire: 'anthropic',
    shapes: ['anthropic'],
    dialects: ['profile'],
    // The Messages API has taken 128 characters since mid-2025; other Anthropic surfaces still stop at 64.
    name: { char: PORTABLE_CHAR, max: 128 },
  },
  {
    id: 'gemini',
    label: 'Gemini',
    wire: 'gemini',
    shapes: ['gemini', 'gemini-json-schema'],
    dialects: ['profile', 'json-schema'],
    name: { char: /[A-Za-z0-9_.:-]/, max: 64, first: LETTER_OR_UNDERSCORE },
  },
  {
    id: 'vertex',
    label: 'Vertex AI',
    wire: 'gemini',
    shapes: ['gemini', 'gemini-json-schema'],
    dialects: ['profile', 'json-schema'],
    name: { char: /[A-Za-z0-9_.-]/, max: 64, first: LETTER_OR_UNDERSCORE },
    judgesAs: {
      provider: 'gemini',
      scope: 'schema-message',
      because: 'Vertex AI reads `parameters` into a Schema message with the same field types as Gemini',
    },
  },
  {
    id: 'bedrock',
    label: 'Bedrock',
    wire: 'bedrock',
    shapes: ['bedrock'],
    dialects: ['profile'],
    name: { char: PORTABLE_CHAR, max: 64 },
  },
  {
    id: 'mistral',
    label: 'Mistral',
    wire: 'openai',
    shapes: [],
    dialects: ['profile'],
    name: { char: PORTABLE_CHAR, max: 64 },
  },
  {
    id: 'openrouter',
    label: 'OpenRouter',
    wire: 'openai',
    shapes: [],
    dialects: ['profile'],
    relays: {
      upstreams: 'all',
      envelope: (error: string) =>
        `{"error":{"message":"Provider returned error","code":400,"metadata":{"raw":"${error.replace(/"/g, '\\"')}"}}}`,
      because: 'OpenRouter passes tools through as-is (openrouter.ai/docs/api-reference)',
    },
  },
  {
    id: 'openai-strict',
    label: 'OpenAI strict mode',
    wire: 'openai',
    shapes: [],
    dialects: ['profile'],
    // Strict mode changes the schema rules, not the names: the name rule is OpenAI's row's.
    optIn: { strictFor: ['openai', 'openai-function'] },
  },
  {
    id: 'anthropic-strict',
    label: 'Anthropic strict tool use',
    wire: 'anthropic',
    shapes: [],
    dialects: ['profile'],
    // Also Claude on Bedrock (`toolSpec.strict`). Names are judged by the Anthropic and Bedrock rows.
    optIn: { strictFor: ['anthropic', 'bedrock'] },
  },
  {
    // xAI treats every tool as strict (docs.x.ai structured outputs), so it is opted into like the strict modes.
    // It documents no name rule, so none is judged for it.
    id: 'xai',
    label: 'xAI',
    wire: 'openai',
    shapes: [],
    dialects: ['profile'],
    optIn: { strictFor: [] },
  },
] as const satisfies readonly ProviderRow[];

/** A provider Toolwire knows: the id of one row of the table. */
export type ProviderId = (typeof ROWS)[number]['id'];

/** The rows, in the order providers are listed everywhere (targets, help, settings). */
export const PROVIDER_TABLE: readonly ProviderRow<ProviderId>[] = ROWS;
