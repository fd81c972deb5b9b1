import type * as TS from 'typescript';
import type { JsonNode } from '../../../json/tree';
import { STRING_FORMATS } from './formats';
import type { Keyword, ObjectMode, Span, ZNode } from './ir';
import { opaque, str } from '../../computed/tree-builders';
import { enumValues } from './names';
import type { Call, ZodReader } from './reader';

type Factory = (r: ZodReader, call: Call) => ZNode | undefined;

const simple =
  (t: 'string' | 'number' | 'integer' | 'boolean' | 'null' | 'any' | 'unknown' | 'date' | 'bigint'): Factory =>
  (r, call) =>
    r.make({ t }, call.span, call.head);

/** The `format` (and zod 4's `pattern`) keywords a format check writes, keyed on the call that asked for it. */
export function formatChecks(r: ZodReader, name: string, keySpan: Span, hasOptions: boolean): Keyword[] | undefined {
  const f = STRING_FORMATS[name];
  if (!f || (r.zod === 3 && !f.zod3)) return undefined;
  const checks: Keyword[] = [{ key: 'format', keySpan, value: str(keySpan, f.format) }];
  if (r.zod === 3 || f.pattern4 === undefined) return checks;
  const pattern = f.pattern4 === null || hasOptions ? opaque(keySpan) : str(keySpan, f.pattern4);
  return [...checks, { key: 'pattern', keySpan, value: pattern }];
}

/** `z.email()`, `z.iso.datetime()`: zod 4's top-level string formats. */
const format =
  (name: string): Factory =>
  (r, call) => {
    if (r.zod === 3) return undefined;
    const checks = formatChecks(r, name, call.head, call.args.length > 0);
    return checks && { ...r.make({ t: 'string' }, call.span, call.head), checks };
  };

const objectOf =
  (mode: ObjectMode): Factory =>
  (r, call) => {
    if (mode === 'passthrough' && r.zod === 3) return undefined;
    // A shape not read (an import, a helper's result) is an object of members not known, not an unknown schema.
    const shape = call.args[0] ? r.shapeOrRest(call.args[0]) : { props: [], rest: [] };
    const modeSpan = mode === 'strip' ? undefined : call.head;
    return r.make({ t: 'object', shape: shape.props, rest: shape.rest, mode, modeSpan }, call.span, call.head);
  };

const wrapper =
  (t: 'optional' | 'nullable'): Factory =>
  (r, call) =>
    r.make({ t, inner: r.schema(call.args[0], call.node) }, call.span, call.head);

/** The elements of an array literal as schemas; undefined when it is not one. */
function schemaList(r: ZodReader, expr: TS.Expression | undefined): ZNode[] | undefined {
  const node = expr && r.src.unwrap(expr);
  const list = node && r.src.ts.isArrayLiteralExpression(node) ? node : node && r.src.resolve(node);
  const array = list && r.src.unwrap(list);
  if (!array || !r.src.ts.isArrayLiteralExpression(array)) return undefined;
  if (array.elements.some((e) => r.src.ts.isSpreadElement(e))) return undefined;
  return array.elements.map((e) => r.schema(e, e));
}

function union(r: ZodReader, call: Call, options: TS.Expression | undefined, discriminated: boolean) {
  const list = schemaList(r, options);
  return list && r.make({ t: 'union', options: list, discriminated }, call.span, call.head);
}

/** `z.enum(['a', 'b'])`, `z.enum(KINDS)` of a const array, and zod 4's `z.enum(TsEnum)`. */
const enumOf: Factory = (r, call) => {
  const arg = call.args[0];
  const values = arg && r.src.literal(arg);
  if (values?.kind === 'array' && values.items.every((v) => v.kind === 'string'))
    return r.make({ t: 'enum', values: values.items }, call.span, call.head);
  return r.zod === 4 ? nativeEnum(r, call) : undefined;
};

/** `z.nativeEnum(E)` of a same-file TS enum or `as const` object: its values, reverse mappings left out. */
const nativeEnum: Factory = (r, call) => {
  const arg = call.args[0] && r.src.unwrap(call.args[0]);
  if (!arg || !r.src.ts.isIdentifier(arg)) return undefined;
  const declared = enumValues(r.src.ts, r.src.file, arg.text);
  const values: JsonNode[] | undefined = declared
    ? declared.map(({ member, value }) => literalAt(r.src.span(member), value))
    : objectValues(r, arg);
  return values && r.make({ t: 'enum', values }, call.span, call.head);
};

function literalAt(at: Span, value: string | number): JsonNode {
  return typeof value === 'string' ? str(at, value) : { kind: 'number', ...at, value };
}

function objectValues(r: ZodReader, name: TS.Identifier): JsonNode[] | undefined {
  const value = r.src.literal(name);
  if (value.kind !== 'object') return undefined;
  const items = value.props.map((p) => p.value!);
  return items.every((v) => v.kind === 'string' || v.kind === 'number') ? items : undefined;
}

const literal: Factory = (r, call) => {
  const value = call.args[0] && r.src.literal(call.args[0]);
  if (!value || (value.kind !== 'string' && value.kind !== 'number' && value.kind !== 'boolean')) return undefined;
  return r.make({ t: 'literal', value }, call.span, call.head);
};

const record: Factory = (r, call) => {
  const [a, b] = call.args;
  if (!b && r.zod === 4) return undefined;
  const key = b ? r.schema(a, call.node) : r.make({ t: 'string' }, call.head, call.head);
  return r.make({ t: 'record', key, value: r.schema(b ?? a, call.node) }, call.span, call.head);
};

const container =
  (t: 'map' | 'set'): Factory =>
  (r, call) =>
    r.make({ t, items: call.args.map((a) => r.schema(a, a)) }, call.span, call.head);

/** `z.lazy(() => X)`: X is read when the converter reaches it, so a schema may refer to itself. */
const lazy: Factory = (r, call) => {
  const fn = call.args[0] && r.src.unwrap(call.args[0]);
  if (!fn || !r.src.ts.isArrowFunction(fn) || !r.src.ts.isExpression(fn.body)) return undefined;
  return r.lazy(fn.body, call.span, call.head);
};

const preprocess: Factory = (r, call) =>
  r.make({ t: 'pipe', input: undefined, output: r.schema(call.args[1], call.node) }, call.span, call.head);

const coerced = (t: 'string' | 'number' | 'boolean' | 'date' | 'bigint'): Factory => simple(t);

export const FACTORIES: Record<string, Factory> = {
  string: simple('string'),
  number: simple('number'),
  int: (r, call) => (r.zod === 4 ? simple('integer')(r, call) : undefined),
  boolean: simple('boolean'),
  null: simple('null'),
  any: simple('any'),
  unknown: simple('unknown'),
  date: simple('date'),
  bigint: simple('bigint'),
  email: format('email'),
  url: format('url'),
  uuid: format('uuid'),
  guid: format('guid'),
  'iso.datetime': format('datetime'),
  'iso.date': format('date'),
  'coerce.string': coerced('string'),
  'coerce.number': coerced('number'),
  'coerce.boolean': coerced('boolean'),
  'coerce.date': coerced('date'),
  'coerce.bigint': coerced('bigint'),
  object: objectOf('strip'),
  strictObject: objectOf('strict'),
  looseObject: objectOf('passthrough'),
  array: (r, call) => r.make({ t: 'array', item: r.schema(call.args[0], call.node) }, call.span, call.head),
  tuple: (r, call) => {
    const items = schemaList(r, call.args[0]);
    return items && !call.args[1] ? r.make({ t: 'tuple', items }, call.span, call.head) : undefined;
  },
  enum: enumOf,
  nativeEnum,
  literal,
  union: (r, call) => union(r, call, call.args[0], false),
  discriminatedUnion: (r, call) => union(r, call, call.args[1], true),
  intersection: (r, call) =>
    r.make(
      { t: 'intersection', left: r.schema(call.args[0], call.node), right: r.schema(call.args[1], call.node) },
      call.span,
      call.head,
    ),
  record,
  map: container('map'),
  set: container('set'),
  optional: wrapper('optional'),
  nullable: wrapper('nullable'),
  lazy,
  preprocess,
};

/** A keyword whose value is one argument read as a literal (`.min(1)`: `minLength: 1`). */
export function argKeyword(r: ZodReader, key: string, keySpan: Span, arg: TS.Expression | undefined): Keyword {
  return { key, keySpan, value: arg ? r.src.literal(arg) : opaque(keySpan) };
}
