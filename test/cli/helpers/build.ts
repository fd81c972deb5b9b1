import { spawnSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const ROOT = join(__dirname, '..', '..', '..');
export const CLI = join(ROOT, 'dist', 'cli.js');
const WORKER = join(ROOT, 'dist', 'cli-worker.js');
const SOURCES = [join(ROOT, 'shared', 'src'), join(ROOT, 'server', 'src', 'cli'), join(ROOT, 'server', 'src', 'config')];

function newestSource(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestSource(path) : statSync(path).mtimeMs);
  }
  return newest;
}

function builtAt(file: string): number {
  try {
    return statSync(file).mtimeMs;
  } catch {
    return 0;
  }
}

export function isStale(): boolean {
  const source = Math.max(...SOURCES.map(newestSource));
  return Math.min(builtAt(CLI), builtAt(WORKER)) < source;
}

/**
 * Build dist/cli.js and dist/cli-worker.js when a source is newer than them. Only
 * those two bundles (esbuild.mjs builds them the same way, among others that may
 * be mid-change), under a lock: test files run in parallel processes.
 */
export function ensureCliBuilt() {
  if (!isStale()) return;
  const r = spawnSync('flock', [join(tmpdir(), 'toolwire-cli-build.lock'), process.execPath, join(__dirname, 'build-cli.mjs')], { cwd: ROOT, encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`building the CLI failed:\n${r.stderr}${r.stdout}`);
}
