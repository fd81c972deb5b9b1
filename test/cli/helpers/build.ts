import { spawnSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isStale as isStaleOutput } from '../../helpers/staleness';

export const ROOT = join(__dirname, '..', '..', '..');
export const CLI = join(ROOT, 'dist', 'cli.js');
const SOURCES = [
  join(ROOT, 'shared', 'src'),
  join(ROOT, 'server', 'src', 'cli'),
  join(ROOT, 'server', 'src', 'mcp-server'),
  join(ROOT, 'server', 'src', 'config'),
];

/** True when the CLI bundle is missing or older than a source it is built from. */
function isStale(): boolean {
  return isStaleOutput([CLI], SOURCES);
}

/**
 * Build dist/cli.js when a source is newer than it. Only that bundle (esbuild.mjs
 * builds it the same way, among others that may be mid-change), under a lock: test
 * files run in parallel processes.
 */
export function ensureCliBuilt() {
  if (!isStale()) return;
  const r = spawnSync(
    'flock',
    [join(tmpdir(), 'toolwire-cli-build.lock'), process.execPath, join(__dirname, 'build-cli.mjs')],
    { cwd: ROOT, encoding: 'utf8' },
  );
  if (r.status !== 0) throw new Error(`building the CLI failed:\n${r.stderr}${r.stdout}`);
}
