import { accessSync, constants, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { mergeConfig, type LintOptions, type ToolwireConfig } from '../../../shared/src/index';
import { findConfigPath, loadConfig, planFile, type LoadedConfig } from '../config/load';
import { packagesNearOnce } from '../config/packages';
import type { ReportOptions } from './args';
import { CliError, messageOf } from './errors';
import { LineIndex } from './positions';
import { displayPath } from './paths';

/** How one file is linted: its options, and whether the config's include/exclude keep it. */
export interface Plan {
  included: boolean;
  options: LintOptions;
}

/**
 * Finds the config of each file (`--config FILE`, else the nearest config upward,
 * cached per folder) and plans the file under it, the command-line flags winning
 * over the config. A broken config stops the run: it is a CliError naming
 * `file:line:col`, because findings under a config we cannot read would be wrong.
 */
export class ConfigResolver {
  private readonly flags: ToolwireConfig;
  private readonly explicit?: LoadedConfig;
  private readonly byDir = new Map<string, LoadedConfig | undefined>();
  private readonly byPath = new Map<string, LoadedConfig>();
  /** The versions of the packages each file gets, each folder looked at once in a run. */
  private readonly packages = packagesNearOnce();

  constructor(options: Pick<ReportOptions, 'targets' | 'rules' | 'configPath'>) {
    this.flags = { ...(options.targets ? { targets: options.targets } : {}), rules: options.rules };
    if (options.configPath) this.explicit = this.load(resolve(options.configPath), true);
  }

  /** The config that applies in `dir` (undefined: none, the defaults apply). */
  configIn(dir: string): LoadedConfig | undefined {
    if (this.explicit) return this.explicit;
    if (!this.byDir.has(dir)) {
      const path = findConfigPath(dir);
      this.byDir.set(dir, path ? this.load(path, false) : undefined);
    }
    return this.byDir.get(dir);
  }

  /** Plan `file`; without a config its globs are read relative to `baseDir`. */
  plan(file: string, baseDir: string): Plan {
    const loaded = this.configIn(dirname(file));
    const config = mergeConfig(loaded?.config ?? {}, this.flags);
    const { included, options } = planFile(file, loaded?.dir ?? baseDir, config, {}, undefined, this.packages);
    return { included, options: { ...options, fileName: file } };
  }

  private load(path: string, named: boolean): LoadedConfig {
    const cached = this.byPath.get(path);
    if (cached) return cached;
    if (named) checkReadable(path);
    const loaded = loadConfig(path);
    const problem = loaded.problems[0];
    if (problem)
      throw new CliError(
        `${displayPath(path)}:${problemPosition(path, problem.offset)}: broken config: ${problem.message}`,
      );
    this.byPath.set(path, loaded);
    return loaded;
  }
}

function checkReadable(path: string) {
  try {
    accessSync(path, constants.R_OK);
  } catch (e) {
    throw new CliError(
      `${displayPath(path)}: cannot read the config given by --config (${(e as NodeJS.ErrnoException).code ?? messageOf(e)}).`,
    );
  }
}

/** "line:col" of an offset in the config file (1:1 when the file cannot be read). */
export function problemPosition(path: string, offset: number): string {
  let text = '';
  try {
    text = readFileSync(path, 'utf8');
  } catch {
    // Unreadable: the problem itself says so.
  }
  const p = new LineIndex(text).position(offset);
  return `${p.line}:${p.column}`;
}
