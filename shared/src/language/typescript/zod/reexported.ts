import type * as TS from 'typescript';
import type { ParseOptions } from '../../language';
import { SizedLru } from '../../../sized-lru';

/**
 * zod taken from a module of the workspace that re-exports it:
 * `import { zod } from '../third_party/index.js'` or, in a CommonJS bundle,
 * `z6 = require("./utilsBundle").z`. The names a file binds so, where the
 * module (asked of the host, ParseOptions.modules) exports that name as zod:
 * - re-exported from zod: `export { z as zod } from 'zod'`, `export * as zod from 'zod'`,
 *   `export * from 'zod'` (its `z`);
 * - a bundler's namespace object of a bundled zod, exported under that name:
 *   rollup's `var external = Object.freeze({ ..., ZodObject, object, ... })` and
 *   `export { external as zod }`, esbuild's `__export(zod_exports, {...})` and
 *   `__export(x_exports, { z: () => zod_exports })`.
 * Such modules are bundles of megabytes: they are read as text, never parsed.
 * Only a name the file calls as zod (`zod.object(`, `z.string(`...) is asked about.
 */
export function reexportedZodNames(ts: typeof TS, file: TS.SourceFile, options: ParseOptions): string[] {
  const host = options.modules;
  if (!host) return [];
  const found: string[] = [];
  for (const { local, specifier, name } of relativeBindings(ts, file)) {
    if (found.includes(local) || !calledAsZod(file.text, local)) continue;
    const module = host(options.fileName, specifier);
    if (module && exportsZodAsKept(module.fileName, module.text, name)) found.push(local);
  }
  return found;
}

interface Bound {
  local: string;
  specifier: string;
  name: string;
}

/** `import { a as b } from './m'` (top level), and `b = require('./m').a` or `const { a: b } = require('./m')` anywhere. */
function relativeBindings(ts: typeof TS, file: TS.SourceFile): Bound[] {
  const bound: Bound[] = [];
  for (const s of file.statements) {
    if (!ts.isImportDeclaration(s) || !ts.isStringLiteral(s.moduleSpecifier)) continue;
    const specifier = s.moduleSpecifier.text;
    const named = s.importClause?.namedBindings;
    if (!specifier.startsWith('.') || !named || !ts.isNamedImports(named)) continue;
    for (const e of named.elements)
      bound.push({ local: e.name.text, specifier, name: (e.propertyName ?? e.name).text });
  }
  for (const m of file.text.matchAll(REQUIRED_MEMBER)) bound.push({ local: m[1], specifier: m[2], name: m[3] });
  for (const m of file.text.matchAll(REQUIRED_DESTRUCTURED))
    bound.push({ local: m[2] ?? m[1], specifier: m[3], name: m[1] });
  return bound;
}

const REQUIRED_MEMBER = /([\w$]+)\s*=\s*require\(\s*["'](\.\.?\/[^"'\n]+)["']\s*\)\.([\w$]+)/g;
const REQUIRED_DESTRUCTURED =
  /\{\s*([\w$]+)(?:\s*:\s*([\w$]+))?\s*\}\s*=\s*require\(\s*["'](\.\.?\/[^"'\n]+)["']\s*\)/g;

/** zod's factories a file calls on its namespace: a name used so is worth asking the host about. */
function calledAsZod(text: string, local: string): boolean {
  if (!IDENTIFIER.test(local)) return false;
  return new RegExp(
    `(?<![\\w$.])${escaped(local)}\\s*\\.\\s*(?:object|string|number|boolean|array|enum|union)\\s*\\(`,
  ).test(text);
}

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

function escaped(name: string): string {
  return name.replace(/\$/g, '\\$');
}

/** How far past a namespace object's start its members are read at most: zod 4's namespace lists some 300. */
const NAMESPACE_WINDOW = 40_000;

/**
 * The answers for a module, kept while its text stays the same (at most 8 million
 * characters of text, the least recently used out): every file of a server imports the
 * same vendored bundle, and each search of its megabytes costs about 100 ms.
 */
const answersOf = new SizedLru<string, { text: string; answers: Map<string, boolean> }>(8_000_000);

function exportsZodAsKept(fileName: string, text: string, name: string): boolean {
  let kept = answersOf.get(fileName);
  if (kept?.text !== text) answersOf.set(fileName, (kept = { text, answers: new Map() }), text.length);
  let answer = kept.answers.get(name);
  if (answer === undefined) kept.answers.set(name, (answer = exportsZodAs(text, name)));
  return answer;
}

/** Whether a module's text exports `name` as zod (see reexportedZodNames). */
export function exportsZodAs(text: string, name: string): boolean {
  if (!IDENTIFIER.test(name)) return false;
  if (fromZod(text, name)) return true;
  return bundledLocals(text, name).some((local) => isZodNamespace(text, local));
}

const ZOD_SPECIFIER = String.raw`["']zod(?:\/[\w.-]+)*["']`;

function fromZod(text: string, name: string): boolean {
  const n = escaped(name);
  if (new RegExp(String.raw`export\s*\*\s*as\s+${n}\s+from\s*${ZOD_SPECIFIER}`).test(text)) return true;
  if (name === 'z' && new RegExp(String.raw`export\s*\*\s*from\s*${ZOD_SPECIFIER}`).test(text)) return true;
  for (const m of text.matchAll(new RegExp(String.raw`export\s*\{([^}]*)\}\s*from\s*${ZOD_SPECIFIER}`, 'g')))
    if (exportClause(m[1]).some((e) => e.exported === name && (e.local === 'z' || e.local === name))) return true;
  return false;
}

/** The locals a bundle exports as `name`: `export { local as name }`, or esbuild's `name: () => local`. */
function bundledLocals(text: string, name: string): string[] {
  const locals = new Set<string>();
  for (const m of text.matchAll(/export\s*\{([^}]*)\}(?!\s*from)/g))
    for (const e of exportClause(m[1])) if (e.exported === name) locals.add(e.local);
  for (const m of text.matchAll(new RegExp(String.raw`(?<![\w$])${escaped(name)}\s*:\s*\(\)\s*=>\s*([\w$]+)`, 'g')))
    locals.add(m[1]);
  return [...locals];
}

function exportClause(clause: string): Array<{ local: string; exported: string }> {
  const out: Array<{ local: string; exported: string }> = [];
  for (const part of clause.split(',')) {
    const m = /^\s*([\w$]+)(?:\s+as\s+([\w$]+))?\s*$/.exec(part);
    if (m) out.push({ local: m[1], exported: m[2] ?? m[1] });
  }
  return out;
}

/** A bundler's namespace object named `local` whose members include zod's `ZodObject` and `object`. */
function isZodNamespace(text: string, local: string): boolean {
  const l = escaped(local);
  const start = new RegExp(
    String.raw`(?:__export\(\s*${l}\s*,\s*\{|(?<![\w$.])${l}\s*=\s*(?:\/\*[#@]__PURE__\*\/\s*)?Object\.freeze\(\s*\{)`,
  ).exec(text);
  if (!start) return false;
  // Its members are `name: () => local`, `name: local` or a getter (`get name () { return local; }`): it ends at `})`.
  const from = start.index + start[0].length;
  const close = text.indexOf('})', from);
  const members = text.slice(from - 1, close < 0 ? from + NAMESPACE_WINDOW : Math.min(close, from + NAMESPACE_WINDOW));
  return /[\s{,]ZodObject\s*:/.test(members) && /[\s{,]object\s*:/.test(members);
}
