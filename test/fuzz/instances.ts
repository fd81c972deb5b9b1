import type { Dice } from '../helpers/catalog';

/**
 * Argument values a tool's schema should accept, generated from the schema
 * itself: enough of JSON Schema to cover what tool schemas use (types and type
 * lists, properties/required/additionalProperties, items and tuples, enum,
 * const, bounds, anyOf/oneOf, local $ref). Now and then it bends a value (null,
 * a wrong type, an extra member, a missing required one): most of those the
 * schema rejects, and the ones it accepts are the edges a repair must keep.
 * A generated value is only a candidate: ajv decides what the schema accepts.
 */

type Schema = Record<string, unknown>;

const isSchema = (v: unknown): v is Schema => typeof v === 'object' && v !== null && !Array.isArray(v);
const num = (v: unknown): number | undefined => (typeof v === 'number' && Number.isFinite(v) ? v : undefined);

const MAX_DEPTH = 6;
const TYPES = ['string', 'number', 'integer', 'boolean', 'object', 'array', 'null'];

/** Resolve a local `$ref` ("#", "#/$defs/A", "#/definitions/B"). */
function resolve(root: unknown, ref: string): unknown {
  if (!ref.startsWith('#')) return undefined;
  let node: unknown = root;
  for (const raw of ref.slice(1).split('/').slice(1)) {
    const token = decodeURIComponent(raw).replace(/~1/g, '/').replace(/~0/g, '~');
    if (!isSchema(node) && !Array.isArray(node)) return undefined;
    node = (node as Record<string, unknown>)[token];
  }
  return node;
}

function typeOf(s: Schema, d: Dice): string {
  if (typeof s.type === 'string') return s.type;
  if (Array.isArray(s.type) && s.type.length) return String(d.pick(s.type));
  if ('properties' in s || 'required' in s) return 'object';
  if ('items' in s || 'prefixItems' in s) return 'array';
  return d.pick(TYPES);
}

export class InstanceGenerator {
  constructor(
    private readonly root: unknown,
    private readonly d: Dice,
    /** Chance of bending a value away from the schema. */
    private readonly bend = 0.1,
  ) {}

  value(schema: unknown = this.root, depth = 0): unknown {
    const d = this.d;
    if (depth > MAX_DEPTH) return null;
    if (schema === true || schema === undefined) return this.anyValue(depth);
    if (!isSchema(schema)) return null;
    if (d.chance(this.bend)) return d.pick([null, 'bent', 7, [], {}]);
    if (typeof schema.$ref === 'string') return this.value(resolve(this.root, schema.$ref), depth + 1);
    if ('const' in schema) return schema.const;
    if (Array.isArray(schema.enum) && schema.enum.length) return d.pick(schema.enum);
    const branches = Array.isArray(schema.anyOf)
      ? schema.anyOf
      : Array.isArray(schema.oneOf)
        ? schema.oneOf
        : undefined;
    if (branches?.length) return this.value(d.pick(branches), depth + 1);
    if (Array.isArray(schema.allOf) && schema.allOf.length) return this.value(schema.allOf[0], depth + 1);
    return this.ofType(typeOf(schema, d), schema, depth);
  }

  private ofType(type: string, s: Schema, depth: number): unknown {
    const d = this.d;
    switch (type) {
      case 'object':
        return this.object(s, depth);
      case 'array':
        return this.array(s, depth);
      case 'string':
        return this.string(s);
      case 'integer':
      case 'number': {
        const min = num(s.minimum) ?? num(s.exclusiveMinimum) ?? 0;
        const max = Math.max(min, num(s.maximum) ?? num(s.exclusiveMaximum) ?? min + 100);
        const n = min + d.next() * (max - min);
        return type === 'integer' || d.chance(0.5) ? Math.round(n) : n;
      }
      case 'boolean':
        return d.chance(0.5);
      default:
        return null;
    }
  }

  private object(s: Schema, depth: number): Record<string, unknown> {
    const d = this.d;
    const props = isSchema(s.properties) ? s.properties : {};
    const required = new Set(
      Array.isArray(s.required) ? s.required.filter((r): r is string => typeof r === 'string') : [],
    );
    const out: Record<string, unknown> = {};
    const put = (k: string, v: unknown) =>
      Object.defineProperty(out, k, { value: v, enumerable: true, writable: true, configurable: true });
    for (const [key, sub] of Object.entries(props)) {
      if (required.has(key) ? !d.chance(this.bend) : d.chance(0.6)) put(key, this.value(sub, depth + 1));
    }
    for (const key of required) if (!(key in props) && !d.chance(this.bend)) put(key, this.anyValue(depth + 1));
    if (s.additionalProperties !== false && d.chance(0.2)) {
      put(
        `extra_${d.int(0, 9)}`,
        isSchema(s.additionalProperties) ? this.value(s.additionalProperties, depth + 1) : this.anyValue(depth + 1),
      );
    }
    return out;
  }

  private array(s: Schema, depth: number): unknown[] {
    const d = this.d;
    const tuple = Array.isArray(s.prefixItems) ? s.prefixItems : Array.isArray(s.items) ? s.items : undefined;
    if (tuple) return tuple.map((t) => this.value(t, depth + 1));
    const min = num(s.minItems) ?? 0;
    const max = Math.min(Math.max(min, num(s.maxItems) ?? 3), min + 3);
    return Array.from({ length: d.int(min, max) }, () => this.value(s.items, depth + 1));
  }

  private string(s: Schema): string {
    const d = this.d;
    if (s.format === 'date-time')
      return new Date(Date.UTC(2024, d.int(0, 11), d.int(1, 28), d.int(0, 23))).toISOString();
    const min = num(s.minLength) ?? 0;
    const max = Math.max(min, Math.min(num(s.maxLength) ?? min + 12, min + 12));
    const alphabet = 'abcxyz01 é漢😀';
    let out = '';
    const length = d.int(min, max);
    while ([...out].length < length) out += d.pick([...alphabet]);
    return out;
  }

  private anyValue(depth: number): unknown {
    return this.ofType(this.d.pick(TYPES), {}, depth + 1);
  }
}

/**
 * The value with the null members at `paths` (JSON pointers into it, such as
 * ajv's instancePath of a `type` error) left out: an argument that was allowed
 * to be null may be omitted instead.
 */
export function omitNullMembers(value: unknown, paths: readonly string[]): unknown {
  const copy = structuredClone(value);
  for (const path of paths) {
    const tokens = path
      .split('/')
      .slice(1)
      .map((t) => t.replace(/~1/g, '/').replace(/~0/g, '~'));
    const key = tokens.pop();
    let parent: unknown = copy;
    for (const t of tokens)
      parent = isSchema(parent) || Array.isArray(parent) ? (parent as Record<string, unknown>)[t] : undefined;
    if (key !== undefined && isSchema(parent) && Object.hasOwn(parent, key) && parent[key] === null) delete parent[key];
  }
  return copy;
}
