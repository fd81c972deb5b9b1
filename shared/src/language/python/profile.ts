import type { ParseOptions } from '../language';
import type { PythonProfileId } from './pydantic';
import { SDKS, type PythonSdk } from './sdks';
import { knownVersion, majorOf, type KnownVersion } from './versions';

/** How the tool was written, as far as it changes what its SDK sends. */
export interface ToolForm {
  sdk: PythonSdk;
  /** The SDK's major named by the import path (`mcp.server.fastmcp` is mcp 1.x). */
  major?: number;
  /** LangChain `args_schema=Model`, a `BaseTool` class. */
  argsSchema?: boolean;
  /** The Agents SDK's `strict_mode=False`. */
  nonStrict?: boolean;
}

/** The profile a tool is converted by, and what it was chosen from, for the hover. */
export interface ChosenProfile {
  profile: PythonProfileId;
  /** "FastMCP 4.x, from fastmcp 4.0.10 installed"; "…(the newest line: no version of fastmcp is known)". */
  converter: string;
  /** The newest line was taken for want of a version: why, and the SDK's other lines the file may get (undecided.ts). */
  undecided?: { why: string; others: ReadonlyArray<{ profile: PythonProfileId; line: string }> };
}

/** The lines of the SDKs whose schemas differ by major, the newest last (the default when nothing is known). */
const BY_MAJOR: Partial<Record<PythonSdk, ReadonlyArray<readonly [number, PythonProfileId]>>> = {
  mcp: [
    [1, 'mcp1'],
    [2, 'mcp2'],
  ],
  fastmcp: [
    [2, 'fm2'],
    [3, 'fm3'],
    [4, 'fm4'],
  ],
};

const SINGLE: Record<Exclude<PythonSdk, 'mcp' | 'fastmcp'>, PythonProfileId> = {
  langchain: 'lc',
  openai: 'oai',
  agents: 'agents',
  'pydantic-ai': 'pai',
  anthropic: 'ant',
  genai: 'genai',
};

export function chooseProfile(form: ToolForm, packages: ParseOptions['packages']): ChosenProfile {
  const known = knownVersion(packages, SDKS[form.sdk].packages);
  const label = SDKS[form.sdk].label;
  const lines = BY_MAJOR[form.sdk];
  if (!lines) return { profile: singleProfile(form), converter: withVersion(label, known) };
  const major = form.major ?? (known && majorOf(known.version));
  const line = lines.find(([m]) => m === major) ?? (major !== undefined && major < lines[0][0] ? lines[0] : undefined);
  const [m, profile] = line ?? lines[lines.length - 1];
  const named = `${label} ${m}.x`;
  if (form.major !== undefined && !known) return { profile, converter: `${named} (the import names the line)` };
  if (line) return { profile, converter: withVersion(named, known) };
  const why = known
    ? `${known.name} ${known.version} names no line`
    : `no version of ${SDKS[form.sdk].packages[0]} is known`;
  const converter = `${named} (the newest line: ${why})`;
  // Without a host that looks for versions (a library call with no `packages`), the newest line is taken as said.
  if (!packages) return { profile, converter };
  const others = lines.filter(([o]) => o !== m).map(([o, p]) => ({ profile: p, line: `${label} ${o}.x` }));
  return { profile, converter, undecided: { why, others } };
}

function singleProfile(form: ToolForm): PythonProfileId {
  if (form.sdk === 'langchain' && form.argsSchema) return 'lc-args';
  if (form.sdk === 'agents' && form.nonStrict) return 'agents-nonstrict';
  return SINGLE[form.sdk as keyof typeof SINGLE];
}

function withVersion(label: string, known: KnownVersion | undefined): string {
  return known ? `${label}, from ${known.name} ${known.version} ${known.how}` : label;
}

/** How an SDK reads a docstring (research §1.3): the tool's description, and the parameters' descriptions. */
export interface DocRule {
  /** `raw`: `__doc__` as written; `clean`: `inspect.getdoc`; `summary`: the text before the sections; `tagged`: pydantic-ai's `<summary>`/`<returns>`. */
  description: 'raw' | 'clean' | 'summary' | 'tagged';
  /** Where parameter descriptions come from: none, any style (griffe, docstring_parser), Google `Args:` only. */
  params: 'none' | 'auto' | 'google';
  /** What is sent for a function with no docstring: `""`, or no description at all (undefined). */
  empty?: '';
}

export const DOC_RULES: Readonly<Record<PythonProfileId, DocRule>> = {
  mcp1: { description: 'raw', params: 'none', empty: '' },
  mcp2: { description: 'raw', params: 'none', empty: '' },
  fm2: { description: 'clean', params: 'none' },
  fm3: { description: 'summary', params: 'auto' },
  fm4: { description: 'summary', params: 'auto' },
  lc: { description: 'raw', params: 'none' },
  'lc-strict': { description: 'raw', params: 'none' },
  'lc-args': { description: 'raw', params: 'none' },
  'lc-gg': { description: 'raw', params: 'none' },
  oai: { description: 'raw', params: 'none' },
  ant: { description: 'summary', params: 'auto', empty: '' },
  genai: { description: 'clean', params: 'none', empty: '' },
  'genai-old': { description: 'clean', params: 'none', empty: '' },
  agents: { description: 'summary', params: 'auto', empty: '' },
  'agents-nonstrict': { description: 'summary', params: 'auto', empty: '' },
  pai: { description: 'tagged', params: 'auto' },
  smol: { description: 'summary', params: 'google' },
};

/** LangChain's `@tool(parse_docstring=True)`: the text before `Args:`, and the Google entries. */
export const PARSED_GOOGLE: DocRule = { description: 'summary', params: 'google' };

/** The profiles whose SDK sends the tool with `strict: true`. */
export const STRICT_PROFILES: ReadonlySet<PythonProfileId> = new Set(['oai', 'agents', 'lc-strict']);
