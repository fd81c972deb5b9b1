import type * as TS from 'typescript';
import { toValue, type JsonNode, type JsonObject } from '../../../json/tree';
import { termKey, type Hedge, type SchemaSource, type SourceNote } from '../../../model/source';
import type { InternalError } from '../../../types';
import { noted, sourceFor } from '../../computed/finish';
import { unwrapExpression } from '../unwrap';
import { exportedName } from '../commonjs';
import type { Binding } from '../consts';
import {
  chooseProfile,
  importedMcpSdk,
  sdkPackages,
  versionsOf,
  zodVersion,
  type Packages,
  type ZodSdk,
  type ZodVersion,
} from './choose';
import { hedgesBetween } from '../../computed/hedges';
import { otherProfile } from './undecided';
import { calleeOf, functionNamed, helperOf, helperPlace, type ConverterHelper } from './helpers';
import { placedAt, type ForeignConst, type RelativeImports } from './imports';
import { composeShape } from './composed';
import type { ShapePart } from '../classes/shape-parts';
import { WorkspaceDeclarations } from '../classes/declarations';
import { ForeignZod } from './foreign-zod';
import { helperProfile } from './profiles';
import type { ComputedIndex } from '../../computed/computed-index';
import { nullableCall } from './edits';
import { nullableFormOf } from './nullable-form';
import { firstCallOf, originOf, type Span, type ZodOrigin } from './origin';
import { evaluateZod } from './evaluate';
import { isZodNamespace, zodNames } from './names';
import { declaredFunction, returned } from './reader';
import { nodeTerm, termFor } from './terms';
import { unreadByConverter } from './unread';
import { zodLiteralValue } from './literal-value';
import { converterNames } from './converter-names';
import type { ZodEvaluation, ZodProfile, ZodScope } from './types';

/** Why the zod a file gets is not known, for a hedge. */
const NO_ZOD = 'No zod is installed, locked or declared for this file';

/** `zod/v3`, `zod/v4`, `zod/mini`: the import names the major whatever is installed. */
function zodNamedByImport(module: string | undefined): boolean {
  return module !== undefined && module !== 'zod';
}

/** What a construct the converter throws on is sent as instead, where text says the same: a date as an ISO date-time. */
const REPLACEMENTS: Record<string, unknown> = {
  date: { type: 'string', format: 'date-time' },
  bigint: { type: 'string', description: 'An integer, in decimal digits' },
};

/** How deep a chain of consts is followed to tell whether a name holds a zod schema. */
const MAX_ALIAS_DEPTH = 16;

/**
 * The zod schemas of one file, read as the JSON Schema their SDK sends: tells
 * a zod expression from other code, evaluates it under the profile of its SDK
 * and the package's versions, and notes on the result what the rules and the
 * fixes need (the converter, what it throws, the keywords the SDK adds, the
 * zod each node was written as).
 */
export class ZodSchemas {
  /** The zod code's calls, names and member accesses, by where they end. */
  private readonly spans = new Map<number, TS.Expression[]>();
  /** The call each expression is the receiver of (`z.number()` -> `z.number().optional()`): what holds a value. */
  private readonly callOn = new Map<TS.Node, TS.CallExpression>();
  private readonly walked = new Set<TS.Node>();
  private readonly origins = [new Map<TS.Node, ZodOrigin>(), new Map<TS.Node, ZodOrigin>()];

  private readonly scope: ZodScope;
  /** Per SDK, where the file imports it (see sdkImport). */
  private readonly imported = new Map<ZodSdk, Span | undefined>();
  /** The converter helpers by name, read once per file (undefined: that name is none). */
  private readonly helpers = new Map<string, ConverterHelper | undefined>();
  /** Where the evaluator threw (see attempt), for the parse's `internalErrors`. */
  readonly internalErrors: InternalError[] = [];
  /** The classes, functions and consts of the workspace's files (classes/declarations.ts). */
  readonly declarations: WorkspaceDeclarations;
  /** The parts of a schema held in other modules of the workspace, read there (foreign-zod.ts). */
  private readonly foreignZod: ForeignZod;
  /** The packages the file's zod and SDK come from, as its imports narrow them (choose.ts importedMcpSdk). */
  private readonly packages: Packages;

  constructor(
    private readonly ts: typeof TS,
    private readonly file: TS.SourceFile,
    private readonly shift: number,
    private readonly consts: ReadonlyMap<string, Binding>,
    private readonly imports: ZodImports,
    /** The parse's computed-schema facts, where every evaluated schema is noted. */
    private readonly computed: ComputedIndex,
    packages: Packages,
    private readonly relative?: RelativeImports,
    /** The linted file's name, where a helper's module is named from. */
    private readonly fileName?: string,
  ) {
    this.declarations = new WorkspaceDeclarations(ts, relative);
    this.foreignZod = new ForeignZod(ts, this.declarations);
    this.packages = importedMcpSdk(
      packages,
      moduleSpecifiers(ts, file).map((s) => s.text),
    );
    this.scope = {
      resolve: (name) => this.consts.get(name.text)?.init,
      foreign: (node, zod) => {
        const found = this.foreign(node);
        return found && !found.called ? this.foreignZod.read(found, zod, this.span(node)) : undefined;
      },
      foreignCall: (callee, zod) => {
        const found = this.foreign(callee);
        const body = found && (found.called ? found.init : returned(ts, unwrapExpression(ts, found.init)));
        return body && this.foreignZod.read({ ...found, init: body }, zod, this.span(callee), true);
      },
    };
  }

  /** Whether `expr` is a zod schema: a chain from the zod namespace, or a const (or `X.shape`) bound to one. */
  isZod(expr: TS.Expression, depth = 0): boolean {
    const ts = this.ts;
    // `toJson(X)`, `z.toJSONSchema(X)`: a converter's result is JSON Schema, not zod (converted() reads it).
    if (depth === 0 && ts.isCallExpression(expr) && this.converted(expr)) return false;
    let node = expr;
    // `c ? A : B` (a schema chosen by the environment): zod when a branch is (reader.ts `either`).
    if (ts.isConditionalExpression(node))
      return depth < MAX_ALIAS_DEPTH && (this.isZod(node.whenTrue, depth + 1) || this.isZod(node.whenFalse, depth + 1));
    while (ts.isCallExpression(node) || ts.isPropertyAccessExpression(node) || ts.isParenthesizedExpression(node)) {
      if (depth === 0 && this.inNamespace(node)) return true;
      node = exportedName(ts, node) ?? node.expression;
    }
    // A local helper (`const loose = () => z.string()`): what it returns.
    const body = returned(ts, node);
    if (body) return depth < MAX_ALIAS_DEPTH && this.isZod(body, depth + 1);
    if (!ts.isIdentifier(node)) return false;
    if (this.imports.names.has(node.text)) return true;
    // `lenientString()`, with `function lenientString() { return z.string() }` in the file.
    const declared =
      !this.consts.has(node.text) && node !== expr ? declaredFunction(ts, this.file, node.text) : undefined;
    const returns = declared && returned(ts, declared);
    if (returns) return depth < MAX_ALIAS_DEPTH && this.isZod(returns, depth + 1);
    if (depth === 0 && !this.consts.has(node.text) && this.relative?.resolve(node.text)) return true;
    const init = this.consts.get(node.text)?.init;
    return init !== undefined && depth < MAX_ALIAS_DEPTH && this.isZod(init, depth + 1);
  }

  /**
   * Whether a literal passed to `call` is zod's own argument (`z.object({...})`,
   * `Base.extend({...})`, `z.union([...])`): a shape or a list of schemas, never
   * a tool, even with a field named `inputSchema`.
   */
  holdsArgument(call: TS.CallExpression | undefined): boolean {
    return call !== undefined && this.isZod(call);
  }

  /** The object literal `expr` is, or a same-file const (through others) is bound to: where a raw shape may be written. */
  shapeLiteral(expr: TS.Expression): TS.ObjectLiteralExpression | undefined {
    let node = unwrapExpression(this.ts, expr);
    for (let depth = 0; this.ts.isIdentifier(node) && depth < MAX_ALIAS_DEPTH; depth++) {
      const init = this.consts.get(node.text)?.init;
      if (!init) return undefined;
      node = unwrapExpression(this.ts, init);
    }
    return this.ts.isObjectLiteralExpression(node) ? node : undefined;
  }

  /**
   * An MCP raw shape: an object literal whose every member is a zod schema
   * (`{ q: z.string(), limit }`), or not known here (an imported schema, a
   * helper's result, `...common`), with at least one zod member; or any such
   * literal where the SDK takes only zod (`inCall`), or `{}`. A member written
   * as a literal (`type: 'object'`) makes it a JSON Schema.
   */
  isRawShape(literal: TS.ObjectLiteralExpression, inCall = false): boolean {
    let zod = false;
    for (const m of literal.properties) {
      const kind = this.memberKind(m);
      if (kind === 'other') return false;
      zod ||= kind === 'zod';
    }
    return zod || inCall || literal.properties.length === 0;
  }

  private memberKind(member: TS.ObjectLiteralElementLike): 'zod' | 'unknown' | 'other' {
    const ts = this.ts;
    if (ts.isSpreadAssignment(member)) return this.spreadKind(member.expression);
    const value = ts.isPropertyAssignment(member)
      ? member.initializer
      : ts.isShorthandPropertyAssignment(member)
        ? member.name
        : undefined;
    if (!value) return 'other';
    if (this.isZod(value)) return 'zod';
    return this.notOfThisFile(value) ? 'unknown' : 'other';
  }

  /** `...X` in a raw shape: X a raw shape, or not known here; `...(C ? A : B)`: the worse of its branches. */
  private spreadKind(expr: TS.Expression): 'zod' | 'unknown' | 'other' {
    const node = unwrapExpression(this.ts, expr);
    if (this.ts.isConditionalExpression(node)) {
      const kinds = [this.spreadKind(node.whenTrue), this.spreadKind(node.whenFalse)];
      return kinds.includes('other') ? 'other' : kinds.includes('zod') ? 'zod' : 'unknown';
    }
    const spread = this.shapeLiteral(node);
    if (!spread) return this.notOfThisFile(node) ? 'unknown' : 'other';
    return this.isRawShape(spread, true) ? (spread.properties.length ? 'zod' : 'unknown') : 'other';
  }

  /**
   * A value this file does not say: a name (or a call or member of one) that
   * is no const of the file, such as an import, a parameter or a function
   * (`loose()`), followed through the file's consts.
   */
  private notOfThisFile(expr: TS.Expression, depth = 0): boolean {
    const ts = this.ts;
    let node = unwrapExpression(ts, expr);
    while (ts.isCallExpression(node) || ts.isPropertyAccessExpression(node) || ts.isElementAccessExpression(node))
      node = unwrapExpression(ts, node.expression);
    if (!ts.isIdentifier(node)) return false;
    const init = this.consts.get(node.text)?.init;
    // A name of no const here, or a local function: what its call gives is not said by the text.
    const fn = init && unwrapExpression(ts, init);
    if (!fn || ts.isArrowFunction(fn) || ts.isFunctionExpression(fn)) return true;
    return depth < MAX_ALIAS_DEPTH && !ts.isObjectLiteralExpression(init) && this.notOfThisFile(init, depth + 1);
  }

  /** `Tool.shape.name.value`: the value of a `z.literal(...)` (literal-value.ts), else undefined. */
  literalValue(expr: TS.PropertyAccessExpression): JsonNode | undefined {
    const { major } = zodVersion(this.packages, this.imports.module);
    return zodLiteralValue(this.ts, this.file, this.shift, this.scope, expr, major);
  }

  /**
   * `zodToJsonSchema(X, ...)` (also tsc's `(0, x.zodToJsonSchema)(X)`), `z.toJSONSchema(X)`,
   * `X.toJSONSchema()`, or a workspace helper around one (`toJson(X)`, helpers.ts): the
   * schema converted, by what, and through which helper.
   */
  converted(expr: TS.Expression): Converted | undefined {
    const ts = this.ts;
    if (!ts.isCallExpression(expr)) return undefined;
    const callee = calleeOf(ts, expr.expression);
    const [first] = expr.arguments;
    const helper = first && this.helperAt(callee);
    if (helper && (helper.wrapsShape ? this.isShapeArgument(first) : this.isZod(first)))
      return { sdk: helper.sdk, schema: first, helper };
    const name = ts.isIdentifier(callee) ? callee.text : ts.isPropertyAccessExpression(callee) ? callee.name.text : '';
    if (converterNames(ts, this.file).has(name) && first && this.isZod(first))
      return { sdk: 'zod-to-json-schema', schema: first };
    if (!ts.isPropertyAccessExpression(callee) || callee.name.text !== 'toJSONSchema') return undefined;
    if (ts.isIdentifier(callee.expression) && this.imports.names.has(callee.expression.text))
      return first && this.isZod(first) ? { sdk: 'zod-json-schema', schema: first } : undefined;
    return this.isZod(callee.expression) ? { sdk: 'zod-json-schema', schema: callee.expression } : undefined;
  }

  /** A raw shape written in the call, or held in a const of the file (`const schema = { q: z.string() }`), or a zod schema. */
  private isShapeArgument(arg: TS.Expression): boolean {
    const literal = this.shapeLiteral(arg);
    return literal ? this.isRawShape(literal) : this.isZod(unwrapExpression(this.ts, arg));
  }

  /**
   * The helper a callee names: a function of this file, a const imported from
   * the workspace, or one of a namespace import (`utils_1.toJson` of tsc's
   * CommonJS `const utils_1 = require('./utils')`).
   */
  private helperAt(callee: TS.Expression): ConverterHelper | undefined {
    const ts = this.ts;
    const key = ts.isIdentifier(callee)
      ? callee.text
      : ts.isPropertyAccessExpression(callee) && ts.isIdentifier(callee.expression)
        ? `${callee.expression.text}.${callee.name.text}`
        : undefined;
    if (key === undefined || this.imports.names.has(key)) return undefined;
    if (!this.helpers.has(key))
      this.helpers.set(key, this.helperNamed(callee as TS.Identifier | TS.PropertyAccessExpression));
    return this.helpers.get(key);
  }

  private helperNamed(callee: TS.Identifier | TS.PropertyAccessExpression): ConverterHelper | undefined {
    const ts = this.ts;
    const name = ts.isIdentifier(callee) ? callee.text : callee.name.text;
    const own = ts.isIdentifier(callee) ? functionNamed(ts, this.file, name, this.consts.get(name)?.init) : undefined;
    const foreign = ts.isIdentifier(callee)
      ? own || this.consts.has(name)
        ? undefined
        : this.relative?.resolve(name)
      : this.inNamespace(callee);
    const fn = own ?? (foreign && functionNamed(ts, foreign.file, name, foreign.init));
    // The helper's own module says which names zod has there (`zod_1` of `zod_1.z.object(s)`).
    const names = foreign ? zodNames(ts, foreign.file) : this.imports.names;
    const isZod = (e: TS.Expression) => isZodNamespace(ts, e, names) || (ts.isIdentifier(e) && e.text === 'z');
    return fn && helperOf(ts, fn, name, isZod, foreign?.file.fileName);
  }

  /** The schema a tool's SDK sends for `expr` (through `helper`, if one), noted for the rules and the fixes; undefined when the evaluator reads nothing. */
  schema(expr: TS.Expression, sdk: ZodSdk, helper?: ConverterHelper, parts?: ShapePart[]): JsonNode | undefined {
    // Only where the zod the file gets is known: otherwise which zod the converter is given is not.
    const zod = zodVersion(this.packages, this.imports.module);
    if (sdk === 'zod-to-json-schema' && zod.from && zod.major === 4) return this.unread(expr, sdk);
    const chosen = chooseProfile(sdk, this.packages, this.imports.module);
    const profile = helper ? helperProfile(chosen, helper) : chosen;
    const foreign = helper?.wrapsShape || parts ? undefined : this.foreign(expr);
    if (foreign && !foreign.called) return this.foreignSchema(expr, foreign, profile, sdk);
    const options = { ...rootOf(sdk), shape: helper?.wrapsShape || parts !== undefined };
    const composed = parts && this.composedScope(expr, parts);
    const scope = composed?.scope ?? this.scope;
    const evaluation = this.attempt(this.span(expr), () => {
      const found = evaluateZod(this.ts, this.file, this.shift, expr, profile, scope, options);
      if (found && !parts) this.index(expr);
      return found;
    });
    if (!evaluation || (composed && !composed.isZod())) return undefined;
    const { schema } = evaluation;
    const source = sourceFor(schema, this.converterOf(profile.label, sdk, helper));
    if (helper) source.through = helperPlace(helper, this.fileName);
    source.hedges = [
      ...(helper?.touched.length ? [this.touchedBy(helper)] : []),
      ...(helper ? [] : this.undecided(expr, schema, sdk, zod, chosen, scope, options.shape)),
    ];
    this.annotate(schema, profile, source);
    for (const note of evaluation.notes) source.notes.push(this.sourceNote(note.kind, note, note.message, profile));
    return this.noted(schema, source, sdk, schema.offset);
  }

  /**
   * The scope that reads `expr` as the raw shape `parts` make (classes/shape-parts.ts),
   * each part where it is written, and whether any member of it is zod.
   */
  private composedScope(expr: TS.Expression, parts: ShapePart[]): { scope: ZodScope; isZod: () => boolean } {
    const target = unwrapExpression(this.ts, expr);
    let counts = { members: 0, zod: 0, unknown: 0 };
    const at = this.span(expr);
    const scope: ZodScope = {
      ...this.scope,
      composed: (node, reader) => {
        if (node !== target) return undefined;
        const made = composeShape(parts, reader, this.foreignZod, at, (e) => this.index(e));
        counts = made.counts;
        return made.shape;
      },
    };
    return { scope, isZod: () => counts.zod > 0 || (counts.members === 0 && counts.unknown === 0) };
  }

  /** A zod 4 schema given to zod-to-json-schema, which reads none of it (unread.ts): what is sent, noted. */
  private unread(expr: TS.Expression, sdk: ZodSdk): JsonNode {
    const { schema, note } = unreadByConverter(this.span(expr), this.computed);
    const source = sourceFor(schema, this.converterOf('zod-to-json-schema', sdk));
    source.notes.push(note);
    return this.noted(schema, source, sdk, schema.offset);
  }

  /** The converter as a finding names it: `label`, the helper it is called through, and the versions it was chosen from. */
  private converterOf(label: string, sdk: ZodSdk, helper?: ConverterHelper): string {
    const through = helper ? `${label} ${helperPlace(helper, this.fileName)}` : label;
    const versions = versionsOf(sdk, this.packages);
    return versions ? `${through}, from ${versions}` : through;
  }

  /**
   * Where the zod the file gets is not decided, what the other converter it
   * may get writes differently: an error only one of them would cause is a
   * warning that says so (undecided.ts).
   */
  private undecided(
    expr: TS.Expression,
    schema: JsonNode,
    sdk: ZodSdk,
    zod: ZodVersion,
    chosen: ZodProfile,
    scope: ZodScope,
    shape: boolean,
  ): Hedge[] {
    if (sdk === 'zod-to-json-schema' && this.packages && !zod.from && !zodNamedByImport(this.imports.module))
      return [{ because: `(${NO_ZOD}: with zod 4, zod-to-json-schema sends only \`{"$schema": …}\` for it.)` }];
    const other = otherProfile(sdk, this.packages, this.imports.module, zod, chosen);
    if (!other) return [];
    const evaluation = this.attempt(this.span(expr), () =>
      evaluateZod(this.ts, this.file, this.shift, expr, other, scope, { root: true, shape }),
    );
    if (!evaluation) return [];
    const why = zod.from ? `zod ${zod.from.version} is ${zod.from.how}, not installed` : NO_ZOD;
    const label = other.zod === 4 ? `zod 4.${other.minor ?? ''}` : 'zod 3 (zod-to-json-schema)';
    return hedgesBetween(schema, evaluation.schema, label, why);
  }

  /**
   * The evaluator's result, or undefined where it throws. It is total by
   * contract, so a throw is a bug: the schema stays opaque and the throw is an
   * internal error, reported with the rules' (lint's `internalErrors`).
   */
  private attempt(at: Span, evaluate: () => ZodEvaluation | undefined): ZodEvaluation | undefined {
    try {
      return evaluate();
    } catch (e) {
      const error = e as Error | undefined;
      const message = `${String(error?.message ?? e)} (the zod at offset ${at.offset}, length ${at.length})`;
      this.internalErrors.push({ rule: 'zod evaluator', frontEnd: 'typescript', message, stack: error?.stack });
      return undefined;
    }
  }

  /** A helper that changes keywords after its converter: a finding on one of them is not certain. */
  private touchedBy(helper: ConverterHelper): Hedge {
    const words = helper.touched.map((k) => `\`${k}\``).join(', ');
    const because = `(\`${helper.name}\` changes ${words} itself after converting: what it sends there may differ.)`;
    return { keys: helper.touched, because };
  }

  /**
   * The schema with its source noted (computed/finish.ts). The keywords the SDK
   * adds are noted on the import of the SDK (what a person reads as their
   * cause); with no such import (zod's own converter, a file that takes the SDK
   * from elsewhere), an empty range at `at`, where the schema is.
   */
  private noted(schema: JsonNode, source: SchemaSource, sdk: ZodSdk, at: number): JsonNode {
    return noted(schema, source, () => this.sdkImport(sdk) ?? { offset: at, length: 0 }, this.computed);
  }

  /** `Schema` or `Schema.shape` where `Schema` is imported from a module of the workspace. */
  private foreign(expr: TS.Expression): ForeignConst | undefined {
    const ts = this.ts;
    const node = ts.isPropertyAccessExpression(expr) && expr.name.text === 'shape' ? expr.expression : expr;
    if (ts.isPropertyAccessExpression(node)) return this.inNamespace(node) ?? this.importedMember(node);
    if (!ts.isIdentifier(node) || this.consts.has(node.text)) return undefined;
    return this.relative?.resolve(node.text);
  }

  /** `tool.schema`, where `tool` is an object imported from a workspace module: that member there. */
  private importedMember(expr: TS.PropertyAccessExpression): ForeignConst | undefined {
    const holder = expr.expression;
    if (!this.ts.isIdentifier(holder) || this.consts.has(holder.text)) return undefined;
    return this.relative?.resolveMember(holder.text, expr.name.text);
  }

  /** `ns.Schema`, where `ns` is a namespace import of a workspace module: the const it names there. */
  private inNamespace(expr: TS.Expression): ForeignConst | undefined {
    const ts = this.ts;
    if (!ts.isPropertyAccessExpression(expr) || !ts.isIdentifier(expr.expression)) return undefined;
    const ns = expr.expression;
    if (this.imports.names.has(ns.text) || this.shadowed(ns)) return undefined;
    return this.relative?.resolveIn(ns.text, expr.name.text);
  }

  /**
   * Whether a const of the same name is in scope at `use`: the consts are every
   * one of the file, at any depth, and one declared in a block (a handler's
   * `const files = ...`) hides an import only inside that block.
   */
  private shadowed(use: TS.Identifier): boolean {
    const binding = this.consts.get(use.text);
    if (!binding) return false;
    let block: TS.Node = binding.nameNode;
    while (block.parent && !this.ts.isBlock(block) && !this.ts.isSourceFile(block)) block = block.parent;
    return use.pos >= block.pos && use.end <= block.end;
  }

  /** A schema declared in another module: evaluated there, placed on the name here (see placedAt). */
  private foreignSchema(at: TS.Expression, foreign: ForeignConst, profile: ZodProfile, sdk: ZodSdk): JsonNode {
    const span = this.span(at);
    const evaluation = this.attempt(span, () =>
      evaluateZod(this.ts, foreign.file, 0, foreign.init, profile, foreign.scope, rootOf(sdk)),
    );
    if (!evaluation) return { kind: 'opaque', ...span };
    const { schema } = evaluation;
    const source = sourceFor(schema, this.converterOf(profile.label, sdk));
    placedAt(schema, span);
    this.computed.markAll(schema);
    for (const note of evaluation.notes) source.notes.push({ kind: note.kind, ...span, message: note.message });
    return this.noted(schema, source, sdk, span.offset);
  }

  /** The specifier of the file's first import of the SDK, quotes included: `import ... from '...'` or `require('...')`. */
  private sdkImport(sdk: ZodSdk): Span | undefined {
    if (!this.imported.has(sdk)) {
      const packages = sdkPackages(sdk);
      const ofSdk = (s: string) => packages.some((p) => s === p || s.startsWith(`${p}/`));
      const specifier = moduleSpecifiers(this.ts, this.file).find((m) => ofSdk(m.text));
      this.imported.set(sdk, specifier && this.span(specifier));
    }
    return this.imported.get(sdk);
  }

  private sourceNote(kind: SourceNote['kind'], at: Span, message: string, profile: ZodProfile): SourceNote {
    const expr = this.at(at.offset, at.length);
    const written = expr && this.origin(expr, profile);
    // The converter throws on one call (`z.date()`), not on the calls after it (`.describe(...)`,
    // `.optional()`): the note, and the fix of its node, are on that call alone.
    const origin = written && kind === 'converter-throws' ? firstCallOf(written) : written;
    const place = origin ?? at;
    const node: JsonNode = { kind: 'opaque', offset: place.offset, length: place.length };
    this.computed.markEvaluated(node);
    if (origin) this.computed.noteOrigin(node, origin);
    const replacement = origin && kind === 'converter-throws' ? this.replacementFor(origin, profile) : undefined;
    return { kind, ...place, message, node, ...(replacement ? { replacement } : {}) };
  }

  /** What a construct the converter throws on can be sent as instead: REPLACEMENTS, or a container JSON Schema can say. */
  private replacementFor(origin: ZodOrigin, profile: ZodProfile): unknown {
    const fixed = REPLACEMENTS[origin.base.method];
    if (fixed) return fixed;
    const call = this.at(origin.base.offset, origin.base.length);
    if (!call || !this.ts.isCallExpression(call)) return undefined;
    const args = call.arguments.map((a) => this.plainValue(a, profile));
    if (args.some((a) => a === undefined)) return undefined;
    // `z.set(X)` as `z.array(X)` sends it; `z.map(K, V)` as `z.record(K, V)` does, for string keys with no enum.
    const [key, value] = args as Array<Record<string, unknown>>;
    if (origin.base.method === 'set' && args.length === 1) return { type: 'array', items: key };
    if (origin.base.method === 'map' && args.length === 2 && key.type === 'string' && !('enum' in key))
      return { type: 'object', propertyNames: key, additionalProperties: value };
    return undefined;
  }

  /** The JSON Schema of an argument, where it is read whole: nothing opaque, no note of its own, no reference. */
  private plainValue(expr: TS.Expression, profile: ZodProfile): Record<string, unknown> | undefined {
    const evaluation = this.attempt(this.span(expr), () =>
      evaluateZod(this.ts, this.file, this.shift, expr, profile, this.scope),
    );
    if (!evaluation || evaluation.notes.length) return undefined;
    const value = toValue(evaluation.schema);
    const plain = typeof value === 'object' && value !== null && !Array.isArray(value);
    return plain && !JSON.stringify(value).includes('"$ref"') ? (value as Record<string, unknown>) : undefined;
  }

  /** Every node of the result: its zod origin, the owner of its keyword values, and the terms of its places. */
  private annotate(root: JsonNode, profile: ZodProfile, source: SchemaSource): void {
    const stack: JsonNode[] = [root];
    while (stack.length) {
      const node = stack.pop()!;
      this.computed.markEvaluated(node);
      if (node.kind === 'array') stack.push(...node.items);
      if (node.kind !== 'object') continue;
      const expr = this.writtenAt(node.offset, node.length);
      const origin = expr ? this.origin(expr, profile) : undefined;
      if (origin) {
        const held = this.withHeld(expr!, origin, profile);
        this.computed.noteOrigin(node, held);
        if (nullableCall(origin)) this.computed.noteNullDroppedAsOptional(node);
        const form = nullableFormOf(node, held, profile);
        if (form) this.computed.noteNullableForm(node, form);
        this.keyTerms(node, origin, source);
      }
      for (const p of node.props) {
        if (!p.value) continue;
        if (origin && (p.value.kind !== 'object' || !this.at(p.value.offset, p.value.length)))
          this.computed.noteOwner(p.value, node);
        if (p.key === 'properties' && p.value.kind === 'object') this.anchorProperties(p.value, profile, source);
        stack.push(p.value);
      }
    }
  }

  /** A property of a zod object is placed on the zod that makes it (`z.record(...)`), not on its key. */
  private anchorProperties(properties: JsonObject, profile: ZodProfile, source: SchemaSource): void {
    for (const p of properties.props) {
      const value = p.value;
      // One read in another module is placed on the name that brings it here, as a whole imported schema is.
      if (value && this.foreignZod.placedHere(value.offset, value.length))
        [p.keyOffset, p.keyLength] = [value.offset, value.length];
      const expr = value && this.writtenAt(value.offset, value.length);
      if (!expr) continue;
      const origin = this.origin(expr, profile);
      p.keyOffset = origin.base.offset;
      p.keyLength = origin.base.length;
      const term = nodeTerm(origin);
      if (term) source.terms.set(termKey(p.keyOffset, p.keyLength), term);
    }
  }

  /** The keywords a call of the chain wrote (their key is the call's name): the term of that call. */
  private keyTerms(node: JsonObject, origin: ZodOrigin, source: SchemaSource): void {
    const text = this.file.text;
    for (const p of node.props) {
      if (!p.keyLength) continue;
      // The key is the call's name as written: `nullable`, or `z.record` with its namespace.
      const at = p.keyOffset + this.shift;
      const word = text.slice(at, at + p.keyLength).replace(/^.*\./, '');
      // A method call (`.nullable()`) is never the base, whatever the origin found at its place.
      const asBase =
        origin.base.method === word && p.keyOffset < origin.base.offset + origin.base.length && text[at - 1] !== '.';
      const term = termFor(word, origin, asBase, node);
      if (term) source.terms.set(termKey(p.keyOffset, p.keyLength), term);
    }
  }

  /** The origin with the whole chain it is held in, when calls follow the value's own expression (`.optional()`). */
  private withHeld(expr: TS.Expression, origin: ZodOrigin, profile: ZodProfile): ZodOrigin {
    let outer: TS.Expression = expr;
    for (let call = this.callOn.get(outer); call; call = this.callOn.get(outer)) outer = call;
    return outer === expr ? origin : { ...origin, held: this.origin(outer, profile) };
  }

  private origin(expr: TS.Expression, profile: ZodProfile): ZodOrigin {
    const memo = this.origins[profile.zod - 3];
    let origin = memo.get(expr);
    if (!origin) {
      origin = originOf(
        this.ts,
        expr,
        (n) => this.span(n),
        profile.zod,
        (node) => isZodNamespace(this.ts, node, this.imports.names),
      );
      memo.set(expr, origin);
    }
    return origin;
  }

  private span(node: TS.Node): Span {
    const offset = node.getStart(this.file) - this.shift;
    return { offset, length: node.end - this.shift - offset };
  }

  /**
   * The calls, names and member accesses of the zod code a schema is read
   * from, by range: its expression and the consts it names, each walked once
   * per file (most of a file is not zod, and is never walked here).
   */
  /** The zod expression a node at this range was written as here: none for a schema read in another module. */
  private writtenAt(offset: number, length: number): TS.Expression | undefined {
    return this.foreignZod.placedHere(offset, length) ? undefined : this.at(offset, length);
  }

  /** The zod expression written at a range of the evaluated tree, if one is. */
  private at(offset: number, length: number): TS.Expression | undefined {
    for (const node of this.spans.get(offset + length) ?? []) if (this.span(node).offset === offset) return node;
    return undefined;
  }

  private index(expr: TS.Expression): void {
    const ts = this.ts;
    const spans = this.spans;
    const stack: TS.Node[] = this.walked.has(expr) ? [] : [expr];
    this.walked.add(expr);
    while (stack.length) {
      const node = stack.pop()!;
      if (ts.isCallExpression(node) || ts.isIdentifier(node) || ts.isPropertyAccessExpression(node)) {
        // By end only (free to read; a start skips trivia): the outermost first, a chain before its name.
        const end = node.end - this.shift;
        const same = spans.get(end);
        if (same) same.push(node);
        else spans.set(end, [node]);
      }
      if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression))
        this.callOn.set(node.expression.expression, node);
      if (ts.isIdentifier(node)) {
        const init = this.consts.get(node.text)?.init;
        if (init && !this.walked.has(init)) {
          this.walked.add(init);
          stack.push(init);
        }
        continue;
      }
      ts.forEachChild(node, (child) => {
        stack.push(child);
      });
    }
  }
}

/** A tool's root, as the SDK converts it or as the code does itself (`zodToJsonSchema(X)`, `z.toJSONSchema(X)`). */
function rootOf(sdk: ZodSdk): { root: true; converted: boolean } {
  return { root: true, converted: sdk === 'zod-to-json-schema' || sdk === 'zod-json-schema' };
}

/**
 * The module specifiers of a file's top-level imports: `import ... from 'x'`,
 * and the `require('x')` of `const m = require('x')` (also wrapped in one call,
 * as tsc writes `__importDefault(require('x'))`).
 */
function moduleSpecifiers(ts: typeof TS, file: TS.SourceFile): TS.StringLiteral[] {
  const out: TS.StringLiteral[] = [];
  for (const statement of file.statements) {
    if (ts.isImportDeclaration(statement) && ts.isStringLiteral(statement.moduleSpecifier))
      out.push(statement.moduleSpecifier);
    if (!ts.isVariableStatement(statement)) continue;
    for (const d of statement.declarationList.declarations) {
      const required = d.initializer && requireOf(ts, d.initializer);
      if (required) out.push(required);
    }
  }
  return out;
}

function requireOf(ts: typeof TS, expr: TS.Expression, wrapped = false): TS.StringLiteral | undefined {
  if (!ts.isCallExpression(expr)) return undefined;
  const [arg] = expr.arguments;
  if (ts.isIdentifier(expr.expression) && expr.expression.text === 'require')
    return arg && ts.isStringLiteral(arg) ? arg : undefined;
  return !wrapped && arg ? requireOf(ts, arg, true) : undefined;
}

/** A converter call: the schema it converts, whose converter, and the workspace helper it goes through. */
export interface Converted {
  sdk: ZodSdk;
  schema: TS.Expression;
  helper?: ConverterHelper;
}

/** What the file imports zod as: the names (`z`, always), and the module (`zod`, `zod/v4`). */
export interface ZodImports {
  names: ReadonlySet<string>;
  module: string | undefined;
}

export function zodImports(ts: typeof TS, file: TS.SourceFile): ZodImports {
  // What the evaluator reads as zod (require, a bundled namespace) is zod here too.
  const names = new Set(['z', ...zodNames(ts, file)]);
  let module: string | undefined;
  for (const statement of file.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
    const from = statement.moduleSpecifier.text;
    if (from !== 'zod' && !from.startsWith('zod/')) continue;
    module ??= from;
    const clause = statement.importClause;
    if (clause?.name) names.add(clause.name.text);
    const bindings = clause?.namedBindings;
    if (bindings && ts.isNamespaceImport(bindings)) names.add(bindings.name.text);
    else if (bindings)
      for (const e of bindings.elements) if ((e.propertyName ?? e.name).text === 'z') names.add(e.name.text);
  }
  return { names, module };
}
