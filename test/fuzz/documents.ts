import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { Dice, generateCatalog, prng } from '../helpers/catalog';
import { corpusFiles, unwrapCorpus } from '../helpers/corpus';

/**
 * Documents for the property tests: the fixtures, the real tool files of the
 * corpus (test/corpus/handwritten), generated catalogs; and mutations of them, both
 * textual (cut, delete, insert a token, duplicate a span) and structural (a
 * fault the portable profile flags, put into a random schema node).
 */

function readJsonFiles(dir: string): string[] {
  return readdirSync(dir)
    .filter((n) => n.endsWith('.json'))
    .sort()
    .map((n) => readFileSync(join(dir, n), 'utf8'));
}

let seedTexts: string[] | undefined;

/** The fixtures, the corpus's tool files and two small generated catalogs, as texts. */
export function seedDocuments(): string[] {
  seedTexts ??= [
    ...readJsonFiles('test/fixtures'),
    ...corpusFiles().flatMap((f) => unwrapCorpus(f.raw) ?? []),
    generateCatalog(6, { seed: 1, faultShare: 0.8 }),
    generateCatalog(12, { seed: 2, faultShare: 0.5 }),
  ];
  return seedTexts;
}

/** Tokens a person types or a bad merge leaves behind. */
const TOKENS = [
  '{',
  '}',
  '[',
  ']',
  ',',
  ':',
  '"',
  '"type"',
  '"items"',
  '"array"',
  '"properties": {}',
  'null',
  'true',
  '-1',
  '1e999',
  '/*',
  '*/',
  '// c\n',
  '\n',
  '\r\n',
  '\\',
  '\ufeff',
  '\ud800',
  '😀',
  ' ',
];

export type TextMutation = { op: 'cut' | 'delete' | 'insert' | 'duplicate'; at: number; span: number; token: number };

export const textMutation: fc.Arbitrary<TextMutation> = fc.record({
  op: fc.constantFrom('cut', 'delete', 'insert', 'duplicate'),
  at: fc.nat(),
  span: fc.nat({ max: 40 }),
  token: fc.nat({ max: TOKENS.length - 1 }),
});

export function mutateText(text: string, m: TextMutation): string {
  const at = text.length ? m.at % (text.length + 1) : 0;
  const end = Math.min(text.length, at + m.span);
  switch (m.op) {
    case 'cut':
      return text.slice(0, at);
    case 'delete':
      return text.slice(0, at) + text.slice(end);
    case 'insert':
      return text.slice(0, at) + TOKENS[m.token] + text.slice(at);
    case 'duplicate':
      return text.slice(0, end) + text.slice(at, end) + text.slice(end);
  }
}

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

const isObject = (v: Json | undefined): v is JsonObject => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Every object under `value` that looks like a schema (has type, properties, items, enum or a combinator). */
function schemaObjects(value: Json, out: JsonObject[] = [], depth = 0): JsonObject[] {
  if (depth > 64) return out;
  if (Array.isArray(value)) for (const v of value) schemaObjects(v, out, depth + 1);
  else if (isObject(value)) {
    if (['type', 'properties', 'items', 'enum', 'anyOf', 'oneOf', '$ref'].some((k) => k in value)) out.push(value);
    for (const v of Object.values(value)) schemaObjects(v, out, depth + 1);
  }
  return out;
}

/** Faults the profile flags, each a change to one schema object. */
const FAULTS: ((s: JsonObject, d: Dice) => void)[] = [
  (s) => ((s.type = 'array'), delete s.items),
  (s) => (s.additionalProperties = false),
  (s) => (s.additionalProperties = { type: 'string' }),
  (s) => ((s.const = 'fixed'), delete s.type),
  (s) => (s.type = [typeof s.type === 'string' ? s.type : 'string', 'null']),
  (s) => (s.type = ['string', 'integer']),
  (s) => (s.description = ''),
  (s) => ((s.type = 'integer'), (s.enum = [1, 2, 2])),
  (s) => (s.enum = []),
  (s) => (s.required = ['not_a_property', ...(Array.isArray(s.required) ? s.required : [])]),
  (s) => ((s.type = 'object'), (s.properties = { node: { $ref: '#' } })),
  (s) => (
    (s.$defs = { A: { $ref: '#/$defs/B' }, B: { type: 'object', properties: { a: { $ref: '#/$defs/A' } } } }),
    (s.properties = { ...(isObject(s.properties) ? s.properties : {}), loop: { $ref: '#/$defs/A' } })
  ),
  (s) => (
    (s.definitions = { Item: { type: 'string', minLength: 1 } }),
    (s.items = { $ref: '#/definitions/Item' }),
    (s.type = 'array')
  ),
  (s) => (s.format = 'uri'),
  (s) => ((s.type = 'object'), delete s.properties),
  (s) => delete s.type,
  (s) => ((s.minimum = 5), (s.exclusiveMaximum = 10), (s.multipleOf = 5)),
  (s) => ((s.pattern = '^[a-z]+$'), (s.examples = ['abc']), (s['x-internal'] = true)),
  (s) => ((s.anyOf = [{ type: 'string' }, { type: 'null' }]), delete s.type),
  (s) => ((s.oneOf = [{ type: 'integer' }, { type: 'string', enum: ['auto'] }]), delete s.type),
  (s) => (s.default = { wrong: 'type' }),
  (s) => ((s.type = 'array'), (s.items = [{ type: 'string' }, { type: 'integer' }])),
  (s) => (s.items = true),
  (s, d) =>
    (s.properties = {
      ...(isObject(s.properties) ? s.properties : {}),
      [d.pick(['__proto__', 'constructor', 'a/b', 'x~y', ''])]: { type: 'string' },
    }),
];

const LAYOUTS = [2, 4, '\t', 0] as const;

/** Put `count` faults into random schema objects of `text` (when it parses as JSON) and print it in a random layout. */
export function injectFaults(text: string, seed: number, count: number): string {
  let value: Json;
  try {
    value = JSON.parse(text) as Json;
  } catch {
    return text;
  }
  const d = new Dice(prng(seed));
  for (let i = 0; i < count; i++) {
    const targets = schemaObjects(value);
    if (!targets.length) break;
    d.pick(FAULTS)(d.pick(targets), d);
  }
  const printed = JSON.stringify(value, null, d.pick(LAYOUTS));
  return d.chance(0.2) ? printed.replace(/\n/g, '\r\n') : printed;
}

/** A document: a seed text, perhaps with faults put in, then perhaps mutated as text. */
export const document: fc.Arbitrary<string> = fc
  .record({
    base: fc.nat(),
    faultSeed: fc.nat(),
    faults: fc.nat({ max: 4 }),
    edits: fc.array(textMutation, { maxLength: 3 }),
  })
  .map(({ base, faultSeed, faults, edits }) => {
    const seeds = seedDocuments();
    let text = injectFaults(seeds[base % seeds.length], faultSeed, faults);
    for (const e of edits) text = mutateText(text, e);
    return text;
  });

/** A document that still parses as JSON: faults, no textual damage. */
export const validDocument: fc.Arbitrary<string> = fc
  .record({ base: fc.nat(), faultSeed: fc.nat(), faults: fc.integer({ min: 1, max: 5 }) })
  .map(({ base, faultSeed, faults }) => {
    const seeds = seedDocuments();
    return injectFaults(seeds[base % seeds.length], faultSeed, faults);
  });
