import type { JsonNode } from '../../json/tree';
import type { Span } from '../../types';

/*
 * What a front end marks on the nodes of a schema it computed from code, for
 * the edits written in its language: where each node came from (its origin,
 * plain data of the front end's own shape: zod's chain, pydantic's annotation),
 * which object a keyword value belongs to, which nodes were evaluated and
 * which objects no edit can add a member to.
 */
const origins = new WeakMap<JsonNode, Span>();
/** Keyword values (a `type` list, an `enum`) inside an evaluated schema object: the object they belong to. */
const owners = new WeakMap<JsonNode, JsonNode>();
/** Objects the front end made from a call's arguments (`server.tool(name, description, shape, h)`): no edit can add a member to them. */
const unwritable = new WeakSet<JsonNode>();
/** Every node of an evaluated schema: an edit of one is written in its language, or not at all. */
const evaluated = new WeakSet<JsonNode>();

/** The origin noted on `node`, of the shape its front end noted (each front end reads only its own nodes). */
export function originAt<O extends Span>(node: JsonNode): O | undefined {
  return origins.get(node) as O | undefined;
}

export function ownerOf(node: JsonNode): JsonNode | undefined {
  return owners.get(node);
}

export function noteOrigin(node: JsonNode, origin: Span): void {
  origins.set(node, origin);
}

export function noteOwner(value: JsonNode, owner: JsonNode): void {
  owners.set(value, owner);
}

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

/** Every node of a tree, as evaluated: an edit of one is written in its language or not at all. */
export function markAll(root: JsonNode): void {
  const stack: JsonNode[] = [root];
  while (stack.length) {
    const node = stack.pop()!;
    markEvaluated(node);
    if (node.kind === 'array') stack.push(...node.items);
    if (node.kind === 'object') for (const p of node.props) if (p.value) stack.push(p.value);
  }
}
