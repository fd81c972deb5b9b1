// What bench/harvest.mjs and test/real both need to know of an MCP server's npm package (kept out of bench/, which tests do not import).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** `@scope/name` -> `scope__name`: one flat, readable file name per package. */
export const slugOf = (pkg) => pkg.replace(/^@/, '').replace('/', '__');

/** The executable of the package installed at `root`: its only bin, the one `server.bin` names, or the one named like the package. */
export function binIn(root, server) {
  const { bin } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  if (typeof bin === 'string') return join(root, bin);
  const names = Object.keys(bin ?? {});
  const name = server.bin ?? names.find((n) => n === server.package.split('/').pop()) ?? names[0];
  if (!name) throw new Error(`${server.package} declares no bin`);
  return join(root, bin[name]);
}
