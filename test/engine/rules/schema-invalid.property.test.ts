import assert from 'node:assert/strict';
import { it } from 'node:test';
import fc from 'fast-check';
import { generateCatalog } from '../../helpers/catalog';
import { parseJson } from '../../../shared/src/json/parse';
import { toValue, type JsonNode } from '../../../shared/src/json/tree';
import { bareSchemaTool, locateTools } from '../../../shared/src/model/locate';
import { checkAgainstMeta } from '../../../shared/src/schema/meta-check';
import { isNodePlainlyValid, isPlainlyValid } from '../../../shared/src/schema/meta-subset';
import { walkSchema } from '../../../shared/src/schema/walk';
import { validDocument } from '../../fuzz/documents';

/**
 * schema-invalid skips the meta-schema check when the fast proof says a schema
 * is valid: the proof must never say so of a schema the check faults. The lint
 * proves node by node in the schema walk (isNodePlainlyValid); isPlainlyValid
 * proves a whole schema (and the `$defs` the walk does not enter).
 */

/** Values each keyword may get: the right kind, and each way of being wrong the meta-schema knows. */
const VALUES: Record<string, unknown[]> = {
  type: ['string', 'object', 'strng', 'STRING', ['string', 'null'], ['string', 'string'], [], 3],
  required: [['a'], ['a', 'a'], [], [1], 'a', true],
  enum: [['a', 'b'], [], [1, 1], 'a'],
  const: ['x', null, { a: 1 }],
  default: [1, 'x', { wrong: true }],
  description: ['d', 1, ''],
  title: ['t', null],
  format: ['date-time', 5],
  pattern: ['^[a-z]+$', '(unclosed', '(?P<y>\\d+)', 7],
  $ref: ['#/$defs/A', 1],
  $schema: ['https://json-schema.org/draft/2020-12/schema', 1],
  $comment: ['c', {}],
  examples: [['a'], 'a'],
  uniqueItems: [true, 'yes'],
  deprecated: [false, 0],
  minimum: [0, -1.5, '0', 1e308],
  exclusiveMinimum: [1, true],
  exclusiveMaximum: [1, false],
  multipleOf: [2, 0, -1, 0.5],
  minLength: [0, 1, -1, 1.5, '1'],
  maxItems: [10, -3, 2.5],
  minProperties: [1, -1],
  'x-extension': [{ type: 5 }],
  $id: ['https://example.com/s', 'a#b'],
  patternProperties: [{ '^a': { type: 'string' } }, { '(': {} }],
  example: ['x'],
};
const SCHEMA_KEYS = [
  'properties',
  '$defs',
  'definitions',
  'items',
  'additionalProperties',
  'propertyNames',
  'not',
  'anyOf',
  'oneOf',
  'allOf',
  'prefixItems',
];

const schema: fc.Arbitrary<unknown> = fc.letrec<{ schema: unknown }>((tie) => ({
  schema: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc
      .dictionary(fc.constantFrom(...Object.keys(VALUES)), fc.nat(), { maxKeys: 4 })
      .map((picks) => Object.fromEntries(Object.entries(picks).map(([k, i]) => [k, VALUES[k][i % VALUES[k].length]]))),
    fc
      .record({
        base: fc.dictionary(fc.constantFrom(...Object.keys(VALUES)), fc.nat(), { maxKeys: 2 }),
        key: fc.constantFrom(...SCHEMA_KEYS),
        children: fc.array(tie('schema'), { maxLength: 3 }),
      })
      .map(({ base, key, children }) => {
        const out: Record<string, unknown> = Object.fromEntries(
          Object.entries(base).map(([k, i]) => [k, VALUES[k][i % VALUES[k].length]]),
        );
        const asMap = Object.fromEntries(children.map((c, i) => [`p${i}`, c]));
        out[key] = ['properties', '$defs', 'definitions'].includes(key)
          ? asMap
          : ['anyOf', 'oneOf', 'allOf', 'prefixItems'].includes(key)
            ? children
            : (children[0] ?? true);
        return out;
      }),
    fc.boolean(),
    fc.constantFrom('string', 3, null, []),
  ),
})).schema;

function agrees(node: JsonNode | undefined): boolean {
  if (node?.kind !== 'object' || !isPlainlyValid(node)) return false;
  assert.deepEqual(checkAgainstMeta(toValue(node)), [], JSON.stringify(toValue(node)));
  return true;
}

it('the fast proof of validity never contradicts the meta-schema check', () => {
  let proved = 0;
  let faulted = 0;
  fc.assert(
    fc.property(schema, (value) => {
      const node = parseJson(JSON.stringify(value)).root;
      if (agrees(node)) proved++;
      else if (checkAgainstMeta(value).length) faulted++;
    }),
    { numRuns: 3000, seed: 5 },
  );
  assert.ok(proved > 300 && faulted > 300, `proved valid ${proved}, faulted ${faulted} of 3000`);
});

it('on the fixtures and corpus with faults put in, and on a generated catalog', () => {
  let proved = 0;
  let schemas = 0;
  const texts = [...fc.sample(validDocument, { numRuns: 200, seed: 8 }), generateCatalog(300)];
  for (const text of texts) {
    for (const tool of locateTools(parseJson(text).root)) {
      schemas++;
      if (agrees(tool.schema)) proved++;
    }
  }
  assert.ok(proved > schemas / 2, `proved valid ${proved} of ${schemas} schemas`);
});

/** True when every node the walk visits passes the node-by-node proof, as the lint asks it. */
function provedByWalk(text: string): boolean {
  const [tool] = bareSchemaTool(parseJson(text).root, 's');
  let proved = true;
  walkSchema(tool, (node) => {
    proved &&= isNodePlainlyValid(node.node, node.depth);
  });
  return proved;
}

/** Two schemas' members in one object: where they share a key, the text repeats it and the value read is the second's. */
const merged = fc.tuple(schema, schema).map(([a, b]) => {
  const [x, y] = [JSON.stringify(a), JSON.stringify(b)];
  const objects = x.startsWith('{') && y.startsWith('{') && x !== '{}' && y !== '{}';
  return objects ? `${x.slice(0, -1)},${y.slice(1)}` : x;
});

it('the node-by-node proof in the walk never contradicts the meta-schema check, repeated keys included', () => {
  let proved = 0;
  let faulted = 0;
  fc.assert(
    fc.property(merged, (text) => {
      const value: unknown = JSON.parse(text);
      const problems = checkAgainstMeta(value);
      if (provedByWalk(text)) {
        proved++;
        assert.deepEqual(problems, [], text);
      } else if (problems.length) faulted++;
    }),
    { numRuns: 3000, seed: 6 },
  );
  assert.ok(proved > 300 && faulted > 300, `proved valid ${proved}, faulted ${faulted} of 3000`);
});

it('the node-by-node proof and the whole-schema proof agree on schemas without repeated keys', () => {
  fc.assert(
    fc.property(schema, (value) => {
      const text = JSON.stringify(value);
      const root = parseJson(text).root;
      const whole = root?.kind === 'object' ? isPlainlyValid(root) : typeof value === 'boolean';
      assert.equal(provedByWalk(text), whole, text);
    }),
    { numRuns: 2000, seed: 7 },
  );
});
