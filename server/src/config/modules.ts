import { readFileSync, statSync } from 'node:fs';
import { fromLanguages, moduleLanguageOf, type ModuleHost, type ModuleText } from '../../../shared/src/index';

/** The files the language server asks the client to watch: any of them may be a module a document imports. */
export const moduleGlob = fromLanguages(
  (all) =>
    `**/*.{${all
      .filter((l) => l.modules)
      .flatMap((l) => l.extensions)
      .map((e) => e.slice(1))
      .join(',')}}`,
);

/** A file of a language that imports modules (TS/JS), which moduleGlob watches. */
export function isCodeFile(path: string): boolean {
  return moduleLanguageOf(path) !== undefined;
}

const read = new Map<string, { mtimeMs: number; size: number; text: string }>();

function textOf(path: string): string | undefined {
  try {
    // Most candidates of an import do not exist: no exception made and thrown for each (`throwIfNoEntry`).
    const s = statSync(path, { throwIfNoEntry: false });
    if (!s?.isFile()) return undefined;
    const known = read.get(path);
    if (known && known.mtimeMs === s.mtimeMs && known.size === s.size) return known.text;
    const text = readFileSync(path, 'utf8');
    read.set(path, { mtimeMs: s.mtimeMs, size: s.size, text });
    return text;
  } catch {
    return undefined;
  }
}

/** A module's text read again from disk on its next import: the file watcher saw it change. */
export function forgetModuleText(path: string): void {
  read.delete(path);
}

/** Where a host other than the CLI reads modules from first, and hears of every path an import tried. */
export interface ModuleSource {
  /** An open document's text, which stands for the file on disk. */
  open?(path: string): string | undefined;
  /** Each path tried, found or not: creating the file, or changing it, changes what the import reads. */
  tried?(path: string): void;
}

/**
 * LintOptions.modules for a file on disk: an import's module, read from disk
 * (once, and again when its mtime or size changes), at the first of the files
 * its language says it may be (SourceLanguage.modules: a `.js` specifier is
 * the `.ts` file it is compiled from). `source` gives an open document's text
 * first, where the host has one (the language server).
 */
export function modulesFrom(file: string, source: ModuleSource = {}): ModuleHost {
  return (fromFile, specifier): ModuleText | undefined => {
    const importer = fromFile ?? file;
    for (const path of moduleLanguageOf(importer)?.modules?.candidates(importer, specifier) ?? []) {
      source.tried?.(path);
      const text = source.open?.(path) ?? textOf(path);
      if (text !== undefined) return { fileName: path, text };
    }
    return undefined;
  };
}
