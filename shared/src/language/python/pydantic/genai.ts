import type { JsonNode, JsonProperty } from '../../../json/tree';
import { arr, obj, opaque, prop, str } from '../../computed/tree-builders';
import { defaultMeta } from './classes';
import { Emitter, type EmitOptions } from './emit';
import { fieldInfoRepr } from './field-repr';
import type { PyType } from './ir';
import { get, set, without } from './json-edit';
import type { Signature } from './params';
import type { Reader } from './reader';
import { sortLikePydantic } from './sort';
import { spanOf } from './syntax';

/**
 * google-genai's `parameters_json_schema`: each parameter's annotation through
 * its own `TypeAdapter` (its `$defs` hoisted to the root), `type: "object"`
 * added beside an `anyOf`, the default appended (a `Field(...)` default is the
 * FieldInfo's repr, and the parameter is then not required), `Any` optional,
 * `*args` and `**kwargs` left out. No parameters: no schema.
 */
export function genaiSchema(
  r: Reader,
  sig: Signature,
  injected: ReadonlySet<string>,
  options: EmitOptions,
): JsonNode | undefined {
  const props: JsonProperty[] = [];
  const required: JsonNode[] = [];
  const defs: JsonProperty[] = [];
  for (const p of sig.params) {
    if (injected.has(p.name) || p.kind === 'var-args' || p.kind === 'var-kwargs' || !p.annotation) continue;
    const type = r.readType(p.annotation, r.root);
    const e = new Emitter(options);
    let schema = typeAdapterSchema(e, type);
    for (const [name, def] of [...e.defs].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      mergeDef(defs, name, sortLikePydantic(def, '$defs'));
    if (schema.kind === 'object' && get(schema, 'anyOf')) schema = set(schema, 'type', str(schema, 'object'));
    const meta = defaultMeta(r, p.default, r.root);
    const fieldDefault = meta.call !== undefined;
    if (p.default && schema.kind === 'object') {
      const repr = fieldDefault ? fieldInfoRepr(meta) : undefined;
      const value = fieldDefault ? (repr === undefined ? opaque(meta.span) : str(meta.span, repr)) : meta.default;
      if (value && value !== 'factory') schema = set(schema, 'default', value, meta.span);
    }
    const nameSpan = spanOf(p.nameNode);
    props.push(prop(p.name, nameSpan, schema));
    if (!p.default && !isAny(type)) required.push(str(nameSpan, p.name));
  }
  if (!props.length) return undefined;
  const at = sig.nameSpan;
  const root = [prop('type', at, str(at, 'object')), prop('properties', at, obj(at, props))];
  if (defs.length) root.push(prop('$defs', at, obj(at, defs)));
  root.push(prop('required', at, arr(at, required)));
  return obj(at, root);
}

/** `TypeAdapter(T).json_schema()`: a model at the top is its own schema (a recursive one a `$ref` beside its `$defs`). */
function typeAdapterSchema(e: Emitter, type: PyType): JsonNode {
  const k = type.kind;
  if (k.t === 'model') {
    e.ref(type.span, k.def);
    const name = e.nameOf(k.def);
    if (!e.recursive.has(name)) {
      const body = e.defs.get(name)!;
      e.defs.delete(name);
      return sortLikePydantic(body);
    }
  }
  const schema = sortLikePydantic(e.type(type));
  return schema.kind === 'object' ? without(schema, '$defs') : schema;
}

function mergeDef(defs: JsonProperty[], name: string, def: JsonNode): void {
  const i = defs.findIndex((d) => d.key === name);
  if (i >= 0) defs[i] = { ...defs[i], value: def };
  else defs.push(prop(name, def, def));
}

function isAny(t: PyType): boolean {
  return t.kind.t === 'any' || (t.kind.t === 'annotated' && isAny(t.kind.inner));
}
