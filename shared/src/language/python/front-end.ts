/**
 * What the registry's Python entry (index.ts) loads on the first Python
 * document: the parser and the edit writer. Bundles that read no Python
 * (the runtime, the extension host, the ESLint plugin) get absent.ts in
 * its place (esbuild.mjs).
 */
export { pythonEdits } from './edits';
export { parsePython } from './parse';
