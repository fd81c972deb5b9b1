import type * as TS from 'typescript';
import { memberOf } from '../member-of';
import { unwrapExpression } from '../unwrap';
import type { Declared, FunctionLike, Place, WorkspaceDeclarations } from './declarations';

/** How many steps (names, calls, members) one schema member is followed through: a cycle, or a huge chain, ends here. */
const MAX_STEPS = 2_000;
/** How many calls deep a schema is followed (a helper calling a helper). */
const MAX_CALLS = 16;
/** How many base classes up a method is looked for. */
const MAX_BASES = 16;

/**
 * What a raw shape is made of, once the functions and methods that build it
 * are followed (`this.pickArgs(Variants)`, `scoped({ ...Common, q })`): its
 * members, each read in the file it is written in, in order (a later one
 * replaces an earlier one of the same key, as a spread does).
 * - `member`: one member of an object literal, written in `place`;
 * - `shape`: an expression read as a shape where it is (`X.shape`);
 * - `choice`: `c ? A : B`, whose condition is not known: both are judged;
 * - `unknown`: members not known here (a package's value, a cycle).
 */
export type ShapePart =
  | { kind: 'member'; member: TS.ObjectLiteralElementLike; place: Place }
  | { kind: 'shape'; expr: TS.Expression; place: Place }
  | { kind: 'choice'; at: TS.Node; place: Place; branches: ShapePart[][] }
  | { kind: 'unknown'; at: TS.Node; place: Place };

/** Where an expression is read: its file, the parameters bound by the call being followed, and the tool's class (`this`). */
interface Site {
  place: Place;
  params: ReadonlyMap<string, { expr: TS.Expression; site: Site }>;
  calls: number;
}

/**
 * Follows a class tool's schema member to the members of the shape it
 * returns. `self` is the tool's class: `this.method(...)` is looked up from
 * it, through its bases, as a call at run time dispatches. Never throws,
 * never loops: a cycle or a chain past its budget is `unknown`.
 */
export class ShapeParts {
  private steps = 0;
  private readonly busy = new Set<TS.Node>();

  constructor(
    private readonly ts: typeof TS,
    private readonly declarations: WorkspaceDeclarations,
    private readonly self: Declared<TS.ClassLikeDeclaration>,
  ) {}

  of(expr: TS.Expression, place: Place): ShapePart[] {
    return this.parts(expr, { place, params: new Map(), calls: 0 });
  }

  private parts(expr: TS.Expression, site: Site): ShapePart[] {
    const ts = this.ts;
    const node = unwrapExpression(ts, expr);
    const unknown: ShapePart[] = [{ kind: 'unknown', at: node, place: site.place }];
    if (++this.steps > MAX_STEPS || this.busy.has(node)) return unknown;
    this.busy.add(node);
    try {
      if (ts.isConditionalExpression(node)) {
        const branches = [this.parts(node.whenTrue, site), this.parts(node.whenFalse, site)];
        return [{ kind: 'choice', at: node, place: site.place, branches }];
      }
      if (ts.isObjectLiteralExpression(node)) return this.literal(node, site);
      if (ts.isPropertyAccessExpression(node) && node.name.text === 'shape')
        return [{ kind: 'shape', expr: node, place: site.place }];
      const next = this.step(node, site);
      return next ? this.parts(next.expr, next.site) : unknown;
    } finally {
      this.busy.delete(node);
    }
  }

  private literal(node: TS.ObjectLiteralExpression, site: Site): ShapePart[] {
    const out: ShapePart[] = [];
    for (const member of node.properties)
      if (this.ts.isSpreadAssignment(member)) out.push(...this.parts(member.expression, site));
      else out.push({ kind: 'member', member, place: site.place });
    return out;
  }

  /** One step towards the value: a parameter's argument, a const's value, what a call returns, an object's member. */
  private step(node: TS.Expression, site: Site): { expr: TS.Expression; site: Site } | undefined {
    const ts = this.ts;
    if (ts.isIdentifier(node)) {
      const param = site.params.get(node.text);
      if (param) return param;
      const bound = this.declarations.constOf(node, site.place);
      return bound && { expr: bound.node, site: { place: bound.place, params: new Map(), calls: site.calls } };
    }
    if (ts.isCallExpression(node)) return this.returned(node, site);
    if (!ts.isPropertyAccessExpression(node)) return undefined;
    const holder = this.objectOf(node.expression, site);
    const init = holder && memberOf(ts, holder.literal, node.name.text);
    if (init) return { expr: init, site: holder.site };
    // `m_1.X` of tsc's CommonJS output: a const of a relative module.
    const bound = this.declarations.constOf(node, site.place);
    return bound && { expr: bound.node, site: { place: bound.place, params: new Map(), calls: site.calls } };
  }

  /** The object literal an expression is, through parameters, consts, calls and members; undefined when not known. */
  private objectOf(expr: TS.Expression, site: Site): { literal: TS.ObjectLiteralExpression; site: Site } | undefined {
    const ts = this.ts;
    let [node, at] = [unwrapExpression(ts, expr), site];
    while (!ts.isObjectLiteralExpression(node)) {
      if (++this.steps > MAX_STEPS || this.busy.has(node)) return undefined;
      const next = this.step(node, at);
      if (!next) return undefined;
      [node, at] = [unwrapExpression(ts, next.expr), next.site];
    }
    return { literal: node, site: at };
  }

  /** What a call of a workspace function, or of `this.method`, returns, its parameters bound to the call's arguments. */
  private returned(call: TS.CallExpression, site: Site): { expr: TS.Expression; site: Site } | undefined {
    if (site.calls >= MAX_CALLS) return undefined;
    const fn = this.callee(call, site);
    const body = fn && returnedBy(this.ts, fn.node);
    if (!fn || !body) return undefined;
    const params = new Map<string, { expr: TS.Expression; site: Site }>();
    fn.node.parameters.forEach((p, i) => {
      const arg = call.arguments[i];
      if (this.ts.isIdentifier(p.name) && arg && !p.dotDotDotToken) params.set(p.name.text, { expr: arg, site });
    });
    return { expr: body, site: { place: fn.place, params, calls: site.calls + 1 } };
  }

  private callee(call: TS.CallExpression, site: Site): Declared<FunctionLike> | undefined {
    const ts = this.ts;
    const callee = unwrapExpression(ts, call.expression);
    const onThis = ts.isPropertyAccessExpression(callee) && callee.expression.kind === ts.SyntaxKind.ThisKeyword;
    return onThis ? this.method(callee.name.text) : this.declarations.functionOf(callee, site.place);
  }

  /** The method `name` of the tool's class, or of the nearest base that declares it. */
  method(name: string): Declared<TS.MethodDeclaration> | undefined {
    let cls: Declared<TS.ClassLikeDeclaration> | undefined = this.self;
    const seen = new Set<TS.Node>();
    for (let i = 0; cls && i < MAX_BASES && !seen.has(cls.node); i++) {
      seen.add(cls.node);
      const found = cls.node.members.find(
        (m): m is TS.MethodDeclaration =>
          this.ts.isMethodDeclaration(m) && !!m.body && memberName(this.ts, m.name) === name,
      );
      if (found) return { node: found, place: cls.place };
      const base = baseOf(this.ts, cls.node);
      cls = base && this.declarations.classOf(base, cls.place);
    }
    return undefined;
  }
}

/** The expression after `extends`, if the class has one. */
export function baseOf(ts: typeof TS, cls: TS.ClassLikeDeclaration): TS.Expression | undefined {
  const clause = cls.heritageClauses?.find((h) => h.token === ts.SyntaxKind.ExtendsKeyword);
  return clause?.types[0]?.expression;
}

/** A member's name as written: an identifier or a string. */
export function memberName(ts: typeof TS, name: TS.PropertyName | undefined): string | undefined {
  if (!name) return undefined;
  return ts.isIdentifier(name) || ts.isStringLiteral(name) || ts.isPrivateIdentifier(name) ? name.text : undefined;
}

/** What a function returns: an arrow's expression, or its body's last statement when that is a `return`. */
export function returnedBy(ts: typeof TS, fn: FunctionLike): TS.Expression | undefined {
  if (!fn.body) return undefined;
  if (!ts.isBlock(fn.body)) return fn.body;
  const last = fn.body.statements.at(-1);
  return last && ts.isReturnStatement(last) ? last.expression : undefined;
}
