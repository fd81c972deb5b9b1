import { getProp, getValue, type JsonNode, type JsonObject } from '../json/tree';
import type { SchemaSource } from './source';
import type { Tool } from './tool';

/** Who adds the keyword, as `sdk-keywords` opens its sentence: the server's code is not at hand to name it. */
export const SERVER_SDK = "The server's SDK";

/**
 * A server's `tools/list` answer (`LintOptions.listed`, as `toolwire mcp` lints
 * it): a root `$schema` that every tool carrying one carries alike is its SDK's
 * converter's (the MCP TypeScript SDK stamps each tool it converts from zod),
 * not a fault of each tool. So is the `additionalProperties: false` on every
 * object of every such tool (zod-to-json-schema, the SDK's converter for zod 3,
 * closes each object it writes). They are taken off the tree the other rules
 * judge and noted for `sdk-keywords`, which says them once for the server, as a
 * lint of the server's source does. Tools that declare no schema of their own
 * carry none, so they neither count nor break the pattern.
 */
/** Where the parse keeps what a front end notes on a schema (its ComputedIndex). */
export interface StampNotes {
  noteSchemaSource(schema: JsonNode, source: SchemaSource): void;
  noteClosedBySdk(object: JsonNode): void;
}

export function noteServerStamp(tools: readonly Tool[], notes: StampNotes): void {
  const stamped = tools.filter((t) => rootSchemaUri(t.schema) !== undefined);
  const uris = new Set(stamped.map((t) => rootSchemaUri(t.schema)));
  if (uris.size !== 1) return;
  const schemas = stamped.map((t) => t.schema as JsonObject);
  const objects = schemas.flatMap(objectSchemas);
  // Every object closed is the converter's mark: one left open (a zod 4 server) says the closed ones were written.
  const closed = objects.length > 0 && objects.every((o) => getProp(o, 'additionalProperties') !== undefined);
  for (const schema of schemas) {
    schema.props = schema.props.filter((p) => p.key !== '$schema');
    if (closed) for (const o of objectSchemas(schema)) takeClosedOff(o, notes);
    notes.noteSchemaSource(schema, {
      converter: SERVER_SDK,
      notes: [
        {
          kind: 'sdk-keywords',
          offset: 0,
          length: 0,
          message: SERVER_SDK,
          keywords: closed ? ['additionalProperties', '$schema'] : ['$schema'],
        },
      ],
      terms: new Map(),
    });
  }
}

function rootSchemaUri(schema: JsonNode | undefined): string | undefined {
  if (schema?.kind !== 'object') return undefined;
  const value = getProp(schema, '$schema')?.value;
  return value?.kind === 'string' ? value.value : undefined;
}

/**
 * The objects with `properties` anywhere in a schema (`"type": "object"`, as a
 * converter writes a zod object). The walk is over every value, not only the
 * schema positions: an object that only looks like one (a default) with no
 * `additionalProperties` breaks the pattern, which leaves every keyword judged.
 */
function objectSchemas(root: JsonNode): JsonObject[] {
  const out: JsonObject[] = [];
  const stack: JsonNode[] = [root];
  while (stack.length) {
    const node = stack.pop()!;
    if (node.kind === 'array') stack.push(...node.items);
    if (node.kind !== 'object') continue;
    const type = getValue(node, 'type');
    if (type?.kind === 'string' && type.value === 'object' && getValue(node, 'properties')?.kind === 'object')
      out.push(node);
    for (const p of node.props) if (p.value) stack.push(p.value);
  }
  return out;
}

/** `additionalProperties: false` taken off, and the object noted as sent closed (strict-additional-properties). */
function takeClosedOff(object: JsonObject, notes: StampNotes): void {
  const value = getValue(object, 'additionalProperties');
  if (value?.kind !== 'boolean' || value.value) return;
  object.props = object.props.filter((p) => p.key !== 'additionalProperties');
  notes.noteClosedBySdk(object);
}
