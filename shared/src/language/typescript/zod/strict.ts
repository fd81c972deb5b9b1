import type { JsonNode, JsonObject, JsonProperty } from '../../../json/tree';
import { arr, bool, obj, prop, str } from '../../computed/tree-builders';
import { typeIncludesObject } from './close';

/** Keywords OpenAI's strict transform refuses (the ones a zod schema can produce). */
const UNSUPPORTED = ['allOf', 'propertyNames', 'uniqueItems', 'prefixItems', 'not', 'patternProperties'];
const OPTIONAL_DOCS =
  'https://platform.openai.com/docs/guides/structured-outputs?api-mode=responses#all-fields-must-be-required';

export class StrictThrow extends Error {
  constructor(
    readonly node: JsonNode,
    message: string,
  ) {
    super(message);
  }
}

/**
 * OpenAI's `toStrictJsonSchema`, as far as zod schemas reach it: every object
 * closed, every property required (a nullable one is added to `required`, an
 * optional one throws), and the keywords strict mode has no room for throw.
 * Throws a StrictThrow with the helper's own words at the first fault.
 */
export function toStrict(node: JsonNode, path: string, depth = 0): JsonNode {
  if (node.kind !== 'object' || depth > 400) return node;
  const at = path || '<root>';
  if (node.props.some((p) => p.key === 'items' && p.value?.kind === 'array'))
    throw new StrictThrow(
      node,
      `Schema at \`${at}\` uses tuple-form \`items\`, which cannot be represented in strict Structured Outputs.`,
    );
  let props = node.props;
  if (typeIncludesObject(node)) props = closed(node, at);
  const bad = props.find((p) => UNSUPPORTED.includes(p.key));
  if (bad)
    throw new StrictThrow(
      node,
      `Schema at \`${at}\` uses unsupported keyword \`${bad.key}\` and cannot be represented in strict Structured Outputs.`,
    );
  const child = (p: JsonProperty, v: JsonNode, sub: string) => ({
    ...p,
    value: toStrict(v, join(path, sub), depth + 1),
  });
  props = props.map((p) => {
    const v = p.value;
    if (!v) return p;
    if (p.key === 'properties' && v.kind === 'object')
      return {
        ...p,
        value: obj(
          v,
          v.props.map((q) => (q.value ? child(q, q.value, `properties/${q.key}`) : q)),
        ),
      };
    if ((p.key === 'anyOf' || p.key === 'oneOf') && v.kind === 'array')
      return {
        ...p,
        value: arr(
          v,
          v.items.map((m, i) => toStrict(m, join(path, `${p.key}/${i}`), depth + 1)),
        ),
      };
    if (p.key === 'items') return child(p, v, 'items');
    if ((p.key === 'definitions' || p.key === '$defs') && v.kind === 'object')
      return {
        ...p,
        value: obj(
          v,
          v.props.map((q) => (q.value ? child(q, q.value, `${p.key}/${q.key}`) : q)),
        ),
      };
    return p;
  });
  return obj(node, typeIncludesObject(node) ? allRequired({ ...node, props }, path) : props);
}

function join(path: string, sub: string): string {
  return path ? `${path}/${sub}` : sub;
}

function closed(node: JsonObject, at: string): JsonProperty[] {
  const extra = node.props.find((p) => p.key === 'additionalProperties');
  if (!extra) return [...node.props, prop('additionalProperties', node, bool(node, false))];
  if (extra.value?.kind === 'boolean' && !extra.value.value) return node.props;
  throw new StrictThrow(
    node,
    `Object schema at \`${at}\` must set \`additionalProperties: false\` to be compatible with strict Structured Outputs.`,
  );
}

/** Every property required: a nullable one is added, an optional one is the helper's error. */
function allRequired(node: JsonObject, path: string): JsonProperty[] {
  const properties = node.props.find((p) => p.key === 'properties')?.value;
  const required = node.props.find((p) => p.key === 'required');
  const listed = required?.value?.kind === 'array' ? required.value.items : [];
  const names = new Set(listed.map((n) => (n.kind === 'string' ? n.value : '')));
  const added: JsonNode[] = [];
  if (properties?.kind === 'object')
    for (const p of properties.props) {
      if (names.has(p.key)) continue;
      if (!p.value || !acceptsNull(p.value))
        throw new StrictThrow(
          p.value ?? node,
          `Schema field at \`${join(path, `properties/${p.key}`)}\` uses \`.optional()\` without \`.nullable()\` which is not supported by the API. See: ${OPTIONAL_DOCS}`,
        );
      added.push(str({ offset: p.keyOffset, length: p.keyLength }, p.key));
    }
  if (required && !added.length) return node.props;
  const list = arr(required?.value ?? node, [...listed, ...added]);
  const others = node.props.filter((p) => p.key !== 'required');
  return [
    ...others,
    prop('required', required ? { offset: required.keyOffset, length: required.keyLength } : node, list),
  ];
}

function acceptsNull(node: JsonNode): boolean {
  if (node.kind !== 'object') return false;
  const type = node.props.find((p) => p.key === 'type')?.value;
  if (type?.kind === 'string') return type.value === 'null';
  if (type?.kind === 'array') return type.items.some((t) => t.kind === 'string' && t.value === 'null');
  const anyOf = node.props.find((p) => p.key === 'anyOf')?.value;
  return anyOf?.kind === 'array' && anyOf.items.some((m) => m.kind === 'object' && acceptsNull(m));
}
