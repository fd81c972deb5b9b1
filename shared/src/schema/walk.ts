import { childPointer, uniqueProps, type JsonNode, type JsonProperty } from '../json/tree';
import type { Tool } from '../model/tool';

export type SchemaRole =
  | 'root'
  | 'property' // a member of `properties`
  | 'items' // the single `items` schema
  | 'tuple-item' // an element of a tuple `items: [...]` or of `prefixItems`
  | 'anyOf'
  | 'oneOf'
  | 'allOf'
  | 'not'
  | 'additionalProperties';

/** One schema node met by the walk, with what rules need to judge and point at it. */
export interface SchemaNode {
  node: JsonNode;
  pointer: string;
  role: SchemaRole;
  tool: Tool;
  parent?: SchemaNode;
  /** The member holding this schema: the property's own member for `property`, the `items` member, …; undefined for array elements and a bare root. */
  holder?: JsonProperty;
  /** The smallest range that names this node: a property's key, the `items` key, an element itself, the key of the root schema. */
  anchor: { offset: number; length: number };
  depth: number;
}

/** Deeper schemas are not walked: a real one is never this deep, a hostile one must not cost the stack. */
export const MAX_SCHEMA_DEPTH = 64;

const LIST_ROLES = ['anyOf', 'oneOf', 'allOf', 'prefixItems'] as const;

function keyRange(p: JsonProperty) {
  return { offset: p.keyOffset, length: p.keyLength };
}

/**
 * Visit every subschema of a tool's parameters schema, parents before children,
 * calling `visit` once per node. `$defs`/`definitions` are not walked: what a
 * `$ref` brings in is judged where it is inlined.
 */
export function walkSchema(tool: Tool, visit: (node: SchemaNode) => void): void {
  const root = tool.schema;
  if (!root) return;
  const anchor = tool.schemaProp ? keyRange(tool.schemaProp) : { offset: root.offset, length: Math.min(root.length, 1) };
  const stack: SchemaNode[] = [{ node: root, pointer: tool.schemaPointer, role: 'root', tool, holder: tool.schemaProp, anchor, depth: 0 }];
  while (stack.length) {
    const current = stack.pop()!;
    visit(current);
    if (current.depth < MAX_SCHEMA_DEPTH) pushChildren(current, stack);
  }
}

function pushChildren(parent: SchemaNode, out: SchemaNode[]) {
  const node = parent.node;
  if (node.kind !== 'object') return;
  const children: SchemaNode[] = [];
  const base = { tool: parent.tool, parent, depth: parent.depth + 1 };
  // A member shadowed by a later one of the same key is not what JSON.parse (or a provider) reads: not walked.
  for (const member of uniqueProps(node)) {
    const value = member.value;
    if (!value) continue;
    const at = childPointer(parent.pointer, member.key);
    switch (member.key) {
      case 'properties':
        if (value.kind === 'object') {
          for (const prop of uniqueProps(value)) {
            if (prop.value) children.push({ ...base, node: prop.value, pointer: childPointer(at, prop.key), role: 'property', holder: prop, anchor: keyRange(prop) });
          }
        }
        break;
      case 'items':
        if (value.kind === 'array') pushList(children, base, value.items, at, 'tuple-item');
        else children.push({ ...base, node: value, pointer: at, role: 'items', holder: member, anchor: keyRange(member) });
        break;
      case 'not':
      case 'additionalProperties':
        if (value.kind === 'object') children.push({ ...base, node: value, pointer: at, role: member.key, holder: member, anchor: keyRange(member) });
        break;
      default:
        if ((LIST_ROLES as readonly string[]).includes(member.key) && value.kind === 'array') {
          pushList(children, base, value.items, at, member.key === 'prefixItems' ? 'tuple-item' : (member.key as SchemaRole));
        }
    }
  }
  for (let i = children.length - 1; i >= 0; i--) out.push(children[i]);
}

function pushList(out: SchemaNode[], base: Pick<SchemaNode, 'tool' | 'parent' | 'depth'>, items: JsonNode[], at: string, role: SchemaRole) {
  items.forEach((item, i) => out.push({ ...base, node: item, pointer: childPointer(at, i), role, anchor: { offset: item.offset, length: item.length } }));
}
