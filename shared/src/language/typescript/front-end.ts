/**
 * The TS/JS front end's parser and edit writer: what `typescriptLanguage`
 * loads on its first document (index.ts), so a bundle that never reads one
 * (the runtime, the extension host) carries none of it (esbuild.mjs).
 */
export { scriptEdits } from './edits';
export { parseScript } from './parse';
