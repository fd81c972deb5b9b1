import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { PROVIDER_TABLE, RULES } from '../../shared/src/index';

/** The page with every provider's evidence; whitespace is collapsed so a long quote may wrap. */
const PAGE = flat(readFileSync(join(__dirname, '..', '..', 'docs', 'providers.md'), 'utf8'));

function flat(text: string): string {
  return text.replace(/\s+/g, ' ');
}

describe('provider evidence in docs/providers.md', () => {
  for (const rule of RULES.filter((r) => r.kind === 'wire')) {
    it(`holds every error text and source ${rule.id} quotes`, () => {
      for (const { provider, error, source } of rule.rejectedBy) {
        assert.ok(PAGE.includes(flat(error)), `docs/providers.md lacks ${provider}'s error: ${error}`);
        assert.ok(PAGE.includes(flat(source)), `docs/providers.md lacks the source of ${provider}: ${source}`);
      }
    });
  }

  // What the table derives (a relayed or a judged-as rejection) rests on the upstream's evidence above and on the row's reason.
  for (const row of PROVIDER_TABLE.filter((r) => r.relays || r.judgesAs)) {
    it(`gives the reason ${row.label}'s row derives rejections from others`, () => {
      if (row.relays) {
        const envelope = row.relays.envelope('');
        const before = envelope.slice(0, envelope.indexOf('"raw":'));
        assert.ok(PAGE.includes(before), `docs/providers.md lacks ${row.label}'s envelope ${before}`);
        assert.ok(PAGE.includes(flat(row.relays.because)), `docs/providers.md lacks: ${row.relays.because}`);
      }
      if (row.judgesAs)
        assert.ok(PAGE.includes(flat(row.judgesAs.because)), `docs/providers.md lacks: ${row.judgesAs.because}`);
    });
  }

  it('gives each provider of the table a section of its own', () => {
    for (const { label } of PROVIDER_TABLE)
      assert.ok(PAGE.includes(`## ${label} `), `docs/providers.md has no "## ${label}" section`);
  });
});
