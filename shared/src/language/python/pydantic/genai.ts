import type { JsonNode, JsonProperty } from '../../../json/tree';
import type { SyntaxNode } from '@lezer/common';
import type { Span } from '../../../types';
import { arr, bool, obj, prop, str } from '../../computed/tree-builders';
import { defaultMeta } from './classes';
import { Emitter, type EmitOptions } from './emit';
import type { PyType } from './ir';
import { get, set, without } from './json-edit';
import type { Signature } from './params';
import type { Reader } from './reader';
import { sortLikePydantic } from './sort';
import { spanOf } from './syntax';

/** What google-genai cannot send: the request body's `json.dumps` raises on these defaults (by Python class name). */
const UNSERIALIZABLE: Record<string, string> = {
  'datetime.date': 'date',
  'datetime.datetime': 'datetime',
  'datetime.time': 'time',
  'datetime.timedelta': 'timedelta',
  'decimal.Decimal': 'Decimal',
  'uuid.UUID': 'UUID',
  'pathlib.Path': 'PosixPath',
  'pydantic.Field': 'FieldInfo',
};

export type GenaiResult = { schema: JsonNode | undefined } | { throws: { message: string; span: Span } };

/**
 * google-genai's `parameters_json_schema`: each parameter's annotation through
 * its own `TypeAdapter` (its `$defs` hoisted to the root), `type: "object"`
 * added beside an `anyOf`, a fixed tuple closed with `unevaluatedItems: false`,
 * the default appended, `Any` optional, `*args` and `**kwargs` left out. No
 * parameters: no schema. A default `json.dumps` cannot write (`Field(...)`, a
 * `date`) makes the request fail before it is sent.
 */
export function genaiSchema(
  r: Reader,
  sig: Signature,
  injected: ReadonlySet<string>,
  options: EmitOptions,
): GenaiResult {
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
    if (schema.kind === 'object' && get(schema, 'prefixItems') && !get(schema, 'items'))
      schema = set(schema, 'unevaluatedItems', bool(schema, false));
    if (p.default) {
      const cls = unserializable(r, p.default);
      if (cls)
        return {
          throws: { message: `TypeError: Object of type ${cls} is not JSON serializable`, span: spanOf(p.default) },
        };
      const meta = defaultMeta(r, p.default, r.root);
      if (schema.kind === 'object' && meta.default && meta.default !== 'factory')
        schema = set(schema, 'default', meta.default, meta.span);
    }
    const nameSpan = spanOf(p.nameNode);
    props.push(prop(p.name, nameSpan, schema));
    if (!p.default && !isAny(type)) required.push(str(nameSpan, p.name));
  }
  if (!props.length) return { schema: undefined };
  const at = sig.nameSpan;
  const root = [prop('type', at, str(at, 'object')), prop('properties', at, obj(at, props))];
  if (defs.length) root.push(prop('$defs', at, obj(at, defs)));
  root.push(prop('required', at, arr(at, required)));
  return { schema: obj(at, root) };
}

function unserializable(r: Reader, node: SyntaxNode): string | undefined {
  if (node.name !== 'CallExpression' || !node.firstChild) return undefined;
  const callee = r.resolveExpr(node.firstChild, r.root);
  return callee.kind === 'known' ? UNSERIALIZABLE[callee.name] : undefined;
}

/** `TypeAdapter(T).json_schema()`: a model at the top is its own schema (a recursive one a `$ref` beside its `$defs`). */
function typeAdapterSchema(e: Emitter, type: PyType): JsonNode {
  const k = type.kind;
  if (k.t === 'model' || k.t === 'enum') {
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
