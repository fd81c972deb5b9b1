import { spawnSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isStale } from '../helpers/staleness';
import { ROOT } from './helpers';

const OUTPUTS = [join(ROOT, 'dist/runtime.js'), join(ROOT, 'dist/runtime.mjs')];

/** Build dist/runtime.js and dist/runtime.mjs with esbuild.mjs when a source is newer, under a lock: test files run in parallel processes. */
export function ensureRuntimeBuilt(): void {
  if (!isStale(OUTPUTS, [join(ROOT, 'shared', 'src')])) return;
  const lock = join(tmpdir(), 'toolwire-runtime-build.lock');
  const r = spawnSync('flock', [lock, process.execPath, 'esbuild.mjs', '--only=runtime'], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  if (r.status !== 0) throw new Error(`building the runtime failed:\n${r.stderr}${r.stdout}`);
}
