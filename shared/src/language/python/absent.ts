import type { ParsedSource, SourceEdits } from '../language';
import { noEdits } from '../no-edits';

/**
 * What a bundle that reads no Python source (the runtime, the extension host,
 * the ESLint plugin) gets for `./front-end`, in place of the front end
 * (esbuild.mjs): a parse that says so, as a parse error rather than a throw,
 * and edits for a tree it never gives.
 */
export function parsePython(): ParsedSource {
  return {
    root: undefined,
    errors: [{ offset: 0, length: 0, message: 'This bundle of Toolwire reads no Python source.' }],
    comments: [],
  };
}

export function pythonEdits(): SourceEdits {
  return noEdits;
}
