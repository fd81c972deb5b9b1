// Bundles every output of the project. `node esbuild.mjs [--watch] [--production]`.
import * as esbuild from 'esbuild';
import { copyFileSync, existsSync, mkdirSync } from 'node:fs';

const production = process.argv.includes('--production');
const watch = process.argv.includes('--watch');

// mainFields: jsonc-parser's UMD build hides its requires from bundlers; its ESM build does not.
const node = { bundle: true, mainFields: ['module', 'main'], platform: 'node', target: 'node20', sourcemap: !production, minify: production, logLevel: 'warning' };
const shebang = { js: '#!/usr/bin/env node' };

/** @type {esbuild.BuildOptions[]} */
const builds = [
  // The engine as a library: `require('toolwire')` and `await import('toolwire')`.
  { ...node, entryPoints: ['shared/src/index.ts'], outfile: 'dist/index.js', format: 'cjs' },
  { ...node, entryPoints: ['shared/src/index.ts'], outfile: 'dist/index.mjs', format: 'esm' },
  // The language server (`node dist/server.js --stdio`) and the CLI.
  { ...node, entryPoints: ['server/src/main.ts'], outfile: 'dist/server.js', format: 'cjs', banner: shebang },
  { ...node, entryPoints: ['server/src/cli/main.ts'], outfile: 'dist/cli.js', format: 'cjs', banner: shebang },
  { ...node, entryPoints: ['server/src/cli/worker.ts'], outfile: 'dist/cli-worker.js', format: 'cjs' },
  // The VS Code extension (Node extension host) and the preview webview's script (browser).
  { ...node, entryPoints: ['client/src/extension.ts'], outfile: 'dist/extension.js', format: 'cjs', external: ['vscode'] },
  { bundle: true, platform: 'browser', target: 'es2022', format: 'iife', sourcemap: !production, minify: production, logLevel: 'warning', entryPoints: ['client/src/preview/webview/main.ts'], outfile: 'dist/webview/preview.js' },
];

// Entry points land issue by issue; a missing one is skipped with a note instead of failing the others.
const present = builds.filter((b) => {
  const ok = b.entryPoints.every((e) => existsSync(e));
  if (!ok) console.warn(`esbuild: skipping ${b.outfile} (no ${b.entryPoints.join(', ')} yet)`);
  return ok;
});

// --- Preview webview assets (issue 4, client/src/preview): stylesheet and codicons next to preview.js. ---
// dist/webview is the webview's only localResourceRoot, so everything the page loads is copied there.
const webviewAssets = [
  ['client/src/preview/webview/preview.css', 'dist/webview/preview.css'],
  ['node_modules/@vscode/codicons/dist/codicon.css', 'dist/webview/codicon.css'],
  ['node_modules/@vscode/codicons/dist/codicon.ttf', 'dist/webview/codicon.ttf'],
];
function copyWebviewAssets() {
  if (!existsSync('client/src/preview/webview/main.ts')) return;
  mkdirSync('dist/webview', { recursive: true });
  for (const [from, to] of webviewAssets) copyFileSync(from, to);
}
// --- end of the preview webview assets ---

if (watch) {
  for (const b of present) await (await esbuild.context(b)).watch();
  console.log('esbuild: watching');
} else {
  await Promise.all(present.map((b) => esbuild.build(b)));
}
copyWebviewAssets();
