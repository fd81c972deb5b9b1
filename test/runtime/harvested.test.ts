import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { fixAll, lint } from '../../shared/src/index';
import { conformTools } from '../../shared/src/runtime';
import { ROOT, rejectedFindings } from './helpers';

/** The `tools/list` answers of real MCP servers from npm (bench/data/mcp, harvested by bench/harvest.mjs). */
function harvestedLists(): Array<{ file: string; value: { tools: unknown[] } }> {
  const dir = join(ROOT, 'bench', 'data', 'mcp');
  const index = JSON.parse(readFileSync(join(dir, 'index.json'), 'utf8')) as { servers: { file?: string }[] };
  const files = index.servers.flatMap((s) => (s.file ? [s.file] : []));
  assert.ok(files.length >= 15, `bench/data/mcp lists ${files.length} servers`);
  return files.map((file) => ({
    file,
    value: JSON.parse(readFileSync(join(dir, file), 'utf8')) as { tools: unknown[] },
  }));
}

/** Whether the tool, after every safe repair, still has an error no repair resolves: only such a tool may be left out. */
function hasUnrepairableError(tool: unknown, targets: 'portable' | ['gemini']): boolean {
  const repaired = fixAll(JSON.stringify({ tools: [tool] }, null, 2), { targets });
  const { findings } = lint(repaired, { targets });
  return findings.some((f) => f.severity === 'error' && !f.fixable);
}

describe('conformTools on the real MCP servers of the benchmark data', () => {
  const targetLists: Array<'portable' | ['gemini']> = ['portable', ['gemini']];
  for (const targets of targetLists) {
    it(`offers nothing ${String(targets)} rejects, excludes only what has no safe repair, and is idempotent`, (t) => {
      let offered = 0;
      let excluded = 0;
      for (const { file, value } of harvestedLists()) {
        const once = conformTools(value, { targets });
        offered += once.offered.length;
        excluded += once.excluded.length;
        assert.deepEqual(rejectedFindings(once.offered, targets), [], file);
        for (const left of once.excluded)
          assert.ok(hasUnrepairableError(left.tool, targets), `${file}: ${left.name} left out with a safe repair`);
        // Judged anew, not recalled: the offer of a tool given unchanged is the tool itself.
        const twice = conformTools(once.offered, { targets, recall: false });
        assert.deepEqual(twice.offered, once.offered, file);
        assert.deepEqual(twice.excluded, [], file);
      }
      t.diagnostic(`${offered} tools offered, ${excluded} left out`);
      assert.ok(offered > 300, `${offered} offered`);
    });
  }
});
