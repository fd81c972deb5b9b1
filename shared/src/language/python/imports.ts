import type { SyntaxNode, Tree } from '@lezer/common';
import type { Span } from '../../types';
import { childrenOf, textOf } from './syntax';

/** A name a module binds by importing: what it names (`fastmcp.FastMCP`), and where the module is written. */
export interface Imported {
  qualified: string;
  /** The module as written in the statement (`mcp.server.fastmcp`): a finding on what the SDK adds goes there. */
  module: Span;
}

/** Statements whose bodies may hold a module's imports: `try:` (an optional dependency) and `if` (TYPE_CHECKING, versions). */
const OPENING = new Set(['TryStatement', 'IfStatement']);

/** The names a module's top-level imports bind (inside a top-level `try` or `if` too), each to what it names. */
export function moduleImports(text: string, tree: Tree): Map<string, Imported> {
  const out = new Map<string, Imported>();
  const visit = (statements: SyntaxNode[]) => {
    for (const s of statements) {
      if (s.name === 'ImportStatement') readImport(text, s, out);
      else if (OPENING.has(s.name)) for (const body of s.getChildren('Body')) visit(childrenOf(body));
    }
  };
  visit(childrenOf(tree.topNode));
  return out;
}

function readImport(text: string, statement: SyntaxNode, out: Map<string, Imported>): void {
  const parts = childrenOf(statement).filter((n) => !n.type.isError);
  const importAt = parts.findIndex((n) => n.name === 'import');
  if (importAt < 0) return;
  if (parts[0].name === 'from') {
    const moduleParts = parts.slice(1, importAt);
    const module = moduleParts.map((n) => textOf(text, n)).join('');
    if (!moduleParts.length) return;
    const at = { offset: moduleParts[0].from, length: moduleParts[moduleParts.length - 1].to - moduleParts[0].from };
    for (const [name, alias] of importedNames(text, parts.slice(importAt + 1)))
      out.set(alias, { qualified: module.endsWith('.') ? module + name : `${module}.${name}`, module: at });
    return;
  }
  // `import a.b.c as d` binds d to a.b.c; `import a.b.c` binds a.
  for (const [dotted, alias, at] of dottedImports(text, parts.slice(importAt + 1)))
    out.set(alias ?? dotted.split('.')[0], { qualified: alias ? dotted : dotted.split('.')[0], module: at });
}

/** `a as b, c` after `from m import`: [name, local name] pairs. */
function importedNames(text: string, parts: SyntaxNode[]): Array<[string, string]> {
  const out: Array<[string, string]> = [];
  for (let i = 0; i < parts.length; i++) {
    if (parts[i].name !== 'VariableName') continue;
    const name = textOf(text, parts[i]);
    const aliased = parts[i + 1]?.name === 'as' && parts[i + 2]?.name === 'VariableName';
    out.push([name, aliased ? textOf(text, parts[i + 2]) : name]);
    if (aliased) i += 2;
  }
  return out;
}

/** `a.b as c, d` after `import`: [dotted name, alias, where the name is written]. */
function dottedImports(text: string, parts: SyntaxNode[]): Array<[string, string | undefined, Span]> {
  const out: Array<[string, string | undefined, Span]> = [];
  let group: SyntaxNode[] = [];
  const flush = () => {
    const asAt = group.findIndex((n) => n.name === 'as');
    const names = asAt < 0 ? group : group.slice(0, asAt);
    const alias = asAt >= 0 ? group[asAt + 1] : undefined;
    if (names.length && names[0].name === 'VariableName') {
      const at = { offset: names[0].from, length: names[names.length - 1].to - names[0].from };
      out.push([names.map((n) => textOf(text, n)).join(''), alias && textOf(text, alias), at]);
    }
    group = [];
  };
  for (const p of parts) {
    if (p.name === ',') flush();
    else group.push(p);
  }
  flush();
  return out;
}

/** What a dotted name written in the module names: its head replaced by what the head is imported as. */
export function qualify(imports: ReadonlyMap<string, Imported>, dotted: string): string | undefined {
  const dot = dotted.indexOf('.');
  const head = dot < 0 ? dotted : dotted.slice(0, dot);
  const bound = imports.get(head);
  return bound && (dot < 0 ? bound.qualified : bound.qualified + dotted.slice(dot));
}
