import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, type Server } from './servers';

/**
 * Where the servers are installed: outside git (out/ is ignored), kept between
 * runs, so only the first run (or a changed row) reaches the npm registry.
 * TOOLWIRE_REAL_CACHE moves it (a CI cache directory, say).
 */
export const CACHE = process.env.TOOLWIRE_REAL_CACHE ?? join(ROOT, 'out', 'real-servers');
const LIVE = join(CACHE, 'live');

/** The folder holding the package's own files (its package.json, its shipped JavaScript). */
export function packageDir(server: Server): string {
  return join(LIVE, 'node_modules', server.package);
}

/** A dependency's folder as Node resolves it from the server's package: nested there first, then hoisted. */
export function dependencyDir(server: Server, name: string): string {
  const nested = join(packageDir(server), 'node_modules', name);
  return existsSync(nested) ? nested : join(LIVE, 'node_modules', name);
}

function versionIn(dir: string): string | undefined {
  const manifest = join(dir, 'package.json');
  return existsSync(manifest) ? (JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version : undefined;
}

const missing = (servers: Server[]) => servers.filter((s) => versionIn(packageDir(s)) !== s.version);

function npm(args: string[], cwd: string): void {
  const quiet = ['--no-audit', '--no-fund', '--loglevel=error'];
  // Install scripts stay off: nothing runs at install (no browser download), the servers only list tools.
  const r = spawnSync('npm', [...args, ...quiet, '--ignore-scripts'], { cwd, encoding: 'utf8', shell: false });
  if (r.status !== 0) throw new Error(`npm ${args.join(' ')} failed (exit ${r.status}):\n${r.stderr}`);
}

/**
 * The servers into one tree, with their dependencies, at the exact versions of
 * the rows; `--legacy-peer-deps` as servers are unrelated. Each is linted and
 * started from this same install, so both sides see the same zod and SDK.
 */
function installLive(servers: Server[]): void {
  if (!missing(servers).length) return;
  mkdirSync(LIVE, { recursive: true });
  const dependencies = Object.fromEntries(servers.map((s) => [s.package, s.version]));
  writeFileSync(join(LIVE, 'package.json'), JSON.stringify({ private: true, dependencies }, null, 2) + '\n');
  npm(['install', '--legacy-peer-deps'], LIVE);
}

/** Installs what the rows need and is not in the cache yet; throws with npm's words when that fails. */
export function ensureInstalled(servers: Server[]): void {
  installLive(servers);
  const still = missing(servers);
  if (still.length) throw new Error(`not installed: ${still.map((s) => `${s.package}@${s.version}`).join(', ')}`);
}
