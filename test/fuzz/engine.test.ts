import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { generateCatalog } from '../helpers/catalog';
import { fixAll, lint, parseJson, PROVIDER_TABLE, type LintOptions } from '../../shared/src/index';
import { document, mutateText, textMutation } from './documents';
import { assertLintInvariants, timed } from './invariants';

/**
 * The engine on generated and damaged documents: it never throws, answers
 * within a second on inputs up to 1 MB, and every finding sits on its node.
 * Seeds are fixed: a failure reproduces with the seed and path it prints.
 */

describe('fuzz: the engine on any document', () => {
  it('never throws, answers within a second, places every finding on its node', (t) => {
    let findings = 0;
    let broken = 0;
    fc.assert(
      fc.property(document, (text) => {
        const out = timed(1000, 'lint', () => lint(text));
        assertLintInvariants(text, out);
        findings += out.findings.length;
        if (out.parseErrors.length) broken++;
        const fixed = timed(1000, 'fixAll', () => fixAll(text));
        if (!out.parseErrors.length)
          assert.deepEqual(parseJson(fixed).errors, [], 'fix-all keeps a parseable text parseable');
        assert.equal(fixAll(fixed), fixed, 'fix-all is idempotent');
      }),
      { numRuns: Number(process.env.FUZZ_RUNS ?? 400), seed: Number(process.env.FUZZ_SEED ?? 20261130) },
    );
    t.diagnostic(
      `${Number(process.env.FUZZ_RUNS ?? 400)} documents (${broken} with parse errors), ${findings} findings placed`,
    );
  });

  it('under every strict target too: generated $ref cycles and damaged schemas never throw or hang', (t) => {
    const options: LintOptions = { targets: PROVIDER_TABLE.map((row) => row.id) };
    let strict = 0;
    fc.assert(
      fc.property(document, (text) => {
        const out = timed(1000, 'lint', () => lint(text, options));
        assertLintInvariants(text, out);
        strict += out.findings.filter((f) => f.rule.startsWith('strict-')).length;
        const fixed = timed(1000, 'fixAll', () => fixAll(text, options));
        assert.equal(fixAll(fixed, options), fixed, 'fix-all is idempotent');
      }),
      { numRuns: Number(process.env.FUZZ_RUNS ?? 400) / 2, seed: Number(process.env.FUZZ_SEED ?? 20261130) + 1 },
    );
    t.diagnostic(`${strict} strict findings placed`);
  });

  it('answers within a second on 1 MB catalogs, whole and damaged', (t) => {
    const catalog = generateCatalog(420, { seed: 99, faultShare: 0.3 });
    assert.ok(catalog.length > 900_000 && catalog.length < 1_100_000, `about 1 MB (${catalog.length})`);
    lint(generateCatalog(20, { seed: 98 })); // a warm engine: the first call of a process also pays for compiling the engine itself
    let runs = 0;
    fc.assert(
      fc.property(fc.array(textMutation, { maxLength: 2 }), (edits) => {
        let text = catalog;
        for (const e of edits) text = mutateText(text, e);
        assertLintInvariants(
          text,
          timed(1000, 'lint of 1 MB', () => lint(text)),
        );
        runs++;
      }),
      { numRuns: 6, seed: 42 },
    );
    t.diagnostic(`${runs} catalogs of ~1 MB`);
  });
});
