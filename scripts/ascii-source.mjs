import { readFileSync } from 'node:fs';

/**
 * An esbuild plugin: the JavaScript of the packages named is loaded with each
 * non-ASCII character written as its `\uXXXX` escape. The language server's
 * bundle must be pure ASCII (esbuild.mjs, assertAscii), and esbuild keeps the
 * doc comments of class members, where `@lezer/common` writes an em dash. An
 * escape means the same character in a string, a template, a regular expression
 * or an identifier, and is plain text in a comment.
 */
export function asciiSource(packages) {
  const filter = new RegExp(
    `[\\\\/]node_modules[\\\\/](?:${packages.map((p) => p.replace('/', '[\\\\/]')).join('|')})[\\\\/].*\\.[cm]?js$`,
  );
  return {
    name: 'ascii-source',
    setup(build) {
      build.onLoad({ filter }, ({ path }) => ({
        contents: readFileSync(path, 'utf8').replace(
          /[^\x00-\x7f]/g,
          (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
        ),
        loader: 'js',
      }));
    },
  };
}
