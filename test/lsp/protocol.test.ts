import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  CodeActionRequest,
  DidChangeTextDocumentNotification,
  DiagnosticSeverity,
  DocumentDiagnosticReportKind,
  DocumentDiagnosticRequest,
  HoverRequest,
  type ClientCapabilities,
  type Diagnostic,
  type FullDocumentDiagnosticReport,
} from 'vscode-languageserver-protocol';
import { INCIDENT, INCIDENT_ITEMS_MISSING, INCIDENT_URI } from './fixtures';
import { FULL_CAPABILITIES, TestClient } from './harness';

/** A tool whose array property sits after non-ASCII text on the same line: columns differ by encoding. */
const WIDE =
  '{"tools": [{"name": "t", "description": "Résumé 📎 tool.", "inputSchema": {"type": "object", "properties": {"标签": {"description": "😀😀", "type": "array"}, "x😀": {"type": "array"}}}}]}';

async function withClient(
  options: Parameters<typeof TestClient.start>[0],
  body: (client: TestClient) => Promise<void>,
): Promise<void> {
  const client = await TestClient.start(options);
  try {
    await body(client);
  } finally {
    await client.stop();
  }
}

const capabilities = (patch: (c: ClientCapabilities) => ClientCapabilities): ClientCapabilities =>
  patch(structuredClone(FULL_CAPABILITIES));

describe('position encodings', () => {
  const uri = 'untitled:wide.json';
  /** Start and end column of the `"x😀"` key, counted in `unit`. */
  const keyColumns = (unit: (s: string) => number) => {
    const at = WIDE.indexOf('"x😀"');
    return [unit(WIDE.slice(0, at)), unit(WIDE.slice(0, at + '"x😀"'.length))];
  };
  const onKey = (d: Diagnostic) =>
    d.code === 'items-missing' && (d.data as { pointer: string }).pointer.endsWith('/x😀');
  const columns = (d: Diagnostic) => [d.range.start.character, d.range.end.character];

  it('UTF-16 columns by default, through emoji and CJK', async () => {
    await withClient({}, async (client) => {
      assert.equal(client.initializeResult.capabilities.positionEncoding, 'utf-16');
      await client.open(uri, WIDE);
      const { diagnostics } = await client.currentDiagnostics(uri);
      assert.deepEqual(
        columns(diagnostics.find(onKey)!),
        keyColumns((s) => s.length),
      );
    });
  });

  it('UTF-8 columns when the client offers only UTF-8', async () => {
    const utf8 = capabilities((c) => ({ ...c, general: { positionEncodings: ['utf-8'] } }));
    await withClient({ capabilities: utf8 }, async (client) => {
      assert.equal(client.initializeResult.capabilities.positionEncoding, 'utf-8');
      await client.open(uri, WIDE);
      const { diagnostics } = await client.currentDiagnostics(uri);
      const x = diagnostics.find(onKey)!;
      assert.deepEqual(
        columns(x),
        keyColumns((s) => Buffer.byteLength(s)),
      );
      // And positions coming in are read as UTF-8: a hover on that key finds its finding.
      const hover = await client.connection.sendRequest(HoverRequest.type, {
        textDocument: { uri },
        position: { line: 0, character: x.range.start.character + 2 },
      });
      assert.match(JSON.stringify(hover), /items-missing/);
      // Incremental changes arrive in UTF-8 columns too: add items to the x😀 array, after the emoji.
      const at = WIDE.indexOf('{"type": "array"}}}}') + 1;
      const position = { line: 0, character: Buffer.byteLength(WIDE.slice(0, at)) };
      await client.connection.sendNotification(DidChangeTextDocumentNotification.type, {
        textDocument: { uri, version: 2 },
        contentChanges: [{ range: { start: position, end: position }, text: '"items": {"type": "string"}, ' }],
      });
      const after = await client.diagnostics(uri, (p) => p.version === 2);
      assert.equal(after.diagnostics.filter(onKey).length, 0, 'the x😀 array has items now');
      assert.equal(
        after.diagnostics.filter((d) => d.code === 'items-missing').length,
        diagnostics.filter((d) => d.code === 'items-missing').length - 1,
      );
    });
  });
});

describe('pull diagnostics', () => {
  const pull = capabilities((c) => ({
    ...c,
    textDocument: { ...c.textDocument, diagnostic: { dynamicRegistration: false } },
    workspace: { ...c.workspace, diagnostics: { refreshSupport: true } },
  }));

  it('answers textDocument/diagnostic, unchanged for the same version, and never pushes for open documents', async () => {
    await withClient({ capabilities: pull }, async (client) => {
      assert.ok(client.initializeResult.capabilities.diagnosticProvider);
      await client.open(INCIDENT_URI, INCIDENT);
      const report = (await client.connection.sendRequest(DocumentDiagnosticRequest.type, {
        textDocument: { uri: INCIDENT_URI },
      })) as FullDocumentDiagnosticReport;
      assert.equal(report.kind, DocumentDiagnosticReportKind.Full);
      assert.deepEqual(
        report.items.filter((d) => d.code === 'items-missing').map((d) => d.range),
        INCIDENT_ITEMS_MISSING.map((e) => e.range),
      );
      const again = await client.connection.sendRequest(DocumentDiagnosticRequest.type, {
        textDocument: { uri: INCIDENT_URI },
        previousResultId: report.resultId,
      });
      assert.equal(again.kind, DocumentDiagnosticReportKind.Unchanged);
      await client.setText(
        INCIDENT_URI,
        INCIDENT.replace('"risks": { "type": "array",', '"risks": { "type": "array", "items": {"type": "string"},'),
      );
      const next = (await client.connection.sendRequest(DocumentDiagnosticRequest.type, {
        textDocument: { uri: INCIDENT_URI },
        previousResultId: report.resultId,
      })) as FullDocumentDiagnosticReport;
      assert.equal(next.items.filter((d) => d.code === 'items-missing').length, 4);
      assert.equal(client.published.has(INCIDENT_URI), false, 'nothing pushed for an open document');
    });
  });
});

describe('pulled diagnostics across edits', () => {
  const pull = capabilities((c) => ({
    ...c,
    textDocument: { ...c.textDocument, diagnostic: { dynamicRegistration: false } },
    workspace: { ...c.workspace, diagnostics: { refreshSupport: true } },
  }));
  const report = (client: TestClient, previousResultId?: string) =>
    client.connection.sendRequest(DocumentDiagnosticRequest.type, {
      textDocument: { uri: INCIDENT_URI },
      previousResultId,
    });

  it('answers unchanged for an edit that leaves the diagnostics as the client holds them, whose fixes still apply', async () => {
    await withClient({ capabilities: pull }, async (client) => {
      await client.open(INCIDENT_URI, INCIDENT);
      const first = (await report(client)) as FullDocumentDiagnosticReport;
      // A word more in the first tool's description, on a line with no finding after it.
      await client.setText(INCIDENT_URI, INCIDENT.replace('newest first.', 'newest first, then older.'));
      const same = await report(client, first.resultId);
      assert.equal(same.kind, DocumentDiagnosticReportKind.Unchanged);
      assert.notEqual(same.resultId, first.resultId, 'a new id: the next pull names this version');
      // The client still holds the first report, whose data names the older version: found by pointer.
      const deliverables = first.items.find((d) => d.code === 'items-missing')!;
      const actions = (await client.connection.sendRequest(CodeActionRequest.type, {
        textDocument: { uri: INCIDENT_URI },
        range: deliverables.range,
        context: { diagnostics: [deliverables] },
      })) as Array<{ title: string; isPreferred?: boolean }>;
      assert.ok(actions.some((a) => a.isPreferred && a.title === 'Add "items": {"type": "string"}'));
      // An edit above every finding moves them a line down: a full report.
      await client.setText(INCIDENT_URI, `\n${client.text(INCIDENT_URI)}`);
      const moved = (await report(client, same.resultId)) as FullDocumentDiagnosticReport;
      assert.equal(moved.kind, DocumentDiagnosticReportKind.Full);
      assert.deepEqual(
        moved.items.map((d) => d.range.start.line),
        first.items.map((d) => d.range.start.line + 1),
      );
    });
  });

  it('answers in full to a client that holds another report than the last one sent', async () => {
    await withClient({ capabilities: pull }, async (client) => {
      await client.open(INCIDENT_URI, INCIDENT);
      const first = (await report(client)) as FullDocumentDiagnosticReport;
      const fixed = INCIDENT.replace(
        '"risks": { "type": "array",',
        '"risks": { "type": "array", "items": {"type": "string"},',
      );
      await client.setText(INCIDENT_URI, fixed);
      await report(client);
      await client.setText(INCIDENT_URI, fixed.replace('newest first.', 'newest first, then older.'));
      assert.equal((await report(client, first.resultId)).kind, DocumentDiagnosticReportKind.Full);
      assert.equal((await report(client, 'from another session')).kind, DocumentDiagnosticReportKind.Full);
    });
  });
});

describe('limits and robustness', () => {
  it('a file over maxFileSize gets one information diagnostic', async () => {
    await withClient({ settings: { maxFileSize: 1000 } }, async (client) => {
      await client.open(INCIDENT_URI, INCIDENT);
      const { diagnostics } = await client.currentDiagnostics(INCIDENT_URI);
      assert.deepEqual(
        diagnostics.map((d) => [d.code, d.severity]),
        [['file-too-large', DiagnosticSeverity.Information]],
      );
    });
  });

  it('settings come from didChangeConfiguration for clients that are not asked', async () => {
    const noConfiguration = capabilities((c) => ({ ...c, workspace: { ...c.workspace, configuration: false } }));
    await withClient({ capabilities: noConfiguration }, async (client) => {
      await client.open(INCIDENT_URI, INCIDENT);
      await client.diagnostics(INCIDENT_URI, (p) => p.diagnostics.some((d) => d.code === 'items-missing'));
      await client.connection.sendNotification('workspace/didChangeConfiguration', {
        settings: { toolwire: { rules: { 'items-missing': 'off' } } },
      });
      await client.diagnostics(INCIDENT_URI, (p) => !p.diagnostics.some((d) => d.code === 'items-missing'));
    });
  });

  it('a client without code action literals gets the fix-all command only', async () => {
    const plain = capabilities((c) => ({ ...c, textDocument: { ...c.textDocument, codeAction: {} } }));
    await withClient({ capabilities: plain }, async (client) => {
      assert.equal(client.initializeResult.capabilities.codeActionProvider, true);
      await client.open(INCIDENT_URI, INCIDENT);
      const { diagnostics } = await client.currentDiagnostics(INCIDENT_URI);
      const actions = await client.connection.sendRequest(CodeActionRequest.type, {
        textDocument: { uri: INCIDENT_URI },
        range: diagnostics[0].range,
        context: { diagnostics },
      });
      assert.deepEqual(
        actions!.map((a) => ('command' in a && typeof a.command === 'string' ? a.command : a.title)),
        ['toolwire.server.fixAll'],
      );
    });
  });

  it('requests about documents that are not open, or bad input, answer empty and the server keeps working', async () => {
    await withClient({}, async (client) => {
      assert.equal(
        await client.connection.sendRequest(HoverRequest.type, {
          textDocument: { uri: 'file:///nowhere.json' },
          position: { line: 0, character: 0 },
        }),
        null,
      );
      await client.open(
        'untitled:broken.json',
        '{"tools": [{"name": "t", "inputSchema": {"type": "object", "properties": {"a": {"type": "array"',
      );
      const half = await client.currentDiagnostics('untitled:broken.json');
      assert.ok(
        half.diagnostics.some((d) => d.code === 'items-missing'),
        'a half-typed document is linted as far as it goes',
      );
      assert.equal(
        await client.connection.sendRequest(HoverRequest.type, {
          textDocument: { uri: 'untitled:broken.json' },
          position: { line: 99, character: 99 },
        }),
        null,
      );
      await client.open(INCIDENT_URI, INCIDENT);
      assert.equal(
        (await client.currentDiagnostics(INCIDENT_URI)).diagnostics.filter((d) => d.code === 'items-missing').length,
        5,
      );
    });
  });
});
