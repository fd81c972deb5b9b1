import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { DiagnosticSeverity, type Diagnostic } from 'vscode-languageserver-protocol';
import { docsUrl, lint } from '../../shared/src/index';
import { INCIDENT, INCIDENT_ITEMS_MISSING, INCIDENT_URI } from './fixtures';
import { TestClient } from './harness';

const byRule = (ds: Diagnostic[], rule: string) => ds.filter((d) => d.code === rule);

describe('diagnostics (push)', () => {
  let client: TestClient;
  before(async () => {
    client = await TestClient.start();
  });
  after(() => client.stop());

  it("publishes the incident fixture's findings with exact ranges", async () => {
    await client.open(INCIDENT_URI, INCIDENT);
    const { diagnostics, version } = await client.currentDiagnostics(INCIDENT_URI);
    assert.equal(version, 1);
    const items = byRule(diagnostics, 'items-missing');
    assert.deepEqual(
      items.map((d) => d.range),
      INCIDENT_ITEMS_MISSING.map((e) => e.range),
    );
    for (const d of items) {
      assert.equal(d.source, 'toolwire');
      assert.equal(d.severity, DiagnosticSeverity.Error);
      assert.deepEqual(d.codeDescription, { href: docsUrl('items-missing') });
      assert.match(d.message, /OpenAI, Gemini, Vertex AI and OpenRouter reject/);
      assert.deepEqual(Object.keys(d.data as object).sort(), ['length', 'offset', 'pointer', 'rule', 'version']);
    }
    // Whatever other rules exist by now, the server reports exactly what the engine finds.
    const engine = lint(INCIDENT).findings;
    assert.deepEqual(
      diagnostics.map((d) => [d.code, (d.data as { offset: number }).offset]),
      engine.map((f) => [f.rule, f.offset]),
    );
    const [empty] = byRule(diagnostics, 'description-missing');
    assert.ok(empty, 'the empty description of jira__create_issue is flagged');
  });

  it('re-lints after an edit, and publishes for the new version only', async () => {
    const fixed = INCIDENT.replace(
      '"risks": { "type": "array",',
      '"risks": { "type": "array", "items": {"type": "string"},',
    );
    await client.setText(INCIDENT_URI, fixed);
    const { diagnostics, version } = await client.currentDiagnostics(INCIDENT_URI);
    assert.equal(version, 2);
    assert.deepEqual(
      byRule(diagnostics, 'items-missing').map((d) => d.range.start.line),
      INCIDENT_ITEMS_MISSING.filter((e) => e.key !== 'risks').map((e) => e.range.start.line),
    );
  });

  it('points at the other twin of a duplicate name through relatedInformation', async () => {
    const uri = 'untitled:twins.json';
    const tool = (description: string) =>
      `{"name": "search", "description": "${description}", "inputSchema": {"type": "object", "properties": {"q": {"type": "string", "description": "Query."}}}}`;
    const text = `{"tools": [\n${tool('Search the web for pages.')},\n${tool('Search the mail archive for messages.')}\n]}`;
    await client.open(uri, text);
    const { diagnostics } = await client.currentDiagnostics(uri);
    const duplicate = diagnostics.find((d) => d.code === 'name-duplicate');
    assert.ok(duplicate, diagnostics.map((d) => d.code).join());
    assert.equal(duplicate.range.start.line, 2);
    assert.deepEqual(
      duplicate.relatedInformation?.map((r) => [r.location.uri, r.location.range.start.line]),
      [[uri, 1]],
    );
  });

  it('sends toolwire/status with the counts', async () => {
    await client.setText(INCIDENT_URI, INCIDENT);
    const status = await client.nextStatus((s) => s.uri === INCIDENT_URI);
    const engine = lint(INCIDENT).findings;
    assert.equal(status.tools, 3);
    assert.equal(status.errors, engine.filter((f) => f.severity === 'error').length);
    assert.equal(status.targets, 'portable');
  });
});
