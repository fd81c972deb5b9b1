import type { PackageSources } from '../../language';

export { distInfoFolder, metadataOf, type Installed } from './dist-info';
export { readLines, type LineReader } from './line-reader';
export { lockedReader } from './locked';
export { normalizeName } from './names';
export { pyprojectReader } from './pyproject';
export { pinnedVersion, requirementOf, type Requirement } from './requirement';
export { requirementsReader } from './requirements-txt';

/** The lockfiles whose pins a Python project gets, in the order one folder's are tried. */
export const PYTHON_LOCKFILES = ['uv.lock', 'poetry.lock'] as const;

/**
 * Where a Python file's packages are found (SourceLanguage.packages, for the
 * Python front end's registration): the host reads the project's virtual
 * environment (`*.dist-info` in its site-packages), then the lockfiles, then
 * `requirements*.txt` and `pyproject.toml` (server/src/config/python-packages.ts).
 */
export const pythonPackages: PackageSources = {
  registry: 'pypi',
  manifests: ['pyproject.toml', ...PYTHON_LOCKFILES, 'requirements*.txt', 'pyvenv.cfg', 'METADATA'],
};

/** The folders of a Python project a walk never enters: its environments and caches. */
export const PYTHON_PRUNED_DIRS = ['.venv', 'venv', '__pycache__', '.tox'];
