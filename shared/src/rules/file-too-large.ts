import type { Rule } from './rule';

/** Reported by the engine itself, before parsing, when a text exceeds `maxFileSize`. */
export const fileTooLarge: Rule = {
  id: 'file-too-large',
  title: 'File too large to lint',
  kind: 'contract',
  defaultSeverity: 'info',
  summary: 'The document is larger than the configured maxFileSize, so it was not linted.',
  rejectedBy: [],
};
