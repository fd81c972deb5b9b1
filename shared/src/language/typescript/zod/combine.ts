import type { JsonNode, JsonProperty } from '../../../json/tree';
import type { Keyword, Span, ZNode } from './ir';
import { arr, bool, obj, prop, str } from '../../computed/tree-builders';

/** How the converters combine the schemas they wrote: type lists, literal enums, merged objects, bounds. */

const LOWER_BOUNDS = new Set(['minimum', 'exclusiveMinimum', 'minLength', 'minItems']);
const UPPER_BOUNDS = new Set(['maximum', 'exclusiveMaximum', 'maxLength', 'maxItems']);

/** `{type: 'string'}` members only: one `type` list, as both converters write it. */
export function typeList(at: Span, members: JsonNode[]): JsonProperty[] | undefined {
  const types: JsonNode[] = [];
  for (const m of members) {
    if (m.kind !== 'object' || m.props.length !== 1 || m.props[0].key !== 'type') return undefined;
    const t = m.props[0].value;
    if (t?.kind === 'string') types.push(t);
    else if (t?.kind === 'array' && t.items.every((i) => i.kind === 'string')) types.push(...t.items);
    else return undefined;
  }
  // The same type twice is written once, and a single type as a string (zod 4).
  const seen = new Set<string>();
  const distinct = types.filter((t) => t.kind === 'string' && !seen.has(t.value) && seen.add(t.value));
  return [prop('type', at, distinct.length === 1 ? distinct[0] : arr(at, distinct))];
}

/** zod-to-json-schema writes a union of literals as one `enum`. */
export function literalEnum(at: Span, members: JsonNode[]): JsonProperty[] | undefined {
  const values: JsonNode[] = [];
  const types: string[] = [];
  for (const m of members) {
    const c = m.kind === 'object' && m.props.length === 2 ? m.props.find((p) => p.key === 'const')?.value : undefined;
    if (!c || (c.kind !== 'string' && c.kind !== 'number' && c.kind !== 'boolean')) return undefined;
    values.push(c);
    if (!types.includes(c.kind)) types.push(c.kind);
  }
  const type =
    types.length === 1
      ? str(at, types[0])
      : arr(
          at,
          types.map((t) => str(at, t)),
        );
  return [prop('type', at, type), prop('enum', at, arr(at, values))];
}

/** zod 4 writes the intersection of two plain objects as one object. */
export function mergeObjects(n: ZNode, a: JsonNode, b: JsonNode): JsonNode | undefined {
  const parts = [a, b];
  if (!parts.every((p) => p.kind === 'object' && p.props.every((q) => OBJECT_KEYS.has(q.key)))) return undefined;
  const [pa, pb] = parts as Array<JsonNode & { kind: 'object' }>;
  const get = (o: typeof pa, key: string) => o.props.find((p) => p.key === key)?.value;
  if (get(pa, 'type')?.kind !== 'string' || (get(pa, 'type') as { value: string }).value !== 'object') return undefined;
  if ((get(pb, 'type') as { value?: string } | undefined)?.value !== 'object') return undefined;
  const propsA = get(pa, 'properties');
  const propsB = get(pb, 'properties');
  if (propsA?.kind !== 'object' || propsB?.kind !== 'object') return undefined;
  if (propsA.props.some((p) => propsB.props.some((q) => q.key === p.key))) return undefined;
  const head = pa.props[0];
  const out: JsonProperty[] = [head, prop('properties', n.head, obj(n.span, [...propsA.props, ...propsB.props]))];
  const reqA = get(pa, 'required');
  const reqB = get(pb, 'required');
  const req = [...(reqA?.kind === 'array' ? reqA.items : []), ...(reqB?.kind === 'array' ? reqB.items : [])];
  if (req.length) out.push(prop('required', n.head, arr(n.span, req)));
  const extraA = get(pa, 'additionalProperties');
  if (extraA?.kind === 'boolean' && !extraA.value && get(pb, 'additionalProperties')?.kind === 'boolean')
    out.push(prop('additionalProperties', n.head, bool(n.head, false)));
  return obj(n.span, out);
}

const OBJECT_KEYS = new Set(['type', 'properties', 'required', 'additionalProperties']);

/** Checks of one keyword keep the tightest bound (`.min(1).min(3)` is `minLength: 3`), others the last. */
export function mergeChecks(checks: Keyword[]): Keyword[] {
  const out: Keyword[] = [];
  for (const c of checks) {
    const at = out.findIndex((o) => o.key === c.key);
    if (at < 0) out.push(c);
    else out[at] = tighter(out[at], c);
  }
  return out;
}

function tighter(a: Keyword, b: Keyword): Keyword {
  if (a.value.kind !== 'number' || b.value.kind !== 'number') return b;
  if (LOWER_BOUNDS.has(a.key)) return b.value.value >= a.value.value ? b : a;
  if (UPPER_BOUNDS.has(a.key)) return b.value.value <= a.value.value ? b : a;
  return b;
}
