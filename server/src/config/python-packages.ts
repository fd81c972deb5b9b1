import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { PackageVersion, PackageVersions } from '../../../shared/src/index';
import {
  distInfoFolder,
  lockedReader,
  metadataOf,
  normalizeName,
  pinnedVersion,
  pyprojectReader,
  PYTHON_LOCKFILES,
  requirementsReader,
  type LineReader,
} from '../../../shared/src/language/python/packages';
import { eachLine } from './file-scan';

/** The virtual environments looked for in each folder up from a file (uv's and the venv docs' names). */
const VENVS = ['.venv', 'venv'];
/** `requirements.txt`, `requirements-dev.txt`, `requirements/base.txt` is not read (a folder). */
const REQUIREMENTS = /^requirements.*\.txt$/i;

/**
 * Which version of a Python distribution a file gets: the one installed in its
 * project's virtual environment (the interpreter a setting names, else a
 * `.venv` or `venv` from the file's folder up: its site-packages'
 * `*.dist-info`), else the nearest lockfile's pin (`uv.lock`, `poetry.lock`),
 * else a `requirements*.txt` exact pin; and the range declared (the nearest
 * `pyproject.toml` that declares it, else a `requirements*.txt`). Names
 * compare as PEP 503 normalizes them. Answers are kept until `forget()`.
 */
export class PythonPackageIndex {
  /** `top`: no folder above it is looked in. */
  constructor(private readonly top?: string) {}

  private readonly answers = new Map<string, PackageVersion | undefined>();
  private readonly environments = new Map<string, ReadonlyMap<string, string>>();
  private readonly listings = new Map<string, readonly string[]>();

  /** The host's answer for a Python file; `interpreter`: the Python executable a setting names, whose environment is read first. */
  forFile(file: string, interpreter?: string): PackageVersions {
    const dir = dirname(file);
    return (name) => {
      const key = `${dir}\0${interpreter ?? ''}\0${normalizeName(name)}`;
      if (!this.answers.has(key)) this.answers.set(key, this.resolve(dir, normalizeName(name), interpreter));
      return this.answers.get(key);
    };
  }

  /** A manifest, a lockfile or an install changed: every answer is looked up again. */
  forget(): void {
    this.answers.clear();
    this.environments.clear();
    this.listings.clear();
  }

  private resolve(dir: string, name: string, interpreter: string | undefined): PackageVersion | undefined {
    const required = this.requirement(dir, name);
    const declared = this.nearestAnswer(dir, ['pyproject.toml'], () => pyprojectReader(name)) ?? required;
    const installed =
      this.installed(dir, name, interpreter) ??
      this.nearestAnswer(dir, PYTHON_LOCKFILES, () => lockedReader(name), true) ??
      (required !== undefined ? pinnedVersion(required) : undefined);
    if (installed === undefined && declared === undefined) return undefined;
    return { ...(installed !== undefined ? { installed } : {}), ...(declared !== undefined ? { declared } : {}) };
  }

  /** The version in the interpreter's environment, else in the nearest `.venv`/`venv` that holds a site-packages. */
  private installed(dir: string, name: string, interpreter: string | undefined): string | undefined {
    if (interpreter) {
      const version = this.environment(dirname(dirname(interpreter))).get(name);
      if (version !== undefined) return version;
    }
    for (const at of this.foldersUp(dir))
      for (const venv of VENVS) {
        const environment = this.environment(join(at, venv));
        if (environment.size) return environment.get(name);
      }
    return undefined;
  }

  /** A prefix's distributions, name -> version: `lib/python3.*\/site-packages` (or `dist-packages`), or Windows' `Lib/site-packages`. */
  private environment(prefix: string): ReadonlyMap<string, string> {
    let known = this.environments.get(prefix);
    if (known) return known;
    const sites = [
      ...this.list(join(prefix, 'lib'))
        .filter((f) => /^python\d/.test(f))
        .flatMap((f) => ['site-packages', 'dist-packages'].map((s) => join(prefix, 'lib', f, s))),
      join(prefix, 'Lib', 'site-packages'),
    ];
    const found = new Map<string, string>();
    for (const site of sites)
      for (const folder of this.list(site)) {
        if (!/\.dist-info$/i.test(folder)) continue;
        const installed = distInfoFolder(folder) ?? metadataOf(readSmall(join(site, folder, 'METADATA')));
        if (installed && !found.has(installed.name)) found.set(installed.name, installed.version);
      }
    this.environments.set(prefix, (known = found));
    return known;
  }

  /** What the nearest `requirements*.txt` folder's files ask for `name` (requirements.txt first). */
  private requirement(dir: string, name: string): string | undefined {
    for (const at of this.foldersUp(dir)) {
      const files = this.list(at).filter((f) => REQUIREMENTS.test(f));
      files.sort(
        (a, b) => Number(a.toLowerCase() !== 'requirements.txt') - Number(b.toLowerCase() !== 'requirements.txt'),
      );
      for (const file of files) {
        const spec = scan(join(at, file), requirementsReader(name));
        if (spec !== undefined) return spec;
      }
    }
    return undefined;
  }

  /**
   * The answer of the nearest of `files` that gives one, from `dir` up; with
   * `firstOnly`, only the nearest folder that holds one of them is read (a
   * lockfile pins the whole project: one further up is another project's).
   */
  private nearestAnswer(
    dir: string,
    files: readonly string[],
    reader: () => LineReader,
    firstOnly = false,
  ): string | undefined {
    for (const at of this.foldersUp(dir)) {
      const present = files.filter((f) => this.list(at).includes(f));
      for (const file of present) {
        const answer = scan(join(at, file), reader());
        if (answer !== undefined) return answer;
      }
      if (firstOnly && present.length) return undefined;
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

  /** A folder's entry names, read once until `forget()`; none when it is missing or unreadable. */
  private list(dir: string): readonly string[] {
    let names = this.listings.get(dir);
    if (!names) {
      try {
        names = readdirSync(dir);
      } catch {
        names = [];
      }
      this.listings.set(dir, names);
    }
    return names;
  }
}

/** A file's lines through `reader`, in chunks (file-scan.ts): a lockfile of tens of megabytes is never held whole. */
function scan(path: string, reader: LineReader): string | undefined {
  eachLine(path, (text, start, end) => reader.line(text.slice(start, end)));
  return reader.result;
}

/** A METADATA file's text, read only when small (its headers come first; a huge one is not a real one). */
function readSmall(path: string): string {
  try {
    return statSync(path).size <= 1 << 20 ? readFileSync(path, 'utf8') : '';
  } catch {
    return '';
  }
}
