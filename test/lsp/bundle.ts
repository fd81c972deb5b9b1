import { spawnSync } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { buildSync } from 'esbuild';
import { isStale } from '../helpers/staleness';

export const ROOT = resolve(__dirname, '../..');
export const SERVER_JS = join(ROOT, 'dist/server.js');
const SOURCES = [join(ROOT, 'server/src'), join(ROOT, 'shared/src')];

/**
 * The tests drive the bundled server, as editors run it. Rebuild when a source
 * is newer than the bundle, under a lock (test files run in parallel). Another
 * entry point that is mid-change may fail its build; only ours must succeed.
 */
export function ensureBundle(): void {
  if (!isStale([SERVER_JS], SOURCES)) return;
  const r = spawnSync('flock', ['/tmp/toolwire-esbuild.lock', process.execPath, 'esbuild.mjs'], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  if (isStale([SERVER_JS], SOURCES)) throw new Error(`building dist/server.js failed:\n${r.stderr}${r.stdout}`);
}

/**
 * A test-only entry point (test/lsp/servers/) bundled as dist/server.js is,
 * into the system's temp folder, once per test process.
 */
export function bundleTestServer(name: string): string {
  const dir = join(tmpdir(), `toolwire-lsp-test-${process.pid}`);
  const outfile = join(dir, `${name}.js`);
  if (existsSync(outfile)) return outfile;
  process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
  buildSync({
    entryPoints: [join(ROOT, 'test/lsp/servers', `${name}.ts`)],
    outfile,
    bundle: true,
    mainFields: ['module', 'main'],
    platform: 'node',
    target: 'node20',
    format: 'cjs',
    logLevel: 'error',
  });
  return outfile;
}
