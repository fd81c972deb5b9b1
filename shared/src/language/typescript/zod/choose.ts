import type { PackageVersions } from '../../../types';
import { admitted, compare, exactVersion, type MajorMinor } from './ranges';
import type { ZodProfile, ZodProfileId } from './types';
import { ZOD_PROFILES } from './profiles';

/** Who converts a tool's zod schema: the SDK its call belongs to, or the converter the code calls itself. */
export type ZodSdk =
  'mcp' | 'ai-sdk' | 'openai' | 'anthropic' | 'langchain' | 'mastra' | 'zod-to-json-schema' | 'zod-json-schema';

/** What a host says of the packages (LintOptions.packages): asked by name, or declared ranges. */
export type Packages = PackageVersions | Readonly<Record<string, string>> | undefined;

/** Without a package.json that says otherwise, the current majors: zod 4 and the MCP SDK v1 (`@modelcontextprotocol/sdk` 1.x). */
export const DEFAULT_ZOD_MAJOR = 4;
/** The newest zod 4 minor measured (docs/zod.md): a newer one is taken to write as it does. */
export const NEWEST_ZOD4_MINOR = 6;

/** One package's version as the host knows it: the one installed, else the range declared. */
export interface KnownVersion {
  name: string;
  version: string;
  how: 'installed' | 'declared';
}

/** The zod a file gets: its major, and for zod 4 the minors it may be (one when installed). */
export interface ZodVersion {
  major: 3 | 4;
  /** zod 4 only: the lowest and highest minor it may be; equal when decided. */
  minors: { low: number; high: number };
  /** Where it was read; undefined: nothing said, the default major. */
  from?: KnownVersion;
}

/** The version of `name` the host knows for the file, installed first; undefined when it says nothing. */
export function knownVersion(packages: Packages, name: string): KnownVersion | undefined {
  if (!packages) return undefined;
  if (typeof packages !== 'function') {
    const range = Object.hasOwn(packages, name) ? packages[name] : undefined;
    return typeof range === 'string' ? { name, version: range, how: 'declared' } : undefined;
  }
  let answer: ReturnType<PackageVersions>;
  try {
    answer = packages(name);
  } catch {
    return undefined; // a host that throws knows nothing of it
  }
  if (typeof answer?.installed === 'string') return { name, version: answer.installed, how: 'installed' };
  if (typeof answer?.declared === 'string') return { name, version: answer.declared, how: 'declared' };
  return undefined;
}

/**
 * The zod a file gets: `zod/v4` and `zod/v3` (shipped by zod 3.25 and later)
 * name their major whatever the package's version is, and zod 3.25's `zod/v4`
 * is zod 4.0's code; else the version installed, else the highest major the
 * declared range admits (what npm installs), with the minors it admits.
 */
export function zodVersion(packages: Packages, zodImport: string | undefined): ZodVersion {
  const from = knownVersion(packages, 'zod');
  const version = from && versionRange(from);
  const v4 = zodImport === 'zod/v4' || zodImport === 'zod/v4-mini' || zodImport === 'zod/mini';
  if (zodImport === 'zod/v3') return { major: 3, minors: { low: 0, high: 0 }, from };
  if (v4 && version && version.high.major === 3) return { major: 4, minors: { low: 0, high: 0 }, from };
  const major = v4 ? 4 : version ? clampMajor(version.high.major) : DEFAULT_ZOD_MAJOR;
  if (major === 3 || !version || version.high.major < 4) return { major, minors: newest(), from };
  const low = version.low.major < 4 ? 0 : Math.min(version.low.minor, NEWEST_ZOD4_MINOR);
  const high = version.high.major > 4 ? NEWEST_ZOD4_MINOR : Math.min(version.high.minor, NEWEST_ZOD4_MINOR);
  return { major, minors: { low, high }, from };
}

/** The highest major a version or range admits (`^3.25 || ^4.0` is 4); undefined when it names none. */
export function highestMajor(version: string): number | undefined {
  return (exactVersion(version) ?? admitted(version)?.high)?.major;
}

function versionRange(known: KnownVersion): { low: MajorMinor; high: MajorMinor } | undefined {
  const exact = exactVersion(known.version);
  if (exact) return { low: exact, high: exact };
  const range = admitted(known.version);
  return range && compare(range.high, { major: 3, minor: 0 }) >= 0 ? range : undefined;
}

function clampMajor(major: number): 3 | 4 {
  return major <= 3 ? 3 : 4;
}

function newest(): { low: number; high: number } {
  return { low: NEWEST_ZOD4_MINOR, high: NEWEST_ZOD4_MINOR };
}

/**
 * The converter profile of a tool: which SDK converts it, the versions of
 * `zod` and of the MCP SDK the file gets, and the minor of zod 4 it is
 * written as (`minor`: one of `zodVersion`'s; the highest by default).
 */
export function chooseProfile(
  sdk: ZodSdk,
  packages: Packages,
  zodImport: string | undefined,
  minor?: number,
): ZodProfile {
  const zod = zodVersion(packages, zodImport);
  const id = profileId(sdk, packages, zod.major);
  const profile = ZOD_PROFILES[id];
  return profile.zod === 4 ? { ...profile, minor: minor ?? zod.minors.high } : profile;
}

function profileId(sdk: ZodSdk, packages: Packages, major: 3 | 4): ZodProfileId {
  switch (sdk) {
    case 'mcp':
      if (isMcpV2(packages)) return 'mcp-v2';
      return major === 3 ? 'mcp-v1-zod3' : 'mcp-v1-zod4';
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

function isMcpV2(packages: Packages): boolean {
  const v1 = knownVersion(packages, '@modelcontextprotocol/sdk');
  if (v1) return (highestMajor(v1.version) ?? 1) >= 2;
  return knownVersion(packages, '@modelcontextprotocol/server') !== undefined;
}

/**
 * The packages as a file's own imports narrow them: a file that imports the
 * MCP SDK v2 (`@modelcontextprotocol/server`) and not v1's
 * `@modelcontextprotocol/sdk` is converted by v2, whatever v1 the tree also
 * holds (another package's dependency, hoisted beside it).
 */
export function importedMcpSdk(packages: Packages, specifiers: readonly string[]): Packages {
  const of = (name: string) => specifiers.some((s) => s === name || s.startsWith(`${name}/`));
  if (!packages || !of('@modelcontextprotocol/server') || of('@modelcontextprotocol/sdk')) return packages;
  const hidden = '@modelcontextprotocol/sdk';
  if (typeof packages === 'function') return (name) => (name === hidden ? undefined : packages(name));
  return Object.fromEntries(Object.entries(packages).filter(([name]) => name !== hidden));
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

/** The versions the profile was chosen from, for people: "@modelcontextprotocol/sdk 1.17.0 installed, zod ^3.25.0 declared". */
export function versionsOf(sdk: ZodSdk, packages: Packages): string | undefined {
  const known = [...SDK_PACKAGES[sdk], 'zod'].map((n) => knownVersion(packages, n)).filter((k) => k !== undefined);
  return known.length ? known.map((k) => `${k.name} ${k.version} ${k.how}`).join(', ') : undefined;
}
