import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { fixAllDetailed, lint, safeRepair } from '../../shared/src/index';
import { goldenInputs } from '../helpers/golden';

/**
 * `fixable` is what fix-all does: a finding says it can be repaired only when
 * fix-all has a repair with edits for it in that document's language. Checked on
 * every document of the golden snapshot (JSON, TS/JS literals, zod), the
 * findings of a lint without fixes against the repairs of a lint with them.
 */
describe('fixable follows the repairs fix-all applies', () => {
  for (const input of goldenInputs()) {
    it(input.name, () => {
      const options = input.fileName ? { fileName: input.fileName } : {};
      const plain = lint(input.text, { ...options, fixes: false }).findings;
      const withFixes = lint(input.text, { ...options, fixes: true }).findings;
      const key = (f: { rule: string; offset: number; pointer: string }) => `${f.rule} ${f.offset} ${f.pointer}`;
      assert.deepEqual(
        plain.filter((f) => f.fixable).map(key),
        withFixes.filter((f) => safeRepair(f)?.edits.length).map(key),
      );
      const fixed = fixAllDetailed(input.text, options);
      if (!plain.some((f) => f.fixable)) assert.equal(fixed.text, input.text, 'nothing fixable, nothing changed');
      else if (!fixed.first.parseErrors.length) assert.ok(fixed.applied > 0, 'something fixable was repaired');
    });
  }
});
