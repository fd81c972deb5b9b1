import type { SyntaxNode, Tree } from '@lezer/common';
import { KEYWORD_CALLS } from './literals';
import { TOOL_WORDS } from './precheck';
import { dottedName, textOf } from './syntax';
import { WordOffsets } from './words';

/** Nodes whose subtree holds no tool unless a tool word is written inside them: a function's or class's body. */
const SKIPPABLE = new Set(['Body']);
/** Literals that may be a tool or a list of tools. */
const LITERALS = new Set(['DictionaryExpression', 'ArrayExpression']);

/** What one walk of a module finds that the recogniser and the literal reader need. */
export interface ModuleScan {
  /** Functions by name (the first `def` of a name: a module's own, before nested ones). */
  defs: Map<string, SyntaxNode>;
  classes: Map<string, SyntaxNode>;
  /** `name = value` at module level: what a name is bound to, for literals and tool hosts. */
  assigned: Map<string, SyntaxNode>;
  /** `name = Call(...)` anywhere (a server made inside `def main():` too): the call by the name. */
  constructed: Map<string, SyntaxNode>;
  decorated: SyntaxNode[];
  calls: SyntaxNode[];
  /** The outermost dict and list literals that hold a tool word, in order. */
  literals: SyntaxNode[];
}

/**
 * One walk of the tree, not entering a body (of a `def` or `class`) that holds
 * no tool word: most of a module's code is never visited.
 */
export function scanModule(text: string, tree: Tree): ModuleScan {
  const words = new WordOffsets(text, TOOL_WORDS);
  const scan: ModuleScan = {
    defs: new Map(),
    classes: new Map(),
    assigned: new Map(),
    constructed: new Map(),
    decorated: [],
    calls: [],
    literals: [],
  };
  const cursor = tree.cursor();
  let inLiteral = 0; // the end of the literal being inside of, to find only outermost ones
  for (;;) {
    const { name, from, to } = cursor;
    let enter = true;
    if (SKIPPABLE.has(name) && !words.within(from, to)) enter = false;
    else if (name === 'FunctionDefinition' || name === 'ClassDefinition') {
      const id = cursor.node.getChild('VariableName');
      const map = name === 'FunctionDefinition' ? scan.defs : scan.classes;
      if (id && !map.has(textOf(text, id))) map.set(textOf(text, id), cursor.node);
    } else if (name === 'DecoratedStatement') scan.decorated.push(cursor.node);
    else if (name === 'CallExpression' && words.within(from, to)) {
      scan.calls.push(cursor.node);
      // `types.Tool(name=..., inputSchema={...})`: a tool written as a call's keywords, read as a literal.
      if (from >= inLiteral && isKeywordCall(text, cursor.node)) {
        scan.literals.push(cursor.node);
        inLiteral = to;
      }
    } else if (name === 'AssignStatement') noteAssignment(text, cursor.node, scan);
    else if (LITERALS.has(name) && from >= inLiteral && words.within(from, to)) {
      scan.literals.push(cursor.node);
      inLiteral = to;
    }
    if (enter && cursor.firstChild()) continue;
    while (!cursor.nextSibling()) if (!cursor.parent()) return scan;
  }
}

function isKeywordCall(text: string, call: SyntaxNode): boolean {
  const callee = dottedName(text, call.firstChild)?.split('.').pop();
  return callee !== undefined && callee !== 'dict' && Object.hasOwn(KEYWORD_CALLS, callee);
}

function noteAssignment(text: string, node: SyntaxNode, scan: ModuleScan): void {
  const target = node.firstChild;
  const op = target?.nextSibling;
  // `name = value` and `name: T = value`
  const eq = op?.name === 'TypeDef' ? op.nextSibling : op;
  const value = eq?.name === 'AssignOp' ? eq.nextSibling : undefined;
  const name = dottedName(text, target);
  if (!value || name === undefined) return;
  if (value.name === 'CallExpression' && !scan.constructed.has(name)) scan.constructed.set(name, value);
  if (node.parent?.name === 'Script' && !name.includes('.') && !scan.assigned.has(name)) scan.assigned.set(name, value);
}
