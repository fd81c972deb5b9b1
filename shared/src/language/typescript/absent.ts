import type { ParsedSource, SourceEdits } from '../language';
import { absentParse, noEdits } from '../absent-front-end';

/** `./front-end` in a bundle that reads no TS/JS source (the runtime, the extension host). */
export function parseScript(): ParsedSource {
  return absentParse('TypeScript or JavaScript');
}

export function scriptEdits(): SourceEdits {
  return noEdits;
}
