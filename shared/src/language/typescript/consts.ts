import type * as TS from 'typescript';

/** A same-file `const name = value` a literal may refer to by name. */
export interface Binding {
  name: string;
  /** The name where it is declared. */
  nameNode: TS.Identifier;
  /** The value as written, `as const`, `satisfies` and parentheses included. */
  init: TS.Expression;
}

/**
 * Every `const` of the file bound to a plain name, by that name, at any depth
 * (tool lists are often declared inside a function). A name declared more than
 * once (in two scopes, or also by `let`, `var` or a function) is left out:
 * without scopes, which one a use means is not known, so its uses stay opaque.
 * Iterative: a deeply nested file costs a stack array, not the call stack.
 */
export function collectConsts(ts: typeof TS, file: TS.SourceFile): Map<string, Binding> {
  const found = new Map<string, Binding>();
  const twice = new Set<string>();
  const note = (name: string, binding: Binding | undefined) => {
    if (found.has(name) || twice.has(name)) {
      found.delete(name);
      twice.add(name);
    } else if (binding) found.set(name, binding);
    else twice.add(name);
  };
  const stack: TS.Node[] = [file];
  while (stack.length) {
    const node = stack.pop()!;
    if (ts.isVariableDeclarationList(node)) {
      const isConst = (node.flags & ts.NodeFlags.Const) !== 0;
      for (const d of node.declarations) {
        if (!ts.isIdentifier(d.name)) continue;
        const name = d.name.text;
        note(name, isConst && d.initializer ? { name, nameNode: d.name, init: d.initializer } : undefined);
      }
    } else if (ts.isFunctionDeclaration(node) && node.name) note(node.name.text, undefined);
    ts.forEachChild(node, (child) => {
      stack.push(child);
    });
  }
  return found;
}
