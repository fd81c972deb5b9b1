import { type LineReader, tomlString } from './line-reader';
import { normalizeName } from './names';

/**
 * The version `uv.lock` or `poetry.lock` pins for a package: both are TOML
 * with one `[[package]]` table per distribution, its `name` and `version`
 * keys first. Keys of the table's sub-tables (`[package.dependencies]`,
 * `[[package.wheels]]`) are not the package's own and are not read.
 */
export function lockedReader(name: string): LineReader {
  const wanted = normalizeName(name);
  let inPackage = false;
  let current: string | undefined;
  let version: string | undefined;
  let found: string | undefined;
  return {
    line(text) {
      const line = text.trim();
      if (line.startsWith('[')) {
        inPackage = line === '[[package]]';
        [current, version] = [undefined, undefined];
        return false;
      }
      if (!inPackage) return false;
      const key = /^(name|version)\s*=\s*(.*)$/.exec(line);
      if (key?.[1] === 'name') current = normalizeName(tomlString(key[2]) ?? '');
      else if (key?.[1] === 'version') version = tomlString(key[2]);
      if (current === wanted && version !== undefined) found = version;
      return found !== undefined;
    },
    get result() {
      return found;
    },
  };
}
