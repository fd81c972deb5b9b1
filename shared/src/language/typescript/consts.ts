import type * as TS from 'typescript';
import { classCandidateOf, staticAssignment, type ClassCandidate } from './classes/class-tools';
import { exportAssignment } from './commonjs';
import { frameworkCallOf } from './framework-calls';
import { callbackLoop, forOfLoop, type Loop } from './loops';
import type { ToolWords } from './precheck';
import { unwrapExpression } from './unwrap';
import type { RegisterWrapper } from './register-wrappers';
import { sdkCallOf, type SdkCall } from './zod/calls';

type StaticMember = { key: TS.Identifier; value: TS.Expression };

/** Stacked above a loop's children: when the walk pops it, it has left that loop. */
const LOOP_END = { kind: -1 } as unknown as TS.Node;

/** A same-file `const name = value` (or a `var` never assigned again) a literal may refer to by name. */
export interface Binding {
  name: string;
  /** The name where it is declared. */
  nameNode: TS.Identifier;
  /** The value as written, `as const`, `satisfies` and parentheses included. */
  init: TS.Expression;
}

/**
 * One walk over the syntax tree that finds both what the reader needs: every
 * `const` bound to a plain name, at any depth (tool lists are often declared
 * inside a function), and the object and array literals and SDK calls
 * (`server.registerTool(...)`, zod/calls.ts) that may hold tools,
 * without entering them (the reader reads them whole, and hands back the parts
 * it cannot read to be walked in turn). A name declared more than once (in two
 * scopes, or also by `let` or a function) is left out: without scopes, which
 * one a use means is not known, so its uses stay opaque. A `var` counts as a
 * const unless it is assigned where the walk goes (bundlers write every
 * top-level const as a `var`). Iterative: a deeply nested file costs a stack
 * array, not the call stack.
 */
export class Scan {
  readonly consts = new Map<string, Binding>();
  readonly literals: TS.Node[] = [];
  /** The SDK calls that define a tool (`server.registerTool(...)`), by node: listed among the literals, read whole. */
  readonly calls = new Map<TS.Node, SdkCall>();
  /** The classes that may be a class registry's tools (classes/class-tools.ts), by node: listed among the literals. */
  readonly classes = new Map<TS.Node, ClassCandidate>();
  /** tsc's `X.toolName = 'count'` after a class: by class name, then member. */
  readonly statics = new Map<string, Map<string, StaticMember>>();
  /** The literals met as an argument of a call that is no SDK call, by literal: the call (a zod call's hold no tool). */
  readonly argumentOf = new Map<TS.Node, TS.CallExpression>();
  private readonly twice = new Set<string>();
  /**
   * Names declared by a bare `var X;` and the values `X = value` gives them:
   * esbuild's lazily initialised modules (`__esm`) declare every top-level
   * const so and set it once inside the module's init. One bare declaration
   * and one `=` make a const; the walk meets them in any order, so they are
   * settled after each walk.
   */
  private readonly bare = new Map<string, { declared: number; sets: Binding[] }>();
  /** The wrappers' own registrations: they forward a tool given to them, and define none. */
  private readonly forwarded = new Set<TS.Node>();
  private readonly stack: TS.Node[] = [];
  /** The loops around the node being walked, innermost last: an SDK call in one is read once per element. */
  private readonly loops: Loop[] = [];
  /**
   * Tokens (identifiers, literals, keywords, punctuation: every kind up to
   * `LastToken`) have no children and are none of the kinds the walk looks
   * for, so they are not stacked: they are half the nodes of ordinary code.
   */
  private readonly push = (child: TS.Node) => {
    if (child.kind > this.kinds.lastToken) this.stack.push(child);
  };
  /** The kinds the walk tests, read once: each `ts.SyntaxKind` is a getter call, and the walk meets every node. */
  private readonly kinds: Readonly<
    Record<
      | 'object'
      | 'array'
      | 'call'
      | 'declarations'
      | 'function'
      | 'binary'
      | 'forOf'
      | 'lastToken'
      | 'classDeclaration'
      | 'classExpression',
      TS.SyntaxKind
    >
  >;

  /**
   * With the file's words: a function with none of them is not entered (most
   * of a code file's nodes). The consts declared in it are then not known,
   * which is as its scope has it: no code outside the function sees them.
   */
  constructor(
    private readonly ts: typeof TS,
    private readonly words?: ToolWords,
    /** The file's functions that forward to `registerTool` (register-wrappers.ts): their calls are registrations. */
    private readonly wrappers?: ReadonlyMap<string, RegisterWrapper>,
  ) {
    const k = ts.SyntaxKind;
    for (const w of wrappers?.values() ?? []) this.forwarded.add(w.inner);
    this.kinds = {
      object: k.ObjectLiteralExpression,
      array: k.ArrayLiteralExpression,
      call: k.CallExpression,
      declarations: k.VariableDeclarationList,
      function: k.FunctionDeclaration,
      binary: k.BinaryExpression,
      forOf: k.ForOfStatement,
      lastToken: k.LastToken,
      classDeclaration: k.ClassDeclaration,
      classExpression: k.ClassExpression,
    };
  }

  walk(from: TS.Node): void {
    const { ts, stack, push } = this;
    const { object, array, call: callKind, declarations, function: functionKind } = this.kinds;
    stack.push(from);
    while (stack.length) {
      const node = stack.pop()!;
      const kind = node.kind;
      if (node === LOOP_END) {
        this.loops.pop();
        continue;
      }
      if (kind === object || kind === array) {
        this.literals.push(node);
        continue;
      }
      if (kind === this.kinds.classDeclaration || kind === this.kinds.classExpression) this.classCandidate(node);
      if (kind === callKind) {
        const call = this.forwarded.has(node)
          ? undefined
          : (sdkCallOf(ts, node as TS.CallExpression, this.wrappers) ?? frameworkCallOf(ts, node as TS.CallExpression));
        if (call) {
          if (this.loops.length) call.loops = [...this.loops];
          this.literals.push(node);
          this.calls.set(node, call);
          stack.push(...call.code);
          continue;
        }
        this.arguments(node as TS.CallExpression);
        this.enter(callbackLoop(ts, node as TS.CallExpression));
      } else if (kind === this.kinds.forOf) this.enter(forOfLoop(ts, node as TS.ForOfStatement));
      if (kind === declarations) this.declarations(node as TS.VariableDeclarationList);
      else if (kind === this.kinds.binary) this.assignment(node as TS.BinaryExpression);
      else if (kind === functionKind && (node as TS.FunctionDeclaration).name)
        this.note((node as TS.FunctionDeclaration).name!.text, undefined);
      if (this.words && ts.isFunctionLike(node) && !this.words.within(node.pos, node.end)) continue;
      ts.forEachChild(node, push);
    }
    this.settle();
  }

  /** A class that may be a tool is listed, and walked on: its methods may register tools of their own. */
  private classCandidate(node: TS.Node) {
    const candidate = classCandidateOf(this.ts, node as TS.ClassLikeDeclaration);
    if (!candidate) return;
    this.literals.push(node);
    this.classes.set(node, candidate);
  }

  /** Inside `loop` until the walk is back out of the node being entered (its children are pushed after the mark). */
  private enter(loop: Loop | undefined) {
    if (!loop) return;
    this.loops.push(loop);
    this.stack.push(LOOP_END);
  }

  private arguments(call: TS.CallExpression) {
    const { object, array } = this.kinds;
    for (const arg of call.arguments) if (arg.kind === object || arg.kind === array) this.argumentOf.set(arg, call);
  }

  private declarations(list: TS.VariableDeclarationList) {
    const flags = this.ts.NodeFlags;
    const isConst = (list.flags & (flags.Let | flags.Using)) === 0;
    const isVar = isConst && (list.flags & flags.Const) === 0;
    for (const d of list.declarations) {
      if (!this.ts.isIdentifier(d.name)) continue;
      const name = d.name.text;
      if (isVar && !d.initializer) this.bareOf(name).declared++;
      else this.note(name, isConst && d.initializer ? { name, nameNode: d.name, init: d.initializer } : undefined);
    }
  }

  /**
   * `name = ...` (or `+=`, ...): a `var` given another value is no const.
   * `exports.X = value` (CommonJS output) binds `X`, as `export const X` did.
   */
  private assignment(node: TS.BinaryExpression) {
    const ts = this.ts;
    const op = node.operatorToken.kind;
    if (op < ts.SyntaxKind.FirstAssignment || op > ts.SyntaxKind.LastAssignment) return;
    const assigned = staticAssignment(ts, node);
    if (assigned) {
      let members = this.statics.get(assigned.cls);
      if (!members) this.statics.set(assigned.cls, (members = new Map<string, StaticMember>()));
      members.set(assigned.key.text, { key: assigned.key, value: assigned.value });
    }
    const exported = exportAssignment(ts, node);
    if (exported)
      this.note(exported.name.text, { name: exported.name.text, nameNode: exported.name, init: exported.init });
    const target = unwrapExpression(ts, node.left);
    if (!ts.isIdentifier(target)) return;
    if (op === ts.SyntaxKind.EqualsToken)
      this.bareOf(target.text).sets.push({ name: target.text, nameNode: target, init: node.right });
    else this.note(target.text, undefined);
  }

  private bareOf(name: string) {
    let entry = this.bare.get(name);
    if (!entry) this.bare.set(name, (entry = { declared: 0, sets: [] }));
    return entry;
  }

  /**
   * A bare `var` set once is a const; a name set by `=` that is also declared
   * otherwise (`var X = 1` set again, a `let`, a parameter) or set twice is
   * none. A name set but not declared yet waits for a later walk.
   */
  private settle() {
    for (const [name, { declared, sets }] of this.bare) {
      if (this.twice.has(name)) continue;
      const bound = this.consts.get(name);
      const once = declared === 1 && sets.length === 1;
      if (once && (bound === undefined || bound === sets[0])) this.consts.set(name, sets[0]);
      else if (declared > 1 || sets.length > 1 || (bound !== undefined && declared + sets.length > 0)) this.spoil(name);
    }
  }

  private spoil(name: string) {
    this.consts.delete(name);
    this.twice.add(name);
  }

  private note(name: string, binding: Binding | undefined) {
    if (this.consts.has(name) || this.twice.has(name)) {
      this.consts.delete(name);
      this.twice.add(name);
    } else if (binding) this.consts.set(name, binding);
    else this.twice.add(name);
  }
}
