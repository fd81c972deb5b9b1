import { findByPointer, getString, isObject, type JsonObject } from '../json/tree';
import type { SchemaNode } from '../schema/walk';
import { hasText } from './blank';
import type { Rule } from './rule';

/** True when the property's schema, or the local definition its `$ref` names, carries a description. */
function described(schema: JsonObject, node: SchemaNode): boolean {
  const own = getString(schema, 'description');
  if (own !== undefined && hasText(own)) return true;
  const ref = getString(schema, '$ref');
  if (!ref?.startsWith('#/')) return false;
  const theirs = getString(findByPointer(node.tool.schema, ref), 'description');
  return theirs !== undefined && hasText(theirs);
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
};
