import type * as TS from 'typescript';
import { unwrapExpression } from './unwrap';

/**
 * How tsc's CommonJS output (and esbuild's `--format=cjs`) writes what the
 * author wrote as ES modules:
 * - `export const X = ...` as `exports.X = ...`, and each use of `X` in that
 *   file as `exports.X`;
 * - a call of an imported function `f(...)` as `(0, module_1.f)(...)`.
 */

/** The `X` of `exports.X` or `module.exports.X`, else undefined. */
export function exportedName(ts: typeof TS, expr: TS.Expression): TS.Identifier | undefined {
  if (!ts.isPropertyAccessExpression(expr) || !ts.isIdentifier(expr.name)) return undefined;
  const holder = expr.expression;
  if (ts.isIdentifier(holder)) return holder.text === 'exports' ? expr.name : undefined;
  const isModuleExports =
    ts.isPropertyAccessExpression(holder) &&
    holder.name.text === 'exports' &&
    ts.isIdentifier(holder.expression) &&
    holder.expression.text === 'module';
  return isModuleExports ? expr.name : undefined;
}

/**
 * `exports.X = value` as the binding it stands for: `X` and its value. Not
 * tsc's `exports.X = void 0` (declared before it is set), a chain
 * (`exports.a = exports.b = void 0`), or `exports.X = X` (the local `X` is the
 * binding).
 */
export function exportAssignment(
  ts: typeof TS,
  node: TS.BinaryExpression,
): { name: TS.Identifier; init: TS.Expression } | undefined {
  if (node.operatorToken.kind !== ts.SyntaxKind.EqualsToken) return undefined;
  const name = exportedName(ts, node.left);
  if (!name) return undefined;
  const init = unwrapExpression(ts, node.right);
  if (ts.isVoidExpression(init) || ts.isBinaryExpression(init)) return undefined;
  if (ts.isIdentifier(init) && init.text === name.text) return undefined;
  return { name, init: node.right };
}

/** The function a call calls: `f` of `(0, m_1.f)(...)` is `m_1.f`, any other callee as written. */
export function calledExpression(ts: typeof TS, callee: TS.Expression): TS.Expression {
  const inner = unwrapExpression(ts, callee);
  if (!ts.isBinaryExpression(inner) || inner.operatorToken.kind !== ts.SyntaxKind.CommaToken) return callee;
  return ts.isNumericLiteral(unwrapExpression(ts, inner.left)) ? inner.right : callee;
}

/**
 * Where a CommonJS module takes an export `name` from, as tsc writes
 * `export { Y as name } from './x'` and `export * from './x'`:
 * `Object.defineProperty(exports, "name", { get: function () { return x_1.Y; } })`
 * (`x_1` one of `required`, the module's `const x_1 = require('./x')`), then
 * each `__exportStar(require('./x'), exports)` (also `tslib_1.__exportStar`).
 */
export function commonJsReExports(
  ts: typeof TS,
  file: TS.SourceFile,
  name: string,
  required: ReadonlyMap<string, string>,
): Array<{ specifier: string; name: string }> {
  const named: Array<{ specifier: string; name: string }> = [];
  const star: Array<{ specifier: string; name: string }> = [];
  for (const s of file.statements) {
    const call = ts.isExpressionStatement(s) ? unwrapExpression(ts, s.expression) : undefined;
    if (!call || !ts.isCallExpression(call)) continue;
    const callee = unwrapExpression(ts, call.expression);
    const called = ts.isIdentifier(callee)
      ? callee.text
      : ts.isPropertyAccessExpression(callee)
        ? callee.name.text
        : '';
    const [first, second, third] = call.arguments;
    if (called === '__exportStar' && second && isExports(ts, second)) {
      const specifier = requiredSpecifier(ts, first, required);
      if (specifier !== undefined) star.push({ specifier, name });
    } else if (called === 'defineProperty' && first && isExports(ts, first) && third) {
      const key = unwrapExpression(ts, second);
      if (!ts.isStringLiteral(key) || key.text !== name) continue;
      const from = getterReturn(ts, third);
      const specifier = from && requiredSpecifier(ts, from.expression, required);
      if (from && specifier !== undefined) named.push({ specifier, name: from.name.text });
    }
  }
  return [...named, ...star];
}

function isExports(ts: typeof TS, expr: TS.Expression): boolean {
  const node = unwrapExpression(ts, expr);
  return ts.isIdentifier(node) && node.text === 'exports';
}

/** `require('./x')` or a name bound to one: `./x`. */
function requiredSpecifier(
  ts: typeof TS,
  expr: TS.Expression | undefined,
  required: ReadonlyMap<string, string>,
): string | undefined {
  const node = expr && unwrapExpression(ts, expr);
  if (!node) return undefined;
  if (ts.isIdentifier(node)) return required.get(node.text);
  const call = ts.isCallExpression(node) ? node : undefined;
  const arg =
    call && ts.isIdentifier(call.expression) && call.expression.text === 'require' ? call.arguments[0] : undefined;
  return arg && ts.isStringLiteral(arg) && arg.text.startsWith('.') ? arg.text : undefined;
}

/** The `x_1.Y` a property descriptor's getter returns: `{ get: function () { return x_1.Y; } }` or `get: () => x_1.Y`. */
function getterReturn(ts: typeof TS, descriptor: TS.Expression): TS.PropertyAccessExpression | undefined {
  const literal = unwrapExpression(ts, descriptor);
  if (!ts.isObjectLiteralExpression(literal)) return undefined;
  for (const m of literal.properties) {
    if (!m.name || !ts.isIdentifier(m.name) || m.name.text !== 'get') continue;
    const fn = ts.isPropertyAssignment(m)
      ? unwrapExpression(ts, m.initializer)
      : ts.isMethodDeclaration(m)
        ? m
        : undefined;
    if (!fn || !(ts.isFunctionExpression(fn) || ts.isArrowFunction(fn) || ts.isMethodDeclaration(fn)) || !fn.body)
      return undefined;
    const body = ts.isBlock(fn.body) ? returnedBy(ts, fn.body) : fn.body;
    const value = body && unwrapExpression(ts, body);
    return value && ts.isPropertyAccessExpression(value) && ts.isIdentifier(value.expression) ? value : undefined;
  }
  return undefined;
}

function returnedBy(ts: typeof TS, block: TS.Block): TS.Expression | undefined {
  const [only] = block.statements;
  return block.statements.length === 1 && ts.isReturnStatement(only) ? only.expression : undefined;
}
