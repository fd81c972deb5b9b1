import { existsSync, readFileSync } from 'node:fs';
import { dirname, isAbsolute, join, relative, sep } from 'node:path';
import picomatch from 'picomatch';
import {
  CONFIG_FILE_NAMES,
  defaultExclude,
  defaultInclude,
  fromLanguages,
  lintOptionsFrom,
  mergeConfig,
  parseConfig,
  type LintOptions,
  type ParseProblem,
  type ToolwireConfig,
} from '../../../shared/src/index';
import { isCodeFile, modulesFrom, type ModuleSource } from './modules';
import { packagesNear } from './packages';

/**
 * Folders a walk for files to lint never enters (the CLI and the workspace
 * scan): each language's (its dependencies: `node_modules`), and git's own data.
 */
export const prunedDirs = fromLanguages(
  (all): ReadonlySet<string> => new Set([...all.flatMap((l) => l.prunedDirs ?? []), '.git']),
);

/** The files a folder walk lints: those of an input language the engine reads (shared/src/language/registry.ts). */
export { isLintedFileName } from '../../../shared/src/index';

/** A config file found on disk, parsed. */
export interface LoadedConfig {
  path: string;
  dir: string;
  config: ToolwireConfig;
  problems: ParseProblem[];
}

/** The nearest `toolwire.config.json` / `.toolwirerc.json` at or above `dir`, or undefined. */
export function findConfigPath(dir: string, stopAt?: string): string | undefined {
  for (let d = dir; ; d = dirname(d)) {
    for (const name of CONFIG_FILE_NAMES) {
      const candidate = join(d, name);
      if (existsSync(candidate)) return candidate;
    }
    if (d === stopAt || dirname(d) === d) return undefined;
  }
}

/** Read and parse a config file; an unreadable file is one problem, not an exception. */
export function loadConfig(path: string): LoadedConfig {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (e) {
    return {
      path,
      dir: dirname(path),
      config: {},
      problems: [{ offset: 0, length: 0, message: `Cannot read ${path}: ${(e as Error).message}` }],
    };
  }
  return { path, dir: dirname(path), ...parseConfig(text) };
}

/** A `.`, `..` or empty segment: a path that has one is not normal, and only path.relative reads it right. */
const ODD_SEGMENT = /(?:^|[\\/])\.{0,2}(?:[\\/]|$)/;

/**
 * Forward slashes, relative to `dir`, for glob matching. A file below `dir`,
 * both normal and absolute (as a folder walk gives them), is cut off `dir`
 * directly: path.relative resolves both paths again, a tenth of the CLI's
 * per-file work on a folder with no tools.
 */
function relativePosix(dir: string, file: string): string {
  const prefix = dir + sep;
  const below = file.slice(prefix.length);
  if (isAbsolute(dir) && file.startsWith(prefix) && !ODD_SEGMENT.test(below) && !ODD_SEGMENT.test(dir.slice(1)))
    return below.split(sep).join('/');
  return relative(dir, file).split(sep).join('/');
}

/**
 * Each glob list as one regular expression, by its globs: the editor reads
 * settings per document, so equal lists come as many arrays (a workspace scan
 * would compile one expression per file if they were keyed by the array).
 */
const matcherCache = new Map<string, RegExp>();
/** The same by the list itself: the defaults and a config's lists are one array for every file. */
const matcherByList = new WeakMap<readonly string[], RegExp>();

/**
 * Whether `path` matches one of `globs`. Their picomatch expressions are joined
 * into one, tested directly: picomatch's own matcher for a list tries each glob
 * in turn and makes a result object for each try, about 25 µs a file for the
 * default lists, a tenth of a 1,000-file CLI run. A `!` glob is a negation
 * inside its expression, so joining keeps what each matches.
 */
export function matchesGlobs(globs: readonly string[], path: string): boolean {
  let re = matcherByList.get(globs);
  if (!re) {
    re = matcherOf(globs);
    matcherByList.set(globs, re);
  }
  return re.test(path);
}

function matcherOf(globs: readonly string[]): RegExp {
  const key = globs.join('\0');
  let re = matcherCache.get(key);
  if (!re) {
    const sources = globs.map((g) => picomatch.makeRe(g, { dot: true }).source);
    re = new RegExp(sources.length ? sources.map((s) => `(?:${s})`).join('|') : '(?!)');
    matcherCache.set(key, re);
  }
  return re;
}

/** How one file is linted under a config rooted at `dir` (settings first, the file's config over them). */
export interface FilePlan {
  /** False when include/exclude leave the file out. */
  included: boolean;
  options: LintOptions;
}

/**
 * `modules`: where the language server reads imported modules from (its open documents first); the CLI reads the disk.
 * `packages`: how the versions of the packages a file gets are found, under the merged config (the CLI looks at each folder once).
 */
export function planFile(
  file: string,
  dir: string,
  config: ToolwireConfig,
  settings: ToolwireConfig = {},
  modules?: ModuleSource,
  packages: (file: string, config: ToolwireConfig) => LintOptions['packages'] = packagesNear,
): FilePlan {
  const merged = mergeConfig(settings, config);
  const rel = relativePosix(dir, file);
  const included =
    matchesGlobs(merged.include ?? defaultInclude(), rel) && !matchesGlobs(merged.exclude ?? defaultExclude(), rel);
  const bare = merged.schemaFiles ? matchesGlobs(merged.schemaFiles, rel) : false;
  const openapi = merged.openapi ? matchesGlobs(merged.openapi.files, rel) : false;
  const options = lintOptionsFrom(merged, file, bare, openapi);
  // Code: its converter follows from the packages it gets, and its schemas may come from the modules it imports.
  const near = packages(file, merged);
  const imports = isCodeFile(file) ? modulesFrom(file, modules) : undefined;
  if (!near && !imports) return { included, options };
  return {
    included,
    options: { ...options, ...(near ? { packages: near } : {}), ...(imports ? { modules: imports } : {}) },
  };
}
