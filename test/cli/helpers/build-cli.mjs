// Bundles the CLI the way esbuild.mjs does (test/cli/helpers/build.ts runs this under a lock):
// the TypeScript compiler and the tokenizer apart, in dist/typescript.js and dist/tokenizer.js,
// each loaded on its first use.
import * as esbuild from 'esbuild';
import { existsSync } from 'node:fs';

/** What the CLI requires lazily: the bundle it loads it from, and the entry that bundle is built from. */
const APART = [
  { filter: /^typescript$/, outfile: 'dist/typescript.js', entry: 'node_modules/typescript/lib/typescript.js' },
  {
    filter: /^gpt-tokenizer\/encoding\/o200k_base$/,
    outfile: 'dist/tokenizer.js',
    entry: 'node_modules/gpt-tokenizer/cjs/encoding/o200k_base.js',
  },
];
const lazyApart = {
  name: 'lazy-apart',
  setup(build) {
    for (const { filter, outfile } of APART)
      build.onResolve({ filter }, () => ({ path: `./${outfile.slice('dist/'.length)}`, external: true }));
  },
};
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
  ...APART.filter(({ outfile }) => !existsSync(outfile)).map(({ entry, outfile }) =>
    esbuild.build({ ...common, plugins: [], sourcemap: false, minify: true, entryPoints: [entry], outfile }),
  ),
]);
