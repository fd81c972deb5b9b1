/**
 * The construct modules of test/python-oracle/constructs/, parsed with @lezer/python: each
 * construct's `def t_<id>` and `class M_<id>` (the name node, as a model tool is named), and the
 * module host that answers their imports (`from prelude import Address`) from the same folder.
 */
import type { SyntaxNode, Tree } from '@lezer/common';
import { parser } from '@lezer/python';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ModuleHost } from '../../../../../shared/src/language/language';

export const CONSTRUCTS_DIR = join(__dirname, '..', '..', '..', '..', 'python-oracle', 'constructs');

export interface ConstructModule {
  fileName: string;
  text: string;
  tree: Tree;
  functions: Map<string, SyntaxNode>;
  models: Map<string, SyntaxNode>;
}

function load(file: string): ConstructModule {
  const fileName = join(CONSTRUCTS_DIR, file);
  const text = readFileSync(fileName, 'utf8');
  const tree = parser.parse(text);
  const functions = new Map<string, SyntaxNode>();
  const models = new Map<string, SyntaxNode>();
  for (let s = tree.topNode.firstChild; s; s = s.nextSibling) {
    const name = s.getChild('VariableName');
    const id = name && /^(t|M)_(\w+)$/.exec(text.slice(name.from, name.to));
    if (!id) continue;
    if (s.name === 'FunctionDefinition' && id[1] === 't') functions.set(id[2], s);
    if (s.name === 'ClassDefinition' && id[1] === 'M') models.set(id[2], name);
  }
  return { fileName, text, tree, functions, models };
}

const modules = new Map(
  readdirSync(CONSTRUCTS_DIR)
    .filter((f) => f.endsWith('.py'))
    .map((f) => [f.replace(/\.py$/, ''), load(f)]),
);

/** The context constructs are written once per SDK, with its own context type. */
const CONTEXT_IDS = new Set(['context', 'context_optional']);

export function constructModule(id: string, contextModule?: string): ConstructModule | undefined {
  if (CONTEXT_IDS.has(id)) return contextModule ? modules.get(contextModule) : undefined;
  return [...modules.entries()].find(([name, m]) => !name.startsWith('context_') && m.functions.has(id))?.[1];
}

export function modelModule(id: string): ConstructModule | undefined {
  return [...modules.values()].find((m) => m.models.has(id));
}

/** `from prelude import Address`: a module of the same folder, by its name. */
export const constructHost: ModuleHost = (_from, specifier) => {
  const m = modules.get(specifier.replace(/^\./, ''));
  return m && { fileName: m.fileName, text: m.text };
};

export const parse = (text: string): Tree => parser.parse(text);
