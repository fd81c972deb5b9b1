import type { JsonNode, JsonProperty } from '../../json/tree';
import type { Span } from '../../types';

/** Builders of the engine's tree at a given source range. */
export function str(at: Span, value: string): JsonNode {
  return { kind: 'string', offset: at.offset, length: at.length, value };
}

export function num(at: Span, value: number): JsonNode {
  return { kind: 'number', offset: at.offset, length: at.length, value };
}

export function bool(at: Span, value: boolean): JsonNode {
  return { kind: 'boolean', offset: at.offset, length: at.length, value };
}

export function arr(at: Span, items: JsonNode[]): JsonNode {
  return { kind: 'array', offset: at.offset, length: at.length, items };
}

export function obj(at: Span, props: JsonProperty[]): JsonNode & { kind: 'object' } {
  return { kind: 'object', offset: at.offset, length: at.length, props };
}

export function opaque(at: Span): JsonNode {
  return { kind: 'opaque', offset: at.offset, length: at.length };
}

export function prop(key: string, keyAt: Span, value: JsonNode): JsonProperty {
  return { key, keyOffset: keyAt.offset, keyLength: keyAt.length, value };
}

/** A plain value (a constant the converter writes) as a tree, every node at `at`. */
export function fromValue(at: Span, value: unknown): JsonNode {
  if (typeof value === 'string') return str(at, value);
  if (typeof value === 'number') return num(at, value);
  if (typeof value === 'boolean') return bool(at, value);
  if (value === null) return { kind: 'null', offset: at.offset, length: at.length, value: null };
  if (Array.isArray(value))
    return arr(
      at,
      value.map((v) => fromValue(at, v)),
    );
  if (typeof value === 'object')
    return obj(
      at,
      Object.entries(value as Record<string, unknown>).map(([k, v]) => prop(k, at, fromValue(at, v))),
    );
  return opaque(at);
}
