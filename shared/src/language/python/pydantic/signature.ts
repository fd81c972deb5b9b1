import type { JsonNode } from '../../../json/tree';
import type { Span } from '../../../types';
import { arr, fromValue, obj, prop, str } from '../../computed/tree-builders';
import { defaultMeta } from './classes';
import type { Emitter } from './emit';
import type { FieldMeta, PyField, PyType } from './ir';
import type { Param, Signature } from './params';
import type { PythonProfile } from './profiles';
import type { Reader } from './reader';
import { spanOf } from './syntax';

/** A parameter as the SDK hands it to pydantic: its field, and how pydantic's function schema takes it. */
export interface ArgField extends PyField {
  param: Param;
  mode: 'positional-only' | 'normal' | 'keyword-only' | 'var-args' | 'var-kwargs';
}

const NULL_AT = (at: Span): JsonNode => ({ kind: 'null', offset: at.offset, length: at.length, value: null });

/** The fields the SDK makes of a signature: context parameters out, `*args` as it writes them, docstring descriptions in. */
export function argumentFields(
  r: Reader,
  sig: Signature,
  profile: PythonProfile,
  injected: ReadonlySet<string>,
  docs: ReadonlyMap<string, { text: string; span: Span }> | undefined,
): ArgField[] {
  const out: ArgField[] = [];
  for (const p of sig.params) {
    if (injected.has(p.name)) continue;
    if (profile.underscore === 'drop' && p.name.startsWith('_')) continue;
    const isVar = p.kind === 'var-args' || p.kind === 'var-kwargs';
    if (isVar && profile.varParams === 'dropped') continue;
    const field = fieldOf(r, p, profile, docs);
    out.push(isVar ? varField(field, p, profile) : field);
    if (
      profile.varParams === 'optional-containers' &&
      p.kind === 'positional-only' &&
      !sig.params.some((q, i) => i > sig.params.indexOf(p) && q.kind === 'positional-only')
    )
      out.push(positionalOnlyPhantom(p));
  }
  return out;
}

function fieldOf(r: Reader, p: Param, profile: PythonProfile, docs: ArgDocs): ArgField {
  const mod = r.root;
  const nameSpan = spanOf(p.nameNode);
  const type: PyType = p.annotation ? r.readType(p.annotation, mod) : unannotated(p, profile, nameSpan);
  let meta = defaultMeta(r, p.default, mod, type);
  // create_model's FieldInfo.from_annotated_attribute(T, PydanticUndefined): an Annotated default gives way, a factory stays
  if (!p.default && profile.signature === 'arguments-model' && meta.default !== 'factory')
    meta = { ...meta, default: undefined };
  if (profile.rebuildsFields)
    meta = { ...meta, alias: undefined, keywords: meta.keywords.filter((k) => k.key === 'description') };
  const doc = docs?.get(p.name);
  if (doc && profile.paramDocs === 'field' && !meta.keywords.some((k) => k.key === 'description'))
    meta = {
      ...meta,
      keywords: [...meta.keywords, { key: 'description', keySpan: doc.span, value: str(doc.span, doc.text) }],
    };
  // pydantic-ai takes any default, a bare `Field(...)` too, as making the parameter optional
  const notRequired = profile.fieldIsDefault && meta.call !== undefined;
  const mode = profile.positionalAsKeyword && p.kind === 'positional-only' ? 'normal' : p.kind;
  const field = { name: p.name, nameSpan, type, meta, param: p, mode, notRequired };
  return profile.rebuildsFields ? { ...field, ...rebuiltField(field) } : field;
}

/**
 * LangChain's subset model rebuilds each top-level field from its annotation,
 * default, description and constraints only: an alias, a discriminator,
 * examples, a custom title and `json_schema_extra` do not survive.
 */
export function rebuiltField(f: PyField): PyField {
  return { ...f, type: rebuiltType(f.type), meta: rebuiltMeta(f.meta) };
}

function rebuiltMeta(m: FieldMeta): FieldMeta {
  return {
    ...m,
    alias: undefined,
    discriminator: undefined,
    keywords: m.keywords.filter((k) => k.key === 'description'),
  };
}

function rebuiltType(t: PyType): PyType {
  if (t.kind.t !== 'annotated') return t;
  return { ...t, kind: { ...t.kind, inner: rebuiltType(t.kind.inner), meta: t.kind.meta.map(rebuiltMeta) } };
}

type ArgDocs = ReadonlyMap<string, { text: string; span: Span }> | undefined;

/** mcp writes a parameter with no annotation as `{"title": name, "type": "string"}`; the others as `Any`. */
function unannotated(p: Param, profile: PythonProfile, at: Span): PyType {
  if (profile.unannotated === 'titled-string')
    return {
      kind: {
        t: 'scalar',
        keywords: [
          ['title', p.name],
          ['type', 'string'],
        ],
      },
      span: at,
    };
  return { kind: { t: 'any' }, span: at };
}

/** `*args: T` and `**kw: T` as the SDK writes them. */
function varField(f: ArgField, p: Param, profile: PythonProfile): ArgField {
  const at = f.type.span;
  if (profile.varParams === 'fields') return { ...f, mode: 'normal' };
  if (profile.varParams === 'array-field')
    return p.kind === 'var-args'
      ? { ...f, mode: 'normal', type: { kind: { t: 'list', item: f.type, unique: false }, span: at } }
      : f;
  if (profile.varParams === 'optional-containers' || profile.varParams === 'containers') {
    const kind =
      p.kind === 'var-args'
        ? { t: 'list' as const, item: f.type, unique: false }
        : { t: 'dict' as const, value: f.type };
    const dflt = profile.varParams === 'containers' ? ('factory' as const) : NULL_AT(at);
    return { ...f, mode: 'normal', type: { kind, span: at }, meta: { ...f.meta, default: dflt } };
  }
  return f;
}

/** LangChain's model of a positional-only signature has pydantic v1's `v__positional_only` field. */
function positionalOnlyPhantom(p: Param): ArgField {
  const at = spanOf(p.nameNode);
  const item: PyType = { kind: { t: 'scalar', keywords: [['type', 'string']] }, span: at };
  const meta: FieldMeta = { span: at, keywords: [], constraints: [], default: NULL_AT(at) };
  return {
    name: 'v__positional_only',
    nameSpan: at,
    type: { kind: { t: 'list', item, unique: false }, span: at },
    meta,
    param: p,
    mode: 'normal',
  };
}

function isRequired(f: PyField): boolean {
  return f.meta.default === undefined && !f.notRequired;
}

/** `create_model('<fn>Arguments', ...)`'s schema: the fields as a model's properties, `$defs` apart. */
export function argumentsModel(e: Emitter, fields: ArgField[], at: Span, title: string | undefined): JsonNode {
  const { props, required } = e.properties(fields);
  const out = [prop('properties', at, obj(at, props))];
  if (required.length) out.push(prop('required', at, arr(at, required)));
  if (title !== undefined) out.push(prop('title', at, str(at, title)));
  out.push(prop('type', at, str(at, 'object')));
  return obj(at, out);
}

/** pydantic's function schema (`TypeAdapter(fn)`): keyword form when it can, else positional (an array), else it throws. */
export function functionSchema(e: Emitter, fields: ArgField[], at: Span): { schema: JsonNode } | { throws: string } {
  const has = (m: ArgField['mode']) => fields.some((f) => f.mode === m);
  const varArgs = fields.find((f) => f.mode === 'var-args');
  const varKw = fields.find((f) => f.mode === 'var-kwargs');
  const plain = fields.filter((f) => f.mode !== 'var-args' && f.mode !== 'var-kwargs');
  if (!has('positional-only') && !varArgs) return { schema: keywordForm(e, plain, varKw, at) };
  if (!has('keyword-only') && !varKw) return { schema: positionalForm(e, plain, varArgs, at) };
  return {
    throws:
      'PydanticInvalidForJsonSchema: Unable to generate JSON schema for arguments validator with positional-only and keyword-only arguments',
  };
}

function keywordForm(e: Emitter, fields: ArgField[], varKw: ArgField | undefined, at: Span): JsonNode {
  const { props, required } = e.properties(fields);
  const out = [prop('type', at, str(at, 'object')), prop('properties', at, obj(at, props))];
  if (required.length) out.push(prop('required', at, arr(at, required)));
  if (!varKw) out.push(prop('additionalProperties', at, fromValue(at, false)));
  else {
    const extra = e.type(varKw.type);
    if (extra.kind !== 'object' || extra.props.length || extra.rest)
      out.push(prop('additionalProperties', varKw.nameSpan, extra));
  }
  return obj(at, out);
}

function positionalForm(e: Emitter, fields: ArgField[], varArgs: ArgField | undefined, at: Span): JsonNode {
  const items: JsonNode[] = [];
  let minItems = 0;
  for (const f of fields) {
    items.push(e.field(f, f.name));
    if (isRequired(f)) minItems = items.length;
  }
  const out = [prop('type', at, str(at, 'array'))];
  if (items.length) out.push(prop('prefixItems', at, arr(at, items)));
  if (minItems) out.push(prop('minItems', at, fromValue(at, minItems)));
  if (varArgs) {
    const s = e.type(varArgs.type);
    if (s.kind !== 'object' || s.props.length) out.push(prop('items', varArgs.nameSpan, s));
  } else out.push(prop('maxItems', at, fromValue(at, items.length)));
  return obj(at, out);
}
