import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import { describe, it } from 'node:test';
import {
  DIAGNOSTICS,
  DIAGNOSTICS_BY_ID,
  ENGINE_DIAGNOSTICS,
  RULES,
  RULES_BY_ID,
  docsUrl,
  withDerived,
} from '../../shared/src/index';

const DOCS = join(__dirname, '..', '..', 'docs', 'rules');
const HEADINGS = ['## What it flags', '## Why', '## Who rejects it', '## Fix', '## Example'];

describe('rule registry', () => {
  it('has unique kebab-case ids', () => {
    assert.equal(RULES_BY_ID.size, RULES.length);
    assert.equal(DIAGNOSTICS_BY_ID.size, DIAGNOSTICS.length, 'no engine diagnostic shares a rule id');
    for (const r of DIAGNOSTICS) assert.match(r.id, /^[a-z]+(-[a-z0-9]+)*$/);
  });

  for (const rule of RULES) {
    it(`${rule.id} has the check -> message -> fixes shape`, () => {
      const checks = (['checkNode', 'checkTool', 'checkCatalog'] as const).filter((hook) => rule[hook] !== undefined);
      assert.ok(checks.length > 0, 'at least one check');
      assert.equal(typeof rule.message, 'function', 'a message for what the checks find');
      assert.ok(rule.fixes === undefined || typeof rule.fixes === 'function', 'fixes, if any, a function of the state');
      assert.ok(
        ['undefined', 'boolean', 'function'].includes(typeof rule.repairable),
        'repairable: a boolean, or a function of the state',
      );
      assert.ok(rule.detachMemo === undefined || rule.checkCatalog !== undefined, 'a memo only for a catalog check');
      const old = ['schemaNode', 'tool', 'catalog', 'report'].filter((hook) => hook in rule);
      assert.deepEqual(old, [], 'no hook of the old shape');
    });
  }

  it('keeps the engine diagnostics out of the rules the lint runs', () => {
    for (const d of ENGINE_DIAGNOSTICS) assert.ok(!RULES_BY_ID.has(d.id), d.id);
  });

  for (const rule of DIAGNOSTICS) {
    describe(rule.id, () => {
      it('has the fixed shape', () => {
        assert.ok(rule.title && rule.summary, 'title and summary');
        assert.ok(['error', 'warning', 'info'].includes(rule.defaultSeverity));
        assert.ok(docsUrl(rule.id).endsWith(`/docs/rules/${rule.id}.md`));
      });

      it('names who rejects it, in their own words, when it is a wire rule', () => {
        if (rule.kind === 'contract') return assert.deepEqual(rule.rejectedBy, []);
        assert.ok(rule.rejectedBy.length > 0);
        for (const r of rule.rejectedBy)
          assert.ok(r.error.length > 10 && r.source.length > 3, `${r.provider} evidence`);
      });

      it('quotes on its page, verbatim, each error text it names', () => {
        const page = readFileSync(join(DOCS, `${rule.id}.md`), 'utf8');
        for (const r of rule.rejectedBy)
          assert.ok(page.includes(r.error), `docs/rules/${rule.id}.md does not quote ${r.provider}: ${r.error}`);
      });

      it('states only what the provider table does not derive from the rest', () => {
        for (const r of rule.rejectedBy) {
          const others = withDerived(rule.rejectedBy.filter((o) => o !== r));
          const derived = others.some((d) => d.provider === r.provider && d.error === r.error);
          assert.ok(!derived, `${r.provider}'s "${r.error}" follows from the table: leave it out of rejectedBy`);
        }
      });

      it('has its documentation page', () => {
        const page = join(DOCS, `${rule.id}.md`);
        assert.ok(existsSync(page), `docs/rules/${rule.id}.md is missing`);
        const text = readFileSync(page, 'utf8');
        assert.ok(text.startsWith(`# ${rule.id}`), 'page starts with "# <id>"');
        for (const h of HEADINGS) assert.ok(text.includes(h), `docs/rules/${rule.id}.md lacks "${h}"`);
      });
    });
  }

  it('has no documentation page for a rule that does not exist', () => {
    const pages = existsSync(DOCS) ? readdirSync(DOCS).filter((f) => f.endsWith('.md') && f !== 'README.md') : [];
    for (const p of pages) assert.ok(DIAGNOSTICS_BY_ID.has(p.slice(0, -3)), `docs/rules/${p} documents no rule`);
  });

  it('is listed as it is in README.md and docs/rules/README.md', () => {
    const root = join(__dirname, '..', '..');
    const run = spawnSync(process.execPath, ['--import', 'tsx', join(root, 'scripts', 'rules-table.ts'), '--check'], {
      cwd: root,
      encoding: 'utf8',
    });
    assert.equal(run.status, 0, run.stderr);
  });
});
