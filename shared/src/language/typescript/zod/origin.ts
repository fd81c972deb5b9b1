import type * as TS from 'typescript';

import type { Span } from '../../../types';

export type { Span };

/** One `.name(args)` of a chain: the member's name, and the whole `.name(args)` from its dot. */
export interface ChainCall extends Span {
  name: string;
  nameAt: Span;
}

/**
 * The zod expression a node of an evaluated schema came from, as plain data
 * (no syntax node is kept past the parse): the whole chain, its first call
 * (`z.record(...)`, or the name a const is bound to), and the calls after it
 * (`.nullable()`, `.describe('...')`). A fix on the node is written as an edit
 * of these, in zod.
 */
export interface ZodOrigin extends Span {
  base: Span & { method: string };
  chain: ChainCall[];
  zod: 3 | 4;
  /**
   * The whole chain the value is written in, when calls after the value's own expression
   * say how its parent holds it: `z.number().optional().describe('...')` around the
   * `z.number()` the converter writes the property from (`.optional()` is the parent's
   * `required`). A fix that changes how it is held edits these calls.
   */
  held?: ZodOrigin;
}

/** The origin of a zod chain expression: `z.string().nullable()`, `Base.extend({...})`, `schema`. */
export function originOf(
  ts: typeof TS,
  expr: TS.Expression,
  span: (n: TS.Node) => Span,
  zod: 3 | 4,
  isNamespace: (node: TS.Expression) => boolean,
): ZodOrigin {
  const chain: ChainCall[] = [];
  let node = expr;
  while (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression)) {
    const access = node.expression;
    const inner = access.expression;
    // `z.string()` is the base itself; `x.nullable()` is a call after the base `x`.
    if (isNamespace(inner)) break;
    const whole = span(node);
    const innerEnd = span(inner).offset + span(inner).length;
    chain.unshift({
      name: access.name.text,
      nameAt: span(access.name),
      offset: innerEnd,
      length: whole.offset + whole.length - innerEnd,
    });
    node = inner;
  }
  const base = span(node);
  const method =
    ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression)
      ? node.expression.name.text
      : ts.isIdentifier(node)
        ? node.text
        : '';
  return { ...span(expr), base: { ...base, method }, chain, zod };
}

/** The first call of a chain alone (`z.date()` of `z.date().describe('...')`), as its own origin. */
export function firstCallOf(origin: ZodOrigin): ZodOrigin {
  return { ...origin, offset: origin.base.offset, length: origin.base.length, chain: [] };
}
