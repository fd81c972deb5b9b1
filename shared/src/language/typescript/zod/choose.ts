import type { ZodProfileId } from './types';

/** Who converts a tool's zod schema: the SDK its call belongs to, or the converter the code calls itself. */
export type ZodSdk =
  'mcp' | 'ai-sdk' | 'openai' | 'anthropic' | 'langchain' | 'mastra' | 'zod-to-json-schema' | 'zod-json-schema';

/** Without a package.json that says otherwise, the current majors: zod 4 and the MCP SDK v1 (`@modelcontextprotocol/sdk` 1.x). */
export const DEFAULT_ZOD_MAJOR = 4;

/**
 * The converter profile of a tool: which SDK converts it, and the versions of
 * `zod` and of the MCP SDK in the nearest package.json (`packages`). `zodImport`
 * is the module the file imports zod from: `zod/v4` and `zod/v3` (shipped by
 * zod 3.25 and later) name their major whatever the package's version is.
 */
export function chooseProfile(
  sdk: ZodSdk,
  packages: Readonly<Record<string, string>> | undefined,
  zodImport: string | undefined,
): ZodProfileId {
  switch (sdk) {
    case 'mcp':
      if (isMcpV2(packages)) return 'mcp-v2';
      return zodMajor(packages, zodImport) === 3 ? 'mcp-v1-zod3' : 'mcp-v1-zod4';
    case 'ai-sdk':
    case 'mastra': // Mastra converts tools through the AI SDK
      return 'ai-sdk';
    case 'openai':
      return 'openai-helpers';
    case 'anthropic':
      return 'anthropic-beta';
    case 'zod-to-json-schema':
      return 'mcp-v1-zod3'; // zod-to-json-schema itself: draft-07, input types, `$ref` for a reused instance
    case 'langchain':
    case 'zod-json-schema':
      return 'langchain'; // zod 4's own defaults: 2020-12, output types, reused instances inlined
  }
}

function isMcpV2(packages: Readonly<Record<string, string>> | undefined): boolean {
  if (!packages) return false;
  const v1 = packages['@modelcontextprotocol/sdk'];
  if (v1 !== undefined) return (majorOf(v1) ?? 1) >= 2;
  return packages['@modelcontextprotocol/server'] !== undefined;
}

export function zodMajor(packages: Readonly<Record<string, string>> | undefined, zodImport: string | undefined): 3 | 4 {
  if (zodImport === 'zod/v4' || zodImport === 'zod/v4-mini' || zodImport === 'zod/mini') return 4;
  if (zodImport === 'zod/v3') return 3;
  const range = packages?.zod;
  const major = range === undefined ? undefined : majorOf(range);
  return major === 3 ? 3 : major !== undefined && major >= 4 ? 4 : DEFAULT_ZOD_MAJOR;
}

/** The major version a range starts from (`^3.25.0`, `~4.1`, `>=3 <5`, `npm:zod@3.23.8`); undefined for `*`, a tag or a path. */
export function majorOf(range: string): number | undefined {
  const match = /^(?:npm:[^@]+@)?\s*(?:[\^~]|[<>]=?|=)?\s*v?(\d+)(?:[.\s]|$)/.exec(range.trim());
  return match ? Number(match[1]) : undefined;
}

/** The npm packages of each SDK, as a package.json names them. */
const SDK_PACKAGES: Record<ZodSdk, readonly string[]> = {
  mcp: ['@modelcontextprotocol/sdk', '@modelcontextprotocol/server'],
  'ai-sdk': ['ai'],
  openai: ['openai'],
  anthropic: ['@anthropic-ai/sdk'],
  langchain: ['@langchain/core'],
  mastra: ['@mastra/core'],
  'zod-to-json-schema': ['zod-to-json-schema'],
  'zod-json-schema': [],
};

/** The npm packages an SDK is imported from (`@modelcontextprotocol/sdk/server/mcp.js` is of the first); none for zod's own converter. */
export function sdkPackages(sdk: ZodSdk): readonly string[] {
  return SDK_PACKAGES[sdk];
}

/** The versions the profile was chosen from, for people: "@modelcontextprotocol/sdk ^1.17.0, zod ^3.25.0". */
export function versionsOf(sdk: ZodSdk, packages: Readonly<Record<string, string>> | undefined): string | undefined {
  if (!packages) return undefined;
  const names = [...SDK_PACKAGES[sdk], 'zod'].filter((n) => packages[n] !== undefined);
  return names.length ? names.map((n) => `${n} ${packages[n]}`).join(', ') : undefined;
}
