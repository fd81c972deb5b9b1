import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { CodeActionRequest, type CodeAction, type Diagnostic } from 'vscode-languageserver-protocol';
import { fixAll } from '../../shared/src/index';
import { INCIDENT, INCIDENT_URI, KITCHEN_SINK, KITCHEN_SINK_PATH } from './fixtures';
import { TestClient } from './harness';
import { pathToFileURL } from 'node:url';

describe('code actions', () => {
  let client: TestClient;
  before(async () => {
    client = await TestClient.start();
  });
  after(() => client.stop());

  const actionsFor = (uri: string, diagnostic: Diagnostic, only?: string[]) =>
    client.connection.sendRequest(CodeActionRequest.type, {
      textDocument: { uri },
      range: diagnostic.range,
      context: { diagnostics: [diagnostic], only },
    }) as Promise<CodeAction[]>;

  it('offers the fix as the preferred quick fix, and applying it clears the diagnostic', async () => {
    await client.open(INCIDENT_URI, INCIDENT);
    const { diagnostics } = await client.currentDiagnostics(INCIDENT_URI);
    const deliverables = diagnostics.find((d) => d.code === 'items-missing' && d.range.start.line === 19)!;
    const actions = await actionsFor(INCIDENT_URI, deliverables);
    const preferred = actions.filter((a) => a.isPreferred);
    assert.equal(preferred.length, 1);
    assert.equal(preferred[0].title, 'Add "items": {"type": "string"}');
    assert.equal(preferred[0].kind, 'quickfix');
    assert.ok(client.applyEdit(preferred[0].edit!));
    assert.match(
      client.text(INCIDENT_URI),
      /"deliverables": \{ "type": "array", "description": "What the run must hand over.", "items": \{"type": "string"\} \}/,
    );
    const after = await client.currentDiagnostics(INCIDENT_URI);
    const lines = after.diagnostics.filter((d) => d.code === 'items-missing').map((d) => d.range.start.line);
    assert.deepEqual(lines, [20, 21, 22, 23]);
  });

  it('refuses an edit computed for an older version', async () => {
    const { diagnostics } = await client.currentDiagnostics(INCIDENT_URI);
    const [first] = await actionsFor(
      INCIDENT_URI,
      diagnostics.find((d) => d.code === 'items-missing')!,
    );
    await client.setText(INCIDENT_URI, `${client.text(INCIDENT_URI)}\n`);
    assert.equal(client.applyEdit(first.edit!), false);
  });

  it('offers no comment-based disable in plain JSON, and one in JSONC', async () => {
    const { diagnostics } = await client.currentDiagnostics(INCIDENT_URI);
    const titles = (await actionsFor(INCIDENT_URI, diagnostics[0])).map((a) => a.title);
    assert.ok(!titles.some((t) => t.endsWith('for this line')), titles.join());
    const jsoncUri = INCIDENT_URI.replace(/\.json$/, '.jsonc');
    await client.open(jsoncUri, INCIDENT, 'jsonc');
    const jsonc = await client.currentDiagnostics(jsoncUri);
    const target = jsonc.diagnostics.find((d) => d.code === 'items-missing')!;
    const disable = (await actionsFor(jsoncUri, target)).find(
      (a) => a.title === 'Disable items-missing for this line',
    )!;
    assert.ok(client.applyEdit(disable.edit!));
    assert.match(client.text(jsoncUri), /\n {12}\/\/ toolwire-disable-next-line items-missing\n {12}"deliverables"/);
    const after = await client.currentDiagnostics(jsoncUri);
    assert.equal(
      after.diagnostics.filter((d) => d.code === 'items-missing').length,
      jsonc.diagnostics.filter((d) => d.code === 'items-missing').length - 1,
    );
  });

  it("source.fixAll.toolwire applies exactly what the engine's fixAll does", async () => {
    const uri = pathToFileURL(KITCHEN_SINK_PATH).href;
    await client.open(uri, KITCHEN_SINK);
    const { diagnostics } = await client.currentDiagnostics(uri);
    const actions = (await client.connection.sendRequest(CodeActionRequest.type, {
      textDocument: { uri },
      range: { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } },
      context: { diagnostics: [], only: ['source.fixAll'] },
    })) as CodeAction[];
    const expected = fixAll(KITCHEN_SINK);
    assert.notEqual(expected, KITCHEN_SINK, 'the kitchen sink has safe repairs to apply');
    assert.equal(actions.length, 1);
    assert.equal(actions[0].kind, 'source.fixAll.toolwire');
    assert.ok(client.applyEdit(actions[0].edit!));
    assert.equal(client.text(uri), expected);
    const after = await client.currentDiagnostics(uri);
    assert.ok(after.diagnostics.length < diagnostics.length);
  });
});
