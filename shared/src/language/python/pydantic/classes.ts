import type { SyntaxNode } from '@lezer/common';
import type { JsonNode } from '../../../json/tree';
import { num, str } from '../../computed/tree-builders';
import type { ClassKind, EnumDef, FieldMeta, ModelDef, PyField, PyType } from './ir';
import { cleandoc } from '../docstrings';
import type { Reader } from './reader';
import type { Mod } from './scope';
import { callArgs, childrenOf, docstringNode, textOf } from './syntax';
import { readValue } from './values';
import { stringValue } from './literals';

export interface EnumRead {
  def: EnumDef;
  members: Map<string, JsonNode>;
}

const ENUM_BASES = new Set(['enum.Enum', 'enum.IntEnum', 'enum.StrEnum']);

/** The class's bases, resolved; keywords (`total=False`, `extra='forbid'`) apart. */
function basesOf(r: Reader, cls: SyntaxNode, mod: Mod) {
  const args = callArgs(mod.text, cls.getChild('ArgList'));
  return { bases: args.positional.map((b) => ({ node: b, target: r.resolveExpr(b, mod) })), keywords: args.keywords };
}

function docOf(mod: Mod, cls: SyntaxNode): string | undefined {
  const node = docstringNode(cls.getChild('Body'));
  const text = node ? stringValue(mod.text, node) : undefined;
  return text === undefined ? undefined : cleandoc(text) || undefined;
}

/** An `Enum` subclass: its members' values, `auto()` numbered or named as Python does. */
export function enumOf(r: Reader, cls: SyntaxNode, mod: Mod): EnumRead | undefined {
  const { bases } = basesOf(r, cls, mod);
  const names = bases.map((b) => (b.target.kind === 'known' ? b.target.name : ''));
  const enumBase = names.find((n) => ENUM_BASES.has(n));
  const parentEnum = bases.some((b) => b.target.kind === 'class' && r.enumOf(b.target.node, b.target.mod));
  if (!enumBase && !parentEnum) return undefined;
  const strAuto = enumBase === 'enum.StrEnum';
  const members = new Map<string, JsonNode>();
  let unread = false;
  let last = 0;
  for (const s of childrenOf(cls.getChild('Body') ?? cls)) {
    if (s.name !== 'AssignStatement') continue;
    const [target, op, value] = childrenOf(s);
    if (target?.name !== 'VariableName' || op?.name !== 'AssignOp' || !value) continue;
    const name = textOf(mod.text, target);
    if (name.startsWith('_')) continue;
    const at = r.spanIn(value, mod);
    let v = readValue(r, value, mod);
    if (!v && isAuto(r, value, mod)) v = strAuto ? str(at, name.toLowerCase()) : num(at, last + 1);
    if (!v) unread = true;
    else {
      if (v.kind === 'number') last = v.value;
      if (![...members.values()].some((m) => 'value' in m && 'value' in v && m.value === v.value)) members.set(name, v);
    }
  }
  const nameNode = cls.getChild('VariableName');
  const def: EnumDef = {
    name: nameNode ? textOf(mod.text, nameNode) : 'Enum',
    node: cls,
    values: [...members.values()],
    description: docOf(mod, cls),
    unread,
  };
  return { def, members };
}

function isAuto(r: Reader, value: SyntaxNode, mod: Mod): boolean {
  if (value.name !== 'CallExpression' || !value.firstChild) return false;
  const callee = r.resolveExpr(value.firstChild, mod);
  return callee.kind === 'known' && callee.name === 'enum.auto';
}

/** A BaseModel, TypedDict or dataclass: its fields (its bases' first), config and docstring. */
export function modelOf(r: Reader, cls: SyntaxNode, mod: Mod): ModelDef | undefined {
  const { bases, keywords } = basesOf(r, cls, mod);
  let kind: ClassKind | undefined = isDataclass(r, cls, mod) ? 'dataclass' : undefined;
  const parents: ModelDef[] = [];
  let unreadBase: PyType['span'] | undefined;
  for (const b of bases) {
    const t = b.target;
    if (t.kind === 'known' && t.name === 'pydantic.BaseModel') kind ??= 'model';
    else if (t.kind === 'known' && t.name === 'typing.TypedDict') kind ??= 'typeddict';
    else if (t.kind === 'class') {
      const parent = r.modelOf(t.node, t.mod);
      if (parent) {
        kind ??= parent.kind;
        parents.push(parent);
      } else unreadBase = r.spanIn(b.node, mod);
    } else if (t.kind !== 'known') unreadBase = r.spanIn(b.node, mod);
  }
  if (!kind) return undefined;
  const nameNode = cls.getChild('VariableName');
  const config = readConfig(r, cls, mod, keywords);
  const total = keywords.get('total');
  const notTotal = kind === 'typeddict' && total !== undefined && textOf(mod.text, total.value) === 'False';
  let fields: PyField[] | undefined;
  const def: ModelDef = {
    kind,
    name: nameNode ? textOf(mod.text, nameNode) : 'Model',
    node: cls,
    mod,
    description: docOf(mod, cls),
    extra: config.extra ?? parents.find((p) => p.extra)?.extra,
    title: config.title,
    unreadBase,
    fields() {
      fields ??= ownFields(r, cls, mod, parents, kind, notTotal);
      return fields;
    },
  };
  return def;
}

function isDataclass(r: Reader, cls: SyntaxNode, mod: Mod): boolean {
  const decorated = cls.parent?.name === 'DecoratedStatement' ? cls.parent : undefined;
  for (let d = decorated?.firstChild; d && d.name === 'Decorator'; d = d.nextSibling) {
    const name = childrenOf(d).find((c) => c.name === 'VariableName' || c.name === 'MemberExpression');
    if (!name) continue;
    // `@dataclass` or `@dataclasses.dataclass`, with or without a call
    const head = name.name === 'VariableName' && name.nextSibling?.name === '.' ? d : name;
    const target = head === d ? dottedDecorator(r, d, mod) : r.resolveExpr(name, mod);
    if (target.kind === 'known' && target.name === 'dataclasses.dataclass') return true;
  }
  return false;
}

/** A decorator written `@a.b` is a flat list of names in the Decorator node: resolve them in turn. */
function dottedDecorator(r: Reader, d: SyntaxNode, mod: Mod) {
  const names = childrenOf(d).filter((c) => c.name === 'VariableName');
  let t = r.resolveExpr(names[0], mod);
  for (const n of names.slice(1)) t = r.modules.member(t, textOf(mod.text, n));
  return t;
}

function readConfig(r: Reader, cls: SyntaxNode, mod: Mod, keywords: ReturnType<typeof callArgs>['keywords']) {
  const out: { extra?: 'forbid' | 'allow'; title?: string } = {};
  const read = (name: string, s: string | undefined) => {
    if (name === 'extra' && (s === 'forbid' || s === 'allow')) out.extra = s;
    if (name === 'title' && s !== undefined) out.title = s;
  };
  for (const [name, { value }] of keywords) read(name, stringValue(mod.text, value));
  for (const s of childrenOf(cls.getChild('Body') ?? cls)) {
    if (s.name !== 'AssignStatement') continue;
    const kids = childrenOf(s);
    if (kids[0]?.name !== 'VariableName' || textOf(mod.text, kids[0]) !== 'model_config') continue;
    const value = kids[kids.length - 1];
    if (value.name === 'CallExpression')
      for (const [name, a] of callArgs(mod.text, value.getChild('ArgList')).keywords)
        read(name, stringValue(mod.text, a.value));
    else if (value.name === 'DictionaryExpression') {
      const v = readValue(r, value, mod);
      if (v?.kind === 'object')
        for (const p of v.props) read(p.key, p.value?.kind === 'string' ? p.value.value : undefined);
    }
  }
  return out;
}

function ownFields(
  r: Reader,
  cls: SyntaxNode,
  mod: Mod,
  parents: ModelDef[],
  kind: ClassKind,
  notTotal: boolean,
): PyField[] {
  const byName = new Map<string, PyField>();
  for (const p of parents) for (const f of p.fields()) byName.set(f.name, f);
  for (const s of childrenOf(cls.getChild('Body') ?? cls)) {
    if (s.name !== 'AssignStatement') continue;
    const kids = childrenOf(s);
    const typeDef = kids[1]?.name === 'TypeDef' ? kids[1] : undefined;
    if (kids[0]?.name !== 'VariableName' || !typeDef) continue;
    const name = textOf(mod.text, kids[0]);
    if (name === 'model_config' || (kind === 'model' && name.startsWith('_'))) continue;
    const annotation = typeDef.lastChild;
    if (!annotation || annotation.name === ':') continue;
    if (isClassVar(r, annotation, mod)) continue;
    const defaultNode = kids[2]?.name === 'AssignOp' ? kids[3] : undefined;
    const type = r.readType(annotation, mod);
    const meta = defaultMeta(r, defaultNode, mod, type);
    const field: PyField = { name, nameSpan: r.spanIn(kids[0], mod), type, meta };
    if (kind === 'typeddict')
      field.notRequired = notTotal
        ? !isMarked(r, annotation, mod, 'typing.Required')
        : isMarked(r, annotation, mod, 'typing.NotRequired');
    byName.set(name, field);
  }
  return [...byName.values()];
}

/**
 * What a field's default says: a `Field(...)` call read as such, else the value
 * itself; with none written, the default an `Annotated[X, Field(default=...)]` gives.
 */
export function defaultMeta(r: Reader, node: SyntaxNode | undefined, mod: Mod, type?: PyType): FieldMeta {
  if (!node) {
    const inAnnotated =
      type?.kind.t === 'annotated' ? [...type.kind.meta].reverse().find((m) => m.default !== undefined) : undefined;
    const span = inAnnotated?.span ?? { offset: 0, length: 0 };
    return { span, keywords: [], constraints: [], default: inAnnotated?.default, factory: inAnnotated?.factory };
  }
  const field = node.name === 'CallExpression' ? r.fieldCall(node, mod) : undefined;
  if (field) return field;
  const at = r.spanIn(node, mod);
  return { span: at, keywords: [], constraints: [], default: readValue(r, node, mod) ?? { kind: 'opaque', ...at } };
}

function isClassVar(r: Reader, annotation: SyntaxNode, mod: Mod): boolean {
  return isMarked(r, annotation, mod, 'typing.ClassVar');
}

function isMarked(r: Reader, annotation: SyntaxNode, mod: Mod, name: string): boolean {
  const head = annotation.name === 'MemberExpression' && annotation.getChild('[') ? annotation.firstChild! : annotation;
  const t = r.resolveExpr(head, mod);
  return t.kind === 'known' && t.name === name;
}
