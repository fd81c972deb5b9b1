import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { toValue } from '../../../../../shared/src/json/tree';
import { DATA, evaluateFunction, loadModule } from './load';

/**
 * langchain-google-genai, from the research's measured rows (Appendix A's
 * lc-gg lines; Gemini `Schema` type names in upper case as sent): LangChain's
 * schema converted to Gemini's `Schema`, and its validation errors.
 */
const expected = JSON.parse(readFileSync(join(DATA, 'lc-gg-expected.json'), 'utf8')) as {
  sent: Record<string, unknown>;
  throws: Record<string, string>;
};
const m = loadModule('lc-gg.py');

describe('langchain-google-genai', () => {
  for (const [name, want] of Object.entries(expected.sent))
    it(name, () => {
      const r = evaluateFunction(m, name, 'lc-gg');
      assert.equal(r.throws, undefined);
      assert.equal(JSON.stringify(toValue(r.schema)), JSON.stringify(want));
    });
  for (const [name, message] of Object.entries(expected.throws))
    it(`${name} throws`, () => assert.equal(evaluateFunction(m, name, 'lc-gg').throws?.message, message));
});
