import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { generateCatalog } from '../helpers/catalog';
import {
  findingsWithFixes,
  fixesAt,
  lint,
  lintIncremental,
  lintState,
  type Finding,
  type LintOptions,
  type LintState,
} from '../../shared/src/index';
import { seedDocuments } from '../fuzz/documents';

/**
 * findingsWithFixes judges again only the tools a request touches, yet must
 * give what a full lint with fixes gives there: same findings, same fixes.
 */

const touches = (f: Finding, offset: number, length: number) =>
  f.offset <= offset + length && offset <= f.offset + f.length;

/** For every finding of the text: its neighbourhood, and its pointer, find exactly what a full lint finds. */
function assertMatchesFullLint(state: LintState, options: LintOptions = {}): number {
  const full = lint(state.text, { ...options, fixes: true }).findings;
  for (const f of full) {
    const near = findingsWithFixes(state, { spans: [{ offset: f.offset, length: f.length }] });
    assert.deepEqual(
      near,
      full.filter((g) => touches(g, f.offset, f.length)),
      `findings around ${f.rule} at ${f.offset}`,
    );
    assert.deepEqual(
      findingsWithFixes(state, { pointers: [f.pointer] }).filter((g) => g.rule === f.rule && g.pointer === f.pointer),
      full.filter((g) => g.rule === f.rule && g.pointer === f.pointer),
      `${f.rule} at ${f.pointer} by pointer`,
    );
    assert.deepEqual(
      fixesAt(state, f.rule, f.offset),
      full.find((g) => g.rule === f.rule && g.offset === f.offset)!.fixes,
    );
  }
  return full.length;
}

describe('findingsWithFixes (fixes for the tools under a request)', () => {
  it('equals a full lint with fixes around every finding of the seed documents', () => {
    let findings = 0;
    for (const text of seedDocuments()) findings += assertMatchesFullLint(lintState(text));
    assert.ok(findings > 100, `the seed documents have findings to compare (${findings})`);
  });

  it('equals a full lint on states made by incremental edits', () => {
    let text = generateCatalog(15, { seed: 31, faultShare: 0.7 });
    let state = lintState(text);
    const spots = [...text.matchAll(/"description": "/g)].map((m) => m.index + m[0].length);
    for (const [i, at] of spots.slice(0, 6).entries()) {
      text = text.slice(0, at) + (i % 2 ? '' : 'x ') + text.slice(at + (i % 2 ? 1 : 0));
      state = lintIncremental(state, text);
      assert.equal(state.mode, 'incremental');
      assertMatchesFullLint(state);
    }
  });

  it('computes the fixes of a catalog rule (name-duplicate) from every tool', () => {
    const tools = ['send_mail_2', 'send_mail', 'send_mail'].map((name) => ({
      name,
      description: 'Sends one mail to the given address.',
      inputSchema: { type: 'object', properties: {} },
    }));
    const state = lintState(JSON.stringify({ tools }, null, 2));
    const dup = state.output.findings.find((f) => f.rule === 'name-duplicate')!;
    const fixes = fixesAt(state, dup.rule, dup.offset);
    assert.equal(fixes[0]?.title, 'Rename the tool to "send_mail_3"', 'the rename skips the name another tool has');
    assertMatchesFullLint(state);
  });

  it('leaves out suppressed findings, as lint does', () => {
    const text = `{"tools": [{\n  "name": "get_file",\n  "description": "Reads a file from the workspace.",\n  "inputSchema": {"type": "object", "properties": {\n    // toolwire-disable-next-line items-missing\n    "paths": {"type": "array"},\n    "tags": {"type": "array"}\n  }}\n}]}`;
    const state = lintState(text);
    const all = findingsWithFixes(state, { spans: [{ offset: 0, length: text.length }] });
    assert.deepEqual(
      all.filter((f) => f.rule === 'items-missing').map((f) => f.pointer),
      ['/tools/0/inputSchema/properties/tags'],
    );
    assertMatchesFullLint(state);
  });

  it('works on a bare schema (no tree kept) and gives no fixes for a file over maxFileSize', () => {
    const schema = JSON.stringify({ type: 'object', properties: { ids: { type: 'array' } } }, null, 2);
    const bare = { bareSchema: true, fileName: 'search.schema.json' };
    const found = assertMatchesFullLint(lintState(schema, bare), bare);
    assert.ok(found > 0);
    const big = { maxFileSize: 10 };
    const tooLarge = lintState(schema, big);
    assert.deepEqual(
      findingsWithFixes(tooLarge, { spans: [{ offset: 0, length: 0 }] }),
      lint(schema, { ...big, fixes: true }).findings,
    );
  });

  it('a request away from every finding judges nothing and finds nothing', () => {
    const text = generateCatalog(4, { seed: 5, faultShare: 1 });
    assert.deepEqual(findingsWithFixes(lintState(text), { spans: [{ offset: text.length, length: 0 }] }), []);
  });
});
