import type * as TS from 'typescript';
import { argKeyword, formatChecks } from './factories';
import { type Keyword, type ObjectMode, type ZNode, type ZShape, derived } from './ir';
import { fromValue, opaque } from '../../computed/tree-builders';
import type { Call, ZodReader } from './reader';

type Method = (r: ZodReader, self: ZNode, call: Call) => ZNode | undefined;

const STRING_LENGTH = { min: 'minLength', max: 'maxLength' } as const;
const ARRAY_LENGTH = { min: 'minItems', max: 'maxItems' } as const;
const NUMBER_BOUNDS: Record<string, string> = {
  min: 'minimum',
  gte: 'minimum',
  max: 'maximum',
  lte: 'maximum',
  gt: 'exclusiveMinimum',
  lt: 'exclusiveMaximum',
  multipleOf: 'multipleOf',
  step: 'multipleOf',
};
const NUMBER_SIGNS: Record<string, string> = {
  positive: 'exclusiveMinimum',
  nonnegative: 'minimum',
  negative: 'exclusiveMaximum',
  nonpositive: 'maximum',
};

const isNumber = (n: ZNode) => n.kind.t === 'number' || n.kind.t === 'integer';

function check(self: ZNode, call: Call, checks: Keyword[]): ZNode {
  return derived(self, call.span, { checks });
}

/** `.min`, `.max`, `.length`, `.nonempty` of strings, arrays and numbers. */
function sized(kind: 'min' | 'max' | 'length' | 'nonempty'): Method {
  return (r, self, call) => {
    const arg = call.args[0];
    if (isNumber(self))
      return kind in NUMBER_BOUNDS
        ? check(self, call, [argKeyword(r, NUMBER_BOUNDS[kind], call.head, arg)])
        : undefined;
    const keys = self.kind.t === 'string' ? STRING_LENGTH : self.kind.t === 'array' ? ARRAY_LENGTH : undefined;
    if (!keys) return undefined;
    if (kind === 'nonempty')
      return check(self, call, [{ key: keys.min, keySpan: call.head, value: fromValue(call.head, 1) }]);
    const which = kind === 'length' ? (['min', 'max'] as const) : ([kind] as const);
    return check(
      self,
      call,
      which.map((k) => argKeyword(r, keys[k], call.head, arg)),
    );
  };
}

const numberBound =
  (key: string): Method =>
  (r, self, call) =>
    isNumber(self) ? check(self, call, [argKeyword(r, key, call.head, call.args[0])]) : undefined;

const numberSign =
  (key: string): Method =>
  (_r, self, call) =>
    isNumber(self) ? check(self, call, [{ key, keySpan: call.head, value: fromValue(call.head, 0) }]) : undefined;

const stringFormat =
  (name: string): Method =>
  (r, self, call) => {
    if (self.kind.t !== 'string') return undefined;
    const checks = formatChecks(r, name, call.head, call.args.length > 0);
    return checks && check(self, call, checks);
  };

function regexText(r: ZodReader, arg: TS.Expression | undefined): string | undefined {
  const node = arg && r.src.unwrap(arg);
  if (!node || node.kind !== r.src.ts.SyntaxKind.RegularExpressionLiteral) return undefined;
  const text = node.getText(r.src.file);
  const close = text.lastIndexOf('/');
  return close === text.length - 1 ? text.slice(1, close) : undefined;
}

const regex: Method = (r, self, call) => {
  if (self.kind.t !== 'string') return undefined;
  const pattern = regexText(r, call.args[0]);
  const value = pattern === undefined ? opaque(call.head) : fromValue(r.src.span(call.args[0]), pattern);
  const checked = check(self, call, [{ key: 'pattern', keySpan: call.head, value }]);
  // zod 4 keeps one format per string, the last check's, and a regex's is none:
  // `z.string().url().regex(re)` is written with its pattern and no `format`.
  return r.zod === 4 ? { ...checked, checks: checked.checks.filter((c) => c.key !== 'format') } : checked;
};

/** A method that changes nothing the converter writes, but makes a zod 4 clone. */
const sameSchema: Method = (_r, self, call) => check(self, call, []);

/** `.refine()`, `.superRefine()`: a zod 4 clone, a zod 3 ZodEffects around the schema. */
const refinement: Method = (r, self, call) => ({ ...check(self, call, []), effects: r.zod === 3 || self.effects });

const wrap =
  (t: 'optional' | 'nullable' | 'readonly'): Method =>
  (r, self, call) =>
    r.make({ t, inner: self }, call.span, call.head);

const withValue =
  (t: 'default' | 'catch'): Method =>
  (r, self, call) => {
    const value = call.args[0] ? r.src.literal(call.args[0]) : opaque(call.head);
    return r.make({ t, inner: self, value, keySpan: call.head }, call.span, call.head);
  };

const describe: Method = (r, self, call) =>
  derived(self, call.span, { meta: [argKeyword(r, 'description', call.head, call.args[0])] });

/** `.meta({ description, examples, title })`; an `id` moves the schema to `$defs`, which is not modelled. */
const meta: Method = (r, self, call) => {
  if (r.zod === 3) return undefined;
  const value = call.args[0] && r.src.literal(call.args[0]);
  if (value?.kind !== 'object' || value.props.some((p) => p.key === 'id')) return undefined;
  const entries = value.props.map((p) => ({
    key: p.key,
    keySpan: { offset: p.keyOffset, length: p.keyLength },
    value: p.value!,
  }));
  return derived(self, call.span, { meta: entries });
};

function objectShape(self: ZNode): ZShape | undefined {
  return self.kind.t === 'object' ? { props: self.kind.shape, rest: self.kind.rest ?? [] } : undefined;
}

function withShape(r: ZodReader, self: ZNode, call: Call, shape: ZShape, mode?: ObjectMode): ZNode | undefined {
  if (self.kind.t !== 'object') return undefined;
  const modeSpan = mode ? call.head : self.kind.modeSpan;
  const kind = { ...self.kind, shape: shape.props, rest: shape.rest, mode: mode ?? self.kind.mode, modeSpan };
  return r.make(kind, call.span, self.head);
}

/** `.extend(x)`: with `x` not read, the receiver's members stand, and there may be more. */
const extend: Method = (r, self, call) => {
  const own = objectShape(self);
  const added = call.args[0] && r.shapeOrRest(call.args[0]);
  return own && added && withShape(r, self, call, mergeShapes(own, added));
};

/** `.merge(other)`: the other's members and mode; with `other` not read, the receiver's members and more. */
const merge: Method = (r, self, call) => {
  const other = call.args[0] && r.read(call.args[0]);
  const own = objectShape(self);
  if (!own || !call.args[0]) return undefined;
  if (!other || other.kind.t === 'opaque')
    return withShape(r, self, call, mergeShapes(own, { props: [], rest: [r.src.span(call.args[0])] }));
  if (other.kind.t !== 'object') return undefined;
  const merged = mergeShapes(own, { props: other.kind.shape, rest: other.kind.rest ?? [] });
  return r.make({ ...other.kind, shape: merged.props, rest: merged.rest }, call.span, self.head);
};

function mergeShapes(a: ZShape, b: ZShape): ZShape {
  const replaced = new Map(b.props.map((p) => [p.key, p]));
  const kept = a.props.map((p) => replaced.get(p.key) ?? p);
  return {
    props: [...kept, ...b.props.filter((p) => !a.props.some((q) => q.key === p.key))],
    rest: [...a.rest, ...b.rest],
  };
}

/** The keys of a `{ a: true }` mask; undefined when it is not one written out. */
function maskKeys(r: ZodReader, arg: TS.Expression | undefined): Set<string> | undefined {
  const value = arg && r.src.literal(arg);
  if (value?.kind !== 'object' || value.props.some((p) => p.value?.kind !== 'boolean')) return undefined;
  return new Set(value.props.filter((p) => p.value?.kind === 'boolean' && p.value.value).map((p) => p.key));
}

/**
 * `.pick(mask)` / `.omit(mask)`, with the mask written out. On an object with
 * members not read, a picked key not among the known ones may be there.
 */
const select =
  (keep: boolean): Method =>
  (r, self, call) => {
    const own = objectShape(self);
    const keys = maskKeys(r, call.args[0]);
    if (!own || !keys) return undefined;
    const props = own.props.filter((p) => keys.has(p.key) === keep);
    const more = !keep || props.length < keys.size;
    return withShape(r, self, call, { props, rest: more ? own.rest : [] });
  };

/** `.partial()` / `.required()`, of every key or of the masked ones. */
const optionality =
  (optional: boolean): Method =>
  (r, self, call) => {
    const own = objectShape(self);
    const keys = call.args[0] ? maskKeys(r, call.args[0]) : undefined;
    if (!own || (call.args[0] && !keys)) return undefined;
    const change = (s: ZNode): ZNode =>
      optional ? r.make({ t: 'optional', inner: s }, s.span, call.head) : required(s);
    const props = own.props.map((p) => (!keys || keys.has(p.key) ? { ...p, schema: change(p.schema) } : p));
    return withShape(r, self, call, { props, rest: own.rest });
  };

/** `.required()` drops every optional layer, as zod's nonoptional does. */
function required(s: ZNode): ZNode {
  while (s.kind.t === 'optional') s = s.kind.inner;
  return s;
}

const objectMode =
  (mode: ObjectMode): Method =>
  (r, self, call) =>
    withShape(r, self, call, objectShape(self) ?? { props: [], rest: [] }, mode);

const catchall: Method = (r, self, call) => {
  const own = objectShape(self);
  if (!own || self.kind.t !== 'object') return undefined;
  const rest = r.schema(call.args[0], call.node);
  return r.make({ ...self.kind, catchall: rest, modeSpan: call.head }, call.span, self.head);
};

const unwrapInner: Method = (_r, self) =>
  self.kind.t === 'optional' || self.kind.t === 'nullable' ? self.kind.inner : undefined;

export const METHODS: Record<string, Method> = {
  min: sized('min'),
  max: sized('max'),
  length: sized('length'),
  nonempty: sized('nonempty'),
  gt: numberBound('exclusiveMinimum'),
  gte: numberBound('minimum'),
  lt: numberBound('exclusiveMaximum'),
  lte: numberBound('maximum'),
  multipleOf: numberBound('multipleOf'),
  step: numberBound('multipleOf'),
  positive: numberSign(NUMBER_SIGNS.positive),
  nonnegative: numberSign(NUMBER_SIGNS.nonnegative),
  negative: numberSign(NUMBER_SIGNS.negative),
  nonpositive: numberSign(NUMBER_SIGNS.nonpositive),
  int: (_r, self, call) => (isNumber(self) ? { ...derived(self, call.span, {}), kind: { t: 'integer' } } : undefined),
  finite: (r, self, call) => (isNumber(self) ? sameSchema(r, self, call) : undefined),
  regex,
  email: stringFormat('email'),
  url: stringFormat('url'),
  uuid: stringFormat('uuid'),
  datetime: stringFormat('datetime'),
  date: stringFormat('date'),
  time: stringFormat('time'),
  cuid: stringFormat('cuid'),
  trim: (r, self, call) => (self.kind.t === 'string' ? sameSchema(r, self, call) : undefined),
  toLowerCase: (r, self, call) => (self.kind.t === 'string' ? sameSchema(r, self, call) : undefined),
  toUpperCase: (r, self, call) => (self.kind.t === 'string' ? sameSchema(r, self, call) : undefined),
  optional: wrap('optional'),
  nullable: wrap('nullable'),
  nullish: (r, self, call) => wrap('optional')(r, wrap('nullable')(r, self, call)!, call),
  readonly: wrap('readonly'),
  default: withValue('default'),
  catch: withValue('catch'),
  describe,
  meta,
  refine: refinement,
  superRefine: refinement,
  check: sameSchema,
  brand: (_r, self, call) => ({ ...self, span: call.span }),
  transform: (r, self, call) => r.make({ t: 'pipe', input: self, output: undefined }, call.span, call.head),
  pipe: (r, self, call) =>
    r.make({ t: 'pipe', input: self, output: r.schema(call.args[0], call.node) }, call.span, call.head),
  or: (r, self, call) =>
    r.make(
      { t: 'union', options: [self, r.schema(call.args[0], call.node)], discriminated: false },
      call.span,
      call.head,
    ),
  and: (r, self, call) =>
    r.make({ t: 'intersection', left: self, right: r.schema(call.args[0], call.node) }, call.span, call.head),
  array: (r, self, call) => r.make({ t: 'array', item: self }, call.span, call.head),
  extend,
  merge,
  pick: select(true),
  omit: select(false),
  partial: optionality(true),
  required: optionality(false),
  passthrough: objectMode('passthrough'),
  // zod 4's name for passthrough (and `strictObject`'s for strict): the same mode.
  loose: objectMode('passthrough'),
  strict: objectMode('strict'),
  strip: objectMode('strip'),
  catchall,
  unwrap: unwrapInner,
};
