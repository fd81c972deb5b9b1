import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { GOLDEN_DIR, committedGolden, goldenInputs, renderGolden } from '../helpers/golden';

const UPDATE = 'run `npm run golden:update`, read the diff, and say in the commit why it changed';
const inputs = goldenInputs();
const rendered = new Map(inputs.map((input) => [input, renderGolden(input)]));

describe('golden snapshot (test/golden/)', () => {
  it('covers every fixture, example and corpus document', () => {
    const groups = new Set(inputs.map((i) => i.name.split('/')[0]));
    assert.deepEqual([...groups], ['fixtures', 'examples', 'corpus']);
    assert.ok(inputs.length >= 30, `${inputs.length} inputs`);
  });

  it('holds exactly the files the inputs give, none stale or missing', () => {
    const wanted = [...rendered.values()].flat().map((f) => f.path);
    assert.deepEqual(committedGolden(), wanted.sort(), UPDATE);
  });

  for (const input of inputs) {
    it(`${input.name}: the findings and the fixed text are the committed ones`, () => {
      for (const { path, content } of rendered.get(input)!) {
        const file = join(GOLDEN_DIR, path);
        assert.ok(existsSync(file), `test/golden/${path} is missing: ${UPDATE}`);
        assert.equal(content, readFileSync(file, 'utf8'), `test/golden/${path} differs: ${UPDATE}`);
      }
    });
  }
});
