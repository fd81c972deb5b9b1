import type { JsonNode } from '../../../json/tree';

import type { Span } from '../../../types';

export type { Span };

/** A keyword the author wrote through a call: `.min(1)` is `minLength: 1`, keyed on `min`. */
export interface Keyword {
  key: string;
  keySpan: Span;
  value: JsonNode;
}

export interface ZProp {
  key: string;
  keySpan: Span;
  schema: ZNode;
}

/**
 * The members of a shape: those read, and where members were written that
 * were not (`...common`, `[KEY]: s`, `.extend(x)` with `x` not known): the
 * object may have more members there, none of the known ones is lost.
 */
export interface ZShape {
  props: ZProp[];
  rest: Span[];
}

export type ObjectMode = 'strip' | 'strict' | 'passthrough';

/** What a zod schema is, read from the syntax; one object per instance (a const used twice is one ZNode). */
export type ZKind =
  | { t: 'string' | 'number' | 'integer' | 'boolean' | 'null' | 'any' | 'unknown' }
  | { t: 'date' | 'bigint' | 'map' | 'set'; items?: ZNode[] }
  | { t: 'array'; item: ZNode }
  | { t: 'tuple'; items: ZNode[] }
  | { t: 'enum'; values: JsonNode[] }
  | { t: 'literal'; value: JsonNode }
  | { t: 'union'; options: ZNode[]; discriminated: boolean }
  | { t: 'intersection'; left: ZNode; right: ZNode }
  | { t: 'record'; key: ZNode; value: ZNode }
  | { t: 'object'; shape: ZProp[]; rest?: Span[]; mode: ObjectMode; modeSpan?: Span; catchall?: ZNode }
  | { t: 'optional' | 'nullable' | 'readonly'; inner: ZNode }
  | { t: 'default' | 'catch'; inner: ZNode; value: JsonNode; keySpan: Span }
  /** `.transform(fn)`, `z.preprocess(fn, s)`, `.pipe(s)`: `input` and `output` sides; a transform's is undefined. */
  | { t: 'pipe'; input: ZNode | undefined; output: ZNode | undefined }
  | { t: 'lazy'; resolve: () => ZNode }
  /** Not known: a name not resolved, a method not modelled. */
  | { t: 'opaque' };

export interface ZNode {
  kind: ZKind;
  /** The zod expression that produced this schema. */
  span: Span;
  /** The callee or member that made it (`z.record`, `.nullable`): where its `type` keyword is keyed. */
  head: Span;
  /** Checks and formats, in the order written (`minLength`, `format`, `pattern`, `minimum`...). */
  checks: Keyword[];
  /** `.describe()` and `.meta()` entries, in the order written. */
  meta: Keyword[];
  /** zod 4: the schema a check or `.describe()` was cloned from. The converter visits it too. */
  parent?: ZNode;
  /** zod 3: `.refine()` and its kin wrap the schema in ZodEffects, which is no longer a ZodObject. */
  effects?: boolean;
}

export function opaqueZ(span: Span): ZNode {
  return { kind: { t: 'opaque' }, span, head: span, checks: [], meta: [] };
}

/** A copy with one more check or meta entry, cloned from `from` (zod 4 keeps the link). */
export function derived(from: ZNode, span: Span, add: { checks?: Keyword[]; meta?: Keyword[] }): ZNode {
  return {
    kind: from.kind,
    span,
    head: from.head,
    checks: add.checks ? [...from.checks, ...add.checks] : from.checks,
    meta: add.meta ? [...from.meta, ...add.meta] : from.meta,
    parent: from,
    effects: from.effects,
  };
}
