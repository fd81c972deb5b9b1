import type { SyntaxNode } from '@lezer/common';
import type { Span } from '../../types';

/** The direct children of a node, in order. */
export function childrenOf(node: SyntaxNode): SyntaxNode[] {
  const out: SyntaxNode[] = [];
  for (let c = node.firstChild; c; c = c.nextSibling) out.push(c);
  return out;
}

export function spanOf(node: SyntaxNode): Span {
  return { offset: node.from, length: node.to - node.from };
}

export function textOf(text: string, node: SyntaxNode): string {
  return text.slice(node.from, node.to);
}

/** One argument of a call: `value`, `name=value`, `*value` or `**value`. */
export interface Argument {
  name?: string;
  nameNode?: SyntaxNode;
  value: SyntaxNode;
  /** `*x` or `**x`: an unpacked argument, whose values are not known here. */
  unpacked?: boolean;
}

const PUNCTUATION = new Set(['(', ')', ',']);

/**
 * The arguments of an `ArgList` (lezer writes them flat: `( name = value , value )`),
 * grouped by their commas. A node lezer marks as an error is left out.
 */
export function argumentsOf(text: string, list: SyntaxNode | null | undefined): Argument[] {
  const out: Argument[] = [];
  if (!list) return out;
  let group: SyntaxNode[] = [];
  const flush = () => {
    const parts = group.filter((n) => !n.type.isError);
    group = [];
    if (!parts.length) return;
    if (parts.length >= 3 && parts[1].name === 'AssignOp' && parts[0].name === 'VariableName')
      out.push({ name: textOf(text, parts[0]), nameNode: parts[0], value: parts[2] });
    else if ((parts[0].name === '*' || parts[0].name === '**') && parts[1])
      out.push({ value: parts[1], unpacked: true });
    else out.push({ value: parts[0] });
  };
  for (const child of childrenOf(list)) {
    if (PUNCTUATION.has(child.name)) flush();
    else group.push(child);
  }
  flush();
  return out;
}

/** The keyword argument `name=` of an argument list. */
export function keyword(args: readonly Argument[], name: string): Argument | undefined {
  return args.find((a) => a.name === name);
}

/** The positional arguments, in order (up to the first keyword or unpacked one). */
export function positional(args: readonly Argument[]): Argument[] {
  const out: Argument[] = [];
  for (const a of args) {
    if (a.name !== undefined || a.unpacked) break;
    out.push(a);
  }
  return out;
}

/** `a`, `a.b.c` as written (no calls, no subscripts), else undefined. */
export function dottedName(text: string, node: SyntaxNode | null | undefined): string | undefined {
  if (!node) return undefined;
  if (node.name === 'VariableName') return textOf(text, node);
  if (node.name !== 'MemberExpression') return undefined;
  const parts = childrenOf(node);
  if (parts.length !== 3 || parts[1].name !== '.' || parts[2].name !== 'PropertyName') return undefined;
  const head = dottedName(text, parts[0]);
  return head === undefined ? undefined : `${head}.${textOf(text, parts[2])}`;
}

/** What a decorator is made of: the dotted name it calls or names, and its argument list if called. */
export interface DecoratorParts {
  name: string;
  /** The decorator's expression, without `@` and the line break after it. */
  span: Span;
  args?: SyntaxNode;
}

/** `@a.b` and `@a.b(...)` (lezer writes both flat: `@ a . b ArgList`); undefined for other expressions. */
export function decoratorParts(text: string, decorator: SyntaxNode): DecoratorParts | undefined {
  const parts = childrenOf(decorator).filter((n) => n.name !== 'At');
  let name = '';
  let args: SyntaxNode | undefined;
  for (const [i, part] of parts.entries()) {
    if (part.name === 'VariableName' && (i === 0 || parts[i - 1].name === '.')) name += textOf(text, part);
    else if (part.name === '.' && i > 0) name += '.';
    else if (part.name === 'ArgList' && i === parts.length - 1) args = part;
    else return undefined;
  }
  if (!name || name.endsWith('.') || !parts.length) return undefined;
  const from = parts[0].from;
  return { name, span: { offset: from, length: parts[parts.length - 1].to - from }, args };
}

/** The value inside parentheses: `(x)` is `x`. */
export function unparenthesized(node: SyntaxNode): SyntaxNode {
  let n = node;
  while (n.name === 'ParenthesizedExpression') {
    const inner = childrenOf(n).find((c) => c.name !== '(' && c.name !== ')');
    if (!inner) break;
    n = inner;
  }
  return n;
}
