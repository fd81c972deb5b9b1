import { getProp, getString, type JsonNode, type JsonObject, type JsonProperty } from '../../json/tree';
import { arr, bool, obj, opaque, prop, str } from '../computed/tree-builders';
import type { OpenApiConverter } from './profiles';
import { resolveLocal } from './refs';

/** Deeper than this a document's schema is not read (opaque): real ones are a few dozen levels deep. */
export const MAX_SCHEMA_DEPTH = 200;

const COMPONENT = '#/components/schemas/';

/** The keywords whose values are schemas (or lists or maps of them), entered by a converter that keeps every keyword. */
const SUBSCHEMA = new Set(['items', 'additionalProperties', 'not', 'contains', 'propertyNames', 'if', 'then', 'else']);
const SCHEMA_LISTS = new Set(['anyOf', 'oneOf', 'allOf', 'prefixItems']);
const SCHEMA_MAPS = new Set(['properties', 'patternProperties', '$defs', 'definitions', 'dependentSchemas']);

/** What converting one document shares: the document (for local references) and the converter's profile. */
export interface Converting {
  document: JsonNode;
  profile: OpenApiConverter;
}

/**
 * A schema of the document as the converter sends it: every node placed on
 * the document's node that produced it, a keyword the converter writes on its
 * own keyed on the whole schema it sits in (`addedByConverter`), a reference
 * to a component rewritten to `#/$defs/<name>`.
 */
export function convertSchema(
  node: JsonNode,
  c: Converting,
  depth = 0,
  resolving: ReadonlySet<string> = new Set(),
): JsonNode {
  if (depth > MAX_SCHEMA_DEPTH) return opaque(node);
  if (node.kind !== 'object') return copy(node);
  const ref = getString(node, '$ref');
  if (ref !== undefined) return convertRef(node, ref, c, depth, resolving);
  return c.profile.keeps ? rebuilt(node, c.profile.keeps, c, depth, resolving) : asWritten(node, c, depth, resolving);
}

function convertRef(node: JsonObject, ref: string, c: Converting, depth: number, resolving: ReadonlySet<string>) {
  const member = getProp(node, '$ref')!;
  if (ref.startsWith(COMPONENT)) {
    const rewritten = prop('$ref', keyOf(member), str(member.value!, '#/$defs/' + ref.slice(COMPONENT.length)));
    if (!c.profile.keeps) return obj(node, [rewritten, ...siblings(node, c, depth, resolving)]);
    const description = getProp(node, 'description');
    return obj(node, description?.value ? [rewritten, copyMember(description)] : [rewritten]);
  }
  // Another local reference (a parameter's, a response's) is written out in place; a cycle or a miss stays a reference.
  const target = resolving.has(ref) ? undefined : resolveLocal(c.document, ref);
  if (!target) return copy(node);
  return convertSchema(target, c, depth + 1, new Set([...resolving, ref]));
}

function siblings(node: JsonObject, c: Converting, depth: number, resolving: ReadonlySet<string>): JsonProperty[] {
  return asWritten({ ...node, props: node.props.filter((p) => p.key !== '$ref') }, c, depth, resolving).props;
}

/** Every keyword as written, the schemas below converted (their references rewritten). */
function asWritten(node: JsonObject, c: Converting, depth: number, resolving: ReadonlySet<string>): JsonObject {
  const sub = (n: JsonNode) => convertSchema(n, c, depth + 1, resolving);
  const props = node.props.map((p): JsonProperty => {
    const v = p.value;
    if (!v) return p;
    if (SUBSCHEMA.has(p.key) && v.kind === 'object') return { ...keyed(p), value: sub(v) };
    if (SCHEMA_LISTS.has(p.key) && v.kind === 'array') return { ...keyed(p), value: arr(v, v.items.map(sub)) };
    if (SCHEMA_MAPS.has(p.key) && v.kind === 'object')
      return {
        ...keyed(p),
        value: obj(
          v,
          v.props.map((q) => (q.value ? { ...keyed(q), value: sub(q.value) } : q)),
        ),
      };
    return copyMember(p);
  });
  return obj(node, props);
}

/**
 * A converter that copies only the keywords it knows (`keeps`, in its order),
 * reading them by type: `properties`, `required` and `additionalProperties` of
 * a `type: object` schema, `items` of a `type: array` one.
 */
function rebuilt(
  node: JsonObject,
  keeps: readonly string[],
  c: Converting,
  depth: number,
  resolving: ReadonlySet<string>,
): JsonObject {
  const type = getString(node, 'type');
  const sub = (n: JsonNode) => convertSchema(n, c, depth + 1, resolving);
  const out: JsonProperty[] = [];
  for (const key of keeps) {
    const p = getProp(node, key);
    const v = p?.value;
    if (key === 'format' || key === 'description') {
      if (key === 'format') out.push(...formatAndDescription(node, c.profile));
      continue;
    }
    if (key === 'additionalProperties' && type === 'object') {
      const member = additional(node, p, c.profile, sub);
      if (member) out.push(member);
      continue;
    }
    if (!p || !v || !kept(key, v, type)) continue;
    if ((key === 'items' && v.kind === 'object') || (key === 'additionalProperties' && v.kind === 'object'))
      out.push({ ...keyed(p), value: sub(v) });
    else if (SCHEMA_LISTS.has(key) && v.kind === 'array') out.push({ ...keyed(p), value: arr(v, v.items.map(sub)) });
    else if (key === 'properties' && v.kind === 'object')
      out.push({
        ...keyed(p),
        value: obj(
          v,
          v.props.map((q) => (q.value ? { ...keyed(q), value: sub(q.value) } : q)),
        ),
      });
    else out.push(copyMember(p));
  }
  return obj(node, out);
}

/** Whether a converter that reads keywords by type keeps this one (a falsy `type` or `format` is not copied). */
function kept(key: string, v: JsonNode, type: string | undefined): boolean {
  if (key === 'type')
    return !(v.kind === 'string' && v.value === '') && v.kind !== 'null' && !(v.kind === 'boolean' && !v.value);
  if (key === 'properties' || key === 'required') return type === 'object';
  if (key === 'items') return type === 'array';
  return true;
}

/** `format` and `description`, with a binary file's format and words as the profile writes them. */
function formatAndDescription(node: JsonObject, profile: OpenApiConverter): JsonProperty[] {
  const format = getProp(node, 'format');
  const description = getProp(node, 'description');
  const words = description?.value?.kind === 'string' ? description.value.value : '';
  if (profile.binary && format?.value?.kind === 'string' && format.value.value === 'binary') {
    const said = words ? `${words} (${profile.binary.description})` : profile.binary.description;
    const at = description?.value ?? format.value;
    return [
      prop('format', keyOf(format), str(format.value, profile.binary.format)),
      prop('description', description ? keyOf(description) : node, str(at, said)),
    ];
  }
  const out: JsonProperty[] = [];
  if (format?.value && !(format.value.kind === 'string' && format.value.value === '')) out.push(copyMember(format));
  if (description?.value && words !== '') out.push(copyMember(description));
  return out;
}

/**
 * An object's `additionalProperties`: a schema converted, a boolean as written,
 * another value `false`; when absent, `true` keyed on the whole schema (the
 * converter's own) if the profile opens objects.
 */
function additional(
  node: JsonObject,
  p: JsonProperty | undefined,
  profile: OpenApiConverter,
  sub: (n: JsonNode) => JsonNode,
): JsonProperty | undefined {
  const v = p?.value;
  if (!p || !v) return profile.openObjects ? prop('additionalProperties', node, bool(node, true)) : undefined;
  if (v.kind === 'object') return { ...keyed(p), value: sub(v) };
  if (v.kind === 'boolean') return copyMember(p);
  return { ...keyed(p), value: bool(v, false) };
}

function keyOf(p: JsonProperty) {
  return { offset: p.keyOffset, length: p.keyLength };
}

function keyed(p: JsonProperty): JsonProperty {
  return { key: p.key, keyOffset: p.keyOffset, keyLength: p.keyLength, value: p.value };
}

function copyMember(p: JsonProperty): JsonProperty {
  return { ...keyed(p), value: p.value && copy(p.value) };
}

/** A fresh copy of a document's value (a tool's tree shares no node with the document or another tool). Iterative. */
export function copy(node: JsonNode): JsonNode {
  const out = { ...node };
  const stack: JsonNode[] = [out];
  while (stack.length) {
    const n = stack.pop()!;
    if (n.kind === 'array') {
      n.items = n.items.map((i) => ({ ...i }));
      stack.push(...n.items);
    } else if (n.kind === 'object') {
      n.props = n.props.map((q) => ({ ...q, value: q.value && { ...q.value } }));
      for (const q of n.props) if (q.value) stack.push(q.value);
    }
  }
  return out;
}
