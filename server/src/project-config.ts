import { existsSync } from 'node:fs';
import { dirname } from 'node:path';
import { findConfigPath, loadConfig, type LoadedConfig } from './config/load';

/**
 * The project config files (`toolwire.config.json`, `.toolwirerc.json`) the open
 * documents live under, read from disk and kept until a watched-file event (or
 * a save of a config file) says they changed.
 */
export class ProjectConfigs {
  private readonly pathByDir = new Map<string, string | undefined>();
  private readonly loaded = new Map<string, LoadedConfig>();

  /** `onRead` hears of every config read from disk (the server reports its problems). */
  constructor(private readonly onRead: (config: LoadedConfig) => void = () => {}) {}

  /** The config that applies to `file`, searched upward no further than `stopAt` (the workspace folder). */
  forFile(file: string, stopAt?: string): LoadedConfig | undefined {
    const dir = dirname(file);
    const key = `${dir}\0${stopAt ?? ''}`;
    if (!this.pathByDir.has(key)) this.pathByDir.set(key, findConfigPath(dir, stopAt));
    const path = this.pathByDir.get(key);
    return path ? this.load(path) : undefined;
  }

  load(path: string): LoadedConfig {
    let config = this.loaded.get(path);
    if (!config) {
      config = loadConfig(path);
      this.loaded.set(path, config);
      this.onRead(config);
    }
    return config;
  }

  /** The config at `path`, or undefined when there is no such file (it was deleted). */
  read(path: string): LoadedConfig | undefined {
    return existsSync(path) ? this.load(path) : undefined;
  }

  /** Forget everything: the next lookup reads the disk again. */
  clear(): void {
    this.pathByDir.clear();
    this.loaded.clear();
  }
}
