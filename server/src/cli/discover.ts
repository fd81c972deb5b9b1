import { readdirSync, statSync, type Dirent } from 'node:fs';
import { join, resolve } from 'node:path';
import picomatch from 'picomatch';
import { languageNames, listWords, type LintOptions } from '../../../shared/src/index';
import { isLintedFileName, prunedDirs } from '../config/load';
import type { ConfigResolver } from './configs';
import { CliError } from './errors';
import { GitignoreStack } from './gitignore';
import { displayBelow, displayPath } from './paths';

/** One file to lint. */
export interface FileJob {
  /** Absolute path. */
  path: string;
  /** As reports show it. */
  display: string;
  /** Named on the command line: reported even when it holds no tool definitions. */
  explicit: boolean;
  options: LintOptions;
}

/**
 * The files the command line names: files as given, folders walked for the files
 * of the engine's input languages (isLintedFileName: *.json, *.jsonc, *.ts, *.js, ...), globs expanded. Walked and globbed files are kept only when .gitignore
 * does not ignore them and their config's include/exclude keep them.
 */
export function discoverFiles(inputs: readonly string[], resolver: ConfigResolver): FileJob[] {
  const jobs = new Map<string, FileJob>();
  for (const input of inputs) {
    for (const job of expand(input, resolver)) if (!jobs.has(job.path)) jobs.set(job.path, job);
  }
  return [...jobs.values()];
}

function expand(input: string, resolver: ConfigResolver): FileJob[] {
  const path = resolve(input);
  const stat = statOrUndefined(path);
  if (stat?.isFile())
    return [
      {
        path,
        display: displayPath(path),
        explicit: true,
        options: resolver.plan(path, process.cwd()).options,
      },
    ];
  if (stat?.isDirectory()) {
    const found = walk(path, resolver, () => true);
    if (!found.length)
      throw new CliError(
        `${input}: no file to lint in this folder (${listWords(languageNames(), 'or')}, after .gitignore and the config's include/exclude).`,
      );
    return found;
  }
  const scan = picomatch.scan(input);
  if (!scan.isGlob) throw new CliError(`${input}: no such file or folder.`);
  const base = resolve(scan.base || '.');
  const isMatch = picomatch(scan.glob, { dot: false });
  const found = statOrUndefined(base)?.isDirectory() ? walk(base, resolver, (rel) => isMatch(rel)) : [];
  if (!found.length) throw new CliError(`${input}: the glob matched no file to lint.`);
  return found;
}

/** Files below `root` whose path relative to it passes `accept`, in a stable (sorted) order. */
function walk(root: string, resolver: ConfigResolver, accept: (relative: string) => boolean): FileJob[] {
  const out: FileJob[] = [];
  const shown = displayBelow(root);
  const visit = (dir: string, rel: string, ignores: GitignoreStack) => {
    for (const entry of readDir(dir)) {
      const path = join(dir, entry.name);
      const relPath = rel ? `${rel}/${entry.name}` : entry.name;
      const isDir = entry.isDirectory();
      if (isDir ? prunedDirs().has(entry.name) : !isLintedFileName(entry.name)) continue;
      if (ignores.ignores(path, isDir)) continue;
      if (isDir) {
        visit(path, relPath, ignores.enter(path));
        continue;
      }
      // The entry's own type, when it says a regular file, is what a stat would say: a stat per file is for links.
      const isFile = entry.isFile() || statOrUndefined(path)?.isFile();
      if (!isFile || !accept(relPath)) continue;
      const plan = resolver.plan(path, root);
      if (plan.included) out.push({ path, display: shown(relPath), explicit: false, options: plan.options });
    }
  };
  visit(root, '', GitignoreStack.at(root));
  return out;
}

function readDir(dir: string): Dirent[] {
  try {
    return readdirSync(dir, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  } catch (e) {
    throw new CliError(
      `${displayPath(dir)}: cannot read this folder (${(e as NodeJS.ErrnoException).code ?? String(e)}).`,
    );
  }
}

function statOrUndefined(path: string) {
  try {
    return statSync(path);
  } catch {
    return undefined;
  }
}
