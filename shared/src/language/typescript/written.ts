import { end, type JsonNode } from '../../json/tree';

/**
 * Where the expression of a value ends when it writes more than the value
 * itself: `{...} as const`, `{...} satisfies T`, `jsonSchema({...})`, `(x)`.
 * The tree's node is the literal (a fix edits inside it), but a member is
 * added or removed past the whole expression, or the edit would split it.
 * Kept by node, weakly: the tree is the only thing that holds its nodes.
 */
const writtenEnds = new WeakMap<JsonNode, number>();

export function noteWrittenEnd(node: JsonNode, expressionEnd: number): void {
  if (expressionEnd > end(node)) writtenEnds.set(node, expressionEnd);
}

/** The node as a member of its list: its expression's extent. */
export function asWritten<T extends JsonNode>(node: T): T {
  const stop = writtenEnds.get(node);
  return stop === undefined ? node : { ...node, length: stop - node.offset };
}
