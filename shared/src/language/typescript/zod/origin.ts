import type * as TS from 'typescript';
import type { JsonNode } from '../../../json/tree';

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
}

const origins = new WeakMap<JsonNode, ZodOrigin>();
/** Keyword values (a `type` list, an `enum`) inside an evaluated schema object: the object they belong to. */
const owners = new WeakMap<JsonNode, JsonNode>();
/** Objects the front end made from a call's arguments (`server.tool(name, description, shape, h)`): no edit can add a member to them. */
const unwritable = new WeakSet<JsonNode>();
/** Every node of an evaluated schema: an edit of one is written in zod, or not at all. */
const evaluated = new WeakSet<JsonNode>();

export function zodOriginOf(node: JsonNode): ZodOrigin | undefined {
  return origins.get(node);
}

export function ownerOf(node: JsonNode): JsonNode | undefined {
  return owners.get(node);
}

export function noteOrigin(node: JsonNode, origin: ZodOrigin): void {
  origins.set(node, origin);
}

export function noteOwner(value: JsonNode, owner: JsonNode): void {
  owners.set(value, owner);
}

export function markEvaluated(node: JsonNode): void {
  evaluated.add(node);
}

export function isEvaluated(node: JsonNode): boolean {
  return evaluated.has(node);
}

export function markUnwritable(node: JsonNode): void {
  unwritable.add(node);
}

export function isUnwritable(node: JsonNode): boolean {
  return unwritable.has(node);
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
