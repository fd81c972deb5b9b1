/**
 * Toolwire's engine: find tool definitions in a document of one of its input
 * languages (JSON/JSONC; shared/src/language/), check them against
 * the portable profile and the contract rules, and repair what can be repaired.
 * Pure: no editor, protocol or file-system dependency.
 */
export { lint, lintParsed, failedPart, type LintOutput, type InternalError } from './lint';
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
export { applyEdits, eol, insertProperty } from './json/edits';
export { parseJson, type ParsedJson } from './json/parse';
export type {
  SourceLanguage,
  SourceEdits,
  ParsedSource,
  ParseOptions,
  ModuleHost,
  ModuleText,
  ModuleResolution,
  PackageSources,
  CommentSyntax,
  DocumentName,
} from './language/language';
export {
  registerLanguage,
  languageFor,
  languageOfFile,
  languages,
  isLintedFileName,
  lintedLanguageIds,
  toolNameFromFile,
  fromLanguages,
  languageNames,
  languagesJsonFirst,
  moduleLanguageOf,
} from './language/registry';
export { jsonLanguage } from './language/json';
export { disableNextLineEdit } from './language/directive';
export { DIAGNOSTICS, DIAGNOSTICS_BY_ID, RULES, RULES_BY_ID } from './rules';
export { ENGINE_DIAGNOSTICS, FILE_TOO_LARGE } from './engine-diagnostics';
export { docsUrl, type Rule, type RuleMeta } from './rules/rule';
export { sanitizeToolName, PORTABLE_TOOL_NAME } from './model/names';
export {
  PROVIDER_LABEL,
  PORTABLE_TARGETS,
  PROVIDER_TABLE,
  providerList,
  listWords,
  providersOfShape,
  strictModeOf,
  strictTargetOf,
  type StrictMode,
  rejectingProviders,
  whoRejects,
  withDerived,
  type ProviderRow,
  type Rejection,
} from './providers';
export {
  resolveOptions,
  parseOptionsOf,
  DEFAULT_BUDGETS,
  DEFAULT_MAX_FILE_SIZE,
  type ResolvedOptions,
} from './options';
export * from './types';
export {
  parseConfig,
  mergeConfig,
  lintOptionsFrom,
  isConfigFileName,
  CONFIG_FILE_NAMES,
  DEFAULT_INCLUDE,
  DEFAULT_EXCLUDE,
  defaultInclude,
  defaultExclude,
  type ToolwireConfig,
  type ConfigParse,
} from './config';
export * from './view/model';
export { buildPreview } from './view/preview';
export { checkCall } from './view/call';
export { catalogText, catalogLine, firstLine, type CatalogEntry, type CatalogText } from './wire/catalog';
export { TOKEN_ENCODING, tokenCount } from './wire/tokens';
export { wireForm, wireForms, type SentTool } from './wire/form';
export { EMPTY_PARAMETERS } from './model/tool';
export { jsonDiff } from './view/diff';
export * from './protocol';
// The parsed tree and the helpers the editor features read it with (completion, symbols, hover).
export {
  childPointer,
  end,
  findByPointer,
  getProp,
  getString,
  getValue,
  parentPointer,
  parsePointer,
  toValue,
  type JsonNode,
  type JsonObject,
  type JsonProperty,
} from './json/tree';
export { declaredTypes, requiredNames } from './schema/node';
export { PROFILE_KEYWORDS } from './schema/keywords';
export { PORTABLE_TYPES, typesOfKeyword } from './schema/types';
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
  FOUND_BY,
  type FoundBy,
} from './runtime';
export { sourceOf, type SchemaSource, type SourceNote } from './model/source';
export { locateTools } from './model/locate';
