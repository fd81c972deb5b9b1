import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { RULES } from '../../shared/src/index';
import { viaOpenRouter, type Rejection } from '../../shared/src/providers';

/** The page with every provider's evidence; whitespace is collapsed so a long quote may wrap. */
const PAGE = flat(readFileSync(join(__dirname, '..', '..', 'docs', 'providers.md'), 'utf8'));

function flat(text: string): string {
  return text.replace(/\s+/g, ' ');
}

/** OpenRouter's envelope around an upstream's answer: the page documents the envelope, not each wrapped copy. */
function relayedFrom(r: Rejection, all: readonly Rejection[]): Rejection | undefined {
  if (r.provider !== 'openrouter') return undefined;
  return all.find((u) => u !== r && viaOpenRouter(u).error === r.error);
}

describe('provider evidence in docs/providers.md', () => {
  for (const rule of RULES.filter((r) => r.kind === 'wire')) {
    it(`holds every error text and source ${rule.id} quotes`, () => {
      for (const r of rule.rejectedBy) {
        const upstream = relayedFrom(r, rule.rejectedBy);
        const { error, source } = upstream ?? r;
        assert.ok(PAGE.includes(flat(error)), `docs/providers.md lacks ${r.provider}'s error: ${error}`);
        assert.ok(PAGE.includes(flat(source)), `docs/providers.md lacks the source of ${r.provider}: ${source}`);
      }
    });
  }

  it("documents OpenRouter's envelope and why a relayed rejection holds", () => {
    const sample: Rejection = { provider: 'openai', error: '…', source: 'upstream' };
    const relayed = viaOpenRouter(sample);
    const envelope = relayed.error.slice(0, relayed.error.indexOf('"raw":'));
    assert.ok(PAGE.includes(envelope), `docs/providers.md lacks the envelope ${envelope}`);
    const why = relayed.source.slice(0, relayed.source.indexOf('upstream'));
    assert.ok(PAGE.includes(flat(why)), `docs/providers.md lacks the relay's source: ${why}`);
  });

  it('gives each provider a section of its own', () => {
    for (const heading of ['OpenAI', 'Anthropic', 'Gemini', 'Vertex AI', 'Bedrock', 'Mistral', 'OpenRouter'])
      assert.ok(PAGE.includes(`## ${heading} `), `docs/providers.md has no "## ${heading}" section`);
  });
});
