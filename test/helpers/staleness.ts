import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** Newest modification time of `path`, a file, or of any file under it, a folder. */
export function newestMtime(path: string): number {
  if (!statSync(path).isDirectory()) return statSync(path).mtimeMs;
  const dir = path;
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

function mtime(path: string): number {
  try {
    return statSync(path).mtimeMs;
  } catch {
    return 0;
  }
}

/** True when an output is missing or older than a source file, or than some file under a source folder. */
export function isStale(outputs: readonly string[], sources: readonly string[]): boolean {
  const source = Math.max(...sources.map(newestMtime));
  return Math.min(...outputs.map(mtime)) < source;
}
