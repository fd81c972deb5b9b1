import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { OpenApiSetting } from '../../shared/src/config';

export const ROOT = join(__dirname, '..', '..');
const BENCH_SERVERS = join(ROOT, 'bench', 'data', 'mcp-servers.json');

/** One server of test/real/servers.json, with its start-up (env, args, bin) filled from bench's row. */
export interface Server {
  package: string;
  version: string;
  /** How its tools are written: `json` (JSON Schema literals) or `zod`. */
  writtenIn: 'json' | 'zod';
  /**
   * `findings`: also compared finding by finding, every difference with a cause outside the
   * front end (real.test.ts); `figures`: held by its coverage, recall and specificity only.
   */
  compare: 'findings' | 'figures';
  /** Why each definition in source that the server does not list is not listed, keyed `name@file`. */
  notListed?: Record<string, string>;
  /** Why each listed tool has no definition in source, keyed by its name. */
  notInSource?: Record<string, string>;
  /**
   * Dependencies whose shipped files hold the tools the server lists (its own files only
   * re-export them: a framework's package, a monorepo's tools packages): linted with its own.
   */
  toolsIn?: string[];
  /**
   * The OpenAPI documents the server makes its tools of at run time, as its project's config would
   * list them (`openapi` in toolwire.config.json: globs relative to the package, and the converter).
   */
  openapi?: OpenApiSetting;
  /**
   * Why each of `toolsIn` is the server's own source (required with it): only packages of the
   * server's repository and authors are, and the row says which, so no figure takes credit for
   * another project's code.
   */
  toolsInWhy?: string;
  bin?: string;
  /** Arguments and environment; `{scratch}` is the test's scratch folder. */
  args?: string[];
  env?: Record<string, string>;
}

export function loadServers(): Server[] {
  const rows = (JSON.parse(readFileSync(join(__dirname, 'servers.json'), 'utf8')) as { servers: Server[] }).servers;
  const bench = new Map(
    (JSON.parse(readFileSync(BENCH_SERVERS, 'utf8')) as { servers: Server[] }).servers.map((s) => [s.package, s]),
  );
  return rows.map((row) => {
    if (row.toolsIn?.length && !row.toolsInWhy?.trim())
      throw new Error(
        `${row.package}: toolsIn needs toolsInWhy, which says why those packages are the server's source`,
      );
    const known = bench.get(row.package);
    return { ...row, args: row.args ?? known?.args, env: row.env ?? known?.env, bin: row.bin ?? known?.bin };
  });
}
