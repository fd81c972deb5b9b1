import type * as TS from 'typescript';

/**
 * The comment esbuild (and tsup, which runs it) writes above each module it
 * bundles, alone on its line at the top level: `// node_modules/zod/v4/classic/external.js`,
 * `// src/tools/fetch.ts`. Unminified bundles keep them.
 */
const MODULE_COMMENT = /^\/\/ (\S+\.(?:[cm]?[jt]sx?|json))$/gm;

/** A range of a bundle that holds a package's code: from its module comment to the next one. */
export type Region = readonly [start: number, end: number];

/**
 * The parts of a bundle that come from `node_modules`: a bundled package's
 * own objects (zod's locale tables, an SDK's examples) are not the author's
 * tools, and they are most of a 5 MB `dist/index.js`. Empty for any other file.
 */
export function libraryRegions(text: string): Region[] {
  if (!text.includes('// node_modules/') && !text.includes('/node_modules/')) return [];
  const regions: Array<[number, number]> = [];
  let open: [number, number] | undefined;
  for (const m of text.matchAll(MODULE_COMMENT)) {
    if (open) open[1] = m.index;
    open = m[1].includes('node_modules/') ? [m.index, text.length] : undefined;
    if (open) regions.push(open);
  }
  return regions;
}

/** The top-level statements of a file that lie outside every region (ascending), in order. */
export function authoredStatements(file: TS.SourceFile, regions: readonly Region[]): TS.Statement[] {
  if (!regions.length) return [...file.statements];
  const out: TS.Statement[] = [];
  let r = 0;
  for (const statement of file.statements) {
    const at = statement.end - 1;
    while (r < regions.length && regions[r][1] <= at) r++;
    if (r < regions.length && regions[r][0] <= at) continue;
    out.push(statement);
  }
  return out;
}

/**
 * `__export(ns, { ZodObject: () => ZodObject2, object: () => object, ... })`:
 * the namespace object esbuild makes of a bundled zod, which the author's code
 * then calls as `ns.object({...})` where it wrote `z.object({...})`.
 */
export function bundledZodNamespace(ts: typeof TS, statement: TS.Statement): string | undefined {
  if (!ts.isExpressionStatement(statement) || !ts.isCallExpression(statement.expression)) return undefined;
  const { expression: callee, arguments: args } = statement.expression;
  if (!ts.isIdentifier(callee) || callee.text !== '__export' || args.length !== 2) return undefined;
  const [namespace, members] = args;
  if (!ts.isIdentifier(namespace) || !ts.isObjectLiteralExpression(members)) return undefined;
  const has = (key: string) => members.properties.some((p) => p.name && ts.isIdentifier(p.name) && p.name.text === key);
  return has('ZodObject') && has('object') ? namespace.text : undefined;
}
