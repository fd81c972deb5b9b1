import type * as TS from 'typescript';
import { unwrapExpression } from './unwrap';

/**
 * A loop an SDK call lies in, as tools built from data register them:
 * `for (const t of TOOLS) server.registerTool(t.name, ...)`,
 * `TOOLS.map((t) => server.registerTool(...))`,
 * `Object.entries(registry).forEach(([name, def]) => ...)`.
 */
export interface Loop {
  variable: TS.BindingName;
  iterable: TS.Expression;
}

/** The array methods whose callback is called once per element, with the element first. */
const ELEMENT_METHODS = new Set(['map', 'forEach', 'flatMap']);

/** `for (const t of X)` as a loop over X (one variable declared); else undefined. */
export function forOfLoop(ts: typeof TS, node: TS.ForOfStatement): Loop | undefined {
  const init = node.initializer;
  if (!ts.isVariableDeclarationList(init) || init.declarations.length !== 1) return undefined;
  return { variable: init.declarations[0].name, iterable: node.expression };
}

/** `X.map((t) => ...)` (or `forEach`, `flatMap`) as a loop over X; else undefined. */
export function callbackLoop(ts: typeof TS, call: TS.CallExpression): Loop | undefined {
  const callee = call.expression;
  if (!ts.isPropertyAccessExpression(callee) || !ELEMENT_METHODS.has(callee.name.text)) return undefined;
  const callback = call.arguments[0] && unwrapExpression(ts, call.arguments[0]);
  if (!callback || (!ts.isArrowFunction(callback) && !ts.isFunctionExpression(callback))) return undefined;
  const first = callback.parameters[0];
  return first && !first.dotDotDotToken ? { variable: first.name, iterable: callee.expression } : undefined;
}

/** `Object.entries(X)`, `Object.values(X)`, `Object.keys(X)`: which, and X; else undefined. */
export function objectIteration(
  ts: typeof TS,
  expr: TS.Expression,
): { of: 'entries' | 'values' | 'keys'; object: TS.Expression } | undefined {
  if (!ts.isCallExpression(expr) || expr.arguments.length !== 1) return undefined;
  const callee = expr.expression;
  if (!ts.isPropertyAccessExpression(callee) || !ts.isIdentifier(callee.expression)) return undefined;
  if (callee.expression.text !== 'Object') return undefined;
  const of = callee.name.text;
  return of === 'entries' || of === 'values' || of === 'keys' ? { of, object: expr.arguments[0] } : undefined;
}
