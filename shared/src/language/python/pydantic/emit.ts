import type { JsonNode, JsonObject, JsonProperty } from '../../../json/tree';
import type { Span } from '../../../types';
import { arr, fromValue, obj, opaque, prop, str } from '../../computed/tree-builders';
import type { Constraint, EnumDef, FieldMeta, Keyword, ModelDef, PyField, PyType } from './ir';
import { fieldTitle } from './literals';

/** What the SDK's way of building the model changes in pydantic's output. */
export interface EmitOptions {
  /** `Annotated[str, "text"]` becomes the description (fastmcp, LangChain's @tool, the Agents SDK). */
  annotatedDoc: boolean;
  /** pydantic's generated field titles; pydantic-ai turns them off (models and enums keep theirs). */
  fieldTitles: boolean;
}

/** How deep a schema is written: deeper, it is opaque (the reader caps annotations; this caps model chains). */
const MAX_EMIT_DEPTH = 96;

const CONSTRAINT_KEYS: Record<string, Record<string, string>> = {
  string: { min_length: 'minLength', max_length: 'maxLength', pattern: 'pattern' },
  array: { min_length: 'minItems', max_length: 'maxItems' },
  object: { min_length: 'minProperties', max_length: 'maxProperties' },
  number: { gt: 'exclusiveMinimum', ge: 'minimum', lt: 'exclusiveMaximum', le: 'maximum', multiple_of: 'multipleOf' },
};
CONSTRAINT_KEYS.integer = CONSTRAINT_KEYS.number;

/**
 * Writes the evaluator's types as pydantic 2.13 writes JSON Schema (mode
 * `validation`), keys not yet sorted (`sort.ts` does that last, as pydantic
 * does). Models and enums go to `$defs` and are referenced; a model met again
 * while it is being written is a reference too, so recursion ends.
 */
export class Emitter {
  readonly defs = new Map<string, JsonNode>();
  private readonly names = new Map<ModelDef | EnumDef, string>();
  private readonly writing = new Set<string>();
  /** Defs referenced while they were being written: recursive ones. */
  readonly recursive = new Set<string>();
  private depth = 0;

  constructor(readonly options: EmitOptions) {}

  type(t: PyType): JsonNode {
    if (this.depth > MAX_EMIT_DEPTH) return opaque(t.span);
    this.depth++;
    try {
      return this.kind(t);
    } finally {
      this.depth--;
    }
  }

  private kind(t: PyType): JsonNode {
    const at = t.span;
    const k = t.kind;
    switch (k.t) {
      case 'scalar':
        return obj(
          at,
          k.keywords.map(([key, v]) => prop(key, at, fromValue(at, v))),
        );
      case 'none':
        return typed(at, 'null');
      case 'any':
        return obj(at, []);
      case 'list':
        return obj(at, [
          prop('items', at, k.item ? this.type(k.item) : obj(at, [])),
          prop('type', at, str(at, 'array')),
          ...(k.unique ? [prop('uniqueItems', at, fromValue(at, true))] : []),
        ]);
      case 'tuple-var':
        return obj(at, [prop('items', at, this.type(k.item)), prop('type', at, str(at, 'array'))]);
      case 'tuple':
        return this.tuple(at, k.items);
      case 'dict':
        return obj(at, [
          prop('additionalProperties', at, this.mapValue(at, k.value)),
          prop('type', at, str(at, 'object')),
        ]);
      case 'union':
        return this.union(at, k.members);
      case 'literal':
        return literal(at, k.values);
      case 'model':
        return this.ref(at, k.def);
      case 'enum':
        return this.ref(at, k.def);
      case 'annotated':
        return this.annotated(t, k.inner, k.meta);
      default:
        return opaque(at);
    }
  }

  private mapValue(at: Span, value: PyType | undefined): JsonNode {
    const v = value ? this.type(value) : undefined;
    return !v || (v.kind === 'object' && !v.props.length && !v.rest) ? fromValue(at, true) : v;
  }

  private tuple(at: Span, items: PyType[]): JsonNode {
    const n = fromValue(at, items.length);
    const props = [prop('maxItems', at, n), prop('minItems', at, n)];
    if (items.length)
      props.push(
        prop(
          'prefixItems',
          at,
          arr(
            at,
            items.map((i) => this.type(i)),
          ),
        ),
      );
    return obj(at, [...props, prop('type', at, str(at, 'array'))]);
  }

  /** pydantic's nullable and union schemas: `None` last, nested `anyOf`s flattened. */
  private union(at: Span, members: PyType[]): JsonNode {
    const nullable = members.filter((m) => m.kind.t === 'none');
    const rest = members.filter((m) => m.kind.t !== 'none');
    const schemas = rest.map((m) => this.type(m));
    if (nullable.length) schemas.push(typed(nullable[0].span, 'null'));
    if (schemas.length === 1) return schemas[0];
    return obj(at, [prop('anyOf', at, arr(at, flattenAnyOf(schemas)))]);
  }

  private annotated(t: PyType, inner: PyType, meta: FieldMeta[]): JsonNode {
    let schema = this.type(inner);
    for (const m of meta) schema = this.applyMeta(schema, inner, m);
    return { ...schema, offset: t.span.offset, length: t.span.length };
  }

  /** A field's constraints, keywords and discriminator on its type's schema. */
  applyMeta(schema: JsonNode, type: PyType, meta: FieldMeta): JsonNode {
    if (schema.kind !== 'object') return schema;
    let out: JsonObject = schema;
    if (meta.discriminator) out = this.discriminated(out, type, meta.discriminator) ?? out;
    for (const c of meta.constraints) out = constrain(out, c);
    for (const k of meta.keywords) out = setKey(out, k);
    if (meta.annotatedDoc && this.options.annotatedDoc) out = setKey(out, meta.annotatedDoc);
    if (meta.unread) out = { ...out, rest: [...(out.rest ?? []), meta.unread] };
    return out;
  }

  /** `Field(discriminator='kind')` on a union of models: `oneOf` with pydantic's mapping. */
  private discriminated(schema: JsonObject, type: PyType, d: { name: string; span: Span }): JsonObject | undefined {
    const u = unwrap(type);
    if (u.kind.t !== 'union') return undefined;
    const mapping: JsonProperty[] = [];
    for (const m of u.kind.members) {
      if (m.kind.t !== 'model') return undefined;
      const f = m.kind.def.fields().find((x) => x.name === d.name);
      const lit = f ? unwrap(f.type) : undefined;
      if (lit?.kind.t !== 'literal') return undefined;
      for (const v of lit.kind.values)
        if (v.kind === 'string') mapping.push(prop(v.value, d.span, str(d.span, `#/$defs/${this.nameOf(m.kind.def)}`)));
    }
    const anyOf = schema.props.find((p) => p.key === 'anyOf');
    if (!anyOf?.value) return undefined;
    const disc = obj(d.span, [
      prop('mapping', d.span, obj(d.span, mapping)),
      prop('propertyName', d.span, str(d.span, d.name)),
    ]);
    return { ...schema, props: [prop('discriminator', d.span, disc), { ...anyOf, key: 'oneOf' }] };
  }

  /** The schema of one field under its property name, as pydantic writes a model field or a function argument. */
  field(f: PyField, titleFrom: string): JsonNode {
    let schema = this.applyMeta(this.type(f.type), f.type, f.meta);
    if (schema.kind !== 'object') return schema;
    if (this.options.fieldTitles && !schema.props.some((p) => p.key === 'title') && titleShouldBeSet(f.type))
      schema = {
        ...schema,
        props: [...schema.props, prop('title', f.nameSpan, str(f.nameSpan, fieldTitle(titleFrom)))],
      };
    const d = f.meta.default;
    if (d && d !== 'factory')
      schema = {
        ...schema,
        props: [...schema.props.filter((p) => p.key !== 'default'), prop('default', f.meta.span, d)],
      };
    return schema;
  }

  /** A model's or enum's `$ref`, writing its `$defs` entry the first time. */
  ref(at: Span, def: ModelDef | EnumDef): JsonNode {
    const name = this.nameOf(def);
    if (this.writing.has(name)) this.recursive.add(name);
    else if (!this.defs.has(name)) {
      this.writing.add(name);
      this.defs.set(name, opaque(at)); // holds its place: pydantic lists $defs sorted anyway
      this.defs.set(name, 'kind' in def ? this.model(at, def) : enumSchema(at, def));
      this.writing.delete(name);
    }
    return obj(at, [prop('$ref', at, str(at, `#/$defs/${name}`))]);
  }

  nameOf(def: ModelDef | EnumDef): string {
    let name = this.names.get(def);
    if (!name) {
      name = def.name;
      const taken = new Set(this.names.values());
      for (let i = 2; taken.has(name); i++) name = `${def.name}${i}`;
      this.names.set(def, name);
    }
    return name;
  }

  /** Fields as properties under their aliases, and the names of those without a default. */
  properties(fields: readonly PyField[]): { props: JsonProperty[]; required: JsonNode[] } {
    const props: JsonProperty[] = [];
    const required: JsonNode[] = [];
    for (const f of fields) {
      const key = f.meta.alias?.name ?? f.name;
      props.push(prop(key, f.meta.alias?.span ?? f.nameSpan, this.field(f, key)));
      if (f.meta.default === undefined && !f.notRequired) required.push(str(f.nameSpan, key));
    }
    return { props, required };
  }

  /** A model's own schema (what `$defs` holds for it). */
  model(at: Span, def: ModelDef): JsonNode {
    const { props, required } = this.properties(def.fields());
    const out: JsonProperty[] = [prop('properties', at, obj(at, props))];
    if (required.length) out.push(prop('required', at, arr(at, required)));
    out.push(prop('title', at, str(at, def.title ?? def.name)), prop('type', at, str(at, 'object')));
    if (def.description) out.push(prop('description', at, str(at, def.description)));
    if (def.extra) out.push(prop('additionalProperties', at, fromValue(at, def.extra === 'allow')));
    const schema = obj(at, out);
    return def.unreadBase ? { ...schema, rest: [def.unreadBase] } : schema;
  }
}

function typed(at: Span, type: string): JsonNode {
  return obj(at, [prop('type', at, str(at, type))]);
}

function unwrap(t: PyType): PyType {
  return t.kind.t === 'annotated' ? unwrap(t.kind.inner) : t;
}

/** pydantic's `field_title_should_be_set`: not for models and enums (they have their own), nor a nullable one. */
export function titleShouldBeSet(t: PyType): boolean {
  const k = unwrap(t).kind;
  if (k.t === 'model' || k.t === 'enum') return false;
  if (k.t === 'union') {
    const nonNull = k.members.filter((m) => m.kind.t !== 'none');
    return !(nonNull.length === 1 && nonNull.length < k.members.length && !titleShouldBeSet(nonNull[0]));
  }
  return true;
}

function flattenAnyOf(schemas: JsonNode[]): JsonNode[] {
  return schemas.flatMap((s) => {
    if (s.kind !== 'object' || s.props.length !== 1 || s.props[0].key !== 'anyOf' || s.props[0].value?.kind !== 'array')
      return [s];
    return s.props[0].value.items;
  });
}

/** pydantic 2.10+: one value is `const`, more are `enum`; `type` when every value has the same one. */
function literal(at: Span, values: JsonNode[]): JsonNode {
  const props = values.length === 1 ? [prop('const', at, values[0])] : [prop('enum', at, arr(at, values))];
  const type = commonType(values);
  if (type) props.push(prop('type', at, str(at, type)));
  return obj(at, props);
}

function commonType(values: JsonNode[]): string | undefined {
  const kinds = new Set(
    values.map((v) => (v.kind === 'number' ? (Number.isInteger(v.value) ? 'integer' : 'number') : v.kind)),
  );
  if (kinds.size !== 1) return undefined;
  const [k] = kinds;
  return k === 'string' || k === 'integer' || k === 'number' || k === 'boolean' || k === 'null' ? k : undefined;
}

function enumSchema(at: Span, def: EnumDef): JsonNode {
  const props: JsonProperty[] = [];
  if (def.description) props.push(prop('description', at, str(at, def.description)));
  props.push(def.values.length === 1 ? prop('const', at, def.values[0]) : prop('enum', at, arr(at, def.values)));
  props.push(prop('title', at, str(at, def.name)));
  const type = commonType(def.values);
  if (type) props.push(prop('type', at, str(at, type)));
  const schema = obj(at, props);
  return def.unread ? { ...schema, rest: [at] } : schema;
}

function setKey(o: JsonObject, k: Keyword): JsonObject {
  return { ...o, props: [...o.props.filter((p) => p.key !== k.key), prop(k.key, k.keySpan, k.value)] };
}

/** A constraint on the schema of the type it constrains (inside a nullable's non-null members). */
function constrain(o: JsonObject, c: Constraint): JsonObject {
  const anyOf = o.props.find((p) => p.key === 'anyOf')?.value;
  if (anyOf?.kind === 'array' && !o.props.some((p) => p.key === 'type')) {
    const items = anyOf.items.map((m) => (m.kind === 'object' && typeOf(m) !== 'null' ? constrain(m, c) : m));
    return { ...o, props: o.props.map((p) => (p.key === 'anyOf' ? { ...p, value: { ...anyOf, items } } : p)) };
  }
  const key = CONSTRAINT_KEYS[typeOf(o) ?? '']?.[c.name];
  if (!key) return { ...o, rest: [...(o.rest ?? []), c.keySpan] };
  return setKey(o, { key, keySpan: c.keySpan, value: c.value });
}

function typeOf(o: JsonObject): string | undefined {
  const t = o.props.find((p) => p.key === 'type')?.value;
  return t?.kind === 'string' ? t.value : undefined;
}
