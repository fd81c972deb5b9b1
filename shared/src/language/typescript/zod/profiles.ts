import type { ZodProfile, ZodProfileId } from './types';

/** The converters, as their SDKs call them (docs/zod.md has what each one writes). */
export const ZOD_PROFILES: Record<ZodProfileId, ZodProfile> = {
  'mcp-v1-zod3': {
    id: 'mcp-v1-zod3',
    label: 'MCP TypeScript SDK v1 with zod 3 (zod-to-json-schema)',
    zod: 3,
    draft: 'draft-07',
    io: 'input',
  },
  'mcp-v1-zod4': {
    id: 'mcp-v1-zod4',
    label: 'MCP TypeScript SDK v1 with zod 4 (z.toJSONSchema, draft-07, input)',
    zod: 4,
    draft: 'draft-07',
    io: 'input',
  },
  'mcp-v2': {
    id: 'mcp-v2',
    label: 'MCP TypeScript SDK v2 (zod 4 standard JSON Schema, 2020-12, input)',
    zod: 4,
    draft: '2020-12',
    io: 'input',
  },
  'ai-sdk': {
    id: 'ai-sdk',
    label: 'Vercel AI SDK (zod 4, draft-07, input, every object closed)',
    zod: 4,
    draft: 'draft-07',
    io: 'input',
  },
  'openai-helpers': {
    id: 'openai-helpers',
    label: "OpenAI's zodFunction (zod 4, draft-07, output, strict)",
    zod: 4,
    draft: 'draft-07',
    io: 'output',
  },
  'anthropic-beta': {
    id: 'anthropic-beta',
    label: "Anthropic's betaZodTool (zod 4, 2020-12, output, reused instances as $defs)",
    zod: 4,
    draft: '2020-12',
    io: 'output',
  },
  langchain: {
    id: 'langchain',
    label: 'LangChain.js tool() (zod 4, 2020-12, output, objects made strict)',
    zod: 4,
    draft: '2020-12',
    io: 'output',
  },
};

/** What a tool's root goes through after the conversion. */
export type RootHandling =
  /** MCP SDK v1: a raw shape is wrapped in z.object; anything but an object is sent as an empty object. */
  | 'mcp-v1'
  /** MCP SDK v2: a raw shape is wrapped; a root without `type` gets `type: 'object'`; another type throws. */
  | 'mcp-v2'
  /** The helper throws unless the root's type is `object` (OpenAI, Anthropic). */
  | 'object-only'
  /** LangChain sends a union root as converted; a string root becomes a DynamicTool's `{ input }`, not modelled. */
  | 'langchain'
  | 'as-is';

/** The switches of each converter that the evaluator follows, beyond the ZodProfile itself. */
export interface ZodConverter {
  /** zod 3 through zod-to-json-schema, or zod 4's own z.toJSONSchema. */
  engine: 'zod-to-json-schema' | 'zod4';
  /** A reused instance: inlined, a `$ref` to `#/$defs/__schemaN`, or a `$ref` to the path of its first use. */
  reused: 'inline' | 'defs' | 'first-use';
  /** What a z.discriminatedUnion is written as. */
  discriminated: 'anyOf' | 'oneOf';
  /** The AI SDK sets `additionalProperties: false` on every object that has none or `true`. */
  closeEveryObject: boolean;
  /** OpenAI's strict transform: every property required, open objects and optional fields throw. */
  openaiStrict: boolean;
  /** LangChain: every pipe is replaced by its input side and every object made strict before converting. */
  langchainInterop: boolean;
  root: RootHandling;
  /** The `$schema` the converter stamps on the root. */
  schemaUri: string;
}

const DRAFT_07 = 'http://json-schema.org/draft-07/schema#';
const DRAFT_2020 = 'https://json-schema.org/draft/2020-12/schema';

const base = {
  engine: 'zod4',
  reused: 'inline',
  discriminated: 'oneOf',
  closeEveryObject: false,
  openaiStrict: false,
  langchainInterop: false,
} as const;

export const ZOD_CONVERTERS: Record<ZodProfileId, ZodConverter> = {
  'mcp-v1-zod3': {
    ...base,
    engine: 'zod-to-json-schema',
    reused: 'first-use',
    discriminated: 'anyOf',
    root: 'mcp-v1',
    schemaUri: DRAFT_07,
  },
  'mcp-v1-zod4': { ...base, root: 'mcp-v1', schemaUri: DRAFT_07 },
  'mcp-v2': { ...base, root: 'mcp-v2', schemaUri: DRAFT_2020 },
  'ai-sdk': { ...base, closeEveryObject: true, root: 'as-is', schemaUri: DRAFT_07 },
  'openai-helpers': { ...base, discriminated: 'anyOf', openaiStrict: true, root: 'object-only', schemaUri: DRAFT_07 },
  'anthropic-beta': { ...base, reused: 'defs', root: 'object-only', schemaUri: DRAFT_2020 },
  langchain: { ...base, langchainInterop: true, root: 'langchain', schemaUri: DRAFT_2020 },
};
