/**
 * Toolwire's engine: find tool definitions in JSON/JSONC text, check them against
 * the portable profile and the contract rules, and repair what can be repaired.
 * Pure: no editor, protocol or file-system dependency.
 */
export { lint, lintParsed, type LintOutput, type InternalError } from './lint';
export { lintState, lintIncremental, detachState, type LintState } from './incremental';
export {
  fixAll,
  fixAllDetailed,
  fixesAt,
  findingsWithFixes,
  safeRepair,
  type FixAllResult,
  type AppliedRepair,
  type FixTargets,
  type Span,
} from './fix';
export { applyEdits } from './json/edits';
export { parseJson, type ParsedJson } from './json/parse';
export { RULES, RULES_BY_ID } from './rules';
export { docsUrl, type Rule } from './rules/rule';
export { sanitizeToolName, PORTABLE_TOOL_NAME } from './model/names';
export { PROVIDER_LABEL, providerList, type Rejection } from './providers';
export { resolveOptions, DEFAULT_BUDGETS, DEFAULT_MAX_FILE_SIZE, type ResolvedOptions } from './options';
export * from './types';
export {
  parseConfig,
  mergeConfig,
  lintOptionsFrom,
  isConfigFileName,
  CONFIG_FILE_NAMES,
  DEFAULT_INCLUDE,
  DEFAULT_EXCLUDE,
  type ToolwireConfig,
  type ConfigParse,
} from './config';
export * from './view/model';
export { buildPreview, createPreviewer, DEFAULT_PREVIEW_CACHE, type Previewer } from './view/preview';
export { checkCall } from './view/call';
export { catalogText, catalogLine, firstLine, type CatalogEntry, type CatalogText } from './view/catalog';
export { TOKEN_ENCODING, tokenCount } from './view/tokens';
export { wireForm, wireForms, type SentTool } from './view/wire';
export { EMPTY_PARAMETERS } from './model/tool';
export { jsonDiff } from './view/diff';
export * from './protocol';
// The run-time library (also its own entry, toolwire/runtime): conform tools as objects, locate a provider's error.
export {
  conformTools,
  locateRejection,
  locateRejectionInText,
  looksLikeProviderError,
  missingArguments,
  decodeJsonText,
  readBoolean,
  type ConformOptions,
  type Conformed,
  type Defect,
  type ExcludedTool,
  type ToolDefect,
  type LocatedRejection,
  type RejectionMatch,
  type TextMatch,
  type FoundBy,
} from './runtime';
