import { readFileSync, realpathSync, statSync } from 'node:fs';
import { basename, dirname, join, relative, sep } from 'node:path';
import picomatch from 'picomatch';
import {
  fromLanguages,
  languageOfFile,
  type PackageSources,
  type PackageVersion,
  type PackageVersions,
} from '../../../shared/src/index';
import { LOCKFILES, lockedVersion, type LockfileName } from './lockfiles';

/** The registry whose packages a file gets: its language's (SourceLanguage.packages), or undefined. */
function registryOf(file: string): PackageSources['registry'] | undefined {
  return languageOfFile(file)?.packages?.registry;
}

/** The manifests of every language (globs on a base name): a change of one changes an answer. */
const manifestNames = fromLanguages((all) => all.flatMap((l) => l.packages?.manifests ?? []));
const isManifestName = fromLanguages(() => picomatch(manifestNames(), { dot: true }));
/** What the server watches for manifest changes. */
export const manifestGlob = fromLanguages(() => `**/{${manifestNames().join(',')}}`);

/** The packages whose own dependency on a package counts where the project declares none (an SDK brings its zod). */
const BRINGERS = [
  '@modelcontextprotocol/sdk',
  '@modelcontextprotocol/server',
  'zod-to-json-schema',
  'ai',
  'openai',
  '@anthropic-ai/sdk',
  '@langchain/core',
  '@mastra/core',
];
/** package.json files larger than this are not read (none that declares dependencies is). */
const MAX_MANIFEST_BYTES = 8 << 20;

export function isManifestFile(path: string): boolean {
  return isManifestName()(basename(path));
}

type Json = Record<string, unknown>;

/**
 * Which version of a package a file gets, answered as Node resolves it:
 * `node_modules/<name>/package.json` from the file's folder up (pnpm's links
 * followed), else the SDKs' own install of it; then the nearest lockfile's
 * pin; then the range declared (the nearest package.json that declares it,
 * `catalog:` read from pnpm-workspace.yaml, else an installed SDK's own
 * dependency). Each answer is kept by folder and name until `forget()`.
 */
export class PackageIndex {
  /** `top`: no folder above it is looked in (a tree that is not installed where it sits, as test/real's packed servers). */
  constructor(private readonly top?: string) {}

  private readonly byDir = new Map<string, Map<string, PackageVersion | undefined>>();
  private readonly manifests = new Map<string, Json | undefined>();
  private readonly exists = new Map<string, boolean>();
  private readonly locked = new Map<string, string | undefined>();

  /** The host's answer for a file of a language whose packages are npm's (LintOptions.packages); undefined for other files. */
  forFile(file: string): PackageVersions | undefined {
    if (registryOf(file) !== 'npm') return undefined;
    const dir = dirname(file);
    return (name) => this.answer(dir, name);
  }

  /** A manifest, a lockfile or an install changed: every answer is looked up again. */
  forget(): void {
    this.byDir.clear();
    this.manifests.clear();
    this.exists.clear();
    this.locked.clear();
  }

  private answer(dir: string, name: string): PackageVersion | undefined {
    let names = this.byDir.get(dir);
    if (!names) this.byDir.set(dir, (names = new Map<string, PackageVersion | undefined>()));
    if (!names.has(name)) names.set(name, this.resolve(dir, name));
    return names.get(name);
  }

  private resolve(dir: string, name: string): PackageVersion | undefined {
    const declared = this.declared(dir, name);
    const installed = this.installed(dir, name) ?? this.fromLockfile(dir, name, declared);
    if (installed === undefined && declared === undefined) return undefined;
    return { ...(installed !== undefined ? { installed } : {}), ...(declared !== undefined ? { declared } : {}) };
  }

  /** As Node finds it from `dir`, else in an SDK's own folder (its nested install, or pnpm's sibling one). */
  private installed(dir: string, name: string): string | undefined {
    const own = this.nodeModule(dir, name);
    if (own) return versionIn(this.manifest(join(own, 'package.json')));
    for (const sdk of BRINGERS) {
      const at = sdk !== name ? this.nodeModule(dir, sdk) : undefined;
      const real = at && realPath(at);
      const nested = real && this.nodeModule(real, name);
      if (nested) return versionIn(this.manifest(join(nested, 'package.json')));
    }
    return undefined;
  }

  /** The folder of `node_modules/<name>` nearest to `dir`, up to the root. */
  private nodeModule(dir: string, name: string): string | undefined {
    for (const at of this.foldersUp(dir)) {
      const folder = join(at, 'node_modules', name);
      if (basename(at) !== 'node_modules' && this.isFile(join(folder, 'package.json'))) return folder;
    }
    return undefined;
  }

  /** `dir` and each folder above it, up to the root or `top`. */
  private *foldersUp(dir: string): Generator<string> {
    for (let at = dir; ; at = dirname(at)) {
      yield at;
      if (at === this.top || dirname(at) === at) return;
    }
  }

  /** The range declared: the nearest package.json that declares it, else an installed SDK's own dependency. */
  private declared(dir: string, name: string): string | undefined {
    for (const at of this.foldersUp(dir)) {
      const range = dependencyIn(this.manifest(join(at, 'package.json')), name);
      if (range !== undefined) return range.startsWith('catalog:') ? (this.catalog(at, name, range) ?? range) : range;
    }
    for (const sdk of BRINGERS) {
      const at = sdk !== name ? this.nodeModule(dir, sdk) : undefined;
      const range = at && dependencyIn(this.manifest(join(at, 'package.json')), name);
      if (range) return range;
    }
    return undefined;
  }

  /** `"zod": "catalog:"` (or `catalog:name`): the range pnpm-workspace.yaml's catalog gives, nearest up. */
  private catalog(dir: string, name: string, range: string): string | undefined {
    const at = this.nearest(dir, 'pnpm-workspace.yaml');
    return at && catalogRange(join(at, 'pnpm-workspace.yaml'), range.slice('catalog:'.length), name);
  }

  /** The nearest folder from `dir` up that holds `file`. */
  private nearest(dir: string, file: string): string | undefined {
    for (const at of this.foldersUp(dir)) if (this.isFile(join(at, file))) return at;
    return undefined;
  }

  /** The nearest lockfile's pin, for the package whose folder holds `dir`. */
  private fromLockfile(dir: string, name: string, declared: string | undefined): string | undefined {
    const packageDir = this.nearest(dir, 'package.json');
    for (const at of this.foldersUp(dir)) {
      const kind = LOCKFILES.find((l) => this.isFile(join(at, l)));
      if (kind) return this.lockfilePin(kind, at, packageDir ?? at, name, declared);
    }
    return undefined;
  }

  private lockfilePin(kind: LockfileName, root: string, packageDir: string, name: string, declared?: string) {
    const importer = relative(root, packageDir).split(sep).join('/');
    const key = `${root}\0${kind}\0${importer}\0${name}\0${declared ?? ''}`;
    if (!this.locked.has(key)) this.locked.set(key, lockedVersion(kind, join(root, kind), importer, name, declared));
    return this.locked.get(key);
  }

  private manifest(path: string): Json | undefined {
    if (!this.manifests.has(path)) this.manifests.set(path, this.isFile(path) ? readJson(path) : undefined);
    return this.manifests.get(path);
  }

  private isFile(path: string): boolean {
    let known = this.exists.get(path);
    if (known === undefined) this.exists.set(path, (known = isFile(path)));
    return known;
  }
}

function isFile(path: string): boolean {
  try {
    // Most folders have none: without an error to build for each, a walk of 1,000 files is much cheaper.
    return statSync(path, { throwIfNoEntry: false })?.isFile() ?? false;
  } catch {
    return false; // not a missing file but an unreadable one (EACCES, ENOTDIR)
  }
}

function realPath(path: string): string | undefined {
  try {
    return realpathSync(path);
  } catch {
    return undefined;
  }
}

function readJson(path: string): Json | undefined {
  try {
    if (statSync(path).size > MAX_MANIFEST_BYTES) return undefined;
    const json: unknown = JSON.parse(readFileSync(path, 'utf8'));
    return json && typeof json === 'object' && !Array.isArray(json) ? (json as Json) : undefined;
  } catch {
    return undefined; // a package.json being written is read again when the watcher says it changed
  }
}

function versionIn(manifest: Json | undefined): string | undefined {
  return typeof manifest?.version === 'string' ? manifest.version : undefined;
}

/** `dependencies`, then `devDependencies`, then `peerDependencies`: what npm installs for the package first. */
function dependencyIn(manifest: Json | undefined, name: string): string | undefined {
  for (const key of ['dependencies', 'devDependencies', 'peerDependencies']) {
    const deps = manifest?.[key];
    if (!deps || typeof deps !== 'object') continue;
    const range = Object.hasOwn(deps, name) ? (deps as Json)[name] : undefined;
    if (typeof range === 'string') return range;
  }
  return undefined;
}

/** `catalog:` (`catalog:\n  zod: ^3.25.0`) or a named one (`catalogs:\n  v4:\n    zod: ^4.1.0`). */
function catalogRange(path: string, catalog: string, name: string): string | undefined {
  let text: string;
  try {
    if (statSync(path).size > MAX_MANIFEST_BYTES) return undefined;
    text = readFileSync(path, 'utf8');
  } catch {
    return undefined;
  }
  const named = catalog !== '' && catalog !== 'default';
  const start = (named ? /^catalogs:\s*$/m : /^catalog:\s*$/m).exec(text);
  if (!start) return undefined;
  let inside = !named;
  for (const line of text.slice(start.index + start[0].length).split(/\r?\n/)) {
    if (/^\S/.test(line)) break;
    const m = /^(\s+)['"]?([^'":]+)['"]?:\s*['"]?([^'"#]*?)['"]?\s*(?:#.*)?$/.exec(line);
    if (!m) continue;
    if (named && m[1].length === 2) inside = m[2] === catalog;
    else if (inside && m[2] === name && m[3]) return m[3];
  }
  return undefined;
}

const serverIndex = new PackageIndex();

/**
 * The language server's answers (kept per folder until a watched manifest
 * changes: `forgetPackages`), for LintOptions.packages.
 */
export function packagesNear(file: string): PackageVersions | undefined {
  return serverIndex.forFile(file);
}

export function forgetPackages(): void {
  serverIndex.forget();
}

/** packagesNear for one pass over files that do not change meanwhile (a CLI run): answers kept for the run. */
export function packagesNearOnce(): (file: string) => PackageVersions | undefined {
  const index = new PackageIndex();
  return (file) => index.forFile(file);
}
