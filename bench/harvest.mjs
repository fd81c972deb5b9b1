#!/usr/bin/env node
/**
 * Harvest the real `tools/list` answers of the MCP servers in
 * bench/data/mcp-servers.json: install each package (exact version, install
 * scripts off, so no browser is downloaded) into a scratch folder outside the
 * repository, start it with dummy keys through `toolwire mcp --save`, and keep
 * what it listed as bench/data/mcp/<package>.json. bench/data/mcp/index.json
 * records each package, its version and tool count, and the servers that would
 * not list (with the reason). Run by hand after `npm run build`:
 *
 *   node bench/harvest.mjs                          # every server
 *   node bench/harvest.mjs --only=@playwright/mcp   # one (index.json keeps the others)
 *   node bench/harvest.mjs --scratch=/tmp/elsewhere --install-only
 *
 * Servers are started only to answer initialize and tools/list, in their own
 * HOME inside the scratch folder; toolwire stops each one's process group.
 */
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { binIn, slugOf } from '../scripts/mcp-package.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const LIST = join(ROOT, 'bench', 'data', 'mcp-servers.json');
const OUT = join(ROOT, 'bench', 'data', 'mcp');
const CLI = join(ROOT, 'dist', 'cli.js');

const flag = (name) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const scratch = resolve(flag('scratch') ?? '/tmp/mcp-harvest');
const only = flag('only');
const installOnly = process.argv.includes('--install-only');

const fill = (value) => value.replaceAll('{scratch}', scratch);

function installedVersion(dir, pkg) {
  const manifest = join(dir, 'node_modules', pkg, 'package.json');
  return existsSync(manifest) ? JSON.parse(readFileSync(manifest, 'utf8')).version : undefined;
}

/** Installs `pkg@version` into its own folder (no shared tree, so no peer conflicts between servers). */
function install(server) {
  const dir = join(scratch, 'pkgs', slugOf(server.package));
  if (installedVersion(dir, server.package) === server.version) return dir;
  mkdirSync(dir, { recursive: true });
  if (!existsSync(join(dir, 'package.json'))) writeFileSync(join(dir, 'package.json'), '{"private":true}\n');
  const spec = `${server.package}@${server.version}`;
  process.stderr.write(`installing ${spec}\n`);
  const npm = spawnSync(
    'npm',
    ['install', '--no-audit', '--no-fund', '--ignore-scripts', '--loglevel=error', '--save-exact', spec],
    { cwd: dir, stdio: ['ignore', 'inherit', 'inherit'] },
  );
  if (npm.status !== 0) throw new Error(`npm install ${spec} failed (exit ${npm.status})`);
  return dir;
}

/** Lists the server's tools with `toolwire mcp --save`; exit 1 (findings) is a success, exit 2 a refusal. */
function harvest(server, dir) {
  const home = join(scratch, 'home');
  mkdirSync(home, { recursive: true });
  const saved = join(scratch, `${slugOf(server.package)}.tools.json`);
  const env = {
    ...process.env,
    HOME: home,
    ...Object.fromEntries(Object.entries(server.env ?? {}).map(([k, v]) => [k, fill(v)])),
  };
  const command = [
    process.execPath,
    binIn(join(dir, 'node_modules', server.package), server),
    ...(server.args ?? []).map(fill),
  ];
  const args = [CLI, 'mcp', '--save', saved, '--timeout', '30', '--format', 'json', '--', ...command];
  const run = spawnSync(process.execPath, args, { cwd: scratch, env, encoding: 'utf8', maxBuffer: 256 * 2 ** 20 });
  if (run.status !== 0 && run.status !== 1) {
    // toolwire's one line is `toolwire: mcp:<command>: <cause>`; the cause is what the index keeps.
    const line = (run.stderr || `exit ${run.status}`).trim().split('\n').pop();
    return { reason: line.replace(`toolwire: mcp:${command.join(' ')}: `, '').replaceAll(scratch, '<scratch>') };
  }
  const tools = JSON.parse(readFileSync(saved, 'utf8')).tools.length;
  if (tools === 0) return { reason: 'listed no tools' };
  const file = `${slugOf(server.package)}.json`;
  copyFileSync(saved, join(OUT, file));
  return { file, tools };
}

function main() {
  if (!installOnly && !existsSync(CLI)) throw new Error('dist/cli.js is missing: run npm run build first');
  mkdirSync(OUT, { recursive: true });
  const servers = JSON.parse(readFileSync(LIST, 'utf8')).servers.filter((s) => !only || s.package === only);
  const indexPath = join(OUT, 'index.json');
  const previous = existsSync(indexPath) ? JSON.parse(readFileSync(indexPath, 'utf8')).servers : [];
  const results = new Map(previous.map((r) => [r.package, r]));
  for (const server of servers) {
    let result;
    try {
      const dir = install(server);
      if (installOnly) continue;
      result = harvest(server, dir);
    } catch (e) {
      result = { reason: e.message };
    }
    process.stderr.write(`${server.package}@${server.version}: ${result.reason ?? `${result.tools} tools`}\n`);
    results.set(server.package, { package: server.package, version: server.version, ...result });
  }
  if (installOnly) return;
  const order = JSON.parse(readFileSync(LIST, 'utf8')).servers.map((s) => s.package);
  const listed = order.filter((p) => results.has(p)).map((p) => results.get(p));
  const index = {
    harvestedWith: 'node bench/harvest.mjs (toolwire mcp --save)',
    date: new Date().toISOString().slice(0, 10),
    servers: listed,
  };
  writeFileSync(indexPath, JSON.stringify(index, null, 2) + '\n');
}

main();
