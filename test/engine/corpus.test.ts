import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { fixAllDetailed, lint, parseJson } from '../../shared/src/index';

/** 25 tool files from public repositories, each wrapped as {source, document | document_text}: read-only test data. */
const CORPUS = '/work/shared/corpus/handwritten';
const files = existsSync(CORPUS) ? readdirSync(CORPUS).filter((f) => f.endsWith('.json')).sort() : [];

/** The file itself (its tools sit inside the wrapper) and the document as its authors wrote it. */
function textsOf(file: string): Array<[string, string]> {
  const raw = readFileSync(join(CORPUS, file), 'utf8');
  const wrapper = JSON.parse(raw) as { document?: unknown; document_text?: string };
  const doc = typeof wrapper.document_text === 'string' ? wrapper.document_text : JSON.stringify(wrapper.document, null, 2);
  return [
    ['wrapper', raw],
    ['document', doc],
  ];
}

describe('hand-written corpus', { skip: !files.length && `${CORPUS} is absent` }, () => {
  for (const file of files) {
    for (const [label, text] of textsOf(file)) {
      it(`${file} (${label}): lints cleanly and fixAll is idempotent`, () => {
        const result = lint(text);
        assert.deepEqual(result.internalErrors, [], 'no rule threw');
        const fixed = fixAllDetailed(text);
        assert.deepEqual(parseJson(fixed.text).errors.length, parseJson(text).errors.length, 'repairs add no parse error');
        assert.equal(fixAllDetailed(fixed.text).text, fixed.text, 'a second fixAll changes nothing');
        assert.deepEqual(fixed.remaining.filter((f) => f.fixable).map((f) => `${f.rule}: ${f.message}`), [], 'no repairable finding is left');
      });
    }
  }
});
