import type { SchemaNode, SchemaRole } from './walk';

/** Not under `additionalProperties` or `not`, whose subschemas the shape rules leave alone (the walk works it out once per node). */
export function judgedByShapeRules(node: SchemaNode): boolean {
  return node.shaped;
}

/** Positions that describe one value the model sends: a property, an array's items, a union branch. */
export const VALUE_ROLES: readonly SchemaRole[] = ['property', 'items', 'anyOf', 'oneOf'];

/** A nested value position the shape rules judge (not the root, not inside a dropped keyword, not a tuple slot). */
export function isJudgedValue(node: SchemaNode): boolean {
  return VALUE_ROLES.includes(node.role) && judgedByShapeRules(node);
}
