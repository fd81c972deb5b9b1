import { childPointer, uniqueProps, type JsonNode, type JsonProperty } from '../json/tree';
import type { Tool } from '../model/tool';

/**
 * Where a node sits: the root, a member of `properties`, the single `items`
 * schema, an element of a tuple `items: [...]` or of `prefixItems`, a branch of a
 * combinator, the schema of `not` or `additionalProperties`.
 */
export const SCHEMA_ROLES = [
  'root',
  'property',
  'items',
  'tuple-item',
  'anyOf',
  'oneOf',
  'allOf',
  'not',
  'additionalProperties',
] as const;

export type SchemaRole = (typeof SCHEMA_ROLES)[number];

/** One schema node met by the walk, with what rules need to judge and point at it. */
export interface SchemaNode {
  readonly node: JsonNode;
  /** The node's JSON Pointer, made when first read: most nodes are never reported. */
  readonly pointer: string;
  readonly role: SchemaRole;
  readonly tool: Tool;
  readonly parent?: SchemaNode;
  /** The member holding this schema: the property's own member for `property`, the `items` member, and so on; undefined for array elements and a bare root. */
  readonly holder?: JsonProperty;
  /** The smallest range that names this node: a property's key, the `items` key, an element itself, the key of the root schema. */
  readonly anchor: { offset: number; length: number };
  readonly depth: number;
  /** False under `additionalProperties` or `not` (this node included): see judgedByShapeRules. */
  readonly shaped: boolean;
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

/**
 * Visit every subschema of a tool's parameters schema, parents before children,
 * calling `visit` once per node. `$defs`/`definitions` are not walked: what a
 * `$ref` brings in is judged where it is inlined.
 */
export function walkSchema(tool: Tool, visit: (node: SchemaNode) => void): void {
  const root = tool.schema;
  if (!root) return;
  const stack: WalkedNode[] = [new WalkedNode(root, 'root', tool, undefined, tool.schemaProp, tool.schemaPointer)];
  while (stack.length) {
    const current = stack.pop()!;
    if (current.node.kind === 'opaque') continue; // not known: never judged, nothing below it to walk
    visit(current);
    if (current.depth < MAX_SCHEMA_DEPTH) pushChildren(current, stack);
  }
}

/**
 * A SchemaNode as the walk makes it, one hidden class for the rules' hot reads.
 * The pointer and the anchor are derived when asked for: a lint reads them only
 * for the few nodes it reports, and building them for every node was a string
 * and an object each.
 */
class WalkedNode implements SchemaNode {
  readonly depth: number;
  readonly shaped: boolean;
  private madePointer: string | undefined;

  /** `key` and `index`: the steps from the parent's pointer (`properties`/name, `items`, `anyOf`/2, ...). */
  constructor(
    readonly node: JsonNode,
    readonly role: SchemaRole,
    readonly tool: Tool,
    readonly parent: WalkedNode | undefined,
    readonly holder: JsonProperty | undefined,
    private readonly key: string,
    private readonly index?: string | number,
  ) {
    this.depth = parent ? parent.depth + 1 : 0;
    this.shaped = (parent ? parent.shaped : true) && !DROPPED.has(role);
  }

  get pointer(): string {
    if (this.madePointer === undefined) {
      const own = this.parent ? childPointer(this.parent.pointer, this.key) : this.key; // the root's key is its whole pointer
      this.madePointer = this.index === undefined ? own : childPointer(own, this.index);
    }
    return this.madePointer;
  }

  get anchor(): { offset: number; length: number } {
    if (this.holder) return { offset: this.holder.keyOffset, length: this.holder.keyLength };
    if (this.role === 'root') return { offset: this.node.offset, length: Math.min(this.node.length, 1) };
    return { offset: this.node.offset, length: this.node.length };
  }
}

/** Push the children of `parent` so that they pop in document order (parents before children). */
function pushChildren(parent: WalkedNode, out: WalkedNode[]) {
  const node = parent.node;
  if (node.kind !== 'object') return;
  const first = out.length;
  const tool = parent.tool;
  // A member shadowed by a later one of the same key is not what JSON.parse (or a provider) reads: not walked.
  for (const member of uniqueProps(node)) {
    const value = member.value;
    if (!value) continue;
    const key = member.key;
    switch (key) {
      case 'properties':
        if (value.kind === 'object') {
          for (const prop of uniqueProps(value))
            if (prop.value) out.push(new WalkedNode(prop.value, 'property', tool, parent, prop, key, prop.key));
        }
        break;
      case 'items':
        if (value.kind === 'array') pushList(out, parent, value.items, key, 'tuple-item');
        else out.push(new WalkedNode(value, 'items', tool, parent, member, key));
        break;
      case 'not':
      case 'additionalProperties':
        if (value.kind === 'object') out.push(new WalkedNode(value, key, tool, parent, member, key));
        break;
      default:
        if ((LIST_ROLES as readonly string[]).includes(key) && value.kind === 'array') {
          pushList(out, parent, value.items, key, key === 'prefixItems' ? 'tuple-item' : (key as SchemaRole));
        }
    }
  }
  reverseFrom(out, first);
}

function pushList(out: WalkedNode[], parent: WalkedNode, items: JsonNode[], key: string, role: SchemaRole) {
  for (let i = 0; i < items.length; i++)
    out.push(new WalkedNode(items[i], role, parent.tool, parent, undefined, key, i));
}

/** Reverse `list[first..]` in place. */
function reverseFrom<T>(list: T[], first: number) {
  for (let i = first, j = list.length - 1; i < j; i++, j--) [list[i], list[j]] = [list[j], list[i]];
}
