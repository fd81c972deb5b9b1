import { statSync } from 'node:fs';
import { dirname } from 'node:path';
import { parseConfig, type ToolwireConfig } from '../../../shared/src/index';
import { problemPosition } from '../cli/configs';
import { findConfigPath, loadConfig, planFile, type FilePlan, type LoadedConfig } from '../config/load';
import { packagesNear } from '../config/packages';

/** How ESLint's run asks for one file: its name, the config's `settings.toolwire`, and ESLint's working folder. */
export interface FileRequest {
  /** The name the file is linted as (a processor's block has its own extension, `README.md/0.ts`). */
  filename: string;
  /** The file on disk: where the config file and the package.json are looked for. */
  physicalFilename: string;
  settings: unknown;
  cwd: string;
}

/**
 * What to lint one file with, or `included: false` when the Toolwire config's
 * include/exclude leave it out. Its options: `settings.toolwire` (the keys of
 * `toolwire.config.json`) first, the nearest config file over them, as the
 * editor's settings are; globs are read from the config file's folder, or
 * ESLint's working folder when there is none. Imported zod modules are read
 * from disk and the converter follows from the nearest package.json, as in the
 * CLI. A broken config or setting throws: findings under options we cannot
 * read would be wrong, and ESLint shows a rule's error with its file.
 */
export function planEslintFile(request: FileRequest): FilePlan {
  const settings = settingsConfig(request.settings);
  const loaded = configNear(dirname(request.physicalFilename));
  const plan = planFile(
    request.physicalFilename,
    loaded?.dir ?? request.cwd,
    loaded?.config ?? {},
    settings,
    undefined,
    packagesNear,
  );
  return { included: plan.included, options: { ...plan.options, fileName: request.filename } };
}

const settingsRead = new WeakMap<object, ToolwireConfig>();

/** `settings.toolwire`, checked by the reader of config files (so its problems are worded the same). */
function settingsConfig(settings: unknown): ToolwireConfig {
  const own = (settings as { toolwire?: unknown } | undefined)?.toolwire;
  if (own === undefined || own === null) return {};
  if (typeof own !== 'object') throw new Error('settings.toolwire: expected the keys of toolwire.config.json.');
  const known = settingsRead.get(own);
  if (known) return known;
  const { config, problems } = parseConfig(JSON.stringify(own));
  if (problems.length) throw new Error(`settings.toolwire: ${problems.map((p) => p.message).join(' ')}`);
  settingsRead.set(own, config);
  return config;
}

/** Loaded configs by path, read again when the file's mtime or size changes (an editor's ESLint runs for hours). */
const configs = new Map<string, { mtimeMs: number; size: number; loaded: LoadedConfig }>();

function configNear(dir: string): LoadedConfig | undefined {
  const path = findConfigPath(dir);
  if (!path) return undefined;
  const stat = statSync(path, { throwIfNoEntry: false });
  const known = configs.get(path);
  if (known && stat && known.mtimeMs === stat.mtimeMs && known.size === stat.size) return known.loaded;
  const loaded = loadConfig(path);
  const problem = loaded.problems[0];
  if (problem)
    throw new Error(`${path}:${problemPosition(path, problem.offset)}: broken Toolwire config: ${problem.message}`);
  if (stat) configs.set(path, { mtimeMs: stat.mtimeMs, size: stat.size, loaded });
  return loaded;
}
