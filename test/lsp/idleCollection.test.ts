import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { getHeapSpaceStatistics } from 'node:v8';

/** Resident bytes of V8's old space (the young generation grows and shrinks on its own). */
const oldSpace = () => getHeapSpaceStatistics().find((s) => s.space_name === 'old_space')!.physical_space_size;
import { fullCollector, IdleCollection, LARGE_TEXT, PILE_CHARS } from '../../server/src/documents/idleCollection';

/** Collections as `burst` asks for them: each call to `analysed` is one analysis; resolves with what was collected. */
async function collectedAfter(
  burst: (idle: IdleCollection) => void,
  idleMs = 20,
): Promise<{ compacts: boolean[]; idle: IdleCollection }> {
  const compacts: boolean[] = [];
  let done!: () => void;
  const collected = new Promise<void>((resolve) => (done = resolve));
  const idle = new IdleCollection((compact) => {
    compacts.push(compact);
    done();
  }, idleMs);
  burst(idle);
  assert.equal(idle.pending, true);
  // The server's timer does not keep a process alive; this one keeps the test's, and bounds the wait.
  const guard = setTimeout(() => assert.fail('no collection within 5 s'), 5000);
  await collected;
  clearTimeout(guard);
  return { compacts, idle };
}

describe('idle collection', () => {
  it('collects once, after the last large analysis of a burst, and compacts when one of them parsed the whole text', async () => {
    const opened = await collectedAfter((idle) => {
      idle.analysed(LARGE_TEXT, true);
      idle.analysed(LARGE_TEXT, false);
    });
    assert.deepEqual(opened.compacts, [true]);
    assert.deepEqual(opened.idle.runs, { total: 1, compacting: 1 });
    const typed = await collectedAfter((idle) => {
      for (let i = 0; i < 3; i++) idle.analysed(LARGE_TEXT, false);
    });
    assert.deepEqual(typed.compacts, [false]);
    assert.equal(typed.idle.pending, false);
  });

  it('does not wait for a pause once the versions typed add up to the pile', async () => {
    const typing = await collectedAfter((idle) => {
      for (let typed = 0; typed < PILE_CHARS; typed += LARGE_TEXT * 4) idle.analysed(LARGE_TEXT * 4, false);
    }, 60_000);
    assert.deepEqual(typing.compacts, [false]);
  });

  it('runs the work queued for the idle moment first, then collects; nothing is queued without a pending collection', async () => {
    const collectionsSeenByTask: number[] = [];
    const { compacts } = await collectedAfter((idle) => {
      idle.beforeCollecting(() => collectionsSeenByTask.push(-1)); // nothing pending yet: dropped
      idle.analysed(LARGE_TEXT, true);
      idle.beforeCollecting(() => collectionsSeenByTask.push(idle.runs.total));
    });
    assert.deepEqual(collectionsSeenByTask, [0], 'the queued task ran once, before the collection');
    assert.deepEqual(compacts, [true]);
  });

  it('leaves small documents to V8', () => {
    const idle = new IdleCollection(() => assert.fail('collected'), 0);
    idle.analysed(LARGE_TEXT - 1, true);
    assert.equal(idle.pending, false);
  });

  it('gives back the pages that survivors scattered over the old space held', () => {
    const collector = fullCollector();
    assert.ok(collector, 'V8 offers gc and compaction to the server process');
    const collect = () => collector(true);
    collect();
    const before = oldSpace();
    // One object in ten survives, spread over the pages all of them filled.
    const kept: object[] = [];
    let dropped: object[] = [];
    for (let i = 0; i < 400_000; i++) (i % 10 === 0 ? kept : dropped).push({ i, label: `item ${i}` });
    const fragmented = oldSpace();
    // eslint-disable-next-line no-useless-assignment -- drops the objects for the collection below
    dropped = [];
    collect();
    const after = oldSpace();
    assert.ok(kept.length === 40_000);
    // A collection that does not compact keeps about half of those pages.
    assert.ok(after - before < (fragmented - before) / 4, `old space ${before} -> ${fragmented} -> ${after} bytes`);
  });
});
