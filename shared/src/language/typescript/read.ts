import type * as TS from 'typescript';
import type { JsonArray, JsonNode, JsonObject, JsonProperty, JsonString } from '../../json/tree';
import type { Binding } from './consts';
import type { ShapePart } from './classes/shape-parts';
import { calledExpression, exportedName } from './commonjs';
import { LoopRounds, type Local } from './loop-rounds';
import type { Loop } from './loops';
import { memberOf, objectLiteral } from './member-of';
import type { ComputedIndex } from '../computed/computed-index';
import { unwrapExpression } from './unwrap';
import type { ZodSdk } from './zod/choose';
import { placedAt, type RelativeImports } from './zod/imports';
import type { ZodSchemas } from './zod/schemas';

/** Deeper literals are opaque: the tree's consumers are iterative, this reader is not. */
const MAX_DEPTH = 256;
/** Keys whose value is a tool's schema: an object holding a function under one of them is not a tool. */
const SCHEMA_KEYS = new Set(['parameters', 'input_schema', 'inputSchema', 'parametersJsonSchema']);
/** Keys whose value an SDK converts from zod: `inputSchema` (MCP, AI SDK, Anthropic, Mastra), `parameters` (AI SDK, OpenAI, LangChain). */
const ZOD_SCHEMA_KEYS = new Set(['parameters', 'input_schema', 'inputSchema']);
/** Calls that wrap a literal without changing it: the Vercel AI SDK's `tool({...})` and `jsonSchema({...})`. */
const TRANSPARENT_CALLS = new Set(['tool', 'jsonSchema']);
/** How many names and member accesses `definition` follows: a chain of consts is short, a cycle is cut here. */
const MAX_DEFINITION_STEPS = 32;

/**
 * Reads TypeScript and JavaScript expressions as the engine's tree, with
 * offsets in the original text (`shift` is what a wrapper put before it).
 * Literals, `+` concatenations of strings, `as const`, `satisfies` and
 * same-file consts are read; anything else is an opaque node, and queued in
 * `pending` so that literals inside it (a handler returning `{ tools }`) are
 * still found.
 */
export class Reader {
  readonly pending: TS.Node[] = [];
  /**
   * Every node ever queued in `pending`: each is searched once. A const whose
   * value is opaque is read again at each use, and a use may lie inside that
   * value (`const t = {...} + f({ tools: [t] })`): queued again, it would be
   * searched, and its use read, without end.
   */
  private readonly queued = new Set<TS.Node>();
  /** Consts whose object or array was read where it is used: read once, so a tool list is not found twice. */
  readonly claimed = new Set<Binding>();
  /** Consts read into a use (spreads included): not listed again where they are declared. */
  readonly referenced = new Set<Binding>();
  private readonly resolving = new Set<Binding>();
  /** Whose converter a zod schema met now goes through: the SDK call being read (a plain literal: the MCP SDK's). */
  private sdk: ZodSdk = 'mcp';
  /** Whether an SDK call is being read: only there is `inputSchema: {}` a raw shape (a plain literal sends it as written). */
  private inCall = false;
  /** The loop variables of the round being read (see `rounds`), else undefined. */
  private locals: ReadonlyMap<string, Local> | undefined;
  private readonly loopRounds: LoopRounds;

  constructor(
    readonly ts: typeof TS,
    readonly file: TS.SourceFile,
    private readonly shift: number,
    private readonly consts: ReadonlyMap<string, Binding>,
    /** The parse's computed-schema facts (and where each literal's expression ends). */
    readonly computed: ComputedIndex,
    private readonly zod?: ZodSchemas,
    private readonly relative?: RelativeImports,
  ) {
    this.loopRounds = new LoopRounds(ts, (expr) => this.definition(expr));
  }

  /** `read` with the zod schemas in it converted as `sdk` does. */
  withSdk<T>(sdk: ZodSdk, read: () => T): T {
    const [outer, outerInCall] = [this.sdk, this.inCall];
    [this.sdk, this.inCall] = [sdk, true];
    try {
      return read();
    } finally {
      [this.sdk, this.inCall] = [outer, outerInCall];
    }
  }

  /** `read` with a loop's variables bound for one round. */
  withLocals<T>(locals: ReadonlyMap<string, Local>, read: () => T): T {
    const outer = this.locals;
    this.locals = locals;
    try {
      return read();
    } finally {
      this.locals = outer;
    }
  }

  /** One binding of the loop's variable per element (loop-rounds.ts), else undefined. */
  rounds(loop: Loop): Array<Map<string, Local>> | undefined {
    return this.loopRounds.of(loop);
  }

  /** An MCP raw shape (`{ q: z.string() }`, or a const bound to one) as the schema the SDK sends, else undefined. */
  zodShape(expr: TS.Expression): JsonNode | undefined {
    const literal = this.zod?.shapeLiteral(expr);
    if (!literal || !this.zod!.isRawShape(literal)) return undefined;
    this.claimShape(expr);
    return this.zod!.schema(this.unwrap(expr), this.sdk);
  }

  /** A zod schema where a tool's schema goes (a raw shape only for the MCP SDK), as its SDK sends it; else undefined. */
  zodSchemaOf(init: TS.Expression): JsonNode | undefined {
    const zod = this.zod;
    if (!zod) return undefined;
    // A raw shape held in a const (`inputSchema: Args`) is read where it is written, as one written in place.
    const written = this.definition(init);
    const known = this.ts.isObjectLiteralExpression(written) || this.viaLocal(init);
    const node = known ? written : this.heldMember(this.unwrap(init));
    // A raw shape, written there or in a const (`const args = { q: z.string() }`): its values are zod wherever it is used.
    const shape = zod.shapeLiteral(node);
    const isZod = shape
      ? this.sdk === 'mcp' && (shape.properties.length > 0 || this.inCall) && zod.isRawShape(shape, this.inCall)
      : zod.isZod(node);
    if (!isZod) return undefined;
    if (shape) this.claimShape(init);
    // zod the evaluator cannot read (half-typed, an import) is not known: never read as a JSON Schema literal.
    return zod.schema(node, this.sdk) ?? this.opaque(node, false);
  }

  /** A class tool's raw shape, made of `parts` (classes/shape-parts.ts), as the MCP SDK sends it; undefined when it holds no zod. */
  composedShape(expr: TS.Expression, parts: ShapePart[]): JsonNode | undefined {
    return this.zod?.schema(this.unwrap(expr), 'mcp', undefined, parts);
  }

  /** A const read as a raw shape is read there: not listed again where it is declared. */
  private claimShape(expr: TS.Expression): void {
    const node = this.unwrap(expr);
    const binding = this.ts.isIdentifier(node) ? this.consts.get(node.text) : undefined;
    if (binding) this.referenced.add(binding);
  }

  start(node: TS.Node): number {
    return node.getStart(this.file) - this.shift;
  }

  end(node: TS.Node): number {
    return node.end - this.shift;
  }

  /** What parentheses, `as`, `satisfies`, `<T>` and `!` wrap. */
  unwrap(node: TS.Expression): TS.Expression {
    return unwrapExpression(this.ts, node);
  }

  value(expr: TS.Expression, depth: number): JsonNode {
    const value = this.literal(this.unwrap(expr), depth);
    // A const's value is read where it is declared, not inside the name that uses it.
    if (value.offset >= this.start(expr)) this.computed.noteWrittenEnd(value, this.end(expr));
    return value;
  }

  private literal(node: TS.Expression, depth: number): JsonNode {
    const ts = this.ts;
    if (depth > MAX_DEPTH) return this.opaque(node, false);
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node))
      return this.leaf(node, 'string', node.text);
    if (ts.isNumericLiteral(node)) return this.leaf(node, 'number', Number(node.text));
    if (node.kind === ts.SyntaxKind.TrueKeyword || node.kind === ts.SyntaxKind.FalseKeyword)
      return this.leaf(node, 'boolean', node.kind === ts.SyntaxKind.TrueKeyword);
    if (node.kind === ts.SyntaxKind.NullKeyword) return this.leaf(node, 'null', null);
    if (ts.isPrefixUnaryExpression(node)) return this.signed(node);
    if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.PlusToken)
      return this.concatenation(node, depth);
    if (ts.isObjectLiteralExpression(node)) return this.object(node, depth);
    if (ts.isArrayLiteralExpression(node)) return this.array(node, depth);
    if (ts.isIdentifier(node)) return this.named(node, depth);
    const exported = exportedName(ts, node);
    if (exported) return this.named(exported, depth);
    const accessed = ts.isPropertyAccessExpression(node) ? this.accessed(node, depth) : undefined;
    if (accessed) return accessed;
    const fixed = ts.isPropertyAccessExpression(node) ? this.zod?.literalValue(node) : undefined;
    if (fixed) return fixed;
    const wrapped = this.transparentArgument(node);
    if (wrapped) return this.withSdk('ai-sdk', () => this.value(wrapped, depth + 1));
    const converted = this.zod?.converted(node);
    if (converted)
      return this.zod!.schema(converted.schema, converted.sdk, converted.helper) ?? this.opaque(node, true);
    return this.opaque(node, true);
  }

  /** The literal of `tool({...})` or `jsonSchema({...})` (also as `ai.tool(...)`; `only`: of that one), else undefined. */
  transparentArgument(node: TS.Expression, only?: string): TS.Expression | undefined {
    const ts = this.ts;
    if (!ts.isCallExpression(node) || node.arguments.length !== 1) return undefined;
    const called = calledExpression(ts, node.expression);
    const callee = ts.isPropertyAccessExpression(called) ? called.name : called;
    if (!ts.isIdentifier(callee) || !TRANSPARENT_CALLS.has(callee.text)) return undefined;
    if (only !== undefined && callee.text !== only) return undefined;
    const arg = this.unwrap(node.arguments[0]);
    return ts.isObjectLiteralExpression(arg) ? arg : undefined;
  }

  /**
   * What an expression stands for in this file: a const's value, a member of a
   * const object (`tool.config.name`), followed through names and member
   * accesses; the expression itself where nothing more is known. The objects
   * a member is read from count as used (their parts make the tool that reads
   * them), so they are not listed again where they are declared.
   */
  definition(expr: TS.Expression, steps = { left: MAX_DEFINITION_STEPS }): TS.Expression {
    let node = this.unwrap(expr);
    while (steps.left-- > 0) {
      const next = this.step(node, steps);
      if (!next) break;
      node = this.unwrap(next);
    }
    return node;
  }

  private step(node: TS.Expression, steps: { left: number }): TS.Expression | undefined {
    const ts = this.ts;
    const name = ts.isIdentifier(node) ? node : exportedName(ts, node);
    const local = name && this.locals?.get(name.text);
    if (local !== undefined) return typeof local === 'object' && !('key' in local) ? local : undefined;
    if (name) {
      const binding = this.consts.get(name.text);
      if (binding) this.referenced.add(binding);
      return binding?.init;
    }
    if (!ts.isPropertyAccessExpression(node)) return undefined;
    const holder = objectLiteral(ts, this.definition(node.expression, steps));
    return holder && memberOf(ts, holder, node.name.text);
  }

  /** Whether an expression starts from a loop variable (`t.schema`): only its definition says what it is. */
  private viaLocal(expr: TS.Expression): boolean {
    let node = this.unwrap(expr);
    while (this.ts.isPropertyAccessExpression(node)) node = this.unwrap(node.expression);
    return this.ts.isIdentifier(node) && this.locals?.has(node.text) === true;
  }

  /** `tool.schema` as the member of a same-file const object it names (unwrapped), else `node` itself. */
  private heldMember(node: TS.Expression): TS.Expression {
    if (!this.ts.isPropertyAccessExpression(node)) return node;
    const member = this.step(node, { left: MAX_DEFINITION_STEPS });
    return member ? this.unwrap(member) : node;
  }

  /**
   * `tool.key`: the member of a same-file const object, read where it is
   * written; or of an object imported from a workspace module, read there and
   * placed on this expression (the engine's findings are of one document, so
   * a finding in it points at the use, as for an imported zod schema).
   */
  private accessed(node: TS.PropertyAccessExpression, depth: number): JsonNode | undefined {
    const member = this.heldMember(node);
    if (member !== node) return this.value(member, depth + 1);
    const holder = node.expression;
    if (!this.ts.isIdentifier(holder) || this.consts.has(holder.text)) return undefined;
    const foreign = this.relative?.resolveMember(holder.text, node.name.text);
    if (!foreign) return undefined;
    const read = new Reader(this.ts, foreign.file, 0, foreign.consts, this.computed).value(foreign.init, depth + 1);
    placedAt(read, { offset: this.start(node), length: this.end(node) - this.start(node) });
    return read;
  }

  opaque(node: TS.Node, search: boolean): JsonNode {
    if (search && !this.ts.isIdentifier(node)) this.search(node);
    return { kind: 'opaque', offset: this.start(node), length: this.end(node) - this.start(node) };
  }

  private search(node: TS.Node) {
    if (this.queued.has(node)) return;
    this.queued.add(node);
    this.pending.push(node);
  }

  private leaf<K extends 'string' | 'number' | 'boolean' | 'null'>(
    node: TS.Node,
    kind: K,
    value: Extract<JsonNode, { kind: K }>['value'],
  ): JsonNode {
    const offset = this.start(node);
    return { kind, offset, length: this.end(node) - offset, value } as JsonNode;
  }

  /** `-1`, `+2`: a number; anything else signed is opaque. */
  private signed(node: TS.PrefixUnaryExpression): JsonNode {
    const ts = this.ts;
    const operand = this.unwrap(node.operand);
    const sign = node.operator === ts.SyntaxKind.MinusToken ? -1 : node.operator === ts.SyntaxKind.PlusToken ? 1 : 0;
    if (!sign || !ts.isNumericLiteral(operand)) return this.opaque(node, false);
    return this.leaf(node, 'number', sign * Number(operand.text));
  }

  /** `'a' + 'b' + ...`: one string spanning the whole expression when every part is a known string. */
  private concatenation(node: TS.BinaryExpression, depth: number): JsonNode {
    const parts: TS.Expression[] = [];
    let left: TS.Expression = node;
    while (this.ts.isBinaryExpression(left) && left.operatorToken.kind === this.ts.SyntaxKind.PlusToken) {
      parts.push(left.right);
      left = this.unwrap(left.left);
    }
    parts.push(left);
    let value = '';
    for (let i = parts.length - 1; i >= 0; i--) {
      const part = this.value(parts[i], depth + 1);
      if (part.kind !== 'string') return this.opaque(node, true);
      value += part.value;
    }
    return this.leaf(node, 'string', value);
  }

  /** A same-file const's value, read where it is declared (an object or array only at its first use). */
  private named(node: TS.Identifier, depth: number): JsonNode {
    const local = this.locals?.get(node.text);
    if (local !== undefined) return this.localValue(local, node, depth);
    const binding = this.consts.get(node.text);
    if (!binding) return this.importedText(node, depth) ?? this.opaque(node, false);
    if (this.resolving.has(binding)) return this.opaque(node, false);
    const init = this.unwrap(binding.init);
    const container = !this.isScalar(init);
    if (container && this.claimed.has(binding)) return this.opaque(node, false);
    if (container) this.claimed.add(binding);
    return this.resolved(binding, depth);
  }

  /**
   * `NAME` imported from a workspace module that binds it to a string or a
   * number (`export const QUERY_TOOL = "query-docs"`): read there, placed on
   * this name. Only text: an imported object or list is read in its own module.
   */
  private importedText(node: TS.Identifier, depth: number): JsonNode | undefined {
    const foreign = this.relative?.resolve(node.text);
    if (!foreign) return undefined;
    const read = new Reader(this.ts, foreign.file, 0, foreign.consts, this.computed).value(foreign.init, depth + 1);
    if (read.kind !== 'string' && read.kind !== 'number') return undefined;
    placedAt(read, { offset: this.start(node), length: this.end(node) - this.start(node) });
    return read;
  }

  /** A loop variable's value in this round: the element as written, a key as a string, or not known. */
  private localValue(local: Local, use: TS.Identifier, depth: number): JsonNode {
    if (local === 'unknown') return this.opaque(use, false);
    if (!('key' in local)) return this.value(local, depth + 1);
    const key = local.key;
    const text = this.ts.isIdentifier(key) || this.ts.isStringLiteral(key) ? key.text : undefined;
    return text === undefined ? this.opaque(use, false) : this.leaf(key, 'string', text);
  }

  /** A binding's value, guarded against a const that refers to itself. */
  resolved(binding: Binding, depth: number): JsonNode {
    this.referenced.add(binding);
    this.resolving.add(binding);
    try {
      return this.value(binding.init, depth + 1);
    } finally {
      this.resolving.delete(binding);
    }
  }

  private isScalar(node: TS.Expression): boolean {
    const ts = this.ts;
    return !ts.isObjectLiteralExpression(node) && !ts.isArrayLiteralExpression(node) && !ts.isCallExpression(node);
  }

  private array(node: TS.ArrayLiteralExpression, depth: number): JsonNode {
    const items: JsonNode[] = [];
    for (const element of node.elements) {
      if (this.ts.isOmittedExpression(element)) continue;
      if (!this.ts.isSpreadElement(element)) {
        items.push(this.value(element, depth + 1));
        continue;
      }
      const spread = this.spread(element.expression, depth);
      if (spread?.kind !== 'array') return this.opaqueContainer(node, node.elements);
      for (const item of spread.items) items.push(item);
    }
    const offset = this.start(node);
    return { kind: 'array', offset, length: this.end(node) - offset, items } satisfies JsonArray;
  }

  /** `...name` of a same-file const: its value read afresh at each spread (a shared base is spread into many). */
  private spread(expr: TS.Expression, depth: number): JsonNode | undefined {
    const node = this.unwrap(expr);
    if (this.ts.isPropertyAccessExpression(node)) {
      const member = this.heldMember(node);
      return member === node ? undefined : this.value(member, depth + 1);
    }
    if (!this.ts.isIdentifier(node)) return undefined;
    const binding = this.consts.get(node.text);
    if (!binding || this.resolving.has(binding)) return undefined;
    return this.resolved(binding, depth);
  }

  /** What cannot be read as a whole (an unknown spread or key could add any member): opaque, its parts searched. */
  private opaqueContainer(node: TS.Node, parts: readonly TS.Node[]): JsonNode {
    for (const part of parts) this.search(part);
    return this.opaque(node, false);
  }

  private object(node: TS.ObjectLiteralExpression, depth: number): JsonNode {
    const props: JsonProperty[] = [];
    for (const member of node.properties)
      if (!this.member(member, depth, props)) return this.opaqueContainer(node, node.properties);
    const offset = this.start(node);
    return { kind: 'object', offset, length: this.end(node) - offset, props } satisfies JsonObject;
  }

  /**
   * The members one member of an object literal stands for, added to `props`;
   * false when the object cannot be known. Each member is one object made
   * once: the reader runs while the whole syntax tree is alive, so every
   * short-lived object it makes brings the next collection, which copies that
   * tree, closer.
   */
  private member(member: TS.ObjectLiteralElementLike, depth: number, props: JsonProperty[]): boolean {
    const ts = this.ts;
    if (ts.isSpreadAssignment(member)) {
      const spread = this.spread(member.expression, depth);
      if (spread?.kind !== 'object') return false;
      for (const p of spread.props) props.push(p);
      return true;
    }
    const key = this.key(member.name, depth);
    if (key === undefined) return false;
    const keyOffset = this.start(member.name);
    const at: JsonProperty = { key, keyOffset, keyLength: this.end(member.name) - keyOffset, value: undefined };
    if (ts.isShorthandPropertyAssignment(member)) at.value = this.memberValue(key, member.name, depth);
    else if (!ts.isPropertyAssignment(member) || this.isFunction(member.initializer)) {
      // A method, accessor or function: code, not data; a schema key holding one means this is no tool.
      if (SCHEMA_KEYS.has(key)) return false;
      at.value = this.opaque(member, true);
    } else at.value = this.namedTool(member, at, depth) ?? this.memberValue(key, member.initializer, depth);
    props.push(at);
    return true;
  }

  /** A member's value: where a tool's schema goes, a zod schema as its SDK sends it; else the literal. */
  private memberValue(key: string, init: TS.Expression, depth: number): JsonNode {
    const zodKey = ZOD_SCHEMA_KEYS.has(key) || (key === 'schema' && this.sdk === 'langchain');
    return (zodKey ? this.zodSchemaOf(init) : undefined) ?? this.value(init, depth + 1);
  }

  private isFunction(node: TS.Expression): boolean {
    const inner = this.unwrap(node);
    return this.ts.isArrowFunction(inner) || this.ts.isFunctionExpression(inner);
  }

  /** A key as written: a name, a string or number, or `[expr]` computed from a known string. */
  private key(name: TS.PropertyName, depth: number): string | undefined {
    const ts = this.ts;
    if (ts.isIdentifier(name) || ts.isStringLiteral(name) || ts.isNoSubstitutionTemplateLiteral(name)) return name.text;
    if (ts.isNumericLiteral(name)) return String(Number(name.text));
    if (!ts.isComputedPropertyName(name)) return undefined;
    const value = this.value(name.expression, depth + 1);
    return value.kind === 'string' ? value.value : value.kind === 'number' ? String(value.value) : undefined;
  }

  /**
   * `weather: tool({ description, inputSchema })` in the Vercel AI SDK: the
   * tool is named by its key. Read as the object literal with a `name` member
   * whose key and value are the key as written, spanning key and call, so a
   * name finding points at the key (and a rename writes a quoted key there).
   */
  private namedTool(
    member: TS.PropertyAssignment,
    at: Omit<JsonProperty, 'value'>,
    depth: number,
  ): JsonNode | undefined {
    const call = this.unwrap(member.initializer);
    const literal = this.transparentArgument(call, 'tool');
    if (!literal) return this.recordTool(call, at, depth);
    const inner = this.withSdk('ai-sdk', () => this.value(literal, depth + 1));
    return this.keyNamed(inner, at, this.end(call));
  }

  /**
   * `list_orgs: { description, parameters: z.object({}) }`: a record keyed by
   * tool name, which a framework of the workspace turns into tools (the AI
   * SDK's `tools: { weather: { ... } }` too). A tool when the object has no
   * `name`, a description and a zod schema under a schema key.
   */
  private recordTool(value: TS.Expression, at: Omit<JsonProperty, 'value'>, depth: number): JsonNode | undefined {
    const ts = this.ts;
    if (!ts.isObjectLiteralExpression(value) || memberOf(ts, value, 'name') || !memberOf(ts, value, 'description'))
      return undefined;
    const schemas = [...ZOD_SCHEMA_KEYS].map((key) => memberOf(ts, value, key));
    if (!schemas.some((schema) => schema && this.zod?.isZod(this.unwrap(schema)))) return undefined;
    return this.keyNamed(this.value(value, depth + 1), at, this.end(value));
  }

  /** A tool object named by the key it is written under (unless it has a name of its own). */
  private keyNamed(inner: JsonNode, at: Omit<JsonProperty, 'value'>, end: number): JsonNode {
    if (inner.kind !== 'object' || inner.props.some((p) => p.key === 'name')) return inner;
    const name: JsonString = { kind: 'string', offset: at.keyOffset, length: at.keyLength, value: at.key };
    return {
      kind: 'object',
      offset: at.keyOffset,
      length: end - at.keyOffset,
      props: [{ ...at, key: 'name', value: name }, ...inner.props],
    };
  }
}
