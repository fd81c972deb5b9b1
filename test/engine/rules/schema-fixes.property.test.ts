import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { applyEdits, fixAll, lint, parseJson } from '../../../shared/src/index';
import { WIRE_SCHEMA_RULES } from '../../../shared/src/rules/wire-schema';

/**
 * Random schemas built from the shapes the schema rules judge (type lists,
 * unknown types, tuples, maps, draft-3 required, odd enums and formats), in an
 * MCP tool, compact or pretty-printed. For every finding of a schema rule:
 * each fix applies and parses, a repair makes its finding go, and fix-all
 * reaches a fixed point.
 */

const OURS = new Set(WIRE_SCHEMA_RULES.map((r) => r.id));

const typeValue = fc.oneof(
  fc.constantFrom('string', 'integer', 'number', 'boolean', 'object', 'array', 'null', 'int', 'STRING', 'enum', ''),
  fc.uniqueArray(fc.constantFrom('string', 'integer', 'null', 'array', 'object'), { minLength: 1, maxLength: 3 }),
);
const enumValue = fc.array(fc.oneof(fc.constantFrom('a', 'b', ''), fc.integer({ min: 0, max: 3 }), fc.constant(null)), {
  maxLength: 4,
});

/** A schema node whose children are drawn from `child` (one level shallower). */
function level(child: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  const children = fc.array(child, { minLength: 1, maxLength: 2 });
  return fc.oneof(
    fc.record(
      {
        type: typeValue,
        description: fc.constantFrom('A value.', '値 🌦️'),
        enum: enumValue,
        format: fc.constantFrom('uri', 'date-time', 'email', 'int64'),
        items: fc.oneof(child, children, fc.boolean()),
        prefixItems: children,
        properties: fc.dictionary(fc.constantFrom('a', 'b', 'c'), child, { maxKeys: 3 }),
        required: fc.oneof(
          fc.array(fc.constantFrom('a', 'b', 'x', 1), { maxLength: 3 }),
          fc.boolean(),
          fc.constant('a'),
          fc.constant(null),
        ),
        additionalProperties: fc.oneof(fc.boolean(), fc.constant({ type: 'string' })),
        anyOf: children,
        minLength: fc.constant(1),
        minimum: fc.constant(0),
      },
      { requiredKeys: [] },
    ),
    fc.constantFrom(true, false, 'number', 'int', 3),
  );
}

const leaf = fc.oneof(
  fc.record({ type: typeValue, enum: enumValue }, { requiredKeys: [] }),
  fc.constantFrom<unknown>(true, 'number'),
);
const schema = level(level(level(leaf)));

const document = fc
  .tuple(schema, fc.boolean())
  .map(([s, pretty]) =>
    JSON.stringify(
      { tools: [{ name: 't', description: 'A tool for property tests.', inputSchema: s }] },
      null,
      pretty ? 2 : undefined,
    ),
  );

describe('schema rules on random schemas', () => {
  it('every fix parses, every repair removes its finding, fix-all settles', () => {
    fc.assert(
      fc.property(document, (text) => {
        const out = lint(text);
        assert.deepEqual(out.internalErrors, []);
        for (const f of out.findings.filter((x) => OURS.has(x.rule))) {
          for (const fix of f.fixes) {
            const fixed = applyEdits(text, fix.edits);
            assert.deepEqual(parseJson(fixed).errors, [], `${f.rule}: "${fix.title}" keeps the text parseable`);
            if (fix.kind !== 'repair') continue;
            const again = lint(fixed).findings.filter(
              (x) => x.rule === f.rule && x.pointer === f.pointer && x.message === f.message,
            );
            assert.deepEqual(
              again.map((x) => x.message),
              [],
              `${f.rule}: "${fix.title}" removes its finding`,
            );
          }
        }
        const once = fixAll(text);
        assert.deepEqual(parseJson(once).errors, []);
        assert.equal(fixAll(once), once, 'a second fix-all changes nothing');
      }),
      { numRuns: 300, seed: 20261130 },
    );
  });
});
