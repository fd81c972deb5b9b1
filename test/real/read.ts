import { mkdtempSync, readFileSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, sep } from 'node:path';
import type { OpenApiSetting } from '../../shared/src/config';
import { matchesGlobs } from '../../server/src/config/load';
import { modulesFrom } from '../../server/src/config/modules';
import { PackageIndex } from '../../server/src/config/packages';
import { runCli } from '../cli/helpers/run';
import { CACHE, packageDir } from './install';
import { binIn } from '../../scripts/mcp-package.mjs';
import type { Server } from './servers';
import type { Document } from './sides';

/** Shipped JavaScript, as the CLI's walk would take it, less its default exclusion of dist/ and build/ (where packages ship). */
const SHIPPED = /\.(?:js|mjs|cjs)$/;
const SKIPPED = /\.min\.js$/;

/** The files of the package at `root` (not its node_modules) that `keep` takes, by name and `/`-separated path from `root`, sorted. */
function packageFiles(root: string, keep: (name: string, path: string) => boolean): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const e of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, e.name);
      if (e.isDirectory()) {
        if (e.name !== 'node_modules') walk(path);
      } else if (keep(e.name, relative(root, path).split(sep).join('/'))) files.push(path);
    }
  };
  walk(root);
  return files.sort();
}

/**
 * The JavaScript files of the package at `root` (not its node_modules), in a
 * stable order, each with what the CLI gives a file on disk: the dependencies
 * of its nearest package.json and its sibling modules.
 */
export function sourceDocuments(root: string, prefix = ''): Document[] {
  const files = packageFiles(root, (name) => SHIPPED.test(name) && !SKIPPED.test(name));
  // Resolved as Node does from where the package sits, but never above the cache: a packed server, which is not
  // installed, would otherwise get the zod of Toolwire's own node_modules.
  const packages = new PackageIndex(CACHE);
  return files.map((path) => ({
    where: prefix + relative(root, path),
    text: readFileSync(path, 'utf8'),
    fileName: path,
    packages: packages.forFile(path),
    modules: modulesFrom(path),
  }));
}

/**
 * The OpenAPI documents of the package that its row lists (as a config's `openapi` key would),
 * each read by the OpenAPI front end under the row's converter, as the CLI reads such a file.
 */
export function openapiDocuments(root: string, setting: OpenApiSetting | undefined): Document[] {
  if (!setting) return [];
  const files = packageFiles(root, (_, path) => matchesGlobs(setting.files, path));
  return files.map((path) => ({
    where: relative(root, path),
    text: readFileSync(path, 'utf8'),
    fileName: path,
    language: 'openapi',
    converter: setting.converter ?? 'generic',
  }));
}

/** The tools the server lists: started over stdio by `toolwire mcp --save` (dummy keys, its own HOME). */
export async function listedDocument(server: Server): Promise<Document> {
  const scratch = mkdtempSync(join(tmpdir(), 'toolwire-real-'));
  const fill = (v: string) => v.replaceAll('{scratch}', scratch);
  const env = { HOME: scratch, ...Object.fromEntries(Object.entries(server.env ?? {}).map(([k, v]) => [k, fill(v)])) };
  const saved = join(scratch, 'tools.json');
  const command = [process.execPath, binIn(packageDir(server), server), ...(server.args ?? []).map(fill)];
  const r = await runCli(['mcp', '--save', saved, '--timeout', '30', '--format', 'json', '--', ...command], {
    cwd: scratch,
    env,
  });
  if (r.code !== 0 && r.code !== 1) throw new Error(`toolwire mcp on ${server.package}: ${r.stderr.trim()}`);
  return { where: 'tools/list', text: readFileSync(saved, 'utf8'), fileName: saved, whole: true };
}
