import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { toValue } from '../../../../../shared/src/json/tree';
import type { PythonProfileId } from '../../../../../shared/src/language/python/pydantic';
import { DATA, evaluateFunction, loadModule } from './load';

/**
 * The two tools the research lists in full as every SDK sent them, including
 * the SDKs that cannot be installed here (fastmcp 2.x and 3.x, the Agents
 * SDK, pydantic-ai): data/research-tools.json, compared as JSON text (the
 * order of keys is what each SDK writes).
 */
const measured = JSON.parse(readFileSync(join(DATA, 'research-tools.json'), 'utf8')) as Record<
  string,
  Record<PythonProfileId, unknown>
>;
const m = loadModule('research.py');

/** The Google docstring's `Args:`, as the front end hands them over (its own parser's work). */
function docsOf(text: string) {
  const docs = new Map<string, { text: string; span: { offset: number; length: number } }>();
  for (const [, name, doc] of text.matchAll(/^ {8}(\w+): (.+)$/gm)) {
    const offset = text.indexOf(doc);
    docs.set(name, { text: doc, span: { offset, length: doc.length } });
  }
  return docs;
}

for (const [tool, byProfile] of Object.entries(measured))
  describe(`research, Appendix C: ${tool}`, () => {
    for (const [profile, want] of Object.entries(byProfile))
      it(profile, () => {
        const r = evaluateFunction(m, tool, profile as PythonProfileId, { paramDocs: docsOf(m.text) });
        assert.equal(r.throws, undefined);
        assert.equal(JSON.stringify(toValue(r.schema)), JSON.stringify(want));
      });
  });
