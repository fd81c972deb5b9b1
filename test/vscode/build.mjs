// Bundles the extension-host suite into out/test-vscode/index.js (its `run()` is the entry VS Code
// calls). vscode and mocha stay external: the extension host provides one, node_modules the other.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '../..');
export const SUITE = join(ROOT, 'out/test-vscode/index.js');

export async function buildSuite() {
  await esbuild.build({
    entryPoints: [join(ROOT, 'test/vscode/index.ts')],
    outfile: SUITE,
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'cjs',
    mainFields: ['module', 'main'],
    external: ['vscode', 'mocha'],
    sourcemap: 'inline',
    logLevel: 'warning',
  });
  return SUITE;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) console.log(await buildSuite());
