import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { generateCatalog } from '../helpers/catalog';
import { detachState, lint, lintIncremental, lintState, type LintState } from '../../shared/src/index';
import { changedSpan } from '../../shared/src/changed-span';
import { seedDocuments } from './documents';

/**
 * Incremental linting gives exactly what a full lint gives, after any run of
 * edits: keystrokes inside tools (the fast path), and edits that break the
 * structure, cross tools or land outside them (the full path).
 */

/** Characters a person types, including the ones that change the structure. */
const KEYS = ['x', 'é', '😀', ' ', '\n', '"', '{', '}', '[', ']', ',', ':', '1', '\\', '/', '*'];

const edit = fc.record({
  at: fc.nat(),
  remove: fc.nat({ max: 3 }),
  insert: fc.constantFrom('', ...KEYS),
  word: fc.boolean(),
});
type Edit = typeof edit extends fc.Arbitrary<infer T> ? T : never;

function apply(text: string, e: Edit): string {
  const at = e.at % (text.length + 1);
  const insert = e.word ? e.insert.repeat(3) : e.insert;
  return text.slice(0, at) + insert + text.slice(Math.min(text.length, at + e.remove));
}

function sameAsFullLint(state: LintState, text: string): void {
  const full = lint(text, { fixes: false });
  assert.deepEqual(state.output.findings, full.findings, 'findings');
  assert.deepEqual(state.output.tools, full.tools, 'tools');
  assert.deepEqual(state.output.parseErrors, full.parseErrors, 'parse errors');
  assert.deepEqual(
    state.output.internalErrors.map((e) => e.message),
    full.internalErrors.map((e) => e.message),
    'internal errors',
  );
}

describe('fuzz: incremental lint equals a full lint', () => {
  it('changedSpan finds the smallest differing span', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 9000 }), edit, (base, e) => {
        const after = apply(base, e);
        const c = changedSpan(base, after);
        assert.equal(base.slice(0, c.start) + after.slice(c.start, c.newEnd) + base.slice(c.oldEnd), after);
        assert.equal(c.delta, after.length - base.length);
      }),
      { numRuns: 300, seed: 3 },
    );
  });

  it('after every edit of a random run', (t) => {
    let incremental = 0;
    let full = 0;
    const catalogs = [generateCatalog(12, { seed: 4, faultShare: 0.6 }), ...seedDocuments()];
    fc.assert(
      fc.property(fc.nat(), fc.array(edit, { minLength: 1, maxLength: 12 }), (pick, edits) => {
        let text = catalogs[pick % catalogs.length];
        let state = lintState(text);
        // Half the runs detach the opened state first, as an editor does while idle.
        if ((pick >> 8) % 2) {
          state = detachState(state);
          sameAsFullLint(state, text);
        }
        for (const e of edits) {
          text = apply(text, e);
          state = lintIncremental(state, text);
          if (state.mode === 'incremental') incremental++;
          else full++;
          sameAsFullLint(state, text);
        }
      }),
      { numRuns: 250, seed: 17 },
    );
    t.diagnostic(`${incremental + full} edits: ${incremental} re-judged one tool, ${full} linted the whole text`);
    assert.ok(incremental > full / 4, 'the fast path is taken for edits inside tools');
  });

  it('catalog hooks after edits of descriptions (tools-overlap redoes only what an edit touches)', (t) => {
    const words = 'list open pull requests repository issues branch commit search files code review'.split(' ');
    const bases = [
      'list open pull requests repository branch',
      'search files code repository commit review',
      'open issues branch commit review list',
    ];
    const description = fc
      .tuple(fc.constantFrom(...bases), fc.nat(), fc.constantFrom(...words))
      .map(([base, at, word]) => {
        const w = base.split(' ');
        w[at % (w.length + 2)] = word;
        return w.filter(Boolean).join(' ');
      });
    const catalogOf = (descriptions: string[]) =>
      JSON.stringify(
        {
          tools: descriptions.map((d, i) => ({
            name: `tool_${i}`,
            description: d,
            inputSchema: { type: 'object', properties: {} },
          })),
        },
        null,
        2,
      );
    const twinCounts = new Set<number>();
    let incremental = 0;
    fc.assert(
      fc.property(
        fc.array(description, { minLength: 2, maxLength: 30 }),
        fc.array(fc.tuple(fc.nat(), description), { minLength: 1, maxLength: 8 }),
        (start, edits) => {
          const descriptions = [...start];
          let state = lintState(catalogOf(descriptions));
          for (const [at, d] of edits) {
            descriptions[at % descriptions.length] = d;
            const text = catalogOf(descriptions);
            state = lintIncremental(state, text);
            if (state.mode === 'incremental') incremental++;
            sameAsFullLint(state, text);
            twinCounts.add(state.output.findings.filter((f) => f.rule === 'tools-overlap').length);
          }
        },
      ),
      { numRuns: 150, seed: 23 },
    );
    t.diagnostic(
      `${incremental} edits re-judged one tool; ${twinCounts.size} different counts of near-identical tools seen`,
    );
    assert.ok(incremental > 300 && twinCounts.size > 5, 'twins appear and vanish on the fast path');
  });

  it('options that change start over', () => {
    const text = generateCatalog(5, { seed: 9, faultShare: 1 });
    const state = lintState(text);
    const next = lintIncremental(state, text.replace('"description": "', '"description": "x'), {
      targets: ['anthropic'],
    });
    assert.equal(next.mode, 'full');
    assert.deepEqual(next.output.findings, lint(next.text, { targets: ['anthropic'], fixes: false }).findings);
  });
});
