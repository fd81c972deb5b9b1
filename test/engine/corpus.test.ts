import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { fixAllDetailed, lint, parseJson } from '../../shared/src/index';
import { CORPUS_DIR, corpusFiles, unwrapCorpus, type CorpusFile } from '../helpers/corpus';

const files = corpusFiles();

/** The file itself (its tools sit inside the wrapper) and the document as its authors wrote it. */
function textsOf({ raw }: CorpusFile): Array<[string, string]> {
  const document = unwrapCorpus(raw);
  return document === undefined
    ? [['wrapper', raw]]
    : [
        ['wrapper', raw],
        ['document', document],
      ];
}

describe('hand-written corpus', () => {
  it('names every file with its source repository and commit in its README', () => {
    const readme = readFileSync(join(CORPUS_DIR, 'README.md'), 'utf8');
    for (const { name, raw } of files) {
      const source = (JSON.parse(raw) as { source?: string }).source ?? '';
      const match = /^([^/]+\/[^/]+)\/(.+) at ([0-9a-f]{40})$/.exec(source);
      assert.ok(match, `${name}: its source is "repository/path at commit" (${source})`);
      const row = readme.split('\n').find((line) => line.startsWith(`| \`${name}\` |`));
      assert.ok(row, `${name} has a row in the README`);
      for (const part of match.slice(1)) assert.ok(row.includes(part), `${name}: the README row names ${part}`);
    }
  });

  for (const file of files) {
    for (const [label, text] of textsOf(file)) {
      it(`${file.name} (${label}): lints cleanly and fixAll is idempotent`, () => {
        const result = lint(text);
        assert.deepEqual(result.internalErrors, [], 'no rule threw');
        const fixed = fixAllDetailed(text);
        assert.deepEqual(
          parseJson(fixed.text).errors.length,
          parseJson(text).errors.length,
          'repairs add no parse error',
        );
        assert.equal(fixAllDetailed(fixed.text).text, fixed.text, 'a second fixAll changes nothing');
        assert.deepEqual(
          fixed.remaining.filter((f) => f.fixable).map((f) => `${f.rule}: ${f.message}`),
          [],
          'no repairable finding is left',
        );
      });
    }
  }
});
