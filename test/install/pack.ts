import { spawn, spawnSync, type SpawnSyncReturns } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { isStale } from '../helpers/staleness';

export const ROOT = resolve(__dirname, '../..');
export const PACKAGE = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
  version: string;
  files: string[];
  bin: Record<string, string>;
  exports: Record<string, string | Record<string, string>>;
};

/** The locks the other tests build dist/ under (test/lsp/bundle.ts, test/cli/helpers/build.ts). */
const BUILD_LOCKS = ['/tmp/toolwire-esbuild.lock', join(tmpdir(), 'toolwire-cli-build.lock')];
const SOURCES = ['shared/src', 'server/src', 'esbuild.mjs', 'scripts/lazy-apart.mjs'].map((p) => join(ROOT, p));
const OUTPUTS = [
  ...Object.values(PACKAGE.bin),
  ...Object.values(PACKAGE.exports).flatMap((e) => (typeof e === 'string' ? [e] : Object.values(e))),
]
  .filter((p) => p.startsWith('./dist/'))
  .map((p) => join(ROOT, p));

export interface Packed {
  tarball: string;
  /** Bytes of the .tgz. */
  size: number;
  files: string[];
}

/**
 * `npm pack` of the repository as a user runs it from a clone, into a fresh
 * folder. The build (npm's `prepare`) is run here only when dist/ is older
 * than its sources, under the locks the other tests build under, and the pack
 * too, so that no bundle is rewritten while it is read.
 */
export function packRepository(): Packed {
  const dest = mkdtempSync(join(tmpdir(), 'toolwire-pack-'));
  const r = underBuildLocks(`npm pack --ignore-scripts --json --pack-destination "${dest}"`);
  if (r.status !== 0) throw new Error(`npm pack failed:\n${r.stderr}`);
  const [info] = JSON.parse(r.stdout.slice(r.stdout.indexOf('['))) as [
    { filename: string; size: number; files: { path: string }[] },
  ];
  return { tarball: join(dest, info.filename), size: info.size, files: info.files.map((f) => f.path).sort() };
}

/** `script` in the repository, after the build when dist/ is older than its sources, under the build locks. */
export function underBuildLocks(script: string): SpawnSyncReturns<string> {
  const build = isStale(OUTPUTS, SOURCES) ? 'npm run build --silent && ' : '';
  const locks = BUILD_LOCKS.flatMap((lock) => ['flock', lock]);
  return spawnSync(locks[0], [...locks.slice(1), 'sh', '-c', build + script], { cwd: ROOT, encoding: 'utf8' });
}

/** `npm i -g --prefix` of a tarball into a fresh folder; its dependencies from npm's cache when it has them. Answers the prefix. */
export async function installGlobally(tarball: string): Promise<string> {
  const prefix = mkdtempSync(join(tmpdir(), 'toolwire-prefix-'));
  const args = ['install', '-g', '--prefix', prefix, '--prefer-offline', '--no-audit', '--no-fund', tarball];
  const { code, output } = await run('npm', args, ROOT);
  if (code !== 0) throw new Error(`npm install -g failed (${code}):\n${output}`);
  return prefix;
}

export interface Ran {
  code: number | null;
  output: string;
}

/** Run a command to its end, with stdout and stderr together. */
export function run(command: string, args: readonly string[], cwd: string, stdin = ''): Promise<Ran> {
  const child = spawn(command, args, { cwd, env: { ...process.env, npm_config_update_notifier: 'false' } });
  let output = '';
  child.stdout.setEncoding('utf8').on('data', (d: string) => (output += d));
  child.stderr.setEncoding('utf8').on('data', (d: string) => (output += d));
  child.stdin.end(stdin);
  return new Promise((resolveRun, reject) => {
    child.on('error', reject);
    child.on('close', (code) => resolveRun({ code, output }));
  });
}
