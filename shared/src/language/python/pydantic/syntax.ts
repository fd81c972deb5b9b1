import type { SyntaxNode } from '@lezer/common';
import type { Span } from '../../../types';

/** Helpers over `@lezer/python` nodes: their text, their span, their meaningful children. */

export function spanOf(node: SyntaxNode): Span {
  return { offset: node.from, length: node.to - node.from };
}

export function textOf(text: string, node: SyntaxNode): string {
  return text.slice(node.from, node.to);
}

export function childrenOf(node: SyntaxNode): SyntaxNode[] {
  const out: SyntaxNode[] = [];
  for (let c = node.firstChild; c; c = c.nextSibling) out.push(c);
  return out;
}

const PUNCTUATION = new Set(['(', ')', '[', ']', '{', '}', ',', ':', '.', 'AssignOp', '⚠']);

/**
 * The items of a bracketed list (`ArgList`, a subscript, a `ParamList`): the nodes
 * between commas, each group as written (`name = value` is one group of three).
 */
export function commaGroups(children: readonly SyntaxNode[]): SyntaxNode[][] {
  const groups: SyntaxNode[][] = [];
  let current: SyntaxNode[] = [];
  for (const c of children) {
    if (c.name === ',') {
      groups.push(current);
      current = [];
    } else if (c.name !== '(' && c.name !== ')' && c.name !== '[' && c.name !== ']') current.push(c);
  }
  if (current.length) groups.push(current);
  return groups;
}

/** A call's arguments: positional expressions and `name=value` keywords, in order. */
export interface CallArgs {
  positional: SyntaxNode[];
  keywords: Map<string, { name: SyntaxNode; value: SyntaxNode }>;
  /** `*xs` or `**kw` was passed: the call has arguments not read. */
  spread: boolean;
}

export function callArgs(text: string, argList: SyntaxNode | null): CallArgs {
  const out: CallArgs = { positional: [], keywords: new Map(), spread: false };
  if (!argList) return out;
  for (const group of commaGroups(childrenOf(argList))) {
    const meaningful = group.filter((n) => !PUNCTUATION.has(n.name) || n.name === 'AssignOp');
    if (meaningful.length === 3 && meaningful[1].name === 'AssignOp' && meaningful[0].name === 'VariableName')
      out.keywords.set(textOf(text, meaningful[0]), { name: meaningful[0], value: meaningful[2] });
    else if (meaningful.some((n) => n.name === '*' || n.name === '**' || n.name === 'ArithOp')) out.spread = true;
    else if (meaningful.length === 1) out.positional.push(meaningful[0]);
  }
  return out;
}

/** The subscript items of `X[a, b]`: the expressions between the brackets. */
export function subscriptItems(node: SyntaxNode): SyntaxNode[] {
  const kids = childrenOf(node);
  const open = kids.findIndex((k) => k.name === '[');
  if (open < 0) return [];
  return commaGroups(kids.slice(open))
    .map((g) => g.filter((n) => n.name !== '⚠'))
    .filter((g) => g.length === 1)
    .map((g) => g[0]);
}

/** True for `X[...]` (a subscript), false for `x.y` (a member). */
export function isSubscript(node: SyntaxNode): boolean {
  return node.name === 'MemberExpression' && node.getChild('[') !== null;
}

/** The first statement of a body when it is a string: the docstring node. */
export function docstringNode(body: SyntaxNode | null): SyntaxNode | undefined {
  const first = body?.firstChild?.nextSibling; // after ':'
  if (first?.name !== 'ExpressionStatement') return undefined;
  const str = first.firstChild;
  return str?.name === 'String' && !str.nextSibling ? str : undefined;
}
