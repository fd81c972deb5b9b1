import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { lint, lintIncremental, type LintState } from '../../../../shared/src/index';
import type { ParsedSource } from '../../../../shared/src/language/language';
import { parseScript } from '../../../../shared/src/language/typescript/parse';

const DIR = join(__dirname, '..', '..', '..', 'fixtures', 'typescript');
const FIXTURES = readdirSync(DIR).sort();

/** What a person types into code, the characters that change its structure included. */
const KEYS = ['x', ' ', '\n', "'", '"', '`', '{', '}', '(', ')', '[', ']', ',', ':', '/', '*', '<', '>', 'é', '😀'];

const edit = fc.record({ at: fc.nat(), remove: fc.nat({ max: 4 }), insert: fc.constantFrom('', ...KEYS) });
type Edit = typeof edit extends fc.Arbitrary<infer T> ? T : never;

function apply(text: string, e: Edit): string {
  const at = e.at % (text.length + 1);
  return text.slice(0, at) + e.insert + text.slice(Math.min(text.length, at + e.remove));
}

/** The parse without the tree it keeps for the next version. */
function read(parsed: ParsedSource): Omit<ParsedSource, 'syntax'> {
  const { syntax, ...rest } = parsed;
  void syntax;
  return rest;
}

describe('TypeScript: a version reparsed from the one before (ts.updateSourceFile)', () => {
  for (const file of FIXTURES)
    it(`reads as its whole parse after every edit of a random run, in ${file}`, () => {
      fc.assert(
        fc.property(fc.array(edit, { minLength: 1, maxLength: 25 }), (edits) => {
          let text = readFileSync(join(DIR, file), 'utf8');
          let previous: ParsedSource | undefined = parseScript(text, { edit: { previous: undefined } });
          for (const e of edits) {
            text = apply(text, e);
            const parsed = parseScript(text, { edit: { previous } });
            assert.deepEqual(read(parsed), parseScript(text));
            previous = parsed;
          }
        }),
        { numRuns: 12, seed: 15 },
      );
    });

  it('keeps the tree only for an edited document, and reparses from it once', () => {
    const text = readFileSync(join(DIR, 'openai-chat.ts'), 'utf8');
    assert.equal(parseScript(text).syntax, undefined);
    const first = parseScript(text, { edit: { previous: undefined } });
    assert.ok(first.syntax);
    const next = text.replace('description:', 'description: ');
    const again = parseScript(next, { edit: { previous: first } });
    // The first tree was taken by that reparse: a second one from it is a whole parse, read alike.
    assert.deepEqual(read(parseScript(next, { edit: { previous: first } })), read(again));
  });

  it('an editor lint of each version equals the lint of its text', () => {
    let text = readFileSync(join(DIR, 'vercel-ai.ts'), 'utf8');
    let state: LintState | undefined;
    for (const at of [40, 200, 201, 202, 120, 5, 300]) {
      text = text.slice(0, at) + 'x' + text.slice(at);
      state = lintIncremental(state, text, { fileName: 'tools.ts' });
      const whole = lint(text, { fileName: 'tools.ts', fixes: false });
      assert.deepEqual(state.output.findings, whole.findings);
      assert.deepEqual(state.output.parseErrors, whole.parseErrors);
    }
  });
});
