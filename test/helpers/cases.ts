import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  applyEdits,
  lint,
  parseJson,
  type Finding,
  type FixKind,
  type LintOptions,
  type ProviderId,
  type Severity,
} from '../../shared/src/index';

export interface ExpectedFinding {
  /** The exact text of the finding's range. */
  at: string;
  /** Which occurrence of `at` in the text (0-based), when it appears more than once. */
  nth?: number;
  pointer?: string;
  severity?: Severity;
  providers?: ProviderId[];
  messageIncludes?: string;
  fixable?: boolean;
}

export interface RuleCase {
  name: string;
  text: string;
  options?: LintOptions;
  /** Every finding of the rule, no more, no less ([] for a document that must not trigger it). */
  expect: ExpectedFinding[];
  /** Apply one fix of the first expected finding and compare the text. */
  fix?: { title?: string | RegExp; kind?: FixKind; output: string };
}

export function offsetOf(text: string, at: string, nth = 0): number {
  let pos = -1;
  for (let i = 0; i <= nth; i++) {
    pos = text.indexOf(at, pos + 1);
    assert.ok(pos >= 0, `"${at}" (occurrence ${nth}) is not in the text`);
  }
  return pos;
}

export function findingsOf(rule: string, text: string, options?: LintOptions): Finding[] {
  return lint(text, options).findings.filter((f) => f.rule === rule);
}

/** Data-driven tests for one rule: each case's findings with exact ranges, and its fix text in, text out. */
export function ruleCases(rule: string, cases: RuleCase[]): void {
  describe(`rule ${rule}`, () => {
    for (const c of cases) {
      it(c.name, () => {
        const found = findingsOf(rule, c.text, c.options);
        const got = found.map((f) => ({ offset: f.offset, text: c.text.slice(f.offset, f.offset + f.length) }));
        const want = c.expect.map((e) => ({ offset: offsetOf(c.text, e.at, e.nth), text: e.at }));
        assert.deepEqual(got, want, `ranges of ${rule}`);
        c.expect.forEach((e, i) => checkDetails(found[i], e));
        if (c.fix) checkFix(rule, c, found[0]);
      });
    }
  });
}

function checkDetails(f: Finding, e: ExpectedFinding) {
  if (e.pointer !== undefined) assert.equal(f.pointer, e.pointer);
  if (e.severity) assert.equal(f.severity, e.severity);
  if (e.providers) assert.deepEqual([...f.providers].sort(), [...e.providers].sort());
  if (e.messageIncludes)
    assert.ok(f.message.includes(e.messageIncludes), `message "${f.message}" lacks "${e.messageIncludes}"`);
  if (e.fixable !== undefined) assert.equal(f.fixable, e.fixable);
  assert.equal(
    f.fixable,
    f.fixes.some((x) => x.kind === 'repair'),
    'fixable says whether a repair exists',
  );
}

function checkFix(rule: string, c: RuleCase, finding: Finding) {
  const { title, kind, output } = c.fix!;
  const fix = finding.fixes.find(
    (f) =>
      (!kind || f.kind === kind) && (!title || (typeof title === 'string' ? f.title === title : title.test(f.title))),
  );
  assert.ok(
    fix,
    `no fix matching ${String(title ?? kind ?? '')} among ${finding.fixes.map((f) => f.title).join(', ')}`,
  );
  const fixed = applyEdits(c.text, fix.edits);
  assert.equal(fixed, output);
  assert.deepEqual(parseJson(fixed).errors, [], 'the fixed text parses');
  const again = findingsOf(rule, fixed, c.options).filter((f) => f.pointer === finding.pointer);
  assert.deepEqual(
    again.map((f) => f.message),
    [],
    'the fixed finding is gone',
  );
}
