import type * as TS from 'typescript';

/** What parentheses, `as`, `satisfies`, `<T>` and `!` wrap: the value is the same. */
export function unwrapExpression(ts: typeof TS, node: TS.Expression): TS.Expression {
  while (
    ts.isParenthesizedExpression(node) ||
    ts.isAsExpression(node) ||
    ts.isSatisfiesExpression(node) ||
    ts.isTypeAssertionExpression(node) ||
    ts.isNonNullExpression(node)
  )
    node = node.expression;
  return node;
}
