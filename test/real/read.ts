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

/** Which files of a tree are linted, and the folder above which no package is looked for. */
export interface SourceWalk {
  files: RegExp;
  skipped: RegExp;
  /** Folders not walked into. */
  pruned: RegExp;
  /** PackageIndex's `top`: a packed server, which is not installed, would otherwise get Toolwire's own zod. */
  packagesTop: string;
}

/** Shipped JavaScript, as the CLI's walk would take it, less its default exclusion of dist/ and build/ (where packages ship). */
const SHIPPED: SourceWalk = {
  files: /\.(?:js|mjs|cjs)$/,
  skipped: /\.min\.js$/,
  pruned: /^node_modules$/,
  packagesTop: CACHE,
};

/** The files under `root` that `keep` takes (by name and `/`-separated path from `root`), not in `pruned` folders, sorted. */
function packageFiles(root: string, pruned: RegExp, keep: (name: string, path: string) => boolean): string[] {
  const files: string[] = [];
  const visit = (dir: string) => {
    for (const e of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, e.name);
      if (e.isDirectory()) {
        if (!pruned.test(e.name)) visit(path);
      } else if (keep(e.name, relative(root, path).split(sep).join('/'))) files.push(path);
    }
  };
  visit(root);
  return files.sort();
}

/**
 * The files of the package at `root` that `walk` takes (not its node_modules), in a
 * stable order, each with what the CLI gives a file on disk: the dependencies
 * of its nearest package.json and its sibling modules.
 */
export function sourceDocuments(root: string, prefix = '', walk: SourceWalk = SHIPPED): Document[] {
  const files = packageFiles(root, walk.pruned, (name) => walk.files.test(name) && !walk.skipped.test(name));
  // Resolved as Node does from where the package sits, but never above walk.packagesTop.
  const packages = new PackageIndex(walk.packagesTop);
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
  const files = packageFiles(root, SHIPPED.pruned, (_, path) => matchesGlobs(setting.files, path));
  return files.map((path) => ({
    where: relative(root, path),
    text: readFileSync(path, 'utf8'),
    fileName: path,
    language: 'openapi',
    converter: setting.converter ?? 'generic',
  }));
}

/** How a server is started over stdio: `{scratch}` in args and env is the run's scratch folder (also its HOME and cwd). */
export interface StartCommand {
  command: string[];
  env?: Record<string, string>;
}

/** The tools a server lists: started over stdio by `toolwire mcp --save` (its own HOME). */
export async function listTools(start: StartCommand, label: string): Promise<Document> {
  const scratch = mkdtempSync(join(tmpdir(), 'toolwire-real-'));
  const fill = (v: string) => v.replaceAll('{scratch}', scratch);
  const env = { HOME: scratch, ...Object.fromEntries(Object.entries(start.env ?? {}).map(([k, v]) => [k, fill(v)])) };
  const saved = join(scratch, 'tools.json');
  const r = await runCli(
    ['mcp', '--save', saved, '--timeout', '30', '--format', 'json', '--', ...start.command.map(fill)],
    {
      cwd: scratch,
      env,
    },
  );
  if (r.code !== 0 && r.code !== 1) throw new Error(`toolwire mcp on ${label}: ${r.stderr.trim()}`);
  return { where: 'tools/list', text: readFileSync(saved, 'utf8'), fileName: saved, whole: true };
}

/** The tools an installed npm server lists (dummy keys from its row). */
export function listedDocument(server: Server): Promise<Document> {
  const command = [process.execPath, binIn(packageDir(server), server), ...(server.args ?? [])];
  return listTools({ command, env: server.env }, server.package);
}
