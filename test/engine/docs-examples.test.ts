import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { HELPER, judgePage } from '../helpers/docs-examples/check';

const DOCS = join(__dirname, '..', '..', 'docs', 'rules');
// Every page but the index; registry.test.ts checks that each rule has one and each one a rule.
const PAGES = readdirSync(DOCS).filter((f) => f.endsWith('.md') && f !== 'README.md');

// Each rule page's examples are whole documents in the format of docs/rules/README.md: the
// findings each block states are the engine's, and each After is the text its fix gives.
describe('rule pages: examples', () => {
  for (const page of PAGES) {
    const id = page.slice(0, -'.md'.length);
    it(`docs/rules/${page}`, () => {
      const { problems } = judgePage(id, readFileSync(join(DOCS, page), 'utf8'));
      const how = `(format: docs/rules/README.md, "Writing a rule page"; ${HELPER} ${id} writes the engine's answer)`;
      assert.deepEqual(problems, [], `docs/rules/${page}:\n${problems.join('\n')}\n${how}`);
    });
  }
});
