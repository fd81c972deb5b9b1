import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import Ajv2020 from 'ajv/dist/2020';
import AjvDraft07, { type ErrorObject, type Options, type ValidateFunction } from 'ajv';
import fc from 'fast-check';
import { Dice, prng } from '../helpers/catalog';
import { applyEdits, fixAll, lint, parseJson, safeRepair, type LintOutput } from '../../shared/src/index';
import { findByPointer, toValue } from '../../shared/src/json/tree';
import { validDocument } from './documents';
import { findingKey } from './invariants';
import { InstanceGenerator, omitNullMembers } from './instances';

/**
 * Safe repairs, judged on documents with faults put in: each repair leaves a
 * parseable text without its finding, fix-all settles, and a repaired schema
 * accepts every argument value the original accepted (ajv decides, on values
 * generated from the original schema).
 */

const RUNS = Number(process.env.FUZZ_RUNS ?? 150);
const SEED = Number(process.env.FUZZ_SEED ?? 5);

describe('fuzz: safe repairs', () => {
  it('each repair alone: parseable text, its finding gone', (t) => {
    let repairs = 0;
    fc.assert(
      fc.property(validDocument, (text) => {
        const before = lint(text);
        if (before.parseErrors.length) return;
        const count = countByKey(before);
        for (const f of before.findings) {
          const fix = safeRepair(f);
          if (!fix) continue;
          const after = applyEdits(text, fix.edits);
          assert.deepEqual(parseJson(after).errors, [], `${f.rule} "${fix.title}" leaves parseable text`);
          const again = countByKey(lint(after)).get(findingKey(f)) ?? 0;
          assert.ok(again < count.get(findingKey(f))!, `${f.rule} "${fix.title}" removes its finding at ${f.pointer}`);
          repairs++;
        }
      }),
      { numRuns: RUNS, seed: SEED },
    );
    t.diagnostic(`${RUNS} documents, ${repairs} repairs applied one by one`);
  });

  it('fix-all: parseable, idempotent, and no repaired schema rejects what the original accepted', (t) => {
    const stats = { documents: 0, tools: 0, instances: 0, accepted: 0, viaOmittedNull: 0, viaImpliedType: 0 };
    fc.assert(
      fc.property(validDocument, fc.nat(), (text, seed) => {
        const before = lint(text);
        if (before.parseErrors.length) return;
        const fixed = fixAll(text);
        assert.deepEqual(parseJson(fixed).errors, [], 'fix-all leaves parseable text');
        assert.equal(fixAll(fixed), fixed, 'fix-all is idempotent');
        stats.documents++;
        checkAcceptance(text, before, fixed, new Dice(prng(seed)), stats);
      }),
      { numRuns: RUNS, seed: SEED + 1 },
    );
    t.diagnostic(
      `${stats.documents} documents, ${stats.tools} tools compared, ${stats.instances} generated values, ${stats.accepted} accepted by the original (${stats.viaOmittedNull} of them only once null members are omitted, ${stats.viaImpliedType} turned away by a type its keywords implied)`,
    );
  });
});

function countByKey(out: LintOutput): Map<string, number> {
  const counts = new Map<string, number>();
  for (const f of out.findings) counts.set(findingKey(f), (counts.get(findingKey(f)) ?? 0) + 1);
  return counts;
}

const OPTIONS: Options = {
  strict: false,
  allErrors: true,
  validateSchema: false,
  validateFormats: false,
  allowUnionTypes: true,
  logger: false,
  addUsedSchema: false,
};
const ajv = { draft2020: new Ajv2020(OPTIONS), draft07: new AjvDraft07(OPTIONS) };

/** The dialect a schema declares: 2020-12 unless its `$schema` names draft-04 to -07. */
function dialectOf(schema: unknown): 'draft2020' | 'draft07' {
  const declared =
    typeof schema === 'object' && schema !== null ? (schema as { $schema?: unknown }).$schema : undefined;
  return typeof declared === 'string' && /draft-0[4-7]/.test(declared) ? 'draft07' : 'draft2020';
}

/** A validator for a schema value read in `dialect`, or undefined when ajv cannot compile it. */
function compile(schema: unknown, dialect: 'draft2020' | 'draft07'): ValidateFunction | undefined {
  try {
    return ajv[dialect].compile(withoutNullable(schema) as object);
  } catch {
    return undefined;
  }
}

/** Whether the value is a schema by its dialect's meta-schema (`properties: {"a": "array"}` is not). */
function isSchema(schema: unknown, dialect: 'draft2020' | 'draft07'): boolean {
  try {
    return ajv[dialect].validateSchema(withoutNullable(schema) as object) === true;
  } catch {
    return false;
  }
}

/**
 * The schema without OpenAPI's `nullable`, which ajv refuses to compile unless a
 * `type` stands next to it (a split into `anyOf` moves the type away). Both
 * schemas are compared without it.
 */
function withoutNullable(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(withoutNullable);
  if (typeof schema !== 'object' || schema === null) return schema;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(schema)) {
    if (k !== 'nullable')
      Object.defineProperty(out, k, {
        value: withoutNullable(v),
        enumerable: true,
        writable: true,
        configurable: true,
      });
  }
  return out;
}

/**
 * True when every error names a `type` the repair added where the original had
 * none but its `properties` or `items` said which: type-missing's deliberate
 * repair ("properties imply an object"), which turns away the other types an
 * untyped schema let through.
 */
function onlyImpliedTypes(errors: ErrorObject[] | null | undefined, original: unknown): boolean {
  if (!errors?.length) return false;
  return errors.every((e) => {
    if (e.keyword !== 'type' || !e.schemaPath.endsWith('/type')) return false;
    const node = resolveSchemaPath(original, e.schemaPath.slice(0, -'/type'.length));
    return typeof node === 'object' && node !== null && !('type' in node) && ('properties' in node || 'items' in node);
  });
}

function resolveSchemaPath(schema: unknown, path: string): unknown {
  let node = schema;
  for (const raw of path.replace(/^#/, '').split('/').slice(1)) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<string, unknown>)[decodeURIComponent(raw).replace(/~1/g, '/').replace(/~0/g, '~')];
  }
  return node;
}

const INSTANCES_PER_TOOL = 12;

/** For each tool, values the original schema accepts must pass the repaired one (a null member may be omitted instead). */
function checkAcceptance(text: string, before: LintOutput, fixed: string, d: Dice, stats: Record<string, number>) {
  const after = lint(fixed);
  const beforeRoot = parseJson(text).root;
  const afterRoot = parseJson(fixed).root;
  for (const tool of before.tools) {
    const twin = after.tools[tool.index];
    if (!tool.schemaPointer || !twin?.schemaPointer || twin.name !== tool.name) continue;
    const original = toValue(findByPointer(beforeRoot, tool.schemaPointer));
    const repaired = toValue(findByPointer(afterRoot, twin.schemaPointer));
    // Both are read in the original's dialect: a repair that drops `$schema` changes the keywords, not the reader.
    const dialect = dialectOf(original);
    const accepts = isSchema(original, dialect) ? compile(original, dialect) : undefined;
    if (!accepts) continue; // not a schema by its meta-schema, or one ajv cannot read: what it accepts is undefined
    const acceptsRepaired = compile(repaired, dialect);
    assert.ok(acceptsRepaired, `the repaired schema of ${tool.name} compiles: ${JSON.stringify(repaired)}`);
    stats.tools++;
    const generator = new InstanceGenerator(original, d);
    for (let i = 0; i < INSTANCES_PER_TOOL; i++) {
      const value = generator.value();
      stats.instances++;
      // A call's arguments are a JSON object on every provider's wire: other values are never sent.
      if (typeof value !== 'object' || value === null || Array.isArray(value) || !accepts(value)) continue;
      stats.accepted++;
      if (acceptsRepaired(value)) continue;
      if (onlyImpliedTypes(acceptsRepaired.errors, original)) {
        stats.viaImpliedType++;
        continue;
      }
      const nullsTurnedAway = (acceptsRepaired.errors ?? [])
        .filter((e) => e.keyword === 'type')
        .map((e) => e.instancePath);
      assert.ok(
        acceptsRepaired(omitNullMembers(value, nullsTurnedAway)),
        `${tool.name}: ${JSON.stringify(value)} is accepted by ${JSON.stringify(original)} but not by the repaired ${JSON.stringify(repaired)}: ${JSON.stringify(acceptsRepaired.errors)}`,
      );
      stats.viaOmittedNull++;
    }
  }
}
