import { readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import type { ModuleHost, ModuleText } from '../../../shared/src/index';

/** The files the language server asks the client to watch: any of them may be a module a document imports. */
export const MODULE_GLOB = '**/*.{ts,tsx,mts,cts,js,jsx,mjs,cjs}';

/** A TypeScript or JavaScript file, which the MODULE_GLOB watches. */
export function isCodeFile(path: string): boolean {
  return /\.[cm]?[jt]sx?$/i.test(path);
}

/** The files an import of `./schemas.js` may be written in: TypeScript's own mapping of `.js` to `.ts` first. */
function candidates(path: string): string[] {
  const out = [path];
  const js = /\.(m|c)?js$/.exec(path);
  if (js) {
    const stem = path.slice(0, -js[0].length);
    out.push(`${stem}.${js[1] ?? ''}ts`, `${stem}.tsx`);
  } else if (!/\.[cm]?[jt]sx?$/.test(path)) {
    out.push(
      ...['.ts', '.tsx', '.js', '.mjs'].map((e) => path + e),
      ...['index.ts', 'index.js'].map((f) => join(path, f)),
    );
  }
  return out;
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
 * LintOptions.modules for a file on disk: a relative import's module, read from
 * disk (once, and again when its mtime or size changes), `.js` specifiers found
 * as the `.ts` files they are compiled from. `source` gives an open document's
 * text first, where the host has one (the language server).
 */
export function modulesFrom(file: string, source: ModuleSource = {}): ModuleHost {
  return (fromFile, specifier): ModuleText | undefined => {
    if (!specifier.startsWith('.')) return undefined;
    const base = resolve(dirname(fromFile ?? file), specifier);
    for (const path of candidates(base)) {
      source.tried?.(path);
      const text = source.open?.(path) ?? textOf(path);
      if (text !== undefined) return { fileName: path, text };
    }
    return undefined;
  };
}
