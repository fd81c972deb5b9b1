import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { after, before, describe, it } from 'node:test';
import { DiagnosticSeverity, FileChangeType, type Diagnostic } from 'vscode-languageserver-protocol';
import { DEFAULT_SETTINGS } from '../../server/src/settings';
import { COMMANDS } from '../../shared/src/index';
import { ROOT } from './bundle';
import { INCIDENT, INCIDENT_URI } from './fixtures';
import { TestClient } from './harness';

const itemsMissing = (ds: Diagnostic[]) => ds.filter((d) => d.code === 'items-missing');

/** `{budgets: {toolsPerTurn: 48}}` -> `{"budgets.toolsPerTurn": 48}`; maps that are settings themselves (rules) stay whole. */
function flatten(value: Record<string, unknown>, prefix = ''): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) {
    const key = `${prefix}${k}`;
    if (v && typeof v === 'object' && !Array.isArray(v) && Object.keys(v).length)
      Object.assign(out, flatten(v as Record<string, unknown>, `${key}.`));
    else out[key] = v;
  }
  return out;
}

describe('settings: one TS type, one package.json schema', () => {
  const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
    contributes: {
      configuration: { properties: Record<string, { default: unknown; scope: string }> };
      commands: Array<{ command: string }>;
    };
  };
  const properties = pkg.contributes.configuration.properties;

  it('declares exactly the keys and defaults of DEFAULT_SETTINGS', () => {
    const declared = Object.fromEntries(
      Object.entries(properties).map(([k, v]) => [k.replace(/^toolwire\./, ''), v.default]),
    );
    assert.deepEqual(declared, flatten(DEFAULT_SETTINGS as unknown as Record<string, unknown>));
  });

  it('docs/editors.md documents every setting and every command', () => {
    const docs = readFileSync(join(ROOT, 'docs/editors.md'), 'utf8');
    const internal = new Set(['toolwire.disableRuleInSettings']);
    const commands = pkg.contributes.commands.map((c) => c.command).filter((c) => !internal.has(c));
    for (const id of [...Object.keys(properties), ...commands, ...Object.values(COMMANDS)])
      assert.ok(docs.includes(`\`${id}\``), `${id} is documented`);
  });

  it('scopes every setting to the resource (trace aside: the client library reads it per window)', () => {
    for (const [key, p] of Object.entries(properties))
      assert.equal(p.scope, key === 'toolwire.trace.server' ? 'window' : 'resource', key);
  });
});

describe('settings and project config drive the server', () => {
  let client: TestClient;
  before(async () => {
    client = await TestClient.start({ settings: { targets: 'portable' } });
    await client.open(INCIDENT_URI, INCIDENT);
  });
  after(() => client.stop());

  it('a configuration change re-lints with the new settings', async () => {
    assert.equal(itemsMissing((await client.currentDiagnostics(INCIDENT_URI)).diagnostics).length, 5);
    await client.changeSettings({ targets: ['anthropic'] });
    await client.diagnostics(INCIDENT_URI, (p) => itemsMissing(p.diagnostics).length === 0);
    await client.changeSettings({ rules: { 'items-missing': 'warning' } });
    const { diagnostics } = await client.diagnostics(INCIDENT_URI, (p) => itemsMissing(p.diagnostics).length === 5);
    assert.ok(itemsMissing(diagnostics).every((d) => d.severity === DiagnosticSeverity.Warning));
  });

  it('registers a watcher for config files', () => {
    assert.ok(client.registrations.includes('workspace/didChangeWatchedFiles'), client.registrations.join());
  });
});

describe('a project config file in the workspace', () => {
  let dir: string;
  let client: TestClient;
  let uri: string;
  let configPath: string;
  before(async () => {
    dir = mkdtempSync(join(tmpdir(), 'toolwire-lsp-config-'));
    configPath = join(dir, 'toolwire.config.json');
    writeFileSync(configPath, JSON.stringify({ rules: { 'items-missing': 'info' } }));
    writeFileSync(join(dir, 'incident.tools.json'), INCIDENT);
    uri = pathToFileURL(join(dir, 'incident.tools.json')).href;
    // The settings say error; the config file wins.
    client = await TestClient.start({
      workspaceFolders: [{ uri: pathToFileURL(dir).href, name: 'ws' }],
      settings: { rules: { 'items-missing': 'error' } },
    });
    await client.open(uri, INCIDENT);
  });
  after(async () => {
    await client.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('its severities win over the settings', async () => {
    const { diagnostics } = await client.currentDiagnostics(uri);
    assert.equal(itemsMissing(diagnostics).length, 5);
    assert.ok(itemsMissing(diagnostics).every((d) => d.severity === DiagnosticSeverity.Information));
  });

  it('is read again when it changes', async () => {
    writeFileSync(configPath, JSON.stringify({ rules: { 'items-missing': 'off' } }));
    await client.filesChanged([{ uri: pathToFileURL(configPath).href, type: FileChangeType.Changed }]);
    await client.diagnostics(uri, (p) => itemsMissing(p.diagnostics).length === 0);
  });

  it('a broken config is reported in the config file itself', async () => {
    const text = '{\n  "rules": { "items-missing": "loud" },\n  "bogus": 1\n}\n';
    writeFileSync(configPath, text);
    const configUri = pathToFileURL(configPath).href;
    await client.filesChanged([{ uri: configUri, type: FileChangeType.Changed }]);
    const { diagnostics } = await client.diagnostics(configUri, (p) => p.diagnostics.length > 0);
    assert.deepEqual(
      diagnostics.map((d) => [d.code, d.range.start.line, d.severity]),
      [
        ['config-invalid', 1, DiagnosticSeverity.Error],
        ['config-invalid', 2, DiagnosticSeverity.Error],
      ],
    );
    assert.match(diagnostics[1].message, /Unknown config key "bogus"/);
    // The settings apply again where the config says nothing valid.
    await client.diagnostics(
      uri,
      (p) =>
        itemsMissing(p.diagnostics).length === 5 && p.diagnostics.every((d) => d.severity === DiagnosticSeverity.Error),
    );
  });

  it('when it is deleted its problems go and the settings apply', async () => {
    // A config with a problem and a valid rule: items-missing down to a warning while the file is there.
    writeFileSync(configPath, '{\n  "rules": { "items-missing": "warning" },\n  "bogus": 1\n}\n');
    const configUri = pathToFileURL(configPath).href;
    await client.filesChanged([{ uri: configUri, type: FileChangeType.Changed }]);
    await client.diagnostics(configUri, (p) => p.diagnostics.length === 1);
    await client.diagnostics(
      uri,
      (p) =>
        itemsMissing(p.diagnostics).length === 5 &&
        itemsMissing(p.diagnostics).every((d) => d.severity === DiagnosticSeverity.Warning),
    );
    rmSync(configPath);
    await client.filesChanged([{ uri: configUri, type: FileChangeType.Deleted }]);
    await client.diagnostics(configUri, (p) => p.diagnostics.length === 0);
    await client.diagnostics(
      uri,
      (p) =>
        itemsMissing(p.diagnostics).length === 5 &&
        itemsMissing(p.diagnostics).every((d) => d.severity === DiagnosticSeverity.Error),
    );
  });
});
