import { end, type JsonNode } from '../../json/tree';
import type { ComputedFacts, NullableForm, SchemaSource } from '../../model/source';
import type { Fix, Span, TextEdit } from '../../types';

/**
 * What one parse knows of the schemas its front end computed from code, kept
 * on the parse (`ParsedSource.computed`), not in module globals: the rules read
 * it through `ctx.computed` (ComputedFacts), the front end's edit writer through
 * the parse it is given. Keyed by the parse's own nodes and edits.
 */
export class ComputedIndex implements ComputedFacts {
  private readonly sources = new Map<JsonNode, SchemaSource>();
  private readonly closedBySdk = new Set<JsonNode>();
  /** Titles of edits the front end wrote in the source's own terms (`z.literal('x')` -> `z.enum(['x'])`). */
  private readonly editTitles = new WeakMap<TextEdit, string>();
  /** Where each node came from, plain data of the front end's own shape (zod's chain, pydantic's annotation). */
  private readonly origins = new Map<JsonNode, Span>();
  /** Keyword values (a `type` list, an `enum`) inside an evaluated schema object: the object they belong to. */
  private readonly owners = new Map<JsonNode, JsonNode>();
  /** Objects the front end made from a call's arguments (`server.tool(name, description, shape, h)`): no edit can add a member to them. */
  private readonly unwritable = new Set<JsonNode>();
  /** Every node of an evaluated schema: an edit of one is written in its language, or not at all. */
  private readonly evaluated = new Set<JsonNode>();
  /** Schemas whose `null`, when a fix takes it out, the front end writes as the argument left out (zod's `.nullable()` -> `.optional()`). */
  private readonly nullDroppedAsOptional = new Set<JsonNode>();
  /** What a schema written optional is sent as once it is made nullable instead (by its converter). */
  private readonly nullableForms = new Map<JsonNode, NullableForm>();
  /** Where a value's expression ends when it writes more than the value (`{...} as const`): see writtenExtent. */
  private readonly writtenEnds = new Map<JsonNode, number>();

  noteSchemaSource(schema: JsonNode, source: SchemaSource): void {
    this.sources.set(schema, source);
  }

  sourceOf(schema: JsonNode | undefined): SchemaSource | undefined {
    return schema && this.sources.get(schema);
  }

  /**
   * An object the SDK sends with `additionalProperties: false` of its own: the
   * front end takes the keyword out (one per-file note stands for it), and the
   * rules that want it set see that it is sent.
   */
  noteClosedBySdk(object: JsonNode): void {
    this.closedBySdk.add(object);
  }

  isClosedBySdk(object: JsonNode): boolean {
    return this.closedBySdk.has(object);
  }

  noteEditTitle(edit: TextEdit, title: string): void {
    this.editTitles.set(edit, title);
  }

  /** A fix retitled in the source's terms when its front end wrote every edit of it so. */
  inSourceTerms(fix: Fix): Fix {
    if (!fix.edits.length) return fix;
    const titles = fix.edits.map((e) => this.editTitles.get(e));
    if (titles.some((t) => t === undefined)) return fix;
    return { ...fix, title: [...new Set(titles)].join('; ') };
  }

  noteOrigin(node: JsonNode, origin: Span): void {
    this.origins.set(node, origin);
  }

  /** The origin noted on `node`, of the shape its front end noted (a parse holds one front end's nodes). */
  originAt<O extends Span>(node: JsonNode): O | undefined {
    return this.origins.get(node) as O | undefined;
  }

  noteOwner(value: JsonNode, owner: JsonNode): void {
    this.owners.set(value, owner);
  }

  ownerOf(node: JsonNode): JsonNode | undefined {
    return this.owners.get(node);
  }

  markEvaluated(node: JsonNode): void {
    this.evaluated.add(node);
  }

  isEvaluated(node: JsonNode): boolean {
    return this.evaluated.has(node);
  }

  /** Every node of a tree, as evaluated: an edit of one is written in its language or not at all. */
  markAll(root: JsonNode): void {
    const stack: JsonNode[] = [root];
    while (stack.length) {
      const node = stack.pop()!;
      this.markEvaluated(node);
      if (node.kind === 'array') stack.push(...node.items);
      if (node.kind === 'object') for (const p of node.props) if (p.value) stack.push(p.value);
    }
  }

  noteNullDroppedAsOptional(schema: JsonNode): void {
    this.nullDroppedAsOptional.add(schema);
  }

  dropsNullAsOptional(schema: JsonNode): boolean {
    return this.nullDroppedAsOptional.has(schema);
  }

  noteNullableForm(schema: JsonNode, form: NullableForm): void {
    this.nullableForms.set(schema, form);
  }

  nullableForm(schema: JsonNode): NullableForm | undefined {
    return this.nullableForms.get(schema);
  }

  markUnwritable(node: JsonNode): void {
    this.unwritable.add(node);
  }

  isUnwritable(node: JsonNode): boolean {
    return this.unwritable.has(node);
  }

  /**
   * Where the expression of a value ends when it writes more than the value
   * itself: `{...} as const`, `{...} satisfies T`, `jsonSchema({...})`, `(x)`.
   * The tree's node is the literal (a fix edits inside it), but a member is
   * added or removed past the whole expression, or the edit would split it.
   */
  noteWrittenEnd(node: JsonNode, expressionEnd: number): void {
    if (expressionEnd > end(node)) this.writtenEnds.set(node, expressionEnd);
  }

  /** The node as a member of its list: its expression's extent. */
  writtenExtent<T extends JsonNode>(node: T): T {
    const stop = this.writtenEnds.get(node);
    return stop === undefined ? node : { ...node, length: stop - node.offset };
  }
}
