import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { slugOf } from '../../bench/mcp-package.mjs';
import { ROOT, type Server } from './servers';

/**
 * Where the servers are installed: outside git (out/ is ignored), kept between
 * runs, so only the first run (or a changed row) reaches the npm registry.
 * TOOLWIRE_REAL_CACHE moves it (a CI cache directory, say).
 */
export const CACHE = process.env.TOOLWIRE_REAL_CACHE ?? join(ROOT, 'out', 'real-servers');
const LIVE = join(CACHE, 'live');
const PACKED = join(CACHE, 'packed');

/** The folder holding the package's own files (its package.json, its shipped JavaScript). */
export function packageDir(server: Server): string {
  return server.list === 'live'
    ? join(LIVE, 'node_modules', server.package)
    : join(PACKED, slugOf(server.package), 'package');
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
 * The live servers into one tree, with their dependencies (each server pins its
 * MCP SDK exactly, so what they list does not drift with the tree), at the
 * exact versions of the rows; `--legacy-peer-deps` as servers are unrelated.
 */
function installLive(servers: Server[]): void {
  const live = servers.filter((s) => s.list === 'live');
  if (!missing(live).length) return;
  mkdirSync(LIVE, { recursive: true });
  const dependencies = Object.fromEntries(live.map((s) => [s.package, s.version]));
  writeFileSync(join(LIVE, 'package.json'), JSON.stringify({ private: true, dependencies }, null, 2) + '\n');
  npm(['install', '--legacy-peer-deps'], LIVE);
}

/** The harvested servers' own files only (`npm pack`, then unpacked): no dependency is needed to read them. */
function installPacked(servers: Server[]): void {
  const wanted = missing(servers.filter((s) => s.list === 'harvested'));
  if (!wanted.length) return;
  const tarballs = join(PACKED, '.tarballs');
  rmSync(tarballs, { recursive: true, force: true });
  mkdirSync(tarballs, { recursive: true });
  npm(['pack', ...wanted.map((s) => `${s.package}@${s.version}`), '--pack-destination', tarballs], tarballs);
  for (const s of wanted) {
    const name = `${s.package.replace(/^@/, '').replace('/', '-')}-${s.version}.tgz`;
    if (!readdirSync(tarballs).includes(name)) throw new Error(`npm pack wrote no ${name}`);
    const dir = join(PACKED, slugOf(s.package));
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir, { recursive: true });
    const tar = spawnSync('tar', ['-xzf', join(tarballs, name), '-C', dir], { encoding: 'utf8' });
    if (tar.status !== 0) throw new Error(`tar -xzf ${name} failed: ${tar.stderr}`);
  }
}

/** Installs what the rows need and is not in the cache yet; throws with npm's words when that fails. */
export function ensureInstalled(servers: Server[]): void {
  installLive(servers);
  installPacked(servers);
  const still = missing(servers);
  if (still.length) throw new Error(`not installed: ${still.map((s) => `${s.package}@${s.version}`).join(', ')}`);
}
