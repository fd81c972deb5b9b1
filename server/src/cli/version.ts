import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** Toolwire's version, from the package.json above the running bundle (dist/ sits beside it). */
export function toolwireVersion(): string {
  for (let d = __dirname; ; d = dirname(d)) {
    const file = join(d, 'package.json');
    if (existsSync(file)) {
      try {
        const pkg = JSON.parse(readFileSync(file, 'utf8')) as { name?: string; version?: string };
        if (pkg.name === 'toolwire' && pkg.version) return pkg.version;
      } catch {
        // Not ours or not JSON: keep looking upward.
      }
    }
    if (dirname(d) === d) return '0.0.0';
  }
}
