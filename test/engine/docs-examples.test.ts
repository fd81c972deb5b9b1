import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { RULES } from '../../shared/src/index';
import { HELPER, judgePage } from '../helpers/docs-examples/check';

const DOCS = join(__dirname, '..', '..', 'docs', 'rules');

// Each rule page's examples are whole documents in the format of docs/rules/README.md: the
// findings each block states are the engine's, and each After is the text its fix gives.
describe('rule pages: examples', () => {
  for (const rule of RULES) {
    it(`docs/rules/${rule.id}.md`, () => {
      const { problems } = judgePage(rule.id, readFileSync(join(DOCS, `${rule.id}.md`), 'utf8'));
      const how = `(format: docs/rules/README.md, "Writing a rule page"; ${HELPER} ${rule.id} writes the engine's answer)`;
      assert.deepEqual(problems, [], `docs/rules/${rule.id}.md:\n${problems.join('\n')}\n${how}`);
    });
  }
});
