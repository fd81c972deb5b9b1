import { isAbsolute, relative, sep } from 'node:path';

/** A path as reports show it: relative to the working folder when it is below it, with forward slashes. */
export function displayPath(path: string, cwd = process.cwd()): string {
  const rel = relative(cwd, path);
  const shown = rel && !rel.startsWith('..') && !isAbsolute(rel) ? rel : path;
  return shown.split(sep).join('/');
}

/**
 * displayPath(join(root, rel)) for `rel` (forward slashes) below the normal,
 * absolute folder `root`: a folder walk shows each file so, the root's place
 * worked out once rather than a path.relative per file.
 */
export function displayBelow(root: string, cwd = process.cwd()): (rel: string) => string {
  if (relative(cwd, root) === '') return (rel) => rel;
  const shown = displayPath(root, cwd);
  const base = shown.endsWith('/') ? shown : `${shown}/`;
  return (rel) => base + rel;
}
