import type { SourceLanguage } from '../language';
import { scriptEdits } from './edits';
import { parseScript } from './parse';

/**
 * TypeScript and JavaScript (JSX included): tool literals in code, read
 * through the TypeScript compiler's parser, syntax only.
 */
export const typescriptLanguage: SourceLanguage = {
  id: 'typescript',
  languageIds: ['typescript', 'typescriptreact', 'javascript', 'javascriptreact'],
  extensions: ['.ts', '.tsx', '.mts', '.cts', '.js', '.jsx', '.mjs', '.cjs'],
  comments: { line: '//', block: ['/*', '*/'] },
  acceptsComments: () => true,
  toolsReadAlone: false,
  code: true,
  parse: parseScript,
  edits: scriptEdits,
};
