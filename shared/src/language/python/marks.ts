import type { JsonNode } from '../../json/tree';

/** Every node of an evaluated schema: an edit of one is written in Python's own terms (edits.ts), or not at all. */
const evaluated = new WeakSet<JsonNode>();
/** Nodes read from what is no literal (a `def`'s name, a docstring): no edit writes them. */
const unwritable = new WeakSet<JsonNode>();

export function markEvaluated(node: JsonNode): void {
  evaluated.add(node);
}

export function isEvaluated(node: JsonNode): boolean {
  return evaluated.has(node);
}

export function markUnwritable(node: JsonNode): void {
  unwritable.add(node);
}

export function isUnwritable(node: JsonNode): boolean {
  return unwritable.has(node);
}
