import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { Outcomes, type ToolOutcome } from '../../shared/src/runtime/memo';

const offered = (text: string): ToolOutcome => ({
  internalErrors: [],
  givenName: 't',
  offeredText: text,
  name: 't',
  changes: [],
});

describe('the outcome memo', () => {
  it('keeps what fits in its characters, the least recently used going first', () => {
    const memo = new Outcomes(30);
    memo.remember('a', offered('x'.repeat(9)));
    memo.remember('b', offered('x'.repeat(9)));
    memo.remember('c', offered('x'.repeat(9)));
    assert.equal(memo.size, 3);
    assert.ok(memo.recall('a'), 'a, now the most recently used');
    memo.remember('d', offered('x'.repeat(9)));
    assert.equal(memo.recall('b'), undefined, 'b went first');
    assert.ok(memo.recall('a') && memo.recall('c') && memo.recall('d'));
  });

  it('keeps nothing larger than it holds, and keeps its count when a key comes twice', () => {
    const memo = new Outcomes(30);
    memo.remember('big', offered('x'.repeat(40)));
    assert.equal(memo.size, 0);
    memo.remember('a', offered('x'.repeat(9)));
    memo.remember('a', offered('x'.repeat(9)));
    memo.remember('b', offered('x'.repeat(9)));
    memo.remember('c', offered('x'.repeat(9)));
    assert.equal(memo.size, 3);
  });
});
