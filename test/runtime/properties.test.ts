import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { conformTools } from '../../shared/src/runtime';
import { jsonLanguage, toValue } from '../../shared/src/index';
import { validDocument } from '../fuzz/documents';
import { rejectedFindings } from './helpers';

/**
 * conformTools on generated tool lists: the fixtures, the corpus and generated
 * catalogs with faults put in (test/fuzz/documents.ts), then mutated as values
 * (a member replaced by anything, dropped, or the list shuffled). Seeds are fixed.
 */

type Mutation = { path: number[]; op: 'replace' | 'drop'; value: unknown };

const mutation: fc.Arbitrary<Mutation> = fc.record({
  path: fc.array(fc.nat(), { minLength: 1, maxLength: 6 }),
  op: fc.constantFrom('replace' as const, 'drop' as const),
  value: fc.oneof(fc.jsonValue({ maxDepth: 3 }), fc.anything({ maxDepth: 2 })),
});

/** Follow `path` (each step picks a member by position) and replace or drop what it reaches. */
function mutate(root: unknown, m: Mutation): void {
  let node = root;
  for (const [i, step] of m.path.entries()) {
    if (!node || typeof node !== 'object') return;
    const keys = Object.keys(node);
    if (!keys.length) return;
    const key = keys[step % keys.length];
    if (i === m.path.length - 1) {
      if (m.op === 'drop') delete (node as Record<string, unknown>)[key];
      else (node as Record<string, unknown>)[key] = m.value;
      return;
    }
    node = (node as Record<string, unknown>)[key];
  }
}

const toolLists = fc
  .record({
    text: validDocument,
    mutations: fc.array(mutation, { maxLength: 4 }),
    wire: fc.constantFrom(undefined, 'openai' as const, 'mcp' as const),
  })
  .map(({ text, mutations, wire }) => {
    // The seeds include JSONC (comments, trailing commas): read them as the engine does.
    const value = toValue(jsonLanguage.parse(text).root);
    for (const m of mutations) mutate(value, m);
    return { value, wire };
  });

const targets = fc.constantFrom(
  'portable' as const,
  ['openai'] as ['openai'],
  ['gemini', 'bedrock'] as ['gemini', 'bedrock'],
);

describe('conformTools on generated and mutated tool lists', () => {
  it('never throws, offers nothing a chosen target rejects, and conforming the offer again changes nothing', (t) => {
    let offered = 0;
    let excluded = 0;
    fc.assert(
      fc.property(toolLists, targets, ({ value, wire }, target) => {
        const once = conformTools(value, { targets: target, wire });
        offered += once.offered.length;
        excluded += once.excluded.length;
        assert.deepEqual(rejectedFindings(once.offered, target), []);
        // Judged anew, not recalled: the offer of a tool given unchanged is the tool itself.
        const twice = conformTools(once.offered, { targets: target, wire, recall: false });
        assert.deepEqual(twice.offered, once.offered);
        assert.deepEqual(twice.excluded, []);
        assert.deepEqual([...twice.nameMap.keys()], [...once.nameMap.keys()]);
      }),
      { numRuns: Number(process.env.FUZZ_RUNS ?? 120), seed: Number(process.env.FUZZ_SEED ?? 20261201) },
    );
    t.diagnostic(`${offered} tools offered, ${excluded} left out`);
  });
});
