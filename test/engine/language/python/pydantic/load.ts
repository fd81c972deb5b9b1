import type { SyntaxNode } from '@lezer/common';
import { parser } from '@lezer/python';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  evaluateTool,
  type PyEvalContext,
  type PythonProfileId,
} from '../../../../../shared/src/language/python/pydantic';

export const DATA = join(__dirname, 'data');
/** The oracle's models (`from prelude import Address`), which the constructs share with it. */
const PRELUDE = { prelude: '../../../../../python-oracle/constructs/prelude.py' };

/** A Python module of the test data, parsed, with its top-level functions and the classes it defines or imports, by name. */
export function loadModule(file: string, text = readFileSync(join(DATA, file), 'utf8')) {
  const tree = parser.parse(text);
  const functions = new Map<string, SyntaxNode>();
  const classes = new Map<string, SyntaxNode>();
  for (let s = tree.topNode.firstChild; s; s = s.nextSibling) {
    const def = s.name === 'DecoratedStatement' ? s.lastChild : s;
    const name = def?.getChild('VariableName');
    if (!def || !name) continue;
    if (def.name === 'FunctionDefinition') functions.set(text.slice(name.from, name.to), def);
    if (def.name === 'ClassDefinition') classes.set(text.slice(name.from, name.to), name);
  }
  for (let s = tree.topNode.firstChild; s; s = s.nextSibling)
    if (s.name === 'ImportStatement' && s.getChild('import'))
      for (let n = s.getChild('import')!.nextSibling; n; n = n.nextSibling)
        if (n.name === 'VariableName' && !classes.has(text.slice(n.from, n.to)))
          classes.set(text.slice(n.from, n.to), n);
  return { text, tree, fileName: join(DATA, file), functions, classes };
}

export type Loaded = ReturnType<typeof loadModule>;

/** The evaluation context for a module of the test data, its imports answered from the data folder. */
export function contextFor(
  m: Loaded,
  profile: PythonProfileId,
  files: Record<string, string> = PRELUDE,
): PyEvalContext {
  return {
    module: m,
    profile,
    parse: (text) => parser.parse(text),
    modules: (_from, specifier) => {
      const file = files[specifier];
      return file === undefined
        ? undefined
        : { fileName: join(DATA, file), text: readFileSync(join(DATA, file), 'utf8') };
    },
  };
}

export function evaluateFunction(
  m: Loaded,
  name: string,
  profile: PythonProfileId,
  extra: Partial<Parameters<typeof evaluateTool>[0]> = {},
) {
  const node = m.functions.get(name);
  if (!node) throw new Error(`no function ${name}`);
  return evaluateTool({ kind: 'function', node, ...extra }, contextFor(m, profile));
}
