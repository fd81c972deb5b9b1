// Bundles the CLI the way esbuild.mjs does (test/cli/helpers/build.ts runs this under a lock).
import * as esbuild from 'esbuild';

const common = {
  bundle: true,
  mainFields: ['module', 'main'],
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  sourcemap: true,
  logLevel: 'warning',
};
await esbuild.build({
  ...common,
  entryPoints: ['server/src/cli/main.ts'],
  outfile: 'dist/cli.js',
  banner: { js: '#!/usr/bin/env node' },
});
