import type { TextEdit } from '../../../types';
import type { ComputedIndex } from '../../computed/computed-index';
import { computedAwareEdits, isRecord } from '../../computed/rewrite-edits';
import type { SourceEdits } from '../../language';
import type { ChainCall, ZodOrigin } from './origin';
import { zodFor } from './write';

/** Chain calls that say how the parent holds the value, not what the value is: kept when the value is rewritten. */
const HOLDER_CALLS = new Set(['optional', 'default']);

/**
 * The edits of a TypeScript file, where the node to change came from zod:
 * written as zod (`z.literal('x')` becomes `z.enum(['x'])`), or none when the
 * change cannot be said in zod (computed/rewrite-edits.ts does the rest).
 */
export function zodAwareEdits(
  plain: SourceEdits,
  text: string,
  quote: (s: string) => string,
  index: ComputedIndex,
): SourceEdits {
  // Each edit's title is kept by the parse's index, where lint reads it (a Fix's edits carry none).
  const write = (origin: ZodOrigin, before: Record<string, unknown>, after: unknown) =>
    written(text, origin, before, after, quote).map(({ title, ...edit }) => {
      index.noteEditTitle(edit, title);
      return edit;
    });
  return computedAwareEdits<ZodOrigin>(plain, write, index);
}

/** An edit, with what it does in zod terms for the fix's title. */
type TitledEdit = TextEdit & { title: string };

/** The edit that makes the zod of `origin` convert to `after` (it converted to `before`), with a title in zod terms. */
function written(
  text: string,
  origin: ZodOrigin,
  before: Record<string, unknown>,
  after: unknown,
  quote: (s: string) => string,
): TitledEdit[] {
  if (!isRecord(after)) return [];
  const special =
    literalToEnum(text, origin, before, after, quote) ??
    nullableToOptional(origin, before, after) ??
    optionalToNullable(origin, before, after) ??
    containerRenamed(text, origin, before, after);
  if (special) return [special];
  const zod = zodFor(after, origin.zod, quote);
  if (zod === undefined) return [];
  const kept = origin.chain
    .filter((c) => HOLDER_CALLS.has(c.name) && (c.name !== 'default' || 'default' in after))
    .map((c) => text.slice(c.offset, c.offset + c.length))
    .join('');
  const newText = zod + kept;
  return [
    titled(
      { offset: origin.offset, length: origin.length },
      newText,
      `\`${brief(text, origin)}\` → \`${brief(newText)}\``,
    ),
  ];
}

/** `z.literal('x')` → `z.enum(['x'])`: only the first call changes. */
function literalToEnum(
  text: string,
  origin: ZodOrigin,
  before: Record<string, unknown>,
  after: Record<string, unknown>,
  quote: (s: string) => string,
): TitledEdit | undefined {
  const values = after.enum;
  if (origin.base.method !== 'literal' || !('const' in before) || 'const' in after || !Array.isArray(values))
    return undefined;
  if (!values.every((v) => typeof v === 'string')) return undefined;
  const newText = `z.enum([${values.map(quote).join(', ')}])`;
  const old = text.slice(origin.base.offset, origin.base.offset + origin.base.length);
  return titled(origin.base, newText, `\`${brief(old)}\` → \`${newText}\``);
}

/** The call that makes a zod schema take null: `.nullable()` or `.nullish()`, if the chain has one. */
export function nullableCall(origin: ZodOrigin): ChainCall | undefined {
  return origin.chain.find((c) => c.name === 'nullable' || c.name === 'nullish');
}

/**
 * A type list that loses its `null`: `.nullable()` → `.optional()` (`.nullish()` too), the
 * rest as written. The argument is then left out for "no value", so the property stops
 * being required too (`ComputedFacts.dropsNullAsOptional` tells the rules so).
 */
function nullableToOptional(
  origin: ZodOrigin,
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): TitledEdit | undefined {
  const call = nullableCall(origin);
  if (!call || !(sameButNull(before, after) || nullBranchDropped(before, after))) return undefined;
  const optional = origin.chain.some((c) => c.name === 'optional');
  const title = `Use \`.optional()\` instead of \`.${call.name}()\``;
  return optional ? titled(call, '', title) : titled(call.nameAt, 'optional', title);
}

/**
 * A property that gains `null` where its chain says `.optional()`: `.optional()` →
 * `.nullable()`, the strict modes' way to keep "no value" (the property is then required,
 * null standing for it). The `.optional()` is past the value's own expression, on the
 * whole chain it is held in (`ZodOrigin.held`).
 */
function optionalToNullable(
  origin: ZodOrigin,
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): TitledEdit | undefined {
  // The held chain is the whole one, from the same first call.
  const chain = (origin.held ?? origin).chain;
  const call = chain.find((c) => c.name === 'optional');
  if (!call || chain.some((c) => c.name === 'nullable' || c.name === 'nullish')) return undefined;
  if (!(sameButNull(after, before) || nullBranchDropped(after, before))) return undefined;
  return titled(call.nameAt, 'nullable', 'Use `.nullable()` instead of `.optional()`');
}

/** What `z.set` and `z.map`, which the converter throws on, are written as: the container JSON Schema says. */
const CONTAINERS: Record<string, { name: string; type: string }> = {
  set: { name: 'array', type: 'array' },
  map: { name: 'record', type: 'object' },
};

/** `z.set(X)` → `z.array(X)`, `z.map(K, V)` → `z.record(K, V)`: the name changes, the arguments stay as written. */
function containerRenamed(
  text: string,
  origin: ZodOrigin,
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): TitledEdit | undefined {
  const container = CONTAINERS[origin.base.method];
  if (!container || Object.keys(before).length || after.type !== container.type) return undefined;
  const old = text.slice(origin.base.offset, origin.base.offset + origin.base.length);
  const callee = /^([\w$]+\s*\.\s*)(map|set)\b/.exec(old);
  if (!callee) return undefined;
  const renamed = callee[1] + container.name + old.slice(callee[0].length);
  const at = { offset: origin.base.offset + callee[1].length, length: callee[2].length };
  return titled(at, container.name, `\`${brief(old)}\` → \`${brief(renamed)}\``);
}

function listsNull(v: Record<string, unknown>): boolean {
  return Array.isArray(v.type) && v.type.includes('null');
}

/** `["string", "null"]` → `"string"`, all else the same. */
function sameButNull(before: Record<string, unknown>, after: Record<string, unknown>): boolean {
  if (!listsNull(before) || listsNull(after)) return false;
  const { type: _b, ...beforeRest } = before;
  const { type: _a, ...afterRest } = after;
  return JSON.stringify(beforeRest) === JSON.stringify(afterRest);
}

/** `anyOf: [T, {"type": "null"}]` → T with the rest of the members, nothing else changed. */
function nullBranchDropped(before: Record<string, unknown>, after: Record<string, unknown>): boolean {
  const { anyOf, ...rest } = before;
  if (!Array.isArray(anyOf) || anyOf.length !== 2) return false;
  const nullAt = anyOf.findIndex((b) => JSON.stringify(b) === '{"type":"null"}');
  if (nullAt < 0) return false;
  const other: unknown = anyOf[1 - nullAt];
  if (!isRecord(other)) return false;
  return sameMembers({ ...other, ...rest }, after);
}

function sameMembers(a: Record<string, unknown>, b: Record<string, unknown>): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((k) => JSON.stringify(a[k]) === JSON.stringify(b[k]));
}

function titled(at: { offset: number; length: number }, newText: string, title: string): TitledEdit {
  return { offset: at.offset, length: at.length, newText, title };
}

/** A call written short for a title: `z.record(...)`, `z.string().describe('…')`. */
function brief(text: string, span?: { offset: number; length: number }): string {
  const s = span ? text.slice(span.offset, span.offset + span.length) : text;
  const one = s.replace(/\s+/g, ' ');
  return one.length <= 48 ? one : one.replace(/\((?:[^()]|\([^()]*\))*\)/g, (m) => (m.length > 14 ? '(...)' : m));
}
