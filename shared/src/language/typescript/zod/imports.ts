import type * as TS from 'typescript';
import type { JsonNode } from '../../../json/tree';
import type { ModuleText, ParseOptions } from '../../language';
import { SizedLru } from '../../../sized-lru';
import { syntaxOnly } from '../compiler';
import { Scan, type Binding } from '../consts';
import { commonJsReExports } from '../commonjs';
import { memberOf, objectLiteral } from '../member-of';
import { unwrapExpression } from '../unwrap';
import { requireCall } from './names';
import { declaredFunction, returned } from './reader';
import type { ZodScope } from './types';

/** How many `export ... from` hops are followed to find where a name is declared. */
const MAX_HOPS = 4;

/** A const declared in another module of the workspace: its value, and that module's file, consts and scope. */
export interface ForeignConst {
  init: TS.Expression;
  file: TS.SourceFile;
  consts: ReadonlyMap<string, Binding>;
  scope: ZodScope;
  /** `init` is what an exported function of no parameter returns (`export function loose() { return z.string() }`): the value of a call. */
  called?: true;
}

/**
 * The names a file imports from relative modules (`import { X } from './schemas.js'`),
 * resolved through the host (ParseOptions.modules: the engine reads no files) to the
 * const each is bound to there, through re-exports (`export * from`, `export { X } from`),
 * at most MAX_HOPS deep and never twice through one module. Each module is parsed once
 * per file. A package import, or a module the host does not give, is not resolved.
 */
export class RelativeImports {
  private readonly bindings = new Map<string, { specifier: string; name: string }>();
  /** `import * as ns from './x.js'`: the namespace's name, and the module it stands for. */
  private readonly namespaces = new Map<string, string>();
  /** This lint's modules: one tree per module for the whole lint, even if the kept parses let it go meanwhile. */
  private readonly parsed = new Map<string, Module>();
  /** The host's answers, by (from, specifier). */
  private readonly modules = new Map<string, ModuleText | undefined>();

  constructor(
    private readonly ts: typeof TS,
    file: TS.SourceFile,
    private readonly options: ParseOptions,
  ) {
    for (const statement of file.statements) {
      if (ts.isVariableStatement(statement)) this.required(statement);
      if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
      const from = statement.moduleSpecifier.text;
      const clause = statement.importClause;
      const bindings = clause?.namedBindings;
      if (!from.startsWith('.')) continue;
      // `import params from './params.js'`: the module's `export default`.
      if (clause?.name) this.bindings.set(clause.name.text, { specifier: from, name: 'default' });
      if (!bindings) continue;
      if (ts.isNamespaceImport(bindings)) this.namespaces.set(bindings.name.text, from);
      if (!ts.isNamedImports(bindings)) continue;
      for (const e of bindings.elements)
        this.bindings.set(e.name.text, { specifier: from, name: (e.propertyName ?? e.name).text });
    }
  }

  /** `const m_1 = require('./m')` (CommonJS output): `m_1` as a namespace import of `./m`. */
  private required(statement: TS.VariableStatement): void {
    requiredIn(this.ts, statement, this.namespaces);
  }

  /** The const an imported name stands for, or undefined. */
  resolve(name: string): ForeignConst | undefined {
    const binding = this.bindings.get(name);
    if (!binding || !this.options.modules) return undefined;
    return this.find(this.options.fileName, binding.specifier, binding.name, new Set(), 0);
  }

  /**
   * `tool.key`, where `tool` is imported and bound there to an object literal
   * (`export const fetchTool = { name, description, schema }`): that member's
   * value, in its module; undefined when the member is not known.
   */
  resolveMember(name: string, key: string): ForeignConst | undefined {
    const holder = this.resolve(name);
    const literal = holder && objectLiteral(this.ts, holder.init);
    const init = literal && memberOf(this.ts, literal, key);
    return init && { ...holder, init };
  }

  /** The const `ns.name` stands for, where `ns` is a namespace import (`import * as ns from './x.js'`), or undefined. */
  resolveIn(namespace: string, name: string): ForeignConst | undefined {
    const specifier = this.namespaces.get(namespace);
    if (specifier === undefined || !this.options.modules) return undefined;
    return this.find(this.options.fileName, specifier, name, new Set(), 0);
  }

  private find(
    from: string | undefined,
    specifier: string,
    name: string,
    seen: Set<string>,
    hops: number,
  ): ForeignConst | undefined {
    if (hops > MAX_HOPS) return undefined;
    const module = this.hosted(from, specifier);
    if (!module || seen.has(module.fileName)) return undefined;
    seen.add(module.fileName);
    const read = this.parse(module);
    const binding = name === 'default' && read.defaultExport ? { init: read.defaultExport } : read.consts.get(name);
    // `exports.X = m_1.Y` (tsc's `export const X = Y` of an imported Y): where `Y` is declared.
    const alias = binding && aliasOf(this.ts, binding.init, read.required);
    if (alias) return this.find(module.fileName, alias.specifier, alias.name, seen, hops + 1);
    if (binding) return { init: binding.init, file: read.file, consts: read.consts, scope: read.scope };
    const returns = exportedReturn(this.ts, read.file, name);
    if (returns) return { init: returns, file: read.file, consts: read.consts, scope: read.scope, called: true };
    const nexts = [
      ...reExports(this.ts, read.file, name),
      ...commonJsReExports(this.ts, read.file, name, read.required),
    ];
    for (const next of nexts) {
      const found = this.find(module.fileName, next.specifier, next.name, seen, hops + 1);
      if (found) return found;
    }
    return undefined;
  }

  /** The module `specifier` names from the file `from`, parsed once per lint; undefined when the host gives none. */
  module(from: string | undefined, specifier: string): Module | undefined {
    if (!this.options.modules) return undefined;
    const hosted = this.hosted(from, specifier);
    return hosted && this.parse(hosted);
  }

  /** The linted file's name, where its relative imports are resolved from. */
  get fileName(): string | undefined {
    return this.options.fileName;
  }

  /** The host's module for a specifier, asked once per lint: every imported name of a file resolves through it. */
  private hosted(from: string | undefined, specifier: string): ModuleText | undefined {
    const key = `${from ?? ''}\0${specifier}`;
    if (!this.modules.has(key)) this.modules.set(key, this.options.modules!(from, specifier));
    return this.modules.get(key);
  }

  private parse(module: ModuleText): Module {
    let read = this.parsed.get(module.fileName);
    if (!read) {
      read = parsedModule(this.ts, module);
      this.parsed.set(module.fileName, read);
    }
    return read;
  }
}

/**
 * Modules parsed by earlier lints, by file name, kept while their text stays
 * the same: each keystroke in an MCP server re-lints it, and the schemas module
 * it imports was parsed and walked again every time (about 5 ms of a 20 ms
 * keystroke in bench/lsp/source.ts's zod server), and again for each file of a
 * CLI run that imports it. At most 4 million characters of module text are
 * kept, the least recently used out; nothing reads a module's tree but to
 * evaluate its consts, so one tree serves every lint.
 */
const parsedModules = new SizedLru<string, { text: string; module: Module }>(4_000_000);

function parsedModule(ts: typeof TS, { fileName, text }: ModuleText): Module {
  const kept = parsedModules.get(fileName);
  if (kept?.text === text) return kept.module;
  const module = parseModule(ts, fileName, text);
  parsedModules.set(fileName, { text, module }, text.length);
  return module;
}

function parseModule(ts: typeof TS, fileName: string, text: string): Module {
  const file = ts.createSourceFile(fileName, text, syntaxOnly(ts), false, ts.ScriptKind.TS);
  const scan = new Scan(ts);
  scan.walk(file);
  const consts = scan.consts;
  const required = new Map<string, string>();
  let defaultExport: TS.Expression | undefined;
  for (const s of file.statements) {
    if (ts.isVariableStatement(s)) requiredIn(ts, s, required);
    if (ts.isExportAssignment(s) && !s.isExportEquals) defaultExport = s.expression;
  }
  return { file, consts, scope: { resolve: (id) => consts.get(id.text)?.init }, required, defaultExport };
}

/** A module parsed once per file: its consts, and the same as a ZodScope. */
export interface Module {
  file: TS.SourceFile;
  consts: ReadonlyMap<string, Binding>;
  scope: ZodScope;
  /** Its `const m_1 = require('./m')`: each name, and the relative module it stands for. */
  required: ReadonlyMap<string, string>;
  /** Its `export default <expression>`. */
  defaultExport?: TS.Expression;
}

/** What `export function name() { return ... }` of a module returns, where it has no parameter. */
function exportedReturn(ts: typeof TS, file: TS.SourceFile, name: string): TS.Expression | undefined {
  const fn = declaredFunction(ts, file, name);
  const exported = fn?.modifiers?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
  return exported ? returned(ts, fn!) : undefined;
}

/** Adds the names a statement binds to a relative module's `require` to `into`: `const m_1 = require('./m')`. */
export function requiredIn(ts: typeof TS, statement: TS.VariableStatement, into: Map<string, string>): void {
  for (const d of statement.declarationList.declarations) {
    const call = d.initializer && requireCall(ts, d.initializer);
    const [arg] = call?.arguments ?? [];
    if (ts.isIdentifier(d.name) && arg && ts.isStringLiteral(arg) && arg.text.startsWith('.'))
      into.set(d.name.text, arg.text);
  }
}

/** `m_1.Y`, where `m_1` is one of the module's requires: that module, and `Y`. */
function aliasOf(
  ts: typeof TS,
  init: TS.Expression,
  required: ReadonlyMap<string, string>,
): { specifier: string; name: string } | undefined {
  const node = unwrapExpression(ts, init);
  if (!ts.isPropertyAccessExpression(node) || !ts.isIdentifier(node.expression)) return undefined;
  const specifier = required.get(node.expression.text);
  return specifier === undefined ? undefined : { specifier, name: node.name.text };
}

/** Where a module takes `name` from: `export { name } from './x'` first, then each `export * from`. */
export function reExports(
  ts: typeof TS,
  file: TS.SourceFile,
  name: string,
): Array<{ specifier: string; name: string }> {
  const named: Array<{ specifier: string; name: string }> = [];
  const star: Array<{ specifier: string; name: string }> = [];
  for (const s of file.statements) {
    if (!ts.isExportDeclaration(s) || !s.moduleSpecifier || !ts.isStringLiteral(s.moduleSpecifier)) continue;
    const specifier = s.moduleSpecifier.text;
    if (!specifier.startsWith('.')) continue;
    if (!s.exportClause) star.push({ specifier, name });
    else if (ts.isNamedExports(s.exportClause))
      for (const e of s.exportClause.elements)
        if (e.name.text === name) named.push({ specifier, name: (e.propertyName ?? e.name).text });
  }
  return [...named, ...star];
}

/**
 * A schema evaluated in another module, placed where this file names it: every
 * range becomes the name's (the engine's findings are of one document), so a
 * finding inside it points at the import's use, and no fix is offered there.
 */
export function placedAt(root: JsonNode, at: { offset: number; length: number }): void {
  const stack: JsonNode[] = [root];
  while (stack.length) {
    const node = stack.pop()!;
    node.offset = at.offset;
    node.length = at.length;
    if (node.kind === 'array') stack.push(...node.items);
    if (node.kind !== 'object') continue;
    for (const p of node.props) {
      p.keyOffset = at.offset;
      p.keyLength = at.length;
      if (p.value) stack.push(p.value);
    }
  }
}
