import type * as TS from 'typescript';
import type { Binding } from '../consts';
import { calledExpression, commonJsReExports } from '../commonjs';
import { unwrapExpression } from '../unwrap';
import { reExports, requiredIn, type RelativeImports } from '../zod/imports';

/** How many `export ... from` hops are followed to find where a class or function is declared. */
const MAX_HOPS = 4;

/** A file of the workspace a declaration lives in: the linted file, or a module the host gave. */
export interface Place {
  file: TS.SourceFile;
  consts: ReadonlyMap<string, Binding>;
  /** Where its relative imports are resolved from. */
  fileName: string | undefined;
}

export type FunctionLike = TS.FunctionDeclaration | TS.FunctionExpression | TS.ArrowFunction | TS.MethodDeclaration;

export interface Declared<T> {
  node: T;
  place: Place;
}

/** A file's relative imports: each local name, the specifier and the name exported there; `ns` for a namespace. */
interface Imports {
  named: Map<string, { specifier: string; name: string }>;
  namespaces: Map<string, string>;
}

/**
 * The classes, functions and consts a name stands for in a file of the
 * workspace: declared there, or imported from a relative module the host
 * gives (ES `import`, tsc's `const m_1 = require('./m')` and `m_1.X`), through
 * re-exports, at most MAX_HOPS deep. A package's import is not followed.
 */
export class WorkspaceDeclarations {
  private readonly imports = new Map<TS.SourceFile, Imports>();

  constructor(
    private readonly ts: typeof TS,
    private readonly relative: RelativeImports | undefined,
  ) {}

  /** The class `expr` names in `place` (`Base`, `m_1.Base`). */
  classOf(expr: TS.Expression, place: Place): Declared<TS.ClassLikeDeclaration> | undefined {
    return this.lookup(expr, place, (p, name) => classIn(this.ts, p, name));
  }

  /** The function `expr` calls in `place` (`f`, `m_1.f`, `(0, m_1.f)`). */
  functionOf(expr: TS.Expression, place: Place): Declared<FunctionLike> | undefined {
    return this.lookup(calledExpression(this.ts, expr), place, (p, name) => functionIn(this.ts, p, name));
  }

  /** The value a name (`X`, `m_1.X`) is bound to in `place`: a const there, or one a relative module exports. */
  constOf(expr: TS.Expression, place: Place): Declared<TS.Expression> | undefined {
    return this.lookup(expr, place, (p, name) => p.consts.get(name)?.init);
  }

  private lookup<T>(
    expr: TS.Expression,
    place: Place,
    pick: (place: Place, name: string) => T | undefined,
  ): Declared<T> | undefined {
    const ts = this.ts;
    const node = unwrapExpression(ts, expr);
    if (ts.isIdentifier(node)) {
      const own = pick(place, node.text);
      if (own) return { node: own, place };
      const imported = this.importsOf(place.file).named.get(node.text);
      return imported && this.find(place.fileName, imported.specifier, imported.name, pick, new Set(), 0);
    }
    if (!ts.isPropertyAccessExpression(node) || !ts.isIdentifier(node.expression)) return undefined;
    const specifier = this.importsOf(place.file).namespaces.get(node.expression.text);
    return specifier === undefined
      ? undefined
      : this.find(place.fileName, specifier, node.name.text, pick, new Set(), 0);
  }

  private find<T>(
    from: string | undefined,
    specifier: string,
    name: string,
    pick: (place: Place, name: string) => T | undefined,
    seen: Set<string>,
    hops: number,
  ): Declared<T> | undefined {
    const module = hops <= MAX_HOPS ? this.relative?.module(from, specifier) : undefined;
    if (!module || seen.has(module.file.fileName)) return undefined;
    seen.add(module.file.fileName);
    const place: Place = { file: module.file, consts: module.consts, fileName: module.file.fileName };
    const own = pick(place, name);
    if (own) return { node: own, place };
    const nexts = [
      ...reExports(this.ts, module.file, name),
      ...commonJsReExports(this.ts, module.file, name, module.required),
    ];
    for (const next of nexts) {
      const found = this.find(place.fileName, next.specifier, next.name, pick, seen, hops + 1);
      if (found) return found;
    }
    return undefined;
  }

  private importsOf(file: TS.SourceFile): Imports {
    let known = this.imports.get(file);
    if (!known) this.imports.set(file, (known = relativeImports(this.ts, file)));
    return known;
  }
}

function relativeImports(ts: typeof TS, file: TS.SourceFile): Imports {
  const named = new Map<string, { specifier: string; name: string }>();
  const namespaces = new Map<string, string>();
  for (const s of file.statements) {
    if (ts.isVariableStatement(s)) requiredIn(ts, s, namespaces);
    if (!ts.isImportDeclaration(s) || !ts.isStringLiteral(s.moduleSpecifier)) continue;
    const specifier = s.moduleSpecifier.text;
    const bindings = s.importClause?.namedBindings;
    if (!specifier.startsWith('.') || !bindings) continue;
    if (ts.isNamespaceImport(bindings)) namespaces.set(bindings.name.text, specifier);
    else
      for (const e of bindings.elements) named.set(e.name.text, { specifier, name: (e.propertyName ?? e.name).text });
  }
  return { named, namespaces };
}

/** A file's top-level classes and functions with a body, by name (a name declared twice is neither). */
interface TopLevel {
  classes: Map<string, TS.ClassDeclaration | undefined>;
  functions: Map<string, TS.FunctionDeclaration | undefined>;
}

const topLevelOf = new WeakMap<TS.SourceFile, TopLevel>();

/** Read once per file: every class of a registry asks for its base. */
function topLevel(ts: typeof TS, file: TS.SourceFile): TopLevel {
  let known = topLevelOf.get(file);
  if (known) return known;
  known = { classes: new Map(), functions: new Map() };
  const once = <T>(map: Map<string, T | undefined>, name: string, node: T) =>
    map.set(name, map.has(name) ? undefined : node);
  for (const s of file.statements) {
    if (ts.isClassDeclaration(s) && s.name) once(known.classes, s.name.text, s);
    if (ts.isFunctionDeclaration(s) && s.name && s.body) once(known.functions, s.name.text, s);
  }
  topLevelOf.set(file, known);
  return known;
}

/** A class declared at the file's top level under `name` (`class X`, `const X = class ...`). */
function classIn(ts: typeof TS, place: Place, name: string): TS.ClassLikeDeclaration | undefined {
  const declared = topLevel(ts, place.file).classes.get(name);
  if (declared) return declared;
  const init = place.consts.get(name)?.init;
  const node = init && unwrapExpression(ts, init);
  return node && ts.isClassExpression(node) ? node : undefined;
}

/** A function declared at the file's top level under `name` (`function f`, `const f = (...) => ...`). */
function functionIn(ts: typeof TS, place: Place, name: string): FunctionLike | undefined {
  const declared = topLevel(ts, place.file).functions.get(name);
  if (declared) return declared;
  const init = place.consts.get(name)?.init;
  const node = init && unwrapExpression(ts, init);
  return node && (ts.isArrowFunction(node) || ts.isFunctionExpression(node)) ? node : undefined;
}
