import { childPointer, uniqueProps, type JsonNode, type JsonProperty } from '../json/tree';
import type { Tool } from '../model/tool';

/**
 * Where a node sits: the root, a member of `properties`, the single `items`
 * schema, an element of a tuple `items: [...]` or of `prefixItems`, a branch of a
 * combinator, the schema of `not` or `additionalProperties`.
 */
export const SCHEMA_ROLES = ['root', 'property', 'items', 'tuple-item', 'anyOf', 'oneOf', 'allOf', 'not', 'additionalProperties'] as const;

export type SchemaRole = (typeof SCHEMA_ROLES)[number];

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
  /** False under `additionalProperties` or `not` (this node included): see judgedByShapeRules. */
  shaped: boolean;
}

/**
 * Subschemas under `additionalProperties` or `not` are not judged by the shape
 * rules: the keyword rule flags the keyword itself and its repair drops it with
 * everything below, so findings inside would only be noise.
 */
const DROPPED: ReadonlySet<SchemaRole> = new Set(['additionalProperties', 'not']);

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
  const stack: SchemaNode[] = [schemaNode(root, tool.schemaPointer, 'root', tool, undefined, tool.schemaProp, anchor)];
  while (stack.length) {
    const current = stack.pop()!;
    visit(current);
    if (current.depth < MAX_SCHEMA_DEPTH) pushChildren(current, stack);
  }
}

/** Every SchemaNode is built here, all fields in one order: one hidden class for the rules' hot reads. */
function schemaNode(node: JsonNode, pointer: string, role: SchemaRole, tool: Tool, parent: SchemaNode | undefined, holder: JsonProperty | undefined, anchor: { offset: number; length: number }): SchemaNode {
  const shaped = (parent ? parent.shaped : true) && !DROPPED.has(role);
  return { node, pointer, role, tool, parent, holder, anchor, depth: parent ? parent.depth + 1 : 0, shaped };
}

/** Push the children of `parent` so that they pop in document order (parents before children). */
function pushChildren(parent: SchemaNode, out: SchemaNode[]) {
  const node = parent.node;
  if (node.kind !== 'object') return;
  const first = out.length;
  // A member shadowed by a later one of the same key is not what JSON.parse (or a provider) reads: not walked.
  for (const member of uniqueProps(node)) {
    const value = member.value;
    if (!value) continue;
    switch (member.key) {
      case 'properties':
        if (value.kind === 'object') {
          const at = childPointer(parent.pointer, member.key);
          for (const prop of uniqueProps(value)) {
            if (prop.value) out.push(schemaNode(prop.value, childPointer(at, prop.key), 'property', parent.tool, parent, prop, keyRange(prop)));
          }
        }
        break;
      case 'items':
        if (value.kind === 'array') pushList(out, parent, value.items, childPointer(parent.pointer, member.key), 'tuple-item');
        else out.push(schemaNode(value, childPointer(parent.pointer, member.key), 'items', parent.tool, parent, member, keyRange(member)));
        break;
      case 'not':
      case 'additionalProperties':
        if (value.kind === 'object') out.push(schemaNode(value, childPointer(parent.pointer, member.key), member.key, parent.tool, parent, member, keyRange(member)));
        break;
      default:
        if ((LIST_ROLES as readonly string[]).includes(member.key) && value.kind === 'array') {
          pushList(out, parent, value.items, childPointer(parent.pointer, member.key), member.key === 'prefixItems' ? 'tuple-item' : (member.key as SchemaRole));
        }
    }
  }
  reverseFrom(out, first);
}

function pushList(out: SchemaNode[], parent: SchemaNode, items: JsonNode[], at: string, role: SchemaRole) {
  for (let i = 0; i < items.length; i++) {
    const item = items[i];
    out.push(schemaNode(item, childPointer(at, i), role, parent.tool, parent, undefined, { offset: item.offset, length: item.length }));
  }
}

/** Reverse `list[first..]` in place. */
function reverseFrom<T>(list: T[], first: number) {
  for (let i = first, j = list.length - 1; i < j; i++, j--) [list[i], list[j]] = [list[j], list[i]];
}
