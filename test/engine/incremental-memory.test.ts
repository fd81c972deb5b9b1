import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { getHeapSnapshot } from 'node:v8';
import { generateCatalog } from '../../bench/catalog';
import { lintIncremental, lintState, type LintState } from '../../shared/src/index';

/**
 * What an editor keeps across edits: one version of the text, not every
 * version the tools it reused were parsed from. Counted in a heap snapshot,
 * since a string kept alive by a slice of it cannot be seen from JavaScript.
 */

const TOOLS = 150;

/** Open a catalog and type into two of its tools; only the last state is returned. */
function typedTwice(): LintState {
  let text = generateCatalog(TOOLS);
  let state = lintState(text, { fixes: false });
  const spots = [...text.matchAll(/"description": "/g)].map((m) => m.index! + m[0].length);
  for (const at of [spots[3], spots[TOOLS - 5]]) {
    text = `${text.slice(0, at)}x${text.slice(at)}`;
    state = lintIncremental(state, text, { fixes: false });
    assert.equal(state.mode, 'incremental');
  }
  return state;
}

/** How many strings of at least `chars` characters the heap holds (a full collection runs first). */
async function stringsOfAtLeast(chars: number): Promise<number> {
  const chunks: string[] = [];
  for await (const chunk of getHeapSnapshot()) chunks.push(String(chunk));
  const snapshot = JSON.parse(chunks.join('')) as { snapshot: { meta: { node_fields: string[]; node_types: [string[]] } }; nodes: number[] };
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

describe('incremental lint: memory', () => {
  it('keeps only the current text after edits, not the first version through the tools left untouched', async () => {
    const state = typedTwice();
    assert.ok(state.output.findings.length > 0);
    assert.equal(await stringsOfAtLeast(state.text.length), 1);
  });
});
