import { getProp, type JsonNode } from '../json/tree';
import type { SchemaSource } from './source';
import type { Tool } from './tool';

/** Who adds the keyword, as `sdk-keywords` opens its sentence: the server's code is not at hand to name it. */
export const SERVER_SDK = "The server's SDK";

/**
 * A server's `tools/list` answer (`LintOptions.listed`, as `toolwire mcp` lints
 * it): a root `$schema` that every tool carrying one carries alike is its SDK's
 * converter's (the MCP TypeScript SDK stamps each tool it converts from zod),
 * not a fault of each tool. It is taken off the tree the other rules judge and
 * noted for `sdk-keywords`, which says it once for the server, as a lint of the
 * server's source does. Tools that declare no schema of their own carry none,
 * so they neither count nor break the pattern.
 */
export function noteServerStamp(tools: readonly Tool[], note: (schema: JsonNode, source: SchemaSource) => void): void {
  const stamped = tools.filter((t) => rootSchemaUri(t.schema) !== undefined);
  const uris = new Set(stamped.map((t) => rootSchemaUri(t.schema)));
  if (uris.size !== 1) return;
  for (const tool of stamped) {
    const schema = tool.schema as JsonNode & { kind: 'object' };
    schema.props = schema.props.filter((p) => p.key !== '$schema');
    note(schema, {
      converter: SERVER_SDK,
      notes: [{ kind: 'sdk-keywords', offset: 0, length: 0, message: SERVER_SDK, keywords: ['$schema'] }],
      terms: new Map(),
    });
  }
}

function rootSchemaUri(schema: JsonNode | undefined): string | undefined {
  if (schema?.kind !== 'object') return undefined;
  const value = getProp(schema, '$schema')?.value;
  return value?.kind === 'string' ? value.value : undefined;
}
