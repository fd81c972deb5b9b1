import type { SyntaxNode, Tree } from '@lezer/common';
import type { ModuleHost } from '../../language';
import { BUILTINS, isKnownModule, knownName } from './known';
import { childrenOf, textOf } from './syntax';

/** One Python module as the evaluator reads it: its text, tree and top-level names. */
export interface Mod {
  text: string;
  tree: Tree;
  fileName?: string;
  names: Map<string, Binding>;
  /** `from x import *`: the modules searched, last first, for a name not bound here. */
  stars: string[];
}

/** What a top-level name is bound to. */
export type Binding =
  | { kind: 'class'; node: SyntaxNode }
  | { kind: 'value'; node: SyntaxNode }
  | { kind: 'import'; module: string; name: string }
  | { kind: 'module'; module: string }
  | { kind: 'other' };

/** What a name or a dotted name stands for. */
export type Resolved =
  | { kind: 'known'; name: string }
  | { kind: 'class'; mod: Mod; node: SyntaxNode }
  | { kind: 'value'; mod: Mod; node: SyntaxNode }
  | { kind: 'module'; mod: Mod | undefined; module: string }
  | { kind: 'unknown' };

const UNKNOWN: Resolved = { kind: 'unknown' };
/** Import hops followed for one name: a chain of re-exports longer than this is not read. */
const MAX_HOPS = 16;

/** The modules met in one evaluation, loaded once each; a module importing itself reuses its own entry. */
export class Modules {
  private readonly loaded = new Map<string, Mod | undefined>();

  constructor(
    readonly root: Mod,
    private readonly host: ModuleHost | undefined,
    private readonly parse: (text: string) => Tree,
    /** The profile's modules given as data (PythonProfile.packageModules): read before the host is asked. */
    private readonly modelled: Readonly<Record<string, string>> = {},
  ) {}

  load(from: Mod, specifier: string): Mod | undefined {
    const data = Object.hasOwn(this.modelled, specifier) ? this.modelled[specifier] : undefined;
    if (data !== undefined) return this.dataModule(specifier, data);
    if (isKnownModule(specifier) || !this.host) return undefined;
    const key = `${from.fileName ?? ''}\0${specifier}`;
    if (this.loaded.has(key)) return this.loaded.get(key);
    this.loaded.set(key, undefined); // a cycle met while loading finds nothing
    let mod: Mod | undefined;
    try {
      const found = this.host(from.fileName, specifier);
      if (found)
        mod =
          found.fileName === this.root.fileName
            ? this.root
            : moduleOf(found.text, this.parse(found.text), found.fileName);
    } catch {
      mod = undefined; // a host that fails is a module not found
    }
    this.loaded.set(key, mod);
    return mod;
  }

  /** A module given as data, read once per evaluation; its own imports are of known modules only. */
  private dataModule(specifier: string, text: string): Mod {
    const key = `\0data\0${specifier}`;
    let mod = this.loaded.get(key);
    if (!mod) {
      mod = moduleOf(text, this.parse(text));
      this.loaded.set(key, mod);
    }
    return mod;
  }

  /** What `name` stands for in `mod`. */
  resolveName(mod: Mod, name: string, hops = 0): Resolved {
    if (hops > MAX_HOPS) return UNKNOWN;
    const b = mod.names.get(name);
    if (b) return this.fromBinding(mod, b, hops);
    for (const star of mod.stars) {
      const known = knownName(star, name);
      if (known) return { kind: 'known', name: known };
      const target = this.load(mod, star);
      if (target && target !== mod && (target.names.has(name) || target.stars.length))
        return this.resolveName(target, name, hops + 1);
    }
    if (BUILTINS.has(name)) return { kind: 'known', name: `builtins.${name}` };
    if (name === 'None') return { kind: 'known', name: 'builtins.None' };
    return UNKNOWN;
  }

  /** What `base.member` stands for, `base` resolved already. */
  member(base: Resolved, member: string, hops = 0): Resolved {
    if (base.kind !== 'module') return UNKNOWN;
    const known = knownName(base.module, member);
    if (known) return { kind: 'known', name: known };
    if (base.mod) return this.resolveName(base.mod, member, hops + 1);
    const sub = `${base.module}.${member}`;
    return isKnownModule(sub) ? { kind: 'module', mod: undefined, module: sub } : UNKNOWN;
  }

  private fromBinding(mod: Mod, b: Binding, hops: number): Resolved {
    switch (b.kind) {
      case 'class':
        return { kind: 'class', mod, node: b.node };
      case 'value':
        return { kind: 'value', mod, node: b.node };
      case 'module':
        return { kind: 'module', mod: this.load(mod, b.module), module: b.module };
      case 'import': {
        const known = knownName(b.module, b.name);
        if (known) return { kind: 'known', name: known };
        const target = this.load(mod, b.module);
        if (target && target !== mod) {
          const r = this.resolveName(target, b.name, hops + 1);
          if (r.kind !== 'unknown') return r;
        }
        // `from pkg import models`: a submodule
        const sub = b.module.endsWith('.') ? `${b.module}${b.name}` : `${b.module}.${b.name}`;
        if (isKnownModule(sub)) return { kind: 'module', mod: undefined, module: sub };
        const subMod = this.load(mod, sub);
        return subMod ? { kind: 'module', mod: subMod, module: sub } : UNKNOWN;
      }
      default:
        return UNKNOWN;
    }
  }
}

/**
 * The bindings read from a tree, kept while the tree lives: a module's 30 tools
 * and the modules they import are read once, not once per tool. A Mod is never
 * changed once read, so sharing it is safe.
 */
const READ = new WeakMap<Tree, Mod>();

/** A module's top-level bindings, read once from its tree. */
export function moduleOf(text: string, tree: Tree, fileName?: string): Mod {
  const known = READ.get(tree);
  if (known && known.text === text && known.fileName === fileName) return known;
  const mod: Mod = { text, tree, fileName, names: new Map(), stars: [] };
  collect(mod, tree.topNode, 0);
  READ.set(tree, mod);
  return mod;
}

/** Statements under `if`/`try` blocks at the top level bind names too (`if TYPE_CHECKING:` imports). */
function collect(mod: Mod, parent: SyntaxNode, depth: number): void {
  for (let s = parent.firstChild; s; s = s.nextSibling) {
    switch (s.name) {
      case 'ImportStatement':
        readImport(mod, s);
        break;
      case 'ClassDefinition':
        bindClass(mod, s);
        break;
      case 'DecoratedStatement': {
        const cls = s.getChild('ClassDefinition');
        if (cls) bindClass(mod, cls);
        break;
      }
      case 'AssignStatement':
        readAssign(mod, s);
        break;
      case 'IfStatement':
      case 'TryStatement':
      case 'Body':
        if (depth < 3) collect(mod, s, depth + 1);
        break;
    }
  }
}

function bindClass(mod: Mod, cls: SyntaxNode): void {
  const name = cls.getChild('VariableName');
  if (name) mod.names.set(textOf(mod.text, name), { kind: 'class', node: cls });
}

/** `X = <expr>` and `X: TypeAlias = <expr>` bind X to the expression; other assignments bind nothing known. */
function readAssign(mod: Mod, s: SyntaxNode): void {
  const kids = childrenOf(s);
  const ops = kids.filter((k) => k.name === 'AssignOp');
  if (kids[0]?.name !== 'VariableName' || ops.length !== 1) return;
  const value = kids[kids.length - 1];
  const name = textOf(mod.text, kids[0]);
  mod.names.set(name, value === ops[0] ? { kind: 'other' } : { kind: 'value', node: value });
}

function readImport(mod: Mod, s: SyntaxNode): void {
  const kids = childrenOf(s);
  const importAt = kids.findIndex((k) => k.name === 'import');
  if (kids[0]?.name === 'from') {
    const source = kids
      .slice(1, importAt)
      .map((k) => textOf(mod.text, k))
      .join('');
    for (const [name, alias] of importedNames(mod.text, kids.slice(importAt + 1))) {
      if (name === '*') mod.stars.unshift(source);
      else mod.names.set(alias, { kind: 'import', module: source, name });
    }
    return;
  }
  for (const [dotted, alias] of importedNames(mod.text, kids.slice(importAt + 1))) {
    if (alias !== dotted) mod.names.set(alias, { kind: 'module', module: dotted });
    else {
      const top = dotted.split('.')[0];
      mod.names.set(top, { kind: 'module', module: top });
    }
  }
}

/** `a as b, c.d` after `import`: [name, bound name] pairs; dotted names kept whole. */
function importedNames(text: string, nodes: SyntaxNode[]): Array<[string, string]> {
  const out: Array<[string, string]> = [];
  let dotted = '';
  let alias: string | undefined;
  let afterAs = false;
  const flush = () => {
    if (dotted) out.push([dotted, alias ?? dotted]);
    dotted = '';
    alias = undefined;
    afterAs = false;
  };
  for (const n of nodes) {
    if (n.name === ',') flush();
    else if (n.name === 'as') afterAs = true;
    else if (n.name === 'VariableName' && afterAs) alias = textOf(text, n);
    else if (n.name === 'VariableName' || n.name === '.') dotted += textOf(text, n);
    else if (n.name === '*') dotted = '*';
  }
  flush();
  return out;
}
