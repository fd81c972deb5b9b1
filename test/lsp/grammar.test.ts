import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { findingsOf } from '../helpers/cases';
import { ROOT } from './bundle';

interface Grammar {
  scopeName: string;
  injectionSelector: string;
  repository: { directive: { match: string } };
}
interface GrammarContribution {
  scopeName: string;
  path: string;
  injectTo: string[];
}

const grammar = JSON.parse(
  readFileSync(join(ROOT, 'syntaxes/toolwire-suppression.injection.tmLanguage.json'), 'utf8'),
) as Grammar;
const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
  contributes: { grammars: GrammarContribution[] };
};
// The pattern uses no Oniguruma-only syntax, so JavaScript's RegExp reads it the same way.
const directive = new RegExp(grammar.repository.directive.match);

describe('the suppression-comment injection grammar', () => {
  it('is contributed for JSON and JSONC comments', () => {
    const [entry] = pkg.contributes.grammars;
    assert.equal(entry.scopeName, grammar.scopeName);
    assert.ok(existsSync(join(ROOT, entry.path)), entry.path);
    assert.deepEqual(entry.injectTo, ['source.json', 'source.json.comments']);
    assert.equal(grammar.injectionSelector, 'L:comment');
  });

  const cases: Array<[string, string, string, string | undefined]> = [
    ['// toolwire-disable-next-line items-missing', 'toolwire-disable-next-line', ' items-missing', undefined],
    [
      '// toolwire-disable-next-line items-missing, type-list -- legacy client',
      'toolwire-disable-next-line',
      ' items-missing, type-list',
      ' -- legacy client',
    ],
    ['/* toolwire-disable */', 'toolwire-disable', '', undefined],
    ['/* toolwire-enable keyword-unsupported */', 'toolwire-enable', ' keyword-unsupported', undefined],
    ['// toolwire-disable-line name-invalid', 'toolwire-disable-line', ' name-invalid', undefined],
  ];
  for (const [comment, keyword, rules, reason] of cases) {
    it(`highlights ${comment}`, () => {
      const m = directive.exec(comment);
      assert.ok(m, 'matches');
      assert.deepEqual([m[1], m[2], m[3]], [keyword, rules, reason]);
    });
  }

  it('highlights exactly what the engine obeys', () => {
    const text = (comment: string) =>
      `{"tools": [{"name": "t", "description": "A tool for tests.", "inputSchema": {"type": "object", "properties": {\n${comment}\n"tags": {"type": "array"}}}}]}`;
    // Without a directive the array is flagged: otherwise "no finding" below would prove nothing.
    assert.equal(findingsOf('items-missing', text('// a plain comment')).length, 1);
    for (const [comment] of cases.filter(([c]) => c.includes('next-line') && c.includes('items-missing'))) {
      assert.equal(findingsOf('items-missing', text(comment)).length, 0, comment);
    }
    assert.equal(directive.exec('// toolwire-disabled items-missing'), null);
  });
});
