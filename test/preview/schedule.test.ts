import assert from 'node:assert/strict';
import { describe, it, mock } from 'node:test';
import { Debounced, LatestOnly } from '../../client/src/preview/schedule';

describe('preview refresh timing', () => {
  it('Debounced runs once, after the last schedule', () => {
    mock.timers.enable({ apis: ['setTimeout'] });
    try {
      let runs = 0;
      const d = new Debounced(250, () => runs++);
      d.schedule();
      mock.timers.tick(200);
      d.schedule(); // typing again restarts the wait
      mock.timers.tick(200);
      assert.equal(runs, 0);
      mock.timers.tick(50);
      assert.equal(runs, 1);
      d.schedule();
      d.cancel();
      mock.timers.tick(1000);
      assert.equal(runs, 1);
    } finally {
      mock.timers.reset();
    }
  });

  it('LatestOnly keeps only the newest answer, whatever order they arrive in', async () => {
    const latest = new LatestOnly();
    const gate = () => {
      let open!: (v: string) => void;
      let fail!: (e: Error) => void;
      return { promise: new Promise<string>((res, rej) => ((open = res), (fail = rej))), open, fail };
    };
    const [first, second, third] = [gate(), gate(), gate()];
    const a = latest.run(() => first.promise);
    const b = latest.run(() => second.promise);
    second.open('second');
    first.open('first');
    assert.deepEqual(await b, { value: 'second' });
    assert.equal(await a, undefined, 'an older answer arriving later is dropped');

    const c = latest.run(() => third.promise);
    latest.invalidate();
    third.fail(new Error('superseded failures are not errors'));
    assert.equal(await c, undefined);
    await assert.rejects(
      latest.run(() => Promise.reject(new Error('current failures are'))),
      /current failures/,
    );
  });
});
