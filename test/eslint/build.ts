import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isStale } from '../helpers/staleness';
import { ROOT } from './helpers';

const PLUGIN = join(ROOT, 'dist', 'eslint.js');
/** What the plugin is built from: the engine and the server's modules it imports. */
const SOURCES = ['shared/src', 'server/src/eslint', 'server/src/config', 'server/src/cli'].map((d) => join(ROOT, d));

/**
 * Build dist/eslint.js when a source is newer, and dist/typescript.js (the compiler
 * it loads on the first TS/JS file) when it is missing, with esbuild.mjs under a
 * lock: test files run in parallel processes.
 */
export function ensurePluginBuilt(): void {
  const wanted = [
    ...(isStale([PLUGIN], SOURCES) ? ['eslint'] : []),
    ...(existsSync(join(ROOT, 'dist', 'typescript.js')) ? [] : ['typescript']),
  ];
  for (const only of wanted) {
    const lock = join(tmpdir(), 'toolwire-esbuild.lock');
    const r = spawnSync('flock', [lock, process.execPath, 'esbuild.mjs', `--only=${only}`], {
      cwd: ROOT,
      encoding: 'utf8',
    });
    if (r.status !== 0) throw new Error(`building dist/${only}.js failed:\n${r.stderr}${r.stdout}`);
  }
}
