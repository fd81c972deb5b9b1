import type * as TS from 'typescript';
import { bundledZodNamespace } from '../bundle';

const ZOD_MODULES = new Set(['zod', 'zod/v4', 'zod/v3', 'zod/v4-mini', 'zod/mini', 'zod/v4/mini']);

const namesOfFile = new WeakMap<TS.SourceFile, ReadonlySet<string>>();

/**
 * The names a file binds zod to: `import { z } from 'zod'`, `import { z as zod }`,
 * `import * as z from 'zod/v4'`, `import z from 'zod'`, `const { z } = require('zod')`, and the
 * namespace a bundler makes of a bundled zod (`__export(external_exports, {...})`).
 * When the file imports no zod at all, bare `z` (a snippet, or a re-export through a local module).
 */
export function zodNames(ts: typeof TS, file: TS.SourceFile): ReadonlySet<string> {
  let names = namesOfFile.get(file);
  if (!names) namesOfFile.set(file, (names = scanNames(ts, file)));
  return names;
}

/** More names zod is bound to in `file`, found with the host's help (reexported.ts): zod's names there from now on. */
export function addZodNames(ts: typeof TS, file: TS.SourceFile, more: readonly string[]): void {
  if (!more.length) return;
  namesOfFile.set(file, new Set([...zodNames(ts, file), ...more]));
}

/**
 * Whether an expression is zod's namespace: a name zod is bound to, or its
 * `z` member (`zod_1.z` in tsc's CommonJS output of `import { z } from 'zod'`).
 */
export function isZodNamespace(ts: typeof TS, expr: TS.Expression, names: ReadonlySet<string>): boolean {
  if (ts.isIdentifier(expr)) return names.has(expr.text);
  return (
    ts.isPropertyAccessExpression(expr) &&
    expr.name.text === 'z' &&
    ts.isIdentifier(expr.expression) &&
    names.has(expr.expression.text)
  );
}

function scanNames(ts: typeof TS, file: TS.SourceFile): ReadonlySet<string> {
  const names = new Set<string>();
  for (const statement of file.statements) {
    if (ts.isImportDeclaration(statement)) importedNames(ts, statement, names);
    else if (ts.isVariableStatement(statement))
      for (const d of statement.declarationList.declarations) requiredNames(ts, d, names);
    else {
      const bundled = bundledZodNamespace(ts, statement);
      if (bundled) names.add(bundled);
    }
  }
  if (!names.size) names.add('z');
  return names;
}

function importedNames(ts: typeof TS, statement: TS.ImportDeclaration, names: Set<string>): void {
  if (!ts.isStringLiteral(statement.moduleSpecifier) || !ZOD_MODULES.has(statement.moduleSpecifier.text)) return;
  const clause = statement.importClause;
  if (!clause) return;
  if (clause.name) names.add(clause.name.text);
  const bindings = clause.namedBindings;
  if (bindings && ts.isNamespaceImport(bindings)) names.add(bindings.name.text);
  if (bindings && ts.isNamedImports(bindings))
    for (const element of bindings.elements) {
      const imported = (element.propertyName ?? element.name).text;
      if (imported === 'z' || imported === 'zod' || imported === 'default') names.add(element.name.text);
    }
}

function requiredNames(ts: typeof TS, d: TS.VariableDeclaration, names: Set<string>): void {
  const init = d.initializer && requireCall(ts, d.initializer);
  if (!init) return;
  const arg = init.arguments[0];
  if (!arg || !ts.isStringLiteral(arg) || !ZOD_MODULES.has(arg.text)) return;
  if (ts.isIdentifier(d.name)) names.add(d.name.text);
  else if (ts.isObjectBindingPattern(d.name))
    for (const element of d.name.elements) {
      const imported =
        element.propertyName && ts.isIdentifier(element.propertyName) ? element.propertyName.text : undefined;
      if (ts.isIdentifier(element.name) && (imported ?? element.name.text) === 'z') names.add(element.name.text);
    }
}

/**
 * The values of a same-file TS `enum` as zod's nativeEnum sees them (numeric
 * members auto-increment; a computed member makes the enum unknown).
 */
export function enumValues(
  ts: typeof TS,
  file: TS.SourceFile,
  name: string,
): Array<{ member: TS.EnumMember; value: string | number }> | undefined {
  let found: TS.EnumDeclaration | undefined;
  for (const statement of file.statements) {
    const decl = ts.isExportDeclaration(statement) ? undefined : statement;
    if (decl && ts.isEnumDeclaration(decl) && decl.name.text === name) {
      if (found) return undefined;
      found = decl;
    }
  }
  if (!found) return undefined;
  const values: Array<{ member: TS.EnumMember; value: string | number }> = [];
  let next = 0;
  for (const member of found.members) {
    const init = member.initializer;
    if (!init) values.push({ member, value: next++ });
    else if (ts.isStringLiteral(init)) values.push({ member, value: init.text });
    else if (ts.isNumericLiteral(init)) {
      next = Number(init.text);
      values.push({ member, value: next++ });
    } else return undefined;
  }
  return values;
}

/**
 * `require('x')`, also as a bundler or tsc wraps it for interop
 * (`__toESM(require('x'))`, `__importStar(require('x'))`); else undefined.
 */
export function requireCall(ts: typeof TS, expr: TS.Expression): TS.CallExpression | undefined {
  if (!ts.isCallExpression(expr)) return undefined;
  if (ts.isIdentifier(expr.expression) && expr.expression.text === 'require') return expr;
  const [inner] = expr.arguments;
  const wrapped = inner && ts.isCallExpression(inner) ? inner : undefined;
  return wrapped && ts.isIdentifier(wrapped.expression) && wrapped.expression.text === 'require' ? wrapped : undefined;
}
