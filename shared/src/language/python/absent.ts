import type { ParsedSource, SourceEdits } from '../language';
import { absentParse, noEdits } from '../absent-front-end';

/** `./front-end` in a bundle that reads no Python (the runtime, the extension host, the ESLint plugin). */
export function parsePython(): ParsedSource {
  return absentParse('Python');
}

export function pythonEdits(): SourceEdits {
  return noEdits;
}
