/**
 * The plugin's rules as ESLint declares them: one per id a finding can carry,
 * documented at its page, and `fixable` / `hasSuggestions` wherever the engine
 * gives that rule a repair / any fix on the fixtures, examples and corpus
 * (ESLint throws on a fix from a rule that does not declare it).
 */
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { DEFAULT_INCLUDE, DIAGNOSTICS, lint, safeRepair } from '../../shared/src/index';
import plugin from '../../server/src/eslint/index';
import { goldenInputs } from '../helpers/golden';
import { ROOT } from './helpers';

describe('the plugin rules as ESLint sees them', () => {
  it('has one rule per Toolwire id, each at its default severity in the recommended config', () => {
    assert.deepEqual(Object.keys(plugin.rules).sort(), DIAGNOSTICS.map((d) => d.id).sort());
    const levels = plugin.configs.recommended.rules ?? {};
    for (const d of DIAGNOSTICS)
      assert.equal(levels[`toolwire/${d.id}`], d.defaultSeverity === 'error' ? 'error' : 'warn', d.id);
  });

  it('recommends itself for the TS/JS files of the default include, and no other language (ESLint would parse them as JS)', () => {
    const files = plugin.configs.recommended.files;
    assert.deepEqual(files, [
      '**/*.ts',
      '**/*.tsx',
      '**/*.mts',
      '**/*.cts',
      '**/*.js',
      '**/*.jsx',
      '**/*.mjs',
      '**/*.cjs',
    ]);
    for (const glob of files ?? []) assert.ok(DEFAULT_INCLUDE.includes(glob), String(glob));
  });

  it('links each rule to its page in docs/rules/, which exists', () => {
    for (const [id, rule] of Object.entries(plugin.rules)) {
      assert.match(rule.meta?.docs?.url ?? '', new RegExp(`/docs/rules/${id}\\.md$`));
      assert.ok(existsSync(join(ROOT, 'docs', 'rules', `${id}.md`)), id);
    }
  });

  it('declares fixable and hasSuggestions for every rule the engine gives a repair or a fix', () => {
    const repaired = new Set<string>();
    const fixed = new Set<string>();
    for (const input of goldenInputs()) {
      const { findings } = lint(input.text, { fileName: input.fileName ?? `x${input.ext}`, fixes: true });
      for (const f of findings) {
        if (safeRepair(f)) repaired.add(f.rule);
        if (f.fixes.length) fixed.add(f.rule);
      }
    }
    assert.ok(repaired.size >= 10 && fixed.size >= repaired.size, `${repaired.size} repaired, ${fixed.size} fixed`);
    for (const id of repaired) assert.equal(plugin.rules[id].meta?.fixable, 'code', id);
    for (const id of fixed) assert.equal(plugin.rules[id].meta?.hasSuggestions, true, id);
  });
});
