import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { after, before, describe, it } from 'node:test';
import { ExecuteCommandRequest } from 'vscode-languageserver-protocol';
import { COMMANDS, fixAll, lint, type ValidationSummary } from '../../shared/src/index';
import { INCIDENT, KITCHEN_SINK } from './fixtures';
import { TestClient } from './harness';

describe('server commands', () => {
  let dir: string;
  let client: TestClient;
  const uriOf = (name: string) => pathToFileURL(join(dir, name)).href;
  const run = <T>(command: string, ...args: unknown[]) =>
    client.connection.sendRequest(ExecuteCommandRequest.type, { command, arguments: args }) as Promise<T>;

  before(async () => {
    dir = mkdtempSync(join(tmpdir(), 'toolwire-lsp-commands-'));
    writeFileSync(join(dir, 'incident.tools.json'), INCIDENT);
    writeFileSync(join(dir, 'kitchen-sink.mcp.json'), KITCHEN_SINK);
    writeFileSync(join(dir, 'package.json'), INCIDENT); // excluded by default
    mkdirSync(join(dir, 'node_modules/dep'), { recursive: true });
    writeFileSync(join(dir, 'node_modules/dep/tools.json'), INCIDENT); // never walked
    client = await TestClient.start({ workspaceFolders: [{ uri: pathToFileURL(dir).href, name: 'ws' }] });
  });
  after(async () => {
    await client.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('advertises its commands', () => {
    assert.deepEqual(client.initializeResult.capabilities.executeCommandProvider?.commands, Object.values(COMMANDS));
  });

  it('validate workspace lints every included file, publishes them, and reports progress', async () => {
    const summary = await run<ValidationSummary>(COMMANDS.validateWorkspace);
    const expected = [INCIDENT, KITCHEN_SINK].flatMap((t) => lint(t).findings);
    assert.deepEqual(summary, {
      files: 2,
      errors: expected.filter((f) => f.severity === 'error').length,
      warnings: expected.filter((f) => f.severity === 'warning').length,
      infos: expected.filter((f) => f.severity === 'info').length,
    });
    assert.equal(
      client.published.get(uriOf('incident.tools.json'))?.diagnostics.filter((d) => d.code === 'items-missing').length,
      5,
    );
    assert.ok(client.published.has(uriOf('kitchen-sink.mcp.json')));
    assert.ok(!client.published.has(uriOf('package.json')), 'excluded');
    assert.ok(![...client.published.keys()].some((u) => u.includes('node_modules')));
    assert.deepEqual([client.progress[0]?.kind, client.progress.at(-1)?.kind], ['begin', 'end']);
  });

  it('validate file answers the counts of an open document', async () => {
    const uri = uriOf('incident.tools.json');
    await client.open(uri, INCIDENT);
    const summary = await run<ValidationSummary>(COMMANDS.validateFile, { uri });
    assert.equal(summary.files, 1);
    assert.equal(summary.errors, lint(INCIDENT).findings.filter((f) => f.severity === 'error').length);
  });

  it('fix all applies the safe repairs through workspace/applyEdit', async () => {
    const uri = uriOf('kitchen-sink.mcp.json');
    await client.open(uri, KITCHEN_SINK);
    await client.currentDiagnostics(uri);
    const result = await run<{ applied: number }>(COMMANDS.fixAll, { uri });
    assert.ok(result.applied > 0, 'the kitchen sink has safe repairs to apply');
    assert.notEqual(client.text(uri), KITCHEN_SINK);
    assert.equal(client.text(uri), fixAll(KITCHEN_SINK));
  });

  it('an unknown command or missing argument answers null', async () => {
    assert.equal(await run(COMMANDS.fixAll), null);
  });
});
