import type * as TS from 'typescript';
import { Scan } from '../consts';
import type { ZodScope } from './types';

/**
 * The same-file consts of a file as a ZodScope (a name declared twice is not
 * resolved), for callers that have no scope of their own. One walk per call.
 */
export function sameFileScope(ts: typeof TS, file: TS.SourceFile): ZodScope {
  const scan = new Scan(ts);
  scan.walk(file);
  return { resolve: (name) => scan.consts.get(name.text)?.init };
}
