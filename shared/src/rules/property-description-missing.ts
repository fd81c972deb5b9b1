import { findByPointer, getValue, isObject, isOpaque, type JsonNode, type JsonObject } from '../json/tree';
import type { SchemaNode } from '../schema/walk';
import { hasText } from './support/blank';
import type { Rule } from './support/rule';

/** True when a schema carries a description, or one not known (an imported text is not a missing one). */
function hasDescription(schema: JsonNode | undefined): boolean {
  const description = getValue(schema, 'description');
  return isOpaque(description) || (description?.kind === 'string' && hasText(description.value));
}

/** True when the property's schema, or the local definition its `$ref` names (if not known: true), is described. */
function described(schema: JsonObject, node: SchemaNode): boolean {
  if (hasDescription(schema)) return true;
  const ref = getValue(schema, '$ref');
  if (isOpaque(ref)) return true;
  if (ref?.kind !== 'string' || !ref.value.startsWith('#/')) return false;
  return hasDescription(findByPointer(node.tool.schema, ref.value));
}

export const propertyDescriptionMissing: Rule<SchemaNode> = {
  id: 'property-description-missing',
  title: 'Property without a description',
  kind: 'contract',
  defaultSeverity: 'info',
  summary: 'A property has no description, so the model fills it from its name alone.',
  rejectedBy: [],
  dialects: ['profile', 'json-schema'],
  checkNode(node) {
    if (node.role !== 'property' || !isObject(node.node) || described(node.node, node)) return;
    return node;
  },
  message(node) {
    const anchor = node.anchor;
    // The place written out rather than spread from atNode (see place.ts): real schemas leave most properties undescribed.
    return {
      offset: anchor.offset,
      length: anchor.length,
      pointer: node.pointer,
      text: `\`${node.holder!.key}\` has no description: the model guesses what to put in it from the name alone. Say what it is, its unit or format, and any default the tool applies.`,
    };
  },
  repairable: false,
  // Only the author knows what the property means: the fix writes a placeholder for them to fill in.
  fixes: (node, ctx) => {
    if (node.node.kind !== 'object') return [];
    const key = node.holder!.key;
    const edits = ctx.edits.insertMember(node.node, 'description', placeholderFor(key));
    return [{ title: `Describe \`${key}\` (a placeholder to fill in)`, kind: 'authoring', edits }];
  },
};

/** The description the fix writes: a marker the author replaces with what the property is. */
export function placeholderFor(key: string): string {
  return `TODO: what ${key} is, its unit or format, and any default`;
}
