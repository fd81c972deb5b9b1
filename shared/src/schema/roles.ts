import type { SchemaNode, SchemaRole } from './walk';

/**
 * Subschemas under `additionalProperties` or `not` are not judged by the shape
 * rules: the keyword rule flags the keyword itself and its repair drops it with
 * everything below, so findings inside would only be noise.
 */
const DROPPED: ReadonlySet<SchemaRole> = new Set(['additionalProperties', 'not']);

export function judgedByShapeRules(node: SchemaNode): boolean {
  for (let n: SchemaNode | undefined = node; n; n = n.parent) if (DROPPED.has(n.role)) return false;
  return true;
}

/** Positions that describe one value the model sends: a property, an array's items, a union branch. */
const VALUE_ROLES: ReadonlySet<SchemaRole> = new Set(['property', 'items', 'anyOf', 'oneOf']);

/** A nested value position the shape rules judge (not the root, not inside a dropped keyword, not a tuple slot). */
export function isJudgedValue(node: SchemaNode): boolean {
  return VALUE_ROLES.has(node.role) && judgedByShapeRules(node);
}
