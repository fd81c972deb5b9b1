import type { RuleMeta } from './rules/support/rule';

/**
 * Reported by the engine itself, before parsing, when a text is longer than
 * `maxFileSize`: no tool was judged. Configured (`rules: {"file-too-large":
 * "off"}`) and documented (docs/rules/file-too-large.md) as a rule is.
 */
export const FILE_TOO_LARGE: RuleMeta = {
  id: 'file-too-large',
  title: 'File too large to lint',
  kind: 'contract',
  defaultSeverity: 'info',
  summary: 'The document is larger than the configured maxFileSize, so it was not linted.',
  rejectedBy: [],
};

/** What the engine reports that no rule does. */
export const ENGINE_DIAGNOSTICS: readonly RuleMeta[] = [FILE_TOO_LARGE];
