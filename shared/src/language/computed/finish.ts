import type { JsonNode, JsonProperty } from '../../json/tree';
import { noteClosedBySdk, noteSchemaSource, type SchemaSource, type SourceNote } from '../../model/source';
import type { Span } from '../../types';

/*
 * The finish of a computed schema, the same for every front end that evaluates
 * a schema DSL: what is sent is kept for people (the hover), the keywords the
 * SDK adds to every tool are taken off the tree and noted once, and the source
 * is noted on the root for the rules.
 */

/** A schema's source before its notes: the converter, and the value sent (SDK keywords included). */
export function sourceFor(schema: JsonNode, converter: string): SchemaSource {
  return { converter, notes: [], sent: sentValue(schema, 0), terms: new Map() };
}

/**
 * The schema with its source noted, after the keywords the SDK adds are taken
 * off it and noted once, at `keywordsAt()` (asked only when there are some).
 */
export function noted(schema: JsonNode, source: SchemaSource, keywordsAt: () => Span): JsonNode {
  const stamped = stripSdkKeywords(schema);
  if (stamped.length) source.notes.push(keywordsNote(keywordsAt(), source.converter, stamped));
  noteSchemaSource(schema, source);
  return schema;
}

/** The one note of a file's tool that says which keywords its SDK adds to every tool. */
export function keywordsNote(place: Span, converter: string, keywords: string[]): SourceNote {
  return { kind: 'sdk-keywords', offset: place.offset, length: place.length, message: converter, keywords };
}

/**
 * A keyword the converter writes on its own, not the author (`$schema`, the
 * `additionalProperties: false` that zod 3, output types and the AI SDK put
 * on every object): keyed on the whole schema it sits in, where an author's
 * keyword is keyed on the source that wrote it.
 */
export function addedByConverter(node: JsonNode, p: JsonProperty): boolean {
  return node.kind === 'object' && p.keyOffset === node.offset && p.keyLength === node.length;
}

/**
 * The keywords the SDK adds to every tool, taken off the tree (the rules judge
 * what the author wrote; one finding per file says what the SDK adds): the
 * root's `$schema`, and the `additionalProperties: false` the converter writes
 * on its own (`addedByConverter`), not the one the author asked for.
 */
export function stripSdkKeywords(root: JsonNode): string[] {
  const found = new Set<string>();
  const stack: JsonNode[] = [root];
  while (stack.length) {
    const node = stack.pop()!;
    if (node.kind === 'array') stack.push(...node.items);
    if (node.kind !== 'object') continue;
    node.props = node.props.filter((p) => {
      const stamp =
        (p.key === '$schema' && node === root) || (p.key === 'additionalProperties' && addedByConverter(node, p));
      if (stamp) found.add(p.key);
      if (stamp && p.key === 'additionalProperties' && p.value?.kind === 'boolean' && !p.value.value)
        noteClosedBySdk(node);
      return !stamp;
    });
    for (const p of node.props) if (p.value) stack.push(p.value);
  }
  return [...found];
}

/** Deeper than this, the hover's copy of what is sent stops: an evaluated schema is bounded, this is a guard. */
const MAX_SENT_DEPTH = 64;

/**
 * The schema as sent, for people (the hover): what the source does not say
 * (an import, a construct the converter throws on) written as `"…"`.
 */
export function sentValue(node: JsonNode | undefined, depth = 0): unknown {
  if (!node || node.kind === 'opaque' || depth > MAX_SENT_DEPTH) return '…';
  if (node.kind === 'array') return node.items.map((item) => sentValue(item, depth + 1));
  if (node.kind !== 'object') return node.value;
  const out: Record<string, unknown> = {};
  for (const p of node.props)
    Object.defineProperty(out, p.key, {
      value: sentValue(p.value, depth + 1),
      enumerable: true,
      writable: true,
      configurable: true,
    });
  return out;
}
