import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { ModuleHost } from '../../shared/src/index';

/**
 * A module host over a fixture folder, as the CLI's resolves relative imports:
 * the specifier as written, then a `.js` specifier as its `.ts` source.
 */
export function fixtureModules(folder: string): ModuleHost {
  return (from, specifier) => {
    const dir = from ? dirname(from) : folder;
    for (const candidate of [specifier, specifier.replace(/\.js$/, '.ts')]) {
      const fileName = join(dir, candidate);
      if (existsSync(fileName)) return { fileName, text: readFileSync(fileName, 'utf8') };
    }
    return undefined;
  };
}
