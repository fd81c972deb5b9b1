import type { ParsedSource, SourceEdits } from '../language';
import { noEdits } from '../no-edits';

/**
 * What a bundle that reads no TS/JS source (the runtime, the extension host:
 * they lint tool values or ask the server) gets for `./front-end`, in place
 * of the front end (esbuild.mjs): a parse that says so, as a parse error
 * rather than a throw, and edits for a tree it never gives.
 */
export function parseScript(): ParsedSource {
  return {
    root: undefined,
    errors: [{ offset: 0, length: 0, message: 'This bundle of Toolwire reads no TypeScript or JavaScript source.' }],
    comments: [],
  };
}

export function scriptEdits(): SourceEdits {
  return noEdits;
}
