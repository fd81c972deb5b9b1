import type { LineReader } from './line-reader';
import { normalizeName } from './names';
import { requirementOf } from './requirement';

/**
 * What a `requirements*.txt` asks for a package (`pydantic==2.13.5`,
 * `pydantic>=2`): one requirement a line, `#` comments, pip's options
 * (`-r`, `-e`, `--hash`) and continued lines' tails left out.
 */
export function requirementsReader(name: string): LineReader {
  const wanted = normalizeName(name);
  let continued = false;
  let found: string | undefined;
  return {
    line(text) {
      const line = text.replace(/(^|\s)#.*$/, '').trim();
      const wasContinued = continued;
      continued = line.endsWith('\\');
      if (wasContinued || line === '' || line.startsWith('-')) return false;
      const requirement = requirementOf(line.replace(/\\$/, '').replace(/\s--?\w.*$/, ''));
      if (requirement?.name === wanted) found = requirement.spec;
      return found !== undefined;
    },
    get result() {
      return found;
    },
  };
}
