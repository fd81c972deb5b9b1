import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { before, describe, it } from 'node:test';
import { figuresTable, README, withFigures } from './figures';
import { runAll, type ServerResult, type Summary } from './run';

/**
 * Real MCP servers from npm (test/real/servers.json): the tools the TypeScript
 * front end finds in their shipped JavaScript against the tools they list live
 * from the same install. Every row is held by its coverage, recall and
 * specificity; a `compare: findings` row is also compared finding by finding.
 * The first run installs them into out/real-servers (a few minutes from the
 * registry); later runs only start and compare them.
 */
describe('real MCP servers: shipped JavaScript against tools/list', () => {
  let results: ServerResult[] = [];
  let compared: ServerResult[] = [];
  before(async () => {
    results = await runAll();
    compared = results.filter((r) => r.server.compare === 'findings');
  });

  it('measures at least 30 servers, each of them listing tools live', () => {
    assert.ok(results.length >= 30, `${results.length} servers`);
    assert.deepEqual(
      results.filter((r) => r.summary.liveTools === 0).map((r) => r.server.package),
      [],
    );
  });

  it('finds every listed tool in source, or the row says why not (compared rows)', () => {
    const unexplained = compared.flatMap(({ server, comparison }) =>
      comparison.notInSource.filter((n) => !server.notInSource?.[n]).map((n) => `${server.package}: ${n}`),
    );
    assert.deepEqual(unexplained, []);
  });

  it('explains every definition in source that the server does not list, and nothing else (compared rows)', () => {
    for (const { server, comparison } of compared) {
      assert.deepEqual(comparison.notListed.sort(), Object.keys(server.notListed ?? {}).sort(), server.package);
      assert.deepEqual(comparison.notInSource.sort(), Object.keys(server.notInSource ?? {}).sort(), server.package);
    }
  });

  it('gives each finding that only one side has a cause outside the front end (compared rows)', () => {
    const unexplained = compared.flatMap(({ server, comparison }) =>
      comparison.differences
        .filter((d) => d.cause === 'unexplained')
        .map((d) => `${server.package}: ${d.side} only: ${d.tool} ${d.rule} at ${d.pointer}`),
    );
    assert.deepEqual(unexplained, []);
  });

  it('places every finding in source on the member its pointer names', () => {
    assert.deepEqual(
      results.flatMap((r) => r.misplaced.map((m) => `${r.server.package}: ${m}`)),
      [],
    );
  });

  it('holds the figures of test/real/expected.json (npx tsx test/real/report.ts --update rewrites them)', () => {
    const expected = JSON.parse(readFileSync(join(__dirname, 'expected.json'), 'utf8')) as Summary[];
    assert.deepEqual(
      results.map((r) => r.summary),
      expected,
    );
  });

  it('prints the same coverage, recall and specificity in test/real/README.md', () => {
    const readme = readFileSync(README, 'utf8');
    assert.equal(readme, withFigures(readme, figuresTable(results)));
  });
});
