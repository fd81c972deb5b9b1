import type { ConverterHelper } from './helpers';
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
  /** zod 4.5 and later: a union of bare types, and a nullable one, as one `type` list (before: `anyOf`). */
  typeLists: boolean;
  /** zod 4.5 and later: the intersection of two plain objects as one object (before: `allOf`). */
  mergeIntersections: boolean;
  /** zod 4.5 and later: a tuple closed (`additionalItems`/`items: false`) and sized (before: its items alone). */
  tupleBounds: boolean;
  /** zod 4.3 and later: a record of enum keys requires every key. */
  recordKeysRequired: boolean;
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
  typeLists: true,
  mergeIntersections: true,
  tupleBounds: true,
  recordKeysRequired: true,
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

/**
 * What each zod 4 minor writes differently, measured with each one (zod 4.0.17,
 * 4.1.13, 4.2.1, 4.3.6, 4.4.3, 4.5.4, 4.6.7; `test/engine/zod/minors.test.ts`):
 * the switches that changed, from the minor that changed them.
 */
const MINOR_CHANGES: ReadonlyArray<{ since: number; switches: Partial<ZodConverter> }> = [
  { since: 1, switches: { discriminated: 'oneOf' } },
  { since: 3, switches: { recordKeysRequired: true } },
  { since: 5, switches: { typeLists: true, mergeIntersections: true, tupleBounds: true } },
];

/** Before any of MINOR_CHANGES: what zod 4.0 writes. */
const ZOD_4_0: Partial<ZodConverter> = {
  discriminated: 'anyOf',
  recordKeysRequired: false,
  typeLists: false,
  mergeIntersections: false,
  tupleBounds: false,
};

/** The converter of a profile, as the zod 4 minor it names writes (the newest when it names none). */
export function converterFor(profile: ZodProfile): ZodConverter {
  const converter = byMinor(profile);
  return profile.switches ? { ...converter, ...profile.switches } : converter;
}

function byMinor(profile: ZodProfile): ZodConverter {
  const newest = ZOD_CONVERTERS[profile.id];
  const minor = profile.minor;
  if (newest.engine !== 'zod4' || minor === undefined || minor >= MINOR_CHANGES[MINOR_CHANGES.length - 1].since)
    return newest;
  const old: Partial<ZodConverter> = { ...ZOD_4_0 };
  for (const change of MINOR_CHANGES) if (minor >= change.since) Object.assign(old, change.switches);
  // A switch the SDK sets itself (OpenAI's anyOf for a discriminated union) stays the SDK's.
  if (newest.discriminated === 'anyOf') old.discriminated = 'anyOf';
  return { ...newest, ...old };
}

/**
 * The profile of a workspace helper's converter call, from the profile its
 * converter has alone: its options (`$refStrategy: 'none'`; zod 4's `target`
 * and `io`), sent as converted (no SDK's root handling, no LangChain pass).
 */
export function helperProfile(base: ZodProfile, helper: ConverterHelper): ZodProfile {
  const { options } = helper;
  if (base.zod === 3)
    return {
      ...base,
      label: 'zod-to-json-schema',
      switches: { root: 'as-is', ...(options.$refStrategy === 'none' ? { reused: 'inline' } : {}) },
    };
  const draft = /^draft-?0?7$/.test(options.target ?? '') ? 'draft-07' : '2020-12';
  const io = options.io === 'input' ? 'input' : 'output';
  const switches = {
    root: 'as-is',
    langchainInterop: false,
    schemaUri: draft === 'draft-07' ? DRAFT_07 : DRAFT_2020,
  } as const;
  return { ...base, label: `zod 4's z.toJSONSchema (${draft}, ${io})`, draft, io, switches };
}
