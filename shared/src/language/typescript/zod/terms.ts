import { getValue, type JsonObject } from '../../../json/tree';
import type { ZodOrigin } from './origin';

/**
 * What each zod construct becomes in JSON Schema, said where a finding is placed on it;
 * `at` is the object the construct wrote the finding's keyword in, when known.
 */
const BECOMES: Record<string, (zod: 3 | 4, at?: JsonObject) => string> = {
  record: (zod) => `a map (\`additionalProperties\`${zod === 4 ? ' and `propertyNames`' : ''})`,
  literal: () => '`const`',
  nullable: (_zod, at) => nullForm(at),
  nullish: (_zod, at) => nullForm(at),
  union: () => '`anyOf` (or a list of types)',
  discriminatedUnion: (zod) => (zod === 4 ? '`oneOf`' : '`anyOf`'),
  any: () => '`{}`, a schema with no type',
  unknown: () => '`{}`, a schema with no type',
  passthrough: () => '`additionalProperties`',
  looseObject: () => '`additionalProperties`',
  catchall: () => '`additionalProperties`',
  strict: () => '`additionalProperties: false`',
  strictObject: () => '`additionalProperties: false`',
  positive: () => '`exclusiveMinimum`',
  gt: () => '`exclusiveMinimum`',
  lt: () => '`exclusiveMaximum`',
  url: () => '`format: "uri"`',
  email: () => '`format: "email"`',
  uuid: () => '`format: "uuid"`',
  tuple: (zod) => (zod === 4 ? '`prefixItems`' : 'an array-form `items`'),
  date: () => 'a `date-time` string',
  bigint: () => '`format: "int64"`',
  set: () => '`uniqueItems`',
  map: () => 'an array of pairs',
  nativeEnum: () => '`enum`',
  intersection: (zod) => (zod === 4 ? 'one merged object' : '`allOf`'),
  and: (zod) => (zod === 4 ? 'one merged object' : '`allOf`'),
  lazy: () => 'a `$ref`',
};

/**
 * The zod words for the construct written at `word` (a method name, as in the
 * source) of a chain: "`z.record(...)` becomes a map (`additionalProperties`
 * and `propertyNames`)", "`.nullable()` becomes the list of types `["number", "null"]`".
 * Undefined where the construct has nothing to add.
 */
export function termFor(word: string, origin: ZodOrigin, asBase: boolean, at?: JsonObject): string | undefined {
  const written = asBase ? `\`z.${word}(...)\`` : `\`.${word}()\``;
  const becomes = BECOMES[word];
  return becomes ? `${written} becomes ${becomes(origin.zod, at)}` : undefined;
}

/**
 * What the converter wrote for a nullable schema, read from the object holding the keyword:
 * a list of types (`["number", "null"]`) where the inner schema is a bare type, else an
 * `anyOf` whose second branch is `{"type": "null"}` (the inner one has keywords of its own).
 */
function nullForm(at: JsonObject | undefined): string {
  const type = getValue(at, 'type');
  if (type?.kind === 'array') {
    const names = type.items.map((t) => (t.kind === 'string' ? JSON.stringify(t.value) : '…'));
    return `the list of types \`[${names.join(', ')}]\``;
  }
  if (type?.kind === 'string' && type.value === 'null') return '`anyOf: [T, {"type": "null"}]`';
  return 'a list of types with `"null"`, or `anyOf: [T, {"type": "null"}]`';
}

/** The term of the construct that decides what a node is: the last chain call with one, else its base. */
export function nodeTerm(origin: ZodOrigin): string | undefined {
  for (let i = origin.chain.length - 1; i >= 0; i--) {
    const term = termFor(origin.chain[i].name, origin, false);
    if (term) return term;
  }
  return termFor(origin.base.method, origin, true);
}
