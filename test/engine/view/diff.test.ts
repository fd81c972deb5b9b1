import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { jsonDiff, prettyJson } from '../../../shared/src/view/diff';

describe('jsonDiff', () => {
  it('is empty for equal values', () => {
    assert.equal(jsonDiff({ a: [1, 2] }, { a: [1, 2] }), '');
  });

  it('is a unified diff, as written -> as sent', () => {
    const d = jsonDiff(
      { type: 'object', properties: {}, additionalProperties: false },
      { type: 'object', properties: {} },
    );
    assert.equal(
      d,
      '--- as written\n+++ as sent\n@@ -1,5 +1,4 @@\n {\n   "type": "object",\n-  "properties": {},\n-  "additionalProperties": false\n+  "properties": {}\n }\n',
    );
  });

  it('shows an added schema against nothing', () => {
    assert.match(
      jsonDiff(undefined, { type: 'object', properties: {} }),
      /^--- as written\n\+\+\+ as sent\n@@ -0,0 \+1,4 @@\n\+\{\n/,
    );
  });
});

describe('prettyJson', () => {
  it('keeps arrays of scalars on one line', () => {
    assert.equal(
      prettyJson({ enum: ['a', 'b'], items: [{ type: 'string' }] }),
      '{\n  "enum": ["a", "b"],\n  "items": [\n    {\n      "type": "string"\n    }\n  ]\n}',
    );
  });

  it('reads back as the same value', () => {
    const v = { a: [1, null, 'x'], b: { c: [], d: {} }, e: [[1], { f: true }] };
    assert.deepEqual(JSON.parse(prettyJson(v)), v);
  });
});
