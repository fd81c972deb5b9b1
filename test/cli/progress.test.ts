import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { Progress } from '../../server/src/cli/progress';

describe('toolwire: progress line', () => {
  const tty = () => {
    const written: string[] = [];
    return { written, stream: { isTTY: true, write: (s: string) => written.push(s) > 0 } };
  };

  it('stays silent for the first second, then redraws in place, and erases itself', () => {
    let now = 0;
    const { written, stream } = tty();
    const progress = new Progress(100, stream, () => now);
    progress.update(10);
    now = 999;
    progress.update(20);
    assert.deepEqual(written, []);
    now = 1001;
    progress.update(30);
    assert.deepEqual(written, ['\r\u001b[Ktoolwire: 30/100 files']);
    now = 1050;
    progress.update(40);
    assert.equal(written.length, 1, 'at most every 100 ms');
    progress.done();
    assert.equal(written.at(-1), '\r\u001b[K');
  });

  it('never writes when stderr is not a terminal', () => {
    let now = 0;
    const written: string[] = [];
    const progress = new Progress(5, { isTTY: false, write: (s: string) => written.push(s) > 0 }, () => now);
    now = 5000;
    progress.update(3);
    progress.done();
    assert.deepEqual(written, []);
  });
});
