import type { JsonNode } from '../../../json/tree';
import type { ZNode } from './ir';
import { obj, opaque, prop, str } from '../../computed/tree-builders';
import type { ZodConverter } from './profiles';
import type { ZodNote } from './types';

export const ROOT_REPLACED =
  'The MCP SDK v1 sends a tool whose input schema is not a z.object (or a raw shape) as {"type":"object","properties":{}}: the model sees no parameters';

/** What the MCP SDK v1 sends instead of a root that is not an object: an empty object, and a note. */
export function replacedRoot(root: ZNode, notes: ZodNote[]): JsonNode {
  notes.push({ kind: 'root-replaced', offset: root.span.offset, length: root.span.length, message: ROOT_REPLACED });
  const at = root.span;
  return obj(at, [prop('type', at, str(at, 'object')), prop('properties', at, obj(at, []))]);
}

/** The `type` a converted root declares, as the SDKs' messages print it. */
function rootType(schema: JsonNode): string | undefined {
  if (schema.kind !== 'object') return undefined;
  const type = schema.props.find((p) => p.key === 'type')?.value;
  return type?.kind === 'string' ? type.value : undefined;
}

/**
 * The root checks the SDK makes after converting: MCP v2 stamps `type:
 * 'object'` on a typeless root and throws on another type; OpenAI's and
 * Anthropic's helpers throw unless the root is an object.
 */
export function checkRoot(conv: ZodConverter, profileId: string, schema: JsonNode, notes: ZodNote[]): JsonNode {
  if (schema.kind !== 'object') return schema;
  const type = rootType(schema);
  const fail = (message: string) => {
    notes.push({ kind: 'converter-throws', offset: schema.offset, length: schema.length, message });
    return opaque(schema);
  };
  if (conv.root === 'mcp-v2') {
    if (type === undefined) return obj(schema, [prop('type', schema, str(schema, 'object')), ...schema.props]);
    if (type !== 'object')
      return fail(
        `MCP tool and prompt schemas must describe objects (got type: "${type}"). Wrap your schema in z.object({...}) or equivalent.`,
      );
  }
  if (conv.root === 'langchain' && type !== undefined && type !== 'object') return opaque(schema);
  if (conv.root === 'object-only' && type !== 'object') {
    if (profileId === 'openai-helpers')
      return fail(`Root schema must have type: 'object' but got type: ${type ? `'${type}'` : 'undefined'}`);
    return fail(`must be an object, but got ${type}`);
  }
  return schema;
}
