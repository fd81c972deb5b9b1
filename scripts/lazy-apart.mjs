// The esbuild plugin that keeps the lazily required modules out of the server, CLI and extension
// bundles (esbuild.mjs, and test/cli/helpers/build-cli.mjs for the CLI alone): each is loaded on
// its first use from a bundle of its own beside them.
//
// The TypeScript compiler (shared/src/language/typescript/compiler.ts) from dist/typescript.js and
// the tokenizer (shared/src/wire/tokens.ts) from dist/tokenizer.js. The npm package leaves those
// two files out (package.json `files`: they would be most of its tarball) and has the same modules
// as dependencies, so where the file is missing the bundle falls back to the package.
// The MCP SDK with its zod, which only `toolwire mcp` uses (server/src/cli/mcp/sdk.ts), from
// dist/mcp-sdk.js, and its server side, which only `toolwire mcp-server` uses
// (server/src/mcp-server/sdk.ts), from dist/mcp-server-sdk.js: both always shipped, as the SDK is
// not a dependency of the package.

/** Each module bundled apart, by the specifier the sources require, and its file beside the bundles. */
export const APART_FILES = { typescript: 'typescript.js', 'gpt-tokenizer/encoding/o200k_base': 'tokenizer.js' };

/** A module that requires `./file` beside the bundle, or else the package `pkg` (only when that file is missing). */
function besideOrPackage(file, pkg) {
  return `try { module.exports = require('./${file}'); } catch (error) {
  if (error.code !== 'MODULE_NOT_FOUND' || !String(error.message).includes('${file}')) throw error;
  module.exports = require('${pkg}');
}`;
}

export const lazyApart = {
  name: 'lazy-apart',
  setup(build) {
    // A source's require becomes the fallback module above; that module's own requires stay requires.
    build.onResolve({ filter: /^(typescript|gpt-tokenizer\/encoding\/o200k_base)$/ }, (args) =>
      args.namespace === 'apart' ? { path: args.path, external: true } : { path: args.path, namespace: 'apart' },
    );
    build.onResolve({ filter: /^\.\/(typescript|tokenizer)\.js$/, namespace: 'apart' }, (args) => ({
      path: args.path,
      external: true,
    }));
    build.onLoad({ filter: /.*/, namespace: 'apart' }, (args) => ({
      contents: besideOrPackage(APART_FILES[args.path], args.path),
      loader: 'js',
    }));
    build.onResolve({ filter: /^\.\/sdk$/ }, (args) =>
      /[\\/]cli[\\/]mcp$/.test(args.resolveDir)
        ? { path: './mcp-sdk.js', external: true }
        : /[\\/]mcp-server$/.test(args.resolveDir)
          ? { path: './mcp-server-sdk.js', external: true }
          : undefined,
    );
  },
};
