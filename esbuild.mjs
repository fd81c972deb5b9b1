// Bundles every output of the project. `node esbuild.mjs [--watch] [--production] [--only=NAME]`
// (--only=runtime: just the outputs dist/runtime.*, as a test that needs them builds them).
import * as esbuild from 'esbuild';
import { copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { asciiSource } from './scripts/ascii-source.mjs';
import { lazyApart } from './scripts/lazy-apart.mjs';

const production = process.argv.includes('--production');
const watch = process.argv.includes('--watch');
const only = process.argv.find((a) => a.startsWith('--only='))?.slice('--only='.length);

// mainFields: jsonc-parser's UMD build hides its requires from bundlers; its ESM build does not.
const node = {
  bundle: true,
  mainFields: ['module', 'main'],
  platform: 'node',
  target: 'node20',
  sourcemap: !production,
  minify: production,
  logLevel: 'warning',
};
const shebang = { js: '#!/usr/bin/env node' };
// A bundle that reads no source of a language gets that front end's stand-in (its absent.ts) for
// the module the registry's entry requires on its first document: the registry's data only. The
// runtime lints tool values and the extension host leaves documents to the server (neither reads
// TS/JS or Python); the ESLint plugin reads TS/JS only.
const absentFrontEnds = (languages) => ({
  name: 'absent-front-ends',
  setup(build) {
    const folder = new RegExp(String.raw`[\\/]language[\\/](${languages.join('|')})$`);
    build.onResolve({ filter: /^\.\/front-end$/ }, (args) =>
      folder.test(args.resolveDir) ? { path: join(args.resolveDir, 'absent.ts') } : undefined,
    );
  },
});
const noSourceFrontEnd = absentFrontEnds(['typescript', 'python']);
// The runtime runs no catalog hook, so the tokenizer the catalog-budget rule loads lazily (only for a token budget) is never loaded: left out.
const runtime = {
  ...node,
  platform: 'neutral',
  target: 'es2022',
  entryPoints: ['shared/src/runtime/index.ts'],
  // typescript: the TS/JS front end's parser, required lazily for a TS/JS document, which the runtime never reads.
  external: ['gpt-tokenizer/encoding/o200k_base', 'typescript'],
  plugins: [noSourceFrontEnd],
};

// The compiler, the tokenizer and the MCP SDK are bundled apart, each loaded on first use
// (scripts/lazy-apart.mjs): their megabytes were most of the CLI's start-up time.
// The TypeScript version the server's start line names (server/src/start-log.ts): dist/typescript.js is not loaded to ask it.
const typescriptVersion = JSON.parse(readFileSync('node_modules/typescript/package.json', 'utf8')).version;
const app = {
  ...node,
  // The Python front end's parser: its doc comments hold non-ASCII text the server's bundle must not.
  plugins: [lazyApart, asciiSource(['@lezer/common', '@lezer/lr', '@lezer/python'])],
  define: { TOOLWIRE_TYPESCRIPT_VERSION: JSON.stringify(typescriptVersion) },
};

const thirdParty = { minify: true, sourcemap: false };

// The library leaves its lazily required dependencies to npm, as the package installs them.
const library = ['typescript', 'gpt-tokenizer/encoding/o200k_base'];

/** @type {Array<esbuild.BuildOptions & { entryPoints: string[] }>} */
const builds = [
  // The engine as a library: `require('toolwire')`, and `await import('toolwire')` through
  // dist/index.mjs, written below.
  { ...node, entryPoints: ['shared/src/index.ts'], outfile: 'dist/index.js', format: 'cjs', external: library },
  // The run-time library `toolwire/runtime`: no Node built-in, so `neutral` (browsers, edge workers, Node 20+).
  { ...runtime, outfile: 'dist/runtime.js', format: 'cjs' },
  { ...runtime, outfile: 'dist/runtime.mjs', format: 'esm' },
  // The language server (`node dist/server.js --stdio`) and the CLI.
  { ...app, entryPoints: ['server/src/main.ts'], outfile: 'dist/server.js', format: 'cjs', banner: shebang },
  { ...app, entryPoints: ['server/src/cli/main.ts'], outfile: 'dist/cli.js', format: 'cjs', banner: shebang },
  // The MCP SDK's two sides, loaded lazily (scripts/lazy-apart.mjs): minified always, as the compiler and the
  // tokenizer below are: another project's code, read once per run and never debugged here.
  { ...node, ...thirdParty, entryPoints: ['server/src/cli/mcp/sdk.ts'], outfile: 'dist/mcp-sdk.js', format: 'cjs' },
  {
    ...node,
    ...thirdParty,
    entryPoints: ['server/src/mcp-server/sdk.ts'],
    outfile: 'dist/mcp-server-sdk.js',
    format: 'cjs',
  },
  // The ESLint plugin `toolwire/eslint`: CommonJS whose module.exports is the plugin itself, so
  // `require` and an ES module's default import (Node's module.exports) both get it, with no ESM twin.
  // `typescript` from npm, as the library's: the one typescript-eslint's parser has loaded already;
  // the tokenizer (a token budget only) from npm too, on its first use.
  {
    ...node,
    entryPoints: ['server/src/eslint/index.ts'],
    outfile: 'dist/eslint.js',
    format: 'cjs',
    external: ['eslint', 'typescript', 'gpt-tokenizer/encoding/o200k_base'],
    footer: { js: 'module.exports = module.exports.default;' },
    plugins: [absentFrontEnds(['python'])],
  },
  // The compiler and the tokenizer those load lazily: minified always (read once, never debugged here).
  {
    ...node,
    entryPoints: ['node_modules/typescript/lib/typescript.js'],
    outfile: 'dist/typescript.js',
    format: 'cjs',
    minify: true,
    sourcemap: false,
  },
  {
    ...node,
    entryPoints: ['node_modules/gpt-tokenizer/cjs/encoding/o200k_base.js'],
    outfile: 'dist/tokenizer.js',
    format: 'cjs',
    minify: true,
    sourcemap: false,
  },
  // The VS Code extension (Node extension host) and the preview webview's script (browser).
  {
    ...app,
    entryPoints: ['client/src/extension.ts'],
    outfile: 'dist/extension.js',
    format: 'cjs',
    external: ['vscode'],
    plugins: [lazyApart, noSourceFrontEnd],
  },
  {
    bundle: true,
    platform: 'browser',
    target: 'es2022',
    format: 'iife',
    sourcemap: !production,
    minify: production,
    logLevel: 'warning',
    entryPoints: ['client/src/preview/webview/main.ts'],
    outfile: 'dist/webview/preview.js',
  },
];

// The preview webview's assets. dist/webview is the webview's only localResourceRoot: its
// stylesheet is bundled there (and watched, like the scripts), and the pinned codicons (css +
// font) are copied there.
builds.push({
  bundle: true,
  minify: production,
  logLevel: 'warning',
  entryPoints: ['client/src/preview/webview/preview.css'],
  outfile: 'dist/webview/preview.css',
});
mkdirSync('dist/webview', { recursive: true });
// `import('toolwire')`: the CommonJS bundle's exports, which Node reads off the names esbuild
// annotates at its end. One engine for `require` and `import`: no second copy in the package, and no
// two module states in one process that loads both.
writeFileSync('dist/index.mjs', "export * from './index.js';\n");
// The ESLint plugin's types, written by hand: its module.exports is the plugin (`export =`).
copyFileSync('server/src/eslint/plugin.d.ts', 'dist/eslint.d.ts');
for (const file of ['codicon.css', 'codicon.ttf'])
  copyFileSync(`node_modules/@vscode/codicons/dist/${file}`, `dist/webview/${file}`);

// A missing entry point is an error, named here rather than in esbuild's longer message.
const missing = builds.flatMap((b) =>
  b.entryPoints.flatMap((e) => (typeof e === 'string' && !existsSync(e) ? [e] : [])),
);
if (missing.length) {
  console.error(`esbuild: missing entry point${missing.length > 1 ? 's' : ''}: ${missing.join(', ')}`);
  process.exit(1);
}
// --only=NAME builds just the outputs dist/NAME.* (a test that needs one bundle builds only it).
const selected = only ? builds.filter((b) => b.outfile.startsWith(`dist/${only}.`)) : builds;

if (watch) {
  for (const b of selected) await (await esbuild.context(b)).watch();
  console.log('esbuild: watching');
} else {
  await Promise.all(selected.map((b) => esbuild.build(b)));
  if (selected.some((b) => b.outfile === 'dist/server.js')) assertAscii('dist/server.js');
}

/**
 * The language server's bundle must be pure ASCII: one non-ASCII character, even
 * in a kept comment, makes V8 hold the whole source as UTF-16, twice the heap
 * for as long as the server runs.
 */
function assertAscii(file) {
  if (!existsSync(file)) return;
  const text = readFileSync(file, 'utf8');
  const at = text.search(/[^\x00-\x7f]/);
  if (at < 0) return;
  const line = text.slice(0, at).split('\n').length;
  console.error(
    `esbuild: ${file}:${line} has a non-ASCII character (${JSON.stringify(text[at])}); write it as an escape or in ASCII (comments too)`,
  );
  process.exit(1);
}
