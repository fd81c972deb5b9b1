import type { SyntaxNode } from '@lezer/common';
import type { Span } from '../../../types';
import { childrenOf, docstringNode, spanOf, textOf } from './syntax';

export type ParamKind = 'positional-only' | 'normal' | 'keyword-only' | 'var-args' | 'var-kwargs';

/** One parameter of a `def`, as written. */
export interface Param {
  name: string;
  nameNode: SyntaxNode;
  kind: ParamKind;
  annotation?: SyntaxNode;
  default?: SyntaxNode;
  /** The whole group (`x: int = 3`), for a throw's span. */
  span: Span;
}

export interface Signature {
  name: string;
  nameSpan: Span;
  params: Param[];
  async: boolean;
  docstring?: SyntaxNode;
}

/**
 * A `FunctionDefinition` read from its flat `ParamList`: the items between
 * commas, each `name`, `name: T`, `name = v`, `name: T = v`, `*args`, `**kw`,
 * a bare `*` (keyword-only after it) or `/` (positional-only before it, which
 * the parser leaves as an empty item).
 */
export function readSignature(text: string, def: SyntaxNode): Signature | undefined {
  const nameNode = def.getChild('VariableName');
  const list = def.getChild('ParamList');
  if (!nameNode || !list) return undefined;
  const params: Param[] = [];
  let kind: ParamKind = 'normal';
  let group: SyntaxNode[] = [];
  let groupStart = list.from + 1;
  const flush = (end: number) => {
    const between = text.slice(groupStart, end).trim();
    if (!group.length && between === '/') params.forEach((p) => p.kind === 'normal' && (p.kind = 'positional-only'));
    else if (group.length === 1 && group[0].name === '*') kind = 'keyword-only';
    else {
      const p = paramOf(text, group, kind);
      if (p) {
        params.push(p);
        if (p.kind === 'var-args') kind = 'keyword-only';
      }
    }
    group = [];
  };
  for (const c of childrenOf(list)) {
    if (c.name === '(') continue;
    if (c.name === ',' || c.name === ')') {
      flush(c.from);
      groupStart = c.to;
    } else group.push(c);
  }
  return {
    name: textOf(text, nameNode),
    nameSpan: spanOf(nameNode),
    params,
    async: def.firstChild?.name === 'async',
    docstring: docstringNode(def.getChild('Body')),
  };
}

function paramOf(text: string, group: SyntaxNode[], kind: ParamKind): Param | undefined {
  let i = 0;
  let k = kind;
  if (group[0]?.name === '*') {
    k = 'var-args';
    i = 1;
  } else if (group[0]?.name === '**') {
    k = 'var-kwargs';
    i = 1;
  }
  const nameNode = group[i];
  if (nameNode?.name !== 'VariableName') return undefined;
  const typeDef = group[i + 1]?.name === 'TypeDef' ? group[i + 1] : undefined;
  const annotation = typeDef?.lastChild && typeDef.lastChild.name !== ':' ? typeDef.lastChild : undefined;
  const op = group.findIndex((g) => g.name === 'AssignOp');
  const value = op >= 0 ? group[op + 1] : undefined;
  const first = group[0];
  const last = group[group.length - 1];
  return {
    name: textOf(text, nameNode),
    nameNode,
    kind: k,
    annotation,
    default: value,
    span: { offset: first.from, length: last.to - first.from },
  };
}
