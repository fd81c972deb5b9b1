import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** Newest modification time of any file under `dir`. */
export function newestMtime(dir: string): number {
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

/** True when an output is missing or older than some file under the source folders. */
export function isStale(outputs: readonly string[], sourceDirs: readonly string[]): boolean {
  const source = Math.max(...sourceDirs.map(newestMtime));
  return Math.min(...outputs.map(mtime)) < source;
}
