import type { SyntaxNode } from '@lezer/common';
import type { JsonNode } from '../../../json/tree';
import type { Span } from '../../../types';
import { enumOf, modelOf, type EnumRead } from './classes';
import type { EnumDef, FieldMeta, ModelDef, PyKind, PyType } from './ir';
import { knownType } from './known-types';
import { readFieldCall, readAnnotatedDoc } from './fields';
import type { Mod, Modules, Resolved } from './scope';
import { spanOf, subscriptItems, isSubscript, textOf, childrenOf } from './syntax';
import { knownCallValue, readValue } from './values';
import { stringValue } from './literals';

/** How deep an annotation is read (`list[list[...]]`): deeper, the type is opaque. */
const MAX_TYPE_DEPTH = 48;
/** How many bases deep a class is read (`class A(B)`, `class B(C)`...): deeper, the base is not read. */
const MAX_CLASS_DEPTH = 32;

/**
 * Reads annotations, `Field(...)` calls and the classes they name into the
 * evaluator's types (`ir.ts`), resolving names through the module and its
 * imports. One Reader serves one evaluation: classes are read once each, so a
 * model used twice is one ModelDef and a model that refers to itself is met
 * again, not read forever.
 */
export class Reader {
  private readonly models = new Map<SyntaxNode, ModelDef | null>();
  private readonly enums = new Map<SyntaxNode, EnumRead | null>();
  /** Where a module other than the root was first entered from: its nodes are placed there. */
  private readonly entries = new Map<Mod, Span>();
  private classDepth = 0;

  constructor(readonly modules: Modules) {}

  get root(): Mod {
    return this.modules.root;
  }

  /** The span a node of `mod` is given: its own in the root module, else where that module was entered. */
  spanIn(node: SyntaxNode, mod: Mod): Span {
    if (mod === this.root) return spanOf(node);
    // every module but the root is entered through resolveExpr, which records where
    return this.entries.get(mod) ?? { offset: 0, length: 0 };
  }

  /** What a name, a dotted name or a string forward reference stands for. */
  resolveExpr(node: SyntaxNode, mod: Mod): Resolved {
    const r = this.resolveIn(node, mod);
    if ((r.kind === 'class' || r.kind === 'value') && r.mod !== mod && !this.entries.has(r.mod))
      this.entries.set(r.mod, mod === this.root ? spanOf(node) : this.spanIn(node, mod));
    return r;
  }

  private resolveIn(node: SyntaxNode, mod: Mod): Resolved {
    if (node.name === 'VariableName') return this.modules.resolveName(mod, textOf(mod.text, node));
    if (node.name === 'MemberExpression' && !isSubscript(node)) {
      const base = node.firstChild;
      const member = node.lastChild;
      if (!base || member?.name !== 'PropertyName') return { kind: 'unknown' };
      return this.modules.member(this.resolveIn(base, mod), textOf(mod.text, member));
    }
    if (node.name === 'String') {
      const name = stringValue(mod.text, node);
      if (name && /^[A-Za-z_][\w.]*$/.test(name)) {
        const parts = name.split('.');
        let r = this.modules.resolveName(mod, parts[0]);
        for (const p of parts.slice(1)) r = this.modules.member(r, p);
        return r;
      }
    }
    return { kind: 'unknown' };
  }

  modelOf(cls: SyntaxNode, mod: Mod): ModelDef | undefined {
    return this.classOnce(this.models, cls, () => modelOf(this, cls, mod));
  }

  enumOf(cls: SyntaxNode, mod: Mod): EnumRead | undefined {
    return this.classOnce(this.enums, cls, () => enumOf(this, cls, mod));
  }

  /** A class read once; while it is read, a base naming it finds nothing; a chain of bases deeper than the cap is not read. */
  private classOnce<T>(cache: Map<SyntaxNode, T | null>, cls: SyntaxNode, read: () => T | undefined): T | undefined {
    if (cache.has(cls)) return cache.get(cls) ?? undefined;
    if (this.classDepth >= MAX_CLASS_DEPTH) return undefined;
    cache.set(cls, null);
    this.classDepth++;
    try {
      cache.set(cls, read() ?? null);
    } finally {
      this.classDepth--;
    }
    return cache.get(cls) ?? undefined;
  }

  /** The type an annotation expression stands for. */
  readType(node: SyntaxNode, mod: Mod, depth = 0): PyType {
    const span = this.spanIn(node, mod);
    if (depth > MAX_TYPE_DEPTH) return { kind: { t: 'opaque' }, span };
    return { kind: this.kindOf(node, mod, depth), span };
  }

  private kindOf(node: SyntaxNode, mod: Mod, depth: number): PyKind {
    switch (node.name) {
      case 'None':
        return { t: 'none' };
      case 'BinaryExpression':
        return this.pipeUnion(node, mod, depth);
      case 'ParenthesizedExpression': {
        const inner = childrenOf(node).filter((c) => c.name !== '(' && c.name !== ')');
        return inner.length === 1 ? this.kindOf(inner[0], mod, depth + 1) : { t: 'opaque' };
      }
      case 'MemberExpression':
        if (isSubscript(node)) return this.subscripted(node, mod, depth);
        return this.named(node, mod, depth);
      case 'VariableName':
      case 'String':
        return this.named(node, mod, depth);
      default:
        return { t: 'opaque' };
    }
  }

  /** `X | Y`: a union (only `|` is a type operator). */
  private pipeUnion(node: SyntaxNode, mod: Mod, depth: number): PyKind {
    const [left, op, right] = childrenOf(node);
    if (!left || !right || textOf(mod.text, op) !== '|') return { t: 'opaque' };
    return unionOf([this.readType(left, mod, depth + 1), this.readType(right, mod, depth + 1)]);
  }

  private named(node: SyntaxNode, mod: Mod, depth: number): PyKind {
    const r = this.resolveExpr(node, mod);
    switch (r.kind) {
      case 'known':
        return knownType(r.name) ?? { t: 'opaque' };
      case 'class':
        return this.classKind(r.node, r.mod);
      case 'value':
        return this.readType(r.node, r.mod, depth + 4).kind; // an alias: what it names, a step deeper
      default:
        return { t: 'opaque' };
    }
  }

  classKind(cls: SyntaxNode, mod: Mod): PyKind {
    const e = this.enumOf(cls, mod);
    if (e) return { t: 'enum', def: e.def };
    const m = this.modelOf(cls, mod);
    return m ? { t: 'model', def: m } : { t: 'opaque' };
  }

  private subscripted(node: SyntaxNode, mod: Mod, depth: number): PyKind {
    const head = node.firstChild!;
    const r = this.resolveExpr(head, mod);
    const args = subscriptItems(node);
    if (r.kind !== 'known') return { t: 'opaque' };
    const type = (n: SyntaxNode) => this.readType(n, mod, depth + 1);
    const name = r.name.slice(r.name.indexOf('.') + 1);
    switch (name) {
      case 'Optional':
        return args.length === 1
          ? unionOf([type(args[0]), { kind: { t: 'none' }, span: this.spanIn(node, mod) }])
          : { t: 'opaque' };
      case 'Union':
        return unionOf(args.map(type));
      case 'Literal':
        return this.literal(args, mod, depth);
      case 'Annotated':
        return this.annotated(args, mod, depth);
      case 'Required':
      case 'NotRequired':
      case 'ReadOnly':
      case 'Final':
        return args.length === 1 ? this.kindOf(args[0], mod, depth + 1) : { t: 'opaque' };
      case 'list':
      case 'List':
      case 'Sequence':
      case 'MutableSequence':
      case 'Iterable':
      case 'Collection':
        return args.length === 1 ? { t: 'list', item: type(args[0]), unique: false } : { t: 'opaque' };
      case 'set':
      case 'Set':
      case 'frozenset':
      case 'FrozenSet':
      case 'AbstractSet':
        return args.length === 1 ? { t: 'list', item: type(args[0]), unique: true } : { t: 'opaque' };
      case 'tuple':
      case 'Tuple':
        return this.tuple(args, mod, depth);
      case 'dict':
      case 'Dict':
      case 'Mapping':
      case 'MutableMapping':
        return args.length === 2 ? { t: 'dict', value: type(args[1]) } : { t: 'opaque' };
      default:
        return { t: 'opaque' };
    }
  }

  private tuple(args: SyntaxNode[], mod: Mod, depth: number): PyKind {
    if (args.length === 2 && args[1].name === 'Ellipsis')
      return { t: 'tuple-var', item: this.readType(args[0], mod, depth + 1) };
    if (args.length === 1 && args[0].name === 'TupleExpression' && childrenOf(args[0]).length === 2)
      return { t: 'tuple', items: [] };
    return { t: 'tuple', items: args.map((a) => this.readType(a, mod, depth + 1)) };
  }

  private literal(args: SyntaxNode[], mod: Mod, depth: number): PyKind {
    const values: JsonNode[] = [];
    for (const a of args) {
      const inner = this.resolveExpr(a, mod);
      // Literal[Other] where Other is itself a Literal alias: its values
      if (inner.kind === 'value') {
        const k = this.kindOf(inner.node, inner.mod, depth + 1);
        if (k.t !== 'literal') return { t: 'opaque' };
        values.push(...k.values);
        continue;
      }
      const v = readValue(this, a, mod, depth);
      if (!v || v.kind === 'object' || v.kind === 'array' || v.kind === 'opaque') return { t: 'opaque' };
      if (!values.some((x) => x.kind === v.kind && 'value' in x && x.value === v.value)) values.push(v);
    }
    return values.length ? { t: 'literal', values } : { t: 'opaque' };
  }

  private annotated(args: SyntaxNode[], mod: Mod, depth: number): PyKind {
    if (!args.length) return { t: 'opaque' };
    const inner = this.readType(args[0], mod, depth + 1);
    const meta: FieldMeta[] = [];
    for (const m of args.slice(1)) {
      const field = m.name === 'CallExpression' ? this.fieldCall(m, mod) : undefined;
      if (field) meta.push(field);
      const doc = m.name === 'String' || m.name === 'ContinuedString' ? readAnnotatedDoc(this, m, mod) : undefined;
      if (doc) meta.push(doc);
    }
    return { t: 'annotated', inner, meta };
  }

  /** A `Field(...)` call's meta, or undefined when the call is not pydantic's Field. */
  fieldCall(call: SyntaxNode, mod: Mod): FieldMeta | undefined {
    const callee = call.firstChild;
    if (!callee) return undefined;
    const r = this.resolveExpr(callee, mod);
    if (r.kind !== 'known' || (r.name !== 'pydantic.Field' && r.name !== 'dataclasses.field')) return undefined;
    return readFieldCall(this, call, mod, r.name === 'dataclasses.field');
  }

  /** The JSON value of a call used as a default: a known constructor, or a model built from keywords. */
  callValue(call: SyntaxNode, mod: Mod, depth: number): JsonNode | undefined {
    const callee = call.firstChild;
    if (!callee) return undefined;
    const r = this.resolveExpr(callee, mod);
    const at = this.spanIn(call, mod);
    if (r.kind === 'known') return knownCallValue(r.name, call, mod, this, at);
    if (r.kind !== 'class') return undefined;
    const model = this.modelOf(r.node, r.mod);
    return model ? modelValue(this, model, call, mod, at, depth) : undefined;
  }

  enumDef(cls: SyntaxNode, mod: Mod): EnumDef | undefined {
    return this.enumOf(cls, mod)?.def;
  }
}

/** `Address(street='s', city='c')` as pydantic dumps it: every field, in field order, defaults filled in. */
function modelValue(
  r: Reader,
  model: ModelDef,
  call: SyntaxNode,
  mod: Mod,
  at: Span,
  depth: number,
): JsonNode | undefined {
  const kids = call.getChild('ArgList');
  const args = kids ? childrenOf(kids) : [];
  const given = new Map<string, SyntaxNode>();
  for (let i = 0; i < args.length; i++) {
    if (args[i].name === 'VariableName' && args[i + 1]?.name === 'AssignOp' && args[i + 2]) {
      given.set(textOf(mod.text, args[i]), args[i + 2]);
      i += 2;
    } else if (args[i].name !== '(' && args[i].name !== ')' && args[i].name !== ',') return undefined; // positional: not read
  }
  const props = [];
  for (const f of model.fields()) {
    const node = given.get(f.name) ?? given.get(f.meta.alias?.name ?? '');
    const value = node ? readValue(r, node, mod, depth + 1) : f.meta.default === 'factory' ? undefined : f.meta.default;
    if (!value) return undefined;
    props.push({ key: f.name, keyOffset: at.offset, keyLength: at.length, value });
  }
  return { kind: 'object', offset: at.offset, length: at.length, props };
}

/** A union as Python's typing builds it: nested unions flattened, a member written twice kept once. */
export function unionOf(members: PyType[]): PyKind {
  const flat: PyType[] = [];
  for (const m of members) {
    const inner = m.kind.t === 'union' ? m.kind.members : [m];
    for (const x of inner) if (!flat.some((y) => sameType(x, y))) flat.push(x);
  }
  return flat.length === 1 ? flat[0].kind : { t: 'union', members: flat };
}

function sameType(a: PyType, b: PyType): boolean {
  const x = a.kind;
  const y = b.kind;
  if (x.t !== y.t) return false;
  if (x.t === 'none' || x.t === 'any') return true;
  if (x.t === 'scalar' && y.t === 'scalar') return JSON.stringify(x.keywords) === JSON.stringify(y.keywords);
  if (x.t === 'model' && y.t === 'model') return x.def === y.def;
  if (x.t === 'enum' && y.t === 'enum') return x.def === y.def;
  return false;
}
