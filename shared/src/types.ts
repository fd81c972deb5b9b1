import type { ModuleHost } from './language/language';

/** A range of the text: UTF-16 offset and length (the engine's offsets). */
export interface Span {
  offset: number;
  length: number;
}

/** What the host knows of one package (npm, PyPI) for the linted file. */
export interface PackageVersion {
  /**
   * The version the file gets: installed where its language finds it from the file's folder (node_modules
   * as Node resolves it; a Python virtual environment's `*.dist-info`), else as a lockfile pins it.
   */
  installed?: string;
  /** The range declared for it (the nearest package.json, else the dependency an SDK declares; pyproject.toml or requirements*.txt). */
  declared?: string;
}

/** The host's answer for a package name, for the linted file; undefined when it knows nothing of it. */
export type PackageVersions = (name: string) => PackageVersion | undefined;
/**
 * Public types of the engine. Everything here is plain data: a finding survives
 * JSON.stringify, crosses a worker thread, and travels as LSP `data` unchanged.
 * Offsets and lengths are in UTF-16 code units of the linted text (JavaScript
 * string indices); turning them into lines and columns is the caller's job.
 */

import type { ProviderId } from './providers';

/** Providers are rows of one table (providers/table.ts); their ids and everything derived from them live there. */
export { PORTABLE_TARGETS, PROVIDERS, type ProviderId } from './providers';

export type Severity = 'error' | 'warning' | 'info';
export type SeveritySetting = Severity | 'off';

/** Where a rule's verdict comes from: the wire (a provider rejects the request) or the contract (the model calls badly). */
export type RuleKind = 'wire' | 'contract';

/** The shapes a tool definition is written in. */
export type ToolShape =
  | 'openai' // {"type": "function", "function": {name, description, parameters}}
  | 'openai-function' // bare {name, description, parameters} (legacy `functions`, Responses API)
  | 'anthropic' // {name, description, input_schema}
  | 'mcp' // {name, description, inputSchema}
  | 'gemini' // functionDeclarations item with `parameters` (the legacy OpenAPI-subset Schema)
  | 'gemini-json-schema' // functionDeclarations item with `parametersJsonSchema` (full JSON Schema)
  | 'bedrock' // {toolSpec: {name, description, inputSchema: {json}}}
  | 'schema'; // the whole document is one bare parameters schema

export interface TextEdit {
  offset: number;
  length: number;
  newText: string;
}

export type FixKind = 'repair' | 'authoring';

/**
 * A change that resolves a finding. A `repair` never changes what the tool accepts and
 * may be applied in bulk (fix-all, `--fix`); an `authoring` fix may change what is
 * accepted and is only ever applied one at a time by a person.
 */
export interface Fix {
  title: string;
  kind: FixKind;
  edits: TextEdit[];
  /**
   * The fix picks one of two meanings only the author can choose between (null for "no
   * value", or the argument left out): an editor never marks it preferred, even when it
   * is the only fix.
   */
  choice?: true;
}

export interface RelatedLocation {
  offset: number;
  length: number;
  message: string;
}

export interface Finding {
  rule: string;
  severity: Severity;
  message: string;
  offset: number;
  length: number;
  /** JSON pointer (RFC 6901) of the node at fault, from the document root. */
  pointer: string;
  /** Name of the tool the finding belongs to (absent for document-level findings). */
  tool?: string;
  /** Index of that tool among the document's tools, in document order. */
  toolIndex?: number;
  /** Providers among the chosen targets that reject what this finding flags (empty for contract rules). */
  providers: ProviderId[];
  /** Fixes computed from the text that was linted (empty when `options.fixes === false`). */
  fixes: Fix[];
  /** True when a safe repair exists (known even when fixes were not computed). */
  fixable: boolean;
  related?: RelatedLocation[];
}

export interface ToolSummary {
  index: number;
  name?: string;
  shape: ToolShape;
  /** JSON pointer of the object that carries the tool's name. */
  pointer: string;
  offset: number;
  length: number;
  /** Range of the name value (or of the tool object when it has no name). */
  nameOffset: number;
  nameLength: number;
  /** Pointer of the parameters schema, when the tool has one. */
  schemaPointer?: string;
  /**
   * Whether the parameters schema was read: `read` (judged by the rules), `unread` (computed
   * when the code runs: a call, an import the front end could not follow), or `absent`.
   */
  schema: 'read' | 'unread' | 'absent';
  /** Range of the schema's value (for an `unread` one, the expression that was not read). */
  schemaOffset?: number;
  schemaLength?: number;
}

export interface ParseProblem {
  offset: number;
  length: number;
  message: string;
}

/**
 * A rule that threw, or a front end that threw reading part of a document: the
 * other findings still stand (that part of the document is read as opaque).
 */
export interface InternalError {
  /** The rule that threw; for a front end, the part of it that threw (`zod evaluator`). */
  rule: string;
  /** Set when a front end threw: its language id (`typescript`). */
  frontEnd?: string;
  message: string;
  stack?: string;
}

export interface LintResult {
  findings: Finding[];
  tools: ToolSummary[];
  parseErrors: ParseProblem[];
}

export interface Budgets {
  /** Most tools one turn should carry (default 48, what one agent harness's tool retriever surfaces per turn). */
  toolsPerTurn: number;
  /** Most characters of the catalog text listing deferred tools (default 6,000). */
  catalogChars: number;
  /** A tool description shorter than this teaches too little. */
  descriptionMinChars: number;
  /** A tool description longer than this costs more than it teaches. */
  descriptionMaxChars: number;
  /** Most tokens the whole tool block should cost (0: no limit). */
  catalogTokens: number;
}

export interface LintOptions {
  /** `portable` (every provider, the default) or the providers requests go to. */
  targets?: 'portable' | ProviderId[];
  /** Per-rule severity overrides. */
  rules?: Record<string, SeveritySetting>;
  budgets?: Partial<Budgets>;
  /** Treat the whole document as one bare parameters schema. */
  bareSchema?: boolean;
  /** File name, for messages and the bare schema's tool name; its extension picks the input language. */
  fileName?: string;
  /** The input language (a front end id or an LSP language id); default: by the file name's extension, else JSON. */
  language?: string;
  /**
   * The document is a running server's `tools/list` answer (`toolwire mcp`): the `$schema` its SDK
   * stamps on every tool is said once by `sdk-keywords`, as a lint of the server's source says it.
   */
  listed?: boolean;
  /** Compute fixes for each finding (default true). */
  fixes?: boolean;
  /** Texts longer than this (in characters) are not linted; one finding says why. Default 5 MB. */
  maxFileSize?: number;
  /**
   * The packages the linted file gets, asked by name (`zod`, an SDK; `pydantic` in Python): which
   * converter an SDK's zod schemas go through follows from their versions. The
   * engine reads no files: the host answers (`PackageVersions`). A plain record
   * is read as declared ranges (name -> range, as a package.json writes them). A
   * Python host normalizes names as PEP 503 does (`langchain_core` is `langchain-core`).
   * Without it, the converter of the current major versions is assumed.
   */
  packages?: PackageVersions | Readonly<Record<string, string>>;
  /**
   * The text of the module a relative import names (`import { Schema } from './schemas.js'`):
   * a zod schema imported from the workspace is read there. The host answers (from open
   * documents or disk); without it, such a schema is not known.
   */
  modules?: ModuleHost;
  /**
   * The converter a tool-source document is handed to: with `language: 'openapi'`, the profile
   * of the converter that makes its operations tools (`generic`, the default, or
   * `notion-mcp-server`; docs/openapi.md). A config's `openapi` key sets both.
   */
  converter?: string;
}
