// Bundles the CLI the way esbuild.mjs does (test/cli/helpers/build.ts runs this under a lock):
// the TypeScript compiler apart, in dist/typescript.js, loaded on the first TS/JS file.
import * as esbuild from 'esbuild';
import { existsSync } from 'node:fs';

const compilerApart = {
  name: 'typescript-apart',
  setup(build) {
    build.onResolve({ filter: /^typescript$/ }, () => ({ path: './typescript.js', external: true }));
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
  plugins: [compilerApart],
};
await Promise.all([
  esbuild.build({
    ...common,
    entryPoints: ['server/src/cli/main.ts'],
    outfile: 'dist/cli.js',
    banner: { js: '#!/usr/bin/env node' },
  }),
  existsSync('dist/typescript.js')
    ? undefined
    : esbuild.build({
        ...common,
        plugins: [],
        sourcemap: false,
        minify: true,
        entryPoints: ['node_modules/typescript/lib/typescript.js'],
        outfile: 'dist/typescript.js',
      }),
]);
