import assert from 'node:assert/strict';
import { getHeapSnapshot } from 'node:v8';
import { generateCatalog } from '../test/helpers/catalog';
import { detachState, lintIncremental, lintState, type LintState } from '../shared/src/index';
import type { LintOptions } from '../shared/src/types';

/**
 * `npx tsx bench/incremental-memory.ts`: checks (not part of npm test, since they
 * read V8's heap) that the incremental lint lets go of old versions of the text.
 * What an editor keeps across edits: one version of the text, not every
 * version the tools it reused were parsed from. Counted in a heap snapshot,
 * since a string kept alive by a slice of it cannot be seen from JavaScript.
 */

const TOOLS = 150;
/** A token budget the catalog is over, so that catalog-budget keeps each tool's wire text and token count. */
const OPTIONS: LintOptions = { fixes: false, budgets: { catalogTokens: 1000 } };

/** Open a catalog (`settle` runs on the opened state) and type into two of its tools; only the last state is returned. */
function typedTwice(settle: (state: LintState) => LintState = (s) => s): LintState {
  let text = generateCatalog(TOOLS);
  let state = settle(lintState(text, OPTIONS));
  const spots = [...text.matchAll(/"description": "/g)].map((m) => m.index + m[0].length);
  for (const at of [spots[3], spots[TOOLS - 5]]) {
    text = `${text.slice(0, at)}x${text.slice(at)}`;
    state = lintIncremental(state, text, OPTIONS);
    assert.equal(state.mode, 'incremental');
  }
  return state;
}

/** How many strings of at least `chars` characters the heap holds (a full collection runs first). */
async function stringsOfAtLeast(chars: number): Promise<number> {
  const chunks: string[] = [];
  for await (const chunk of getHeapSnapshot()) chunks.push(String(chunk));
  const snapshot = JSON.parse(chunks.join('')) as {
    snapshot: { meta: { node_fields: string[]; node_types: [string[]] } };
    nodes: number[];
  };
  const { node_fields: fields, node_types: types } = snapshot.snapshot.meta;
  const [typeAt, sizeAt] = [fields.indexOf('type'), fields.indexOf('self_size')];
  const stringType = types[0].indexOf('string');
  let count = 0;
  for (let i = 0; i < snapshot.nodes.length; i += fields.length) {
    // A flat string's size is at least its length (one byte per character, or two).
    if (snapshot.nodes[i + typeAt] === stringType && snapshot.nodes[i + sizeAt] >= chars) count++;
  }
  return count;
}

const CHECKS: Array<[string, () => void | Promise<void>]> = [
  [
    'keeps only the current text after edits, not the first version through the tools, findings or catalog memos kept',
    async () => {
      const state = typedTwice();
      assert.ok(state.output.findings.length > 0);
      assert.ok(state.output.findings.some((f) => f.rule === 'catalog-budget'));
      assert.ok(state.catalogMemos.has('tools-overlap'), 'the twin join is kept across the first edit');
      assert.equal(await stringsOfAtLeast(state.text.length), 1);
    },
  ],

  [
    'keeps only the current text when the opened state was detached before the first edit',
    async () => {
      const state = typedTwice((opened) => {
        const detached = detachState(opened);
        assert.equal(detached.detached, true);
        assert.deepEqual(detached.output, opened.output);
        return detached;
      });
      assert.equal(await stringsOfAtLeast(state.text.length), 1);
    },
  ],
];

async function main(): Promise<void> {
  let failed = 0;
  for (const [name, check] of CHECKS) {
    try {
      await check();
      console.log(`ok: ${name}`);
    } catch (e) {
      failed++;
      console.log(`FAILED: ${name}\n${(e as Error).stack}`);
    }
  }
  process.exitCode = failed ? 1 : 0;
}

void main();
