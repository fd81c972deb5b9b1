// Bundles the CLI the way esbuild.mjs does (test/cli/helpers/build.ts runs this under a lock):
// the TypeScript compiler, the tokenizer and the MCP SDK (client and server side) apart, in
// dist/typescript.js, dist/tokenizer.js, dist/mcp-sdk.js and dist/mcp-server-sdk.js, each loaded
// on its first use.
import * as esbuild from 'esbuild';
import { existsSync } from 'node:fs';
import { lazyApart } from '../../../scripts/lazy-apart.mjs';

/** What the CLI requires lazily: the bundle it loads it from, and the entry that bundle is built from;
 * `fresh`: rebuilt every time, as its entry is one of ours (a package's stays as built). */
const APART = [
  { outfile: 'dist/typescript.js', entry: 'node_modules/typescript/lib/typescript.js' },
  { outfile: 'dist/tokenizer.js', entry: 'node_modules/gpt-tokenizer/cjs/encoding/o200k_base.js' },
  { outfile: 'dist/mcp-sdk.js', entry: 'server/src/cli/mcp/sdk.ts', fresh: true },
  { outfile: 'dist/mcp-server-sdk.js', entry: 'server/src/mcp-server/sdk.ts', fresh: true },
];
const common = {
  bundle: true,
  mainFields: ['module', 'main'],
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [lazyApart],
};
await Promise.all([
  esbuild.build({
    ...common,
    entryPoints: ['server/src/cli/main.ts'],
    outfile: 'dist/cli.js',
    banner: { js: '#!/usr/bin/env node' },
  }),
  ...APART.filter(({ outfile, fresh }) => fresh || !existsSync(outfile)).map(({ entry, outfile, fresh }) =>
    esbuild.build({ ...common, plugins: [], sourcemap: false, minify: !fresh, entryPoints: [entry], outfile }),
  ),
]);
