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
