import type { JsonProperty } from '../../json/tree';
import { toolAnchor, type Tool } from '../../model/tool';
import type { SchemaNode } from '../../schema/walk';

/**
 * Where a finding goes: the range in the text (the smallest node that names the
 * problem) and the JSON pointer of what is at fault. Spread into what a rule's
 * `message` returns: `{ ...atNode(node), text }`.
 *
 * A rule that finds on most nodes of real schemas (a keyword, a missing
 * property description) writes the three fields out instead: Node 20's V8
 * builds an object literal that starts with a spread and goes on with more
 * members several times slower, with several times the garbage, than the same
 * literal written out (docs/benchmark.md has the measurements).
 */
export interface Place {
  offset: number;
  length: number;
  pointer: string;
}

/** A schema node's anchor (a property's key, the `items` key, an array element itself), at the node's pointer. */
export function atNode(node: SchemaNode): Place {
  return { offset: node.anchor.offset, length: node.anchor.length, pointer: node.pointer };
}

/** A member's key (`"additionalProperties"`, `"enum"`). */
export function atKey(member: JsonProperty, pointer: string): Place {
  return { offset: member.keyOffset, length: member.keyLength, pointer };
}

/** A value: the `type` value, one enum entry, the tool's `name` string. */
export function atValue(value: { offset: number; length: number }, pointer: string): Place {
  return { offset: value.offset, length: value.length, pointer };
}

/** The tool's name value (else its `name` key, else the start of its object): where tool-level findings go. */
export function atTool(tool: Tool, pointer: string): Place {
  const anchor = toolAnchor(tool);
  return { offset: anchor.offset, length: anchor.length, pointer };
}
