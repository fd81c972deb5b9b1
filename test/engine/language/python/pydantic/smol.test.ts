import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { toValue } from '../../../../../shared/src/json/tree';
import { DATA, evaluateFunction, loadModule } from './load';

/**
 * smolagents, from the research's measured rows (Appendix A and B): its own
 * reading of type hints, and its refusals. The `Args:` entries are handed over
 * as the front end reads them by smolagents' rule (Google style only).
 */
const expected = JSON.parse(readFileSync(join(DATA, 'smol-expected.json'), 'utf8')) as {
  sent: Record<string, unknown>;
  throws: Record<string, string>;
};
const m = loadModule('smol.py');

/** The Google `Args:` lines of a function's docstring (none for another style). */
function argsOf(name: string) {
  const node = m.functions.get(name)!;
  const body = m.text.slice(node.from, node.to);
  const docs = new Map<string, { text: string; span: { offset: number; length: number } }>();
  for (const match of body.matchAll(/^ {8}(\w+): (.+)$/gm))
    docs.set(match[1], { text: match[2], span: { offset: node.from + match.index + 8, length: match[0].length - 8 } });
  return docs;
}

describe('smolagents', () => {
  for (const [name, want] of Object.entries(expected.sent))
    it(name, () => {
      const r = evaluateFunction(m, name, 'smol', { paramDocs: argsOf(name) });
      assert.equal(r.throws, undefined);
      assert.equal(JSON.stringify(toValue(r.schema)), JSON.stringify(want));
    });
  for (const [name, message] of Object.entries(expected.throws))
    it(`${name} throws`, () => {
      const r = evaluateFunction(m, name, 'smol', { paramDocs: argsOf(name) });
      assert.equal(r.throws?.message, message);
    });
});
