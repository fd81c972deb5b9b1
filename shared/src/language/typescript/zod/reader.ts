import type * as TS from 'typescript';
import { type Span, type ZKind, type ZNode, type ZProp, type ZShape, opaqueZ } from './ir';
import { FACTORIES } from './factories';
import { METHODS } from './methods';
import { exportedName } from '../commonjs';
import { isZodNamespace, zodNames } from './names';
import type { ZodSource } from './source';

/** Deeper zod nesting is opaque: the reader and the converters' models recurse. */
const MAX_DEPTH = 200;

/** One call as the tables see it: the call, its arguments, the span of the name that made it. */
export interface Call {
  node: TS.CallExpression;
  args: readonly TS.Expression[];
  span: Span;
  head: Span;
}

/**
 * Reads zod expressions from the syntax into ZNodes, never running code.
 * A name is read once per evaluation, so an instance used twice is one ZNode
 * (the converters write reuse differently, and need to see it). A name met
 * again while it is being read is a cycle: opaque, unless behind `z.lazy`.
 */
export class ZodReader {
  private readonly names: ReadonlySet<string>;
  private readonly cache = new Map<TS.Node, ZNode>();
  /** While a helper's body is read for one call: its own nodes are new instances at each call (see helper). */
  private local: { cache: Map<TS.Node, ZNode>; pos: number; end: number } | undefined;
  private readonly busy = new Set<TS.Node>();
  private depth = 0;

  constructor(
    readonly src: ZodSource,
    readonly zod: 3 | 4,
  ) {
    this.names = zodNames(src.ts, src.file);
  }

  /** The schema an expression builds; undefined when it is not zod at all. */
  read(expr: TS.Expression): ZNode | undefined {
    const node = this.src.unwrap(expr);
    if (this.depth >= MAX_DEPTH) return opaqueZ(this.src.span(node));
    const cache =
      this.local && node.pos >= this.local.pos && node.end <= this.local.end ? this.local.cache : this.cache;
    const cached = cache.get(node);
    if (cached) return cached;
    if (this.busy.has(node)) return opaqueZ(this.src.span(node));
    this.busy.add(node);
    this.depth++;
    try {
      const read = this.readFresh(node);
      if (read) cache.set(node, read);
      return read;
    } finally {
      this.depth--;
      this.busy.delete(node);
    }
  }

  /** A schema inside a zod expression: whatever is not known is opaque there. */
  schema(expr: TS.Expression | undefined, at: TS.Node): ZNode {
    if (!expr) return opaqueZ(this.src.span(at));
    return this.read(expr) ?? opaqueZ(this.src.span(expr));
  }

  make(kind: ZKind, span: Span, head: Span): ZNode {
    return { kind, span, head, checks: [], meta: [] };
  }

  private readFresh(node: TS.Expression): ZNode | undefined {
    const ts = this.src.ts;
    if (ts.isIdentifier(node)) {
      if (this.names.has(node.text)) return undefined;
      const bound = this.src.scope.resolve(node);
      return bound && bound !== node ? this.read(bound) : this.src.scope.foreign?.(node, this.zod);
    }
    if (ts.isCallExpression(node)) return this.call(node);
    if (ts.isConditionalExpression(node)) return this.either(node);
    if (exportedName(ts, node)) {
      const bound = this.src.resolve(node);
      return bound ? this.read(bound) : undefined;
    }
    if (ts.isPropertyAccessExpression(node)) return this.member(node) ?? this.src.scope.foreign?.(node, this.zod);
    return undefined;
  }

  private call(node: TS.CallExpression): ZNode | undefined {
    const ts = this.src.ts;
    const callee = this.src.unwrap(node.expression);
    if (ts.isIdentifier(callee)) return this.helper(callee, node);
    if (!ts.isPropertyAccessExpression(callee)) return undefined;
    const name = callee.name.text;
    const call: Call = { node, args: node.arguments, span: this.src.span(node), head: this.src.span(callee) };
    const namespace = this.namespaceOf(callee.expression);
    if (namespace !== undefined) {
      const factory = FACTORIES[namespace ? `${namespace}.${name}` : name];
      return factory?.(this, call) ?? opaqueZ(call.span);
    }
    const receiver = this.read(callee.expression);
    if (!receiver) return undefined;
    if (receiver.kind.t === 'opaque') return opaqueZ(call.span);
    const method = Object.hasOwn(METHODS, name) ? METHODS[name] : undefined;
    return method?.(this, receiver, { ...call, head: this.src.span(callee.name) }) ?? opaqueZ(call.span);
  }

  /**
   * `loose()`, with `const loose = () => z.string().min(1)` in the file: what
   * the function returns. Only a function of no parameter is followed (a
   * parameter's value is not known here), and its body is read afresh for each
   * call, as each call makes new zod instances (the converters write a reused
   * instance differently).
   */
  private helper(callee: TS.Identifier, call: TS.CallExpression): ZNode | undefined {
    if (call.arguments.length) return undefined;
    const bound = this.src.resolve(callee);
    const fn = bound ? this.src.unwrap(bound) : declaredFunction(this.src.ts, this.src.file, callee.text);
    const body = fn && returned(this.src.ts, fn);
    if (!body) return fn ? undefined : this.src.scope.foreignCall?.(callee, this.zod);
    const outer = this.local;
    this.local = { cache: new Map(), pos: body.pos, end: body.end };
    try {
      return this.read(body);
    } finally {
      this.local = outer;
    }
  }

  /**
   * `c ? A : B` of two object schemas, whose condition is not known (an
   * environment variable): the members of both, judged (a fault in one holds
   * when its branch is taken), and which ones are sent not known, as a
   * conditional spread is read; a key of both is the second's. Anything else:
   * opaque, or not zod when neither branch is.
   */
  private either(node: TS.ConditionalExpression): ZNode | undefined {
    const [yes, no] = [this.read(node.whenTrue), this.read(node.whenFalse)];
    if (!yes && !no) return undefined;
    const span = this.src.span(node);
    if (yes?.kind.t !== 'object' || no?.kind.t !== 'object' || yes.effects || no.effects) return opaqueZ(span);
    const mode = yes.kind.mode === no.kind.mode ? yes.kind.mode : 'strip';
    const rest = [...(yes.kind.rest ?? []), ...(no.kind.rest ?? []), span];
    return this.make({ t: 'object', shape: dedupe([...yes.kind.shape, ...no.kind.shape]), rest, mode }, span, span);
  }

  /** `''` for the zod name itself, `'iso'` or `'coerce'` for `z.iso`, `z.coerce`; undefined otherwise. */
  private namespaceOf(expr: TS.Expression): string | undefined {
    const ts = this.src.ts;
    const node = this.src.unwrap(expr);
    if (isZodNamespace(ts, node, this.names)) return '';
    if (ts.isPropertyAccessExpression(node) && isZodNamespace(ts, node.expression, this.names)) return node.name.text;
    return undefined;
  }

  /** `X.shape.a`, `X.element`: a schema reached through a member of another. */
  private member(node: TS.PropertyAccessExpression): ZNode | undefined {
    const ts = this.src.ts;
    const inner = this.src.unwrap(node.expression);
    if (ts.isPropertyAccessExpression(inner) && inner.name.text === 'shape') {
      const shape = this.shape(inner);
      return shape?.props.find((p) => p.key === node.name.text)?.schema;
    }
    if (node.name.text !== 'element') return undefined;
    const array = this.read(inner);
    return array?.kind.t === 'array' ? array.kind.item : undefined;
  }

  /**
   * The members of a shape: an object literal (spreads of known shapes
   * included), `X.shape`, or a const; undefined when `expr` is none of them.
   */
  shape(expr: TS.Expression): ZShape | undefined {
    const ts = this.src.ts;
    const node = this.src.unwrap(expr);
    const composed = this.src.scope.composed?.(node, this);
    if (composed) return composed;
    if (ts.isObjectLiteralExpression(node)) return this.shapeLiteral(node);
    if (ts.isPropertyAccessExpression(node) && node.name.text === 'shape') {
      const object = this.read(node.expression);
      return object?.kind.t === 'object' ? { props: object.kind.shape, rest: object.kind.rest ?? [] } : undefined;
    }
    const bound = this.src.resolve(node);
    if (!bound || bound === node || this.busy.has(bound)) return undefined;
    this.busy.add(bound);
    try {
      return this.shape(bound);
    } finally {
      this.busy.delete(bound);
    }
  }

  /** The members of `expr`, or where it stands when it is not read (an import, a helper's result): more members, not known. */
  shapeOrRest(expr: TS.Expression): ZShape {
    return this.shape(expr) ?? { props: [], rest: [this.src.span(expr)] };
  }

  /**
   * A spread's members. `...(SAFE ? {} : { actions })`: the members of both
   * branches are read and judged (a fault in one holds when its branch is
   * taken), and which ones are there stays not known.
   */
  private spreadShape(expr: TS.Expression): ZShape {
    const ts = this.src.ts;
    const node = this.src.unwrap(expr);
    if (!ts.isConditionalExpression(node)) return this.shapeOrRest(node);
    const [yes, no] = [this.shapeOrRest(node.whenTrue), this.shapeOrRest(node.whenFalse)];
    return { props: [...yes.props, ...no.props], rest: [this.src.span(node), ...yes.rest, ...no.rest] };
  }

  /** An object literal's members; a spread or a key not read is a place where there may be more. */
  private shapeLiteral(node: TS.ObjectLiteralExpression): ZShape {
    const ts = this.src.ts;
    const props: ZProp[] = [];
    const rest: Span[] = [];
    for (const member of node.properties) {
      if (ts.isSpreadAssignment(member)) {
        const spread = this.spreadShape(member.expression);
        props.push(...spread.props);
        rest.push(...spread.rest);
        continue;
      }
      const key = member.name && this.src.keyText(member.name);
      if (key === undefined) rest.push(this.src.span(member));
      else props.push({ key, keySpan: this.src.span(member.name), schema: this.shapeValue(member) });
    }
    return { props: dedupe(props), rest };
  }

  /** One member of an object literal as a member of a shape; undefined for a spread or a key not read. */
  memberProp(member: TS.ObjectLiteralElementLike): ZProp | undefined {
    const key = !this.src.ts.isSpreadAssignment(member) && member.name ? this.src.keyText(member.name) : undefined;
    return key === undefined
      ? undefined
      : { key, keySpan: this.src.span(member.name!), schema: this.shapeValue(member) };
  }

  private shapeValue(member: TS.ObjectLiteralElementLike): ZNode {
    const ts = this.src.ts;
    if (ts.isPropertyAssignment(member)) return this.schema(member.initializer, member);
    if (ts.isShorthandPropertyAssignment(member)) return this.schema(member.name, member);
    if (ts.isGetAccessorDeclaration(member)) return this.getter(member);
    return opaqueZ(this.src.span(member));
  }

  /** zod 4's recursive idiom, `get children() { return z.array(Node) }`: read when the converter asks. */
  private getter(member: TS.GetAccessorDeclaration): ZNode {
    const ts = this.src.ts;
    const statements = member.body?.statements ?? [];
    const last = statements[statements.length - 1];
    const span = this.src.span(member);
    if (statements.length !== 1 || !ts.isReturnStatement(last) || !last.expression) return opaqueZ(span);
    return this.lazy(last.expression, span, this.src.span(member.name));
  }

  /** A schema read only when the converter reaches it: `z.lazy(() => X)` and getters. */
  lazy(body: TS.Expression, span: Span, head: Span): ZNode {
    let resolved: ZNode | undefined;
    return this.make({ t: 'lazy', resolve: () => (resolved ??= this.schema(body, body)) }, span, head);
  }
}

/** What a function of no parameter returns: an arrow's expression, or a body of one `return`. */
export function returned(ts: typeof TS, fn: TS.Expression | TS.FunctionDeclaration): TS.Expression | undefined {
  const isFunction = ts.isArrowFunction(fn) || ts.isFunctionExpression(fn) || ts.isFunctionDeclaration(fn);
  if (!isFunction || fn.parameters.length || !fn.body) return undefined;
  if (!ts.isBlock(fn.body)) return fn.body;
  const [only] = fn.body.statements;
  return fn.body.statements.length === 1 && ts.isReturnStatement(only) ? only.expression : undefined;
}

const declaredOfFile = new WeakMap<TS.SourceFile, ReadonlyMap<string, TS.FunctionDeclaration>>();

/**
 * A function declared once at a file's top level with a body
 * (`function lenientString() { return z.preprocess(...) }`), by name: a
 * helper that builds a property, as a `const` arrow does. Read once per file.
 */
export function declaredFunction(ts: typeof TS, file: TS.SourceFile, name: string): TS.FunctionDeclaration | undefined {
  let declared = declaredOfFile.get(file);
  if (!declared) {
    const found = new Map<string, TS.FunctionDeclaration | undefined>();
    for (const s of file.statements)
      if (ts.isFunctionDeclaration(s) && s.name) found.set(s.name.text, found.has(s.name.text) ? undefined : s);
    const once = new Map<string, TS.FunctionDeclaration>();
    for (const [key, fn] of found) if (fn?.body) once.set(key, fn);
    declaredOfFile.set(file, (declared = once));
  }
  return declared.get(name);
}

/** A key written twice in a shape: the last one wins, at the first one's place (as an object literal does). */
export function dedupe(props: ZProp[]): ZProp[] {
  const seen = new Map<string, number>();
  const out: ZProp[] = [];
  for (const p of props) {
    const at = seen.get(p.key);
    if (at === undefined) {
      seen.set(p.key, out.length);
      out.push(p);
    } else out[at] = p;
  }
  return out;
}
