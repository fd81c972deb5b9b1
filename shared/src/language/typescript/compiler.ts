import type * as TS from 'typescript';

/** The host's `require`: the engine has no Node types, and needs nothing else of Node. */
declare const require: (id: string) => unknown;

let compiler: typeof TS | undefined;

/**
 * The TypeScript compiler, loaded on the first TypeScript or JavaScript
 * document rather than at start: it is several megabytes of code that JSON
 * users never need. The bundles map `typescript` to a file of its own
 * (esbuild.mjs), so only this call loads it.
 *
 * What is kept is a copy of its exports as plain values: the module defines
 * each export as a getter, so every `ts.isStringLiteral` or `ts.SyntaxKind`
 * the front end reads, several per syntax node, was a function call. The copy
 * costs one read of each export, once per process; the values are the
 * module's own functions and enums, which it never reassigns.
 */
export function typescript(): typeof TS {
  return (compiler ??= { ...(require('typescript') as typeof TS) });
}

/**
 * The parse options of every file read: the latest syntax, and JSDoc comments
 * left unparsed. Nothing here reads a JSDoc type, and parsing them is about a
 * tenth of the parse of a well-documented file (the MCP SDK's own .js files).
 */
export function syntaxOnly(ts: typeof TS): TS.CreateSourceFileOptions {
  return { languageVersion: ts.ScriptTarget.Latest, jsDocParsingMode: ts.JSDocParsingMode.ParseNone };
}
