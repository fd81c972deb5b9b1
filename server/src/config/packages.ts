import { readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** Files whose zod schemas are read: which converter applies follows from their package's dependencies. */
const CODE_FILE = /\.(?:[cm]?[jt]sx?)$/i;

interface Read {
  /** What the file was when read: a change of either reads it again. */
  mtimeMs: number;
  size: number;
  packages: Readonly<Record<string, string>> | undefined;
}

const read = new Map<string, Read>();

/**
 * The dependencies (`dependencies`, `devDependencies`, `peerDependencies`
 * merged) of the package.json nearest to a TypeScript or JavaScript file,
 * for LintOptions.packages; undefined for other files, or when there is
 * none. Each package.json is read once, and again when it changes.
 */
export function packagesNear(file: string): Readonly<Record<string, string>> | undefined {
  if (!CODE_FILE.test(file)) return undefined;
  for (let dir = dirname(file); ; dir = dirname(dir)) {
    const path = join(dir, 'package.json');
    const stat = statOf(path);
    if (stat) return packagesOf(path, stat);
    if (dirname(dir) === dir) return undefined;
  }
}

/**
 * packagesNear for one pass over files that do not change meanwhile (a CLI
 * run): each folder is looked at once, however many files it holds, where
 * packagesNear looks again at every folder up to the root for each file.
 */
export function packagesNearOnce(): (file: string) => Readonly<Record<string, string>> | undefined {
  const byDir = new Map<string, Readonly<Record<string, string>> | undefined>();
  const inDir = (dir: string): Readonly<Record<string, string>> | undefined => {
    if (byDir.has(dir)) return byDir.get(dir);
    const path = join(dir, 'package.json');
    const stat = statOf(path);
    const found = stat ? packagesOf(path, stat) : dirname(dir) === dir ? undefined : inDir(dirname(dir));
    byDir.set(dir, found);
    return found;
  };
  return (file) => (CODE_FILE.test(file) ? inDir(dirname(file)) : undefined);
}

function statOf(path: string): { mtimeMs: number; size: number } | undefined {
  try {
    // Most folders have no package.json: without an error to build for each, a walk of 1,000 files is much cheaper.
    const s = statSync(path, { throwIfNoEntry: false });
    return s?.isFile() ? { mtimeMs: s.mtimeMs, size: s.size } : undefined;
  } catch {
    return undefined; // not a missing file but an unreadable one (EACCES, ENOTDIR)
  }
}

function packagesOf(
  path: string,
  stat: { mtimeMs: number; size: number },
): Readonly<Record<string, string>> | undefined {
  const known = read.get(path);
  if (known && known.mtimeMs === stat.mtimeMs && known.size === stat.size) return known.packages;
  const packages = dependenciesIn(path);
  read.set(path, { ...stat, packages });
  return packages;
}

function dependenciesIn(path: string): Readonly<Record<string, string>> | undefined {
  try {
    const json = JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>;
    const out: Record<string, string> = {};
    for (const key of ['peerDependencies', 'devDependencies', 'dependencies']) {
      const deps = json[key];
      if (!deps || typeof deps !== 'object') continue;
      for (const [name, range] of Object.entries(deps)) if (typeof range === 'string') out[name] = range;
    }
    return Object.keys(out).length ? out : undefined;
  } catch {
    return undefined; // a package.json being written is read again when it changes
  }
}
