import { findByPointer, getString, type JsonNode } from '../../json/tree';

/** References to references followed at most this many times: a cycle of them ends here, unresolved. */
const MAX_HOPS = 32;

/** The document's node a local reference (`#/components/parameters/x`) names; undefined for a remote one or a miss. */
export function resolveLocal(document: JsonNode, ref: string): JsonNode | undefined {
  if (!ref.startsWith('#/')) return undefined;
  return findByPointer(document, decodeSafe(ref.slice(1)));
}

/** A parameter, request body or response written in place, or the one its reference names (through references to references). */
export function dereferenced(document: JsonNode, node: JsonNode | undefined): JsonNode | undefined {
  let at = node;
  for (let hop = 0; hop < MAX_HOPS; hop++) {
    const ref = at?.kind === 'object' ? getString(at, '$ref') : undefined;
    if (ref === undefined) return at;
    at = resolveLocal(document, ref);
  }
  return undefined;
}

function decodeSafe(pointer: string): string {
  try {
    return decodeURIComponent(pointer);
  } catch {
    return pointer;
  }
}
