import { type JsonNode, type JsonProperty, toValue } from '../../../json/tree';
import type { Span, ZNode, ZProp } from './ir';
import { literalEnum, mergeChecks, mergeObjects, typeList } from './combine';
import { arr, bool, fromValue, obj, opaque, prop, str } from '../../computed/tree-builders';
import type { ZodConverter } from './profiles';
import { isOptional } from './required';
import type { ZodNote, ZodProfile } from './types';

/** Deeper schemas (through lazy names, which the reader's limit does not see) are opaque. */
const MAX_EMIT_DEPTH = 400;
const MAX_SAFE = Number.MAX_SAFE_INTEGER;
/** zod 4's own words where z.toJSONSchema throws on a type JSON Schema has no form for. */
const UNREPRESENTABLE: Record<string, string> = {
  date: 'Date cannot be represented in JSON Schema',
  bigint: 'BigInt cannot be represented in JSON Schema',
  map: 'Map cannot be represented in JSON Schema',
  set: 'Set cannot be represented in JSON Schema',
};
export const TRANSFORM_THROWS = 'Transforms cannot be represented in JSON Schema';

/**
 * Writes a ZNode as the JSON Schema one converter makes of it: zod 4's
 * z.toJSONSchema with the SDK's options, or zod-to-json-schema for zod 3.
 * `refs` names the instances written once under `$defs` (see reuse.ts);
 * zod-to-json-schema instead points a second use at the path of the first.
 */
export class Emitter {
  readonly notes: ZodNote[] = [];
  private readonly firstUse = new Map<ZNode, string>();
  private readonly path: string[] = ['#'];
  private depth = 0;
  /** The path of the property being written: zod-to-json-schema treats `.optional()` there alone as absent. */
  private propertyPath = '';

  constructor(
    readonly conv: ZodConverter,
    readonly profile: ZodProfile,
    readonly refs: ReadonlyMap<ZNode, string>,
  ) {}

  get zod3(): boolean {
    return this.conv.engine === 'zod-to-json-schema';
  }

  get io(): 'input' | 'output' {
    return this.profile.io;
  }

  /** The `$ref` value for a name under the draft's definitions keyword. */
  defsPointer(name: string): string {
    return `#/${this.profile.draft === 'draft-07' ? 'definitions' : '$defs'}/${name}`;
  }

  emit(n: ZNode, at?: string): JsonNode {
    if (at !== undefined) this.path.push(at);
    try {
      const shared = this.refs.get(n);
      // LangChain's strict copies of every object move where a recursion is cut: not modelled.
      if (shared !== undefined && this.conv.langchainInterop) return opaque(n.span);
      if (shared !== undefined) return this.ref(n, this.defsPointer(shared));
      const first = this.firstUse.get(n);
      if (first !== undefined) return this.ref(n, first);
      if (this.zod3) this.firstUse.set(n, this.path.join('/'));
      return this.fresh(n);
    } finally {
      if (at !== undefined) this.path.pop();
    }
  }

  /** The schema itself, even when it is the one a `$defs` entry holds. */
  fresh(n: ZNode): JsonNode {
    if (++this.depth > MAX_EMIT_DEPTH) {
      this.depth--;
      return opaque(n.span);
    }
    try {
      const json = this.withMeta(n, this.kind(n));
      const base = this.sharedAncestor(n);
      return base ? this.onShared(json, base) : json;
    } finally {
      this.depth--;
    }
  }

  /** zod 4 writes a clone of a `$defs` entry (`Name.min(1)`) as what it adds, next to a `$ref` to the entry. */
  private sharedAncestor(n: ZNode): ZNode | undefined {
    if (this.zod3 || !this.refs.size) return undefined;
    for (let p = n.parent; p; p = p.parent) if (this.refs.has(p)) return p;
    return undefined;
  }

  private onShared(json: JsonNode, base: ZNode): JsonNode {
    if (json.kind !== 'object') return json;
    const inherited = this.fresh(base);
    const same = (p: JsonProperty) =>
      inherited.kind === 'object' && inherited.props.some((q) => q.key === p.key && sameValue(q.value, p.value));
    const own = json.props.filter((p) => !same(p));
    return obj(json, [...own, prop('$ref', base.head, str(base.span, this.defsPointer(this.refs.get(base)!)))]);
  }

  private ref(n: ZNode, pointer: string): JsonNode {
    return obj(n.span, [prop('$ref', n.head, str(n.span, pointer))]);
  }

  private withMeta(n: ZNode, node: JsonNode): JsonNode {
    if (node.kind !== 'object' || (!n.checks.length && !n.meta.length)) return node;
    const checks = n.kind.t === 'string' || n.kind.t === 'number' || n.kind.t === 'integer' || n.kind.t === 'array';
    const extra = [...(checks ? mergeChecks(n.checks) : []), ...n.meta].map((k) => prop(k.key, k.keySpan, k.value));
    return obj(node, [...node.props.filter((p) => !extra.some((e) => e.key === p.key)), ...extra]);
  }

  private kind(n: ZNode): JsonNode {
    const k = n.kind;
    const typed = (type: string, ...rest: JsonProperty[]) =>
      obj(n.span, [prop('type', n.head, str(n.head, type)), ...rest]);
    switch (k.t) {
      case 'string':
      case 'number':
      case 'boolean':
      case 'null':
        return typed(k.t);
      case 'integer':
        return typed('integer', ...this.safeBounds(n));
      case 'any':
      case 'unknown':
        return obj(n.span, []);
      case 'date':
      case 'bigint':
      case 'map':
      case 'set':
        return this.zod3 ? this.zod3Only(n) : this.throws(n, UNREPRESENTABLE[k.t]);
      case 'array':
        if (this.zod3 && k.item.kind.t === 'any') return typed('array');
        return typed('array', prop('items', n.head, this.emit(k.item, 'items')));
      case 'tuple':
        return typed('array', ...this.tuple(n, k.items));
      case 'enum':
        return typed(enumType(k.values), prop('enum', n.head, arr(n.head, k.values)));
      case 'literal':
        return typed(k.value.kind, prop('const', n.head, k.value));
      case 'union':
        return this.union(n, k.options, k.discriminated);
      case 'intersection':
        return this.intersection(n, k.left, k.right);
      case 'record':
        return this.record(n, k.key, k.value);
      case 'object':
        return this.object(n);
      case 'optional':
        return this.optional(n, k.inner);
      case 'nullable':
        return this.nullable(n, k.inner);
      case 'readonly':
        return this.zod3
          ? this.emit(k.inner)
          : prepend(prop('readOnly', n.head, bool(n.head, true)), this.emit(k.inner));
      case 'default':
      case 'catch':
        if (this.zod3 && k.t === 'catch') return this.emit(k.inner);
        return prepend(prop('default', k.keySpan, k.value), this.emit(k.inner));
      case 'pipe':
        return this.pipe(n, k.input, k.output);
      case 'lazy':
        return this.emit(k.resolve());
      case 'opaque':
        return opaque(n.span);
    }
  }

  private throws(n: ZNode, message: string): JsonNode {
    this.notes.push({ kind: 'converter-throws', offset: n.span.offset, length: n.span.length, message });
    return opaque(n.span);
  }

  /** zod 4 bounds every integer to the safe range, unless the author did. */
  private safeBounds(n: ZNode): JsonProperty[] {
    if (this.zod3) return [];
    const has = (keys: string[]) => n.checks.some((c) => keys.includes(c.key));
    const out: JsonProperty[] = [];
    if (!has(['minimum', 'exclusiveMinimum'])) out.push(prop('minimum', n.head, fromValue(n.head, -MAX_SAFE)));
    if (!has(['maximum', 'exclusiveMaximum'])) out.push(prop('maximum', n.head, fromValue(n.head, MAX_SAFE)));
    return out;
  }

  /** What zod-to-json-schema writes for the types zod 4 refuses. */
  private zod3Only(n: ZNode): JsonNode {
    const k = n.kind as { t: 'date' | 'bigint' | 'map' | 'set'; items?: ZNode[] };
    const at = n.head;
    const type = (t: string) => prop('type', at, str(at, t));
    if (k.t === 'date') return obj(n.span, [type('string'), prop('format', at, str(at, 'date-time'))]);
    if (k.t === 'bigint') return obj(n.span, [type('integer'), prop('format', at, str(at, 'int64'))]);
    const items = k.items ?? [];
    if (k.t === 'set')
      return obj(n.span, [
        type('array'),
        prop('uniqueItems', at, bool(at, true)),
        prop('items', at, this.emit(items[0], 'items')),
      ]);
    const pair = obj(n.span, [
      type('array'),
      prop(
        'items',
        at,
        arr(
          at,
          items.map((s, i) => this.emit(s, `items/items/${i}`)),
        ),
      ),
      prop('minItems', at, fromValue(at, 2)),
      prop('maxItems', at, fromValue(at, 2)),
    ]);
    return obj(n.span, [type('array'), prop('maxItems', at, fromValue(at, 125)), prop('items', at, pair)]);
  }

  /** zod-to-json-schema: `items` as a list; zod 4: `items` + `additionalItems` (draft-07) or `prefixItems` + `items`. */
  private tuple(n: ZNode, items: ZNode[]): JsonProperty[] {
    const at = n.head;
    const size = [prop('minItems', at, fromValue(at, items.length)), prop('maxItems', at, fromValue(at, items.length))];
    const listKey = this.zod3 || this.profile.draft === 'draft-07' ? 'items' : 'prefixItems';
    const list = prop(
      listKey,
      at,
      arr(
        at,
        items.map((s, i) => this.emit(s, `${listKey}/${i}`)),
      ),
    );
    if (this.zod3) return [...size, list];
    if (!this.conv.tupleBounds) return [list];
    const restKey = listKey === 'items' ? 'additionalItems' : 'items';
    return [list, prop(restKey, at, bool(at, false)), ...size];
  }

  private union(n: ZNode, options: ZNode[], discriminated: boolean): JsonNode {
    const members = options.map((o, i) => this.emit(o, `anyOf/${i}`));
    if (!discriminated) {
      const flat = this.typeList(n, members) ?? (this.zod3 ? literalEnum(n.head, members) : undefined);
      if (flat) return obj(n.span, flat);
    }
    const keyword = discriminated && !this.zod3 && this.conv.discriminated === 'oneOf' ? 'oneOf' : 'anyOf';
    return obj(n.span, [prop(keyword, n.head, arr(n.span, members))]);
  }

  private nullable(n: ZNode, inner: ZNode): JsonNode {
    const members = [this.emit(inner, 'anyOf/0'), obj(n.head, [prop('type', n.head, str(n.head, 'null'))])];
    return obj(n.span, this.typeList(n, members) ?? [prop('anyOf', n.head, arr(n.span, members))]);
  }

  /** Members that are bare types as one `type` list: zod-to-json-schema and zod 4.5 on (profiles.ts `typeLists`). */
  private typeList(n: ZNode, members: JsonNode[]): JsonProperty[] | undefined {
    return this.zod3 || this.conv.typeLists ? typeList(n.head, members) : undefined;
  }

  private intersection(n: ZNode, left: ZNode, right: ZNode): JsonNode {
    const a = this.emit(left, 'allOf/0');
    const b = this.emit(right, 'allOf/1');
    const merged = this.zod3 || !this.conv.mergeIntersections ? undefined : mergeObjects(n, a, b);
    if (merged) return merged;
    const member = (m: JsonNode) =>
      this.zod3 && m.kind === 'object'
        ? obj(
            m,
            m.props.filter((p) => p.key !== 'additionalProperties'),
          )
        : m;
    return obj(n.span, [prop('allOf', n.head, arr(n.span, [member(a), member(b)]))]);
  }

  /**
   * zod 4: `propertyNames` and `additionalProperties`, and an enum of keys is
   * required in full; zod-to-json-schema: `additionalProperties`, and an enum
   * of keys as `propertyNames: { enum }`.
   */
  private record(n: ZNode, key: ZNode, value: ZNode): JsonNode {
    const props = [prop('type', n.head, str(n.head, 'object'))];
    const keys = key.kind.t === 'enum' ? key.kind.values : undefined;
    if (!this.zod3) props.push(prop('propertyNames', n.head, this.emit(key, 'propertyNames')));
    props.push(prop('additionalProperties', n.head, this.emit(value, 'additionalProperties')));
    if (keys && this.zod3)
      props.push(prop('propertyNames', n.head, obj(key.span, [prop('enum', key.head, arr(key.span, keys))])));
    else if (keys && this.conv.recordKeysRequired) props.push(prop('required', n.head, arr(key.span, keys)));
    return obj(n.span, props);
  }

  /**
   * An optional schema is its inner one; zod-to-json-schema writes it as
   * `anyOf: [{ not: {} }, inner]` where it is not a property's own schema
   * (under `.nullable()`, in an array).
   */
  private optional(n: ZNode, inner: ZNode): JsonNode {
    if (!this.zod3 || this.path.join('/') === this.propertyPath) return this.emit(inner);
    const never = obj(n.head, [prop('not', n.head, obj(n.head, []))]);
    return obj(n.span, [prop('anyOf', n.head, arr(n.span, [never, this.emit(inner, 'anyOf/1')]))]);
  }

  /** An object; with members not read (`rest`), its `properties` is open and its `required` holds a name not known. */
  private object(n: ZNode): JsonNode {
    const k = n.kind as Extract<ZNode['kind'], { t: 'object' }>;
    const properties = obj(
      n.span,
      k.shape.map((p) => prop(p.key, p.keySpan, this.property(p.schema, `properties/${p.key}`))),
    );
    if (k.rest?.length) properties.rest = k.rest;
    const props = [prop('type', n.head, str(n.head, 'object')), prop('properties', n.head, properties)];
    const required = this.required(n, k.shape, k.rest);
    if (required) props.push(required);
    const extra = this.additional(n);
    if (extra) props.push(extra);
    return obj(n.span, props);
  }

  private property(schema: ZNode, at: string): JsonNode {
    const outer = this.propertyPath;
    this.propertyPath = `${this.path.join('/')}/${at}`;
    try {
      return this.emit(schema, at);
    } finally {
      this.propertyPath = outer;
    }
  }

  private required(n: ZNode, shape: ZProp[], rest: Span[] = []): JsonProperty | undefined {
    const names: JsonNode[] = [];
    for (const p of shape) {
      const optional = isOptional(p.schema, this.conv.engine, this.io);
      if (optional === undefined) return prop('required', n.head, opaque(n.span));
      if (!optional) names.push(str(p.keySpan, p.key));
    }
    // Members not read may be required too: a name not known for each place they are written.
    for (const at of rest) names.push(opaque(at));
    return names.length ? prop('required', n.head, arr(n.span, names)) : undefined;
  }

  /**
   * What the author wrote (`.strict()`, `.passthrough()`, `.catchall()`,
   * `z.strictObject`) is keyed there; what the converter adds on its own is
   * keyed on the whole object (see addedByConverter).
   */
  private additional(n: ZNode): JsonProperty | undefined {
    const k = n.kind as Extract<ZNode['kind'], { t: 'object' }>;
    const at = k.modeSpan ?? n.head;
    const added = (value: boolean) => prop('additionalProperties', n.span, bool(n.span, value));
    if (this.conv.langchainInterop) return added(false);
    if (k.catchall) return prop('additionalProperties', at, this.emit(k.catchall, 'additionalProperties'));
    if (k.mode === 'passthrough') return prop('additionalProperties', at, this.zod3 ? bool(at, true) : obj(at, []));
    if (k.mode === 'strict') return prop('additionalProperties', at, bool(at, false));
    return this.zod3 || this.io === 'output' ? added(false) : undefined;
  }

  private pipe(n: ZNode, input: ZNode | undefined, output: ZNode | undefined): JsonNode {
    // LangChain replaces each pipe by its input side before converting; zod-to-json-schema reads a
    // preprocess's schema and a transform's input.
    const side = this.conv.langchainInterop ? input : this.zod3 || this.io === 'input' ? (input ?? output) : output;
    return side ? this.emit(side) : this.throws(n, TRANSFORM_THROWS);
  }
}

function sameValue(a: JsonNode | undefined, b: JsonNode | undefined): boolean {
  const va = toValue(a);
  return va !== undefined && JSON.stringify(va) === JSON.stringify(toValue(b));
}

function enumType(values: JsonNode[]): string {
  return values.every((v) => v.kind === 'number') ? 'number' : 'string';
}

function prepend(first: JsonProperty, node: JsonNode): JsonNode {
  return node.kind === 'object' ? obj(node, [first, ...node.props.filter((p) => p.key !== first.key)]) : node;
}
