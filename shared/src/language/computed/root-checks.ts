import type { JsonNode } from '../../json/tree';
import type { Span } from '../../types';
import type { ComputedNote } from './note';
import { obj, opaque, prop, str } from './tree-builders';

/** What an SDK sends instead of a root that is not an object (MCP SDK v1): an empty object, and a note in its words. */
export function replacedRoot(root: Span, message: string, notes: ComputedNote[]): JsonNode {
  notes.push({ kind: 'root-replaced', offset: root.offset, length: root.length, message });
  return obj(root, [prop('type', root, str(root, 'object')), prop('properties', root, obj(root, []))]);
}

/**
 * What an SDK does after converting with a root that does not say `type:
 * 'object'`: `typeless` is a root with no `type` (stamped `type: 'object'`,
 * kept, or refused as another type is); `refusal` is the SDK's error for
 * another type, or undefined where the SDK sends something not modelled (the
 * root is opaque, with no note).
 */
export interface RootCheck {
  typeless: 'stamp' | 'keep' | 'refuse';
  refusal?: (type: string | undefined) => string;
}

/** The `type` a converted root declares, as the SDKs' messages print it. */
function rootType(schema: JsonNode): string | undefined {
  if (schema.kind !== 'object') return undefined;
  const type = schema.props.find((p) => p.key === 'type')?.value;
  return type?.kind === 'string' ? type.value : undefined;
}

/**
 * The root check an SDK makes after converting (MCP v2 stamps `type:
 * 'object'` on a typeless root and throws on another type; OpenAI's and
 * Anthropic's helpers throw unless the root is an object): the root as sent,
 * opaque where the SDK throws, with a note in its words.
 */
export function checkRoot(check: RootCheck, schema: JsonNode, notes: ComputedNote[]): JsonNode {
  if (schema.kind !== 'object') return schema;
  const type = rootType(schema);
  if (type === 'object') return schema;
  if (type === undefined && check.typeless === 'stamp')
    return obj(schema, [prop('type', schema, str(schema, 'object')), ...schema.props]);
  if (type === undefined && check.typeless === 'keep') return schema;
  if (check.refusal)
    notes.push({
      kind: 'converter-throws',
      offset: schema.offset,
      length: schema.length,
      message: check.refusal(type),
    });
  return opaque(schema);
}
