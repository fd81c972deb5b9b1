/**
 * Toolwire's engine: find tool definitions in a document of one of its input
 * languages (JSON/JSONC; shared/src/language/), check them against
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
export type { SourceLanguage, SourceEdits, ParsedSource, CommentSyntax, DocumentName } from './language/language';
export {
  registerLanguage,
  languageFor,
  languages,
  isLintedFileName,
  lintedLanguageIds,
  toolNameFromFile,
} from './language/registry';
export { RULES, RULES_BY_ID } from './rules';
export { docsUrl, type Rule } from './rules/rule';
export { sanitizeToolName, PORTABLE_TOOL_NAME } from './model/names';
export {
  PROVIDER_LABEL,
  PROVIDER_TABLE,
  providerList,
  providersOfShape,
  strictTargetOf,
  rejectingProviders,
  whoRejects,
  withDerived,
  type ProviderRow,
  type Rejection,
} from './providers';
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
