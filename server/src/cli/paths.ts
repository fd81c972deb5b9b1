import { isAbsolute, relative, sep } from 'node:path';

/** A path as reports show it: relative to the working folder when it is below it, with forward slashes. */
export function displayPath(path: string, cwd = process.cwd()): string {
  const rel = relative(cwd, path);
  const shown = rel && !rel.startsWith('..') && !isAbsolute(rel) ? rel : path;
  return shown.split(sep).join('/');
}
