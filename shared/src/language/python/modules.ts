import type { ModuleResolution } from '../language';
import { besideFile, joinSegment } from '../module-path';

/** How many folders up an absolute import (`from pkg.models import X`) is looked for: a project's package roots are near. */
const ABSOLUTE_LEVELS = 4;

/**
 * The files a Python import may name, as written after `from`: `.models` is
 * `models.py` or `models/__init__.py` beside the importing file, each more dot
 * a folder up; `pkg.models` is looked for in the importing file's folder and
 * the few above it (where the project's packages are), never in an
 * environment (a package's own code defines no tool of the project).
 */
export const pythonModules: ModuleResolution = {
  candidates(fromFile, specifier) {
    const dots = /^\.*/.exec(specifier)![0].length;
    const path = specifier.slice(dots).split('.').filter(Boolean).join('/');
    if (dots > 0) return files(besideFile(fromFile, `${'../'.repeat(dots - 1)}${path || '.'}`), path === '');
    if (!path) return [];
    const out: string[] = [];
    for (let up = 0; up < ABSOLUTE_LEVELS; up++)
      out.push(...files(besideFile(fromFile, `${'../'.repeat(up)}${path}`), false));
    return out;
  },
};

/** A module path's files: `x.py`, then the package `x/__init__.py` (only the package for `from . import y`). */
function files(base: string, packageOnly: boolean): string[] {
  const init = joinSegment(base, '__init__.py');
  return packageOnly ? [init] : [`${base}.py`, init];
}
