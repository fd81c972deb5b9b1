import { spawnSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isStale } from '../helpers/staleness';
import { ROOT } from './helpers';

const PLUGIN = join(ROOT, 'dist', 'eslint.js');
/** What the plugin is built from: the engine and the server's modules it imports. */
const SOURCES = ['shared/src', 'server/src/eslint', 'server/src/config', 'server/src/cli'].map((d) => join(ROOT, d));

/**
 * Build dist/eslint.js when a source is newer (the compiler and the tokenizer it
 * requires from npm), with esbuild.mjs under a lock: test files run in parallel processes.
 */
export function ensurePluginBuilt(): void {
  if (!isStale([PLUGIN], SOURCES)) return;
  const lock = join(tmpdir(), 'toolwire-esbuild.lock');
  const r = spawnSync('flock', [lock, process.execPath, 'esbuild.mjs', '--only=eslint'], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  if (r.status !== 0) throw new Error(`building dist/eslint.js failed:\n${r.stderr}${r.stdout}`);
}
