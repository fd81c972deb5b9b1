import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { pathToFileURL } from 'node:url';
import {
  DocumentDiagnosticReportKind,
  DocumentDiagnosticRequest,
  FileChangeType,
  type FullDocumentDiagnosticReport,
  type PublishDiagnosticsParams,
} from 'vscode-languageserver-protocol';
import { FULL_CAPABILITIES, TestClient } from './harness';

/**
 * A zod tool whose schema lives in other modules of the workspace: `server.ts`
 * imports `Input` from `./schemas.js`, which re-exports it from `./base.js`. A
 * change to either, in an open editor or on disk, re-lints `server.ts`.
 */
const SERVER = [
  "import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';",
  "import { Input } from './schemas.js';",
  "import { Later } from './later.js';",
  '',
  "const server = new McpServer({ name: 'demo', version: '1.0.0' });",
  "server.registerTool('tag', { description: 'Tag the record with the given labels.', inputSchema: Input.shape }, h);",
  "server.registerTool('note', { description: 'Write a note about the record.', inputSchema: Later.shape }, h);",
  '',
].join('\n');
const SCHEMAS = "export * from './base.js';\n";
const MAP = 'z.record(z.string(), z.string())';
const LIST = 'z.array(z.string())';
const baseWith = (tags: string) => `import { z } from 'zod';\nexport const Input = z.object({ tags: ${tags} });\n`;
const laterWith = (when: string) => `import { z } from 'zod';\nexport const Later = z.object({ when: ${when} });\n`;

/** The codes published for `server.ts`, on the line of the tool named `tool`. */
function codesOn(p: PublishDiagnosticsParams, tool: string): string[] {
  const line = SERVER.split('\n').findIndex((l) => l.includes(`registerTool('${tool}'`));
  return p.diagnostics.filter((d) => d.range.start.line === line).map((d) => String(d.code));
}

/** A project on disk with `schemas.ts` and `base.ts` (`server.ts` is only ever open), removed after its tests. */
function project() {
  const dir = mkdtempSync(join(tmpdir(), 'toolwire-imports-'));
  mkdirSync(join(dir, 'src'));
  writeFileSync(
    join(dir, 'package.json'),
    JSON.stringify({ dependencies: { '@modelcontextprotocol/sdk': '^1.17.0', zod: '^4.0.0' } }),
  );
  const write = (name: string, text: string) => writeFileSync(join(dir, 'src', name), text);
  write('schemas.ts', SCHEMAS);
  write('base.ts', baseWith(MAP));
  after(() => rmSync(dir, { recursive: true, force: true }));
  return {
    folder: { uri: pathToFileURL(dir).href, name: 'p' },
    uri: (name: string) => pathToFileURL(join(dir, 'src', name)).href,
    write,
  };
}

describe('a zod tool re-linted when a module it imports changes (over stdio)', () => {
  const { folder, uri, write } = project();
  let client: TestClient;
  before(async () => {
    client = await TestClient.start({ workspaceFolders: [folder] });
    await client.open(uri('server.ts'), SERVER, 'typescript');
  });
  after(() => client.stop());

  it('reads the schema through the re-export, from disk', async () => {
    const first = await client.currentDiagnostics(uri('server.ts'));
    assert.ok(codesOn(first, 'tag').includes('object-free-form'), codesOn(first, 'tag').join());
  });

  it('has asked the client to watch the TypeScript and JavaScript files', () => {
    // Registered at `initialized`, before the first diagnostics were published.
    const globs = client.registrationOptions
      .filter((r) => r.method === 'workspace/didChangeWatchedFiles')
      .flatMap((r) => (r.registerOptions as { watchers: Array<{ globPattern: string }> }).watchers)
      .map((w) => w.globPattern);
    assert.ok(
      globs.some((g) => g.includes('ts,') && g.includes('mjs')),
      globs.join(),
    );
  });

  it('follows an edit of the module in another editor, and its close back to the disk', async () => {
    await client.open(uri('base.ts'), baseWith(MAP), 'typescript');
    await client.setText(uri('base.ts'), baseWith(LIST));
    await client.diagnostics(uri('server.ts'), (p) => !codesOn(p, 'tag').includes('object-free-form'));
    await client.setText(uri('base.ts'), baseWith(MAP));
    await client.diagnostics(uri('server.ts'), (p) => codesOn(p, 'tag').includes('object-free-form'));
    // Unsaved, then closed: the disk's text holds again.
    await client.setText(uri('base.ts'), baseWith(LIST));
    await client.diagnostics(uri('server.ts'), (p) => !codesOn(p, 'tag').includes('object-free-form'));
    await client.close(uri('base.ts'));
    await client.diagnostics(uri('server.ts'), (p) => codesOn(p, 'tag').includes('object-free-form'));
  });

  it('follows a change on disk of a module no editor has open, reported by the file watcher', async () => {
    write('base.ts', baseWith(LIST));
    await client.filesChanged([{ uri: uri('base.ts'), type: FileChangeType.Changed }]);
    await client.diagnostics(uri('server.ts'), (p) => !codesOn(p, 'tag').includes('object-free-form'));
  });

  it('reads a module created after the import was written', async () => {
    const before = await client.currentDiagnostics(uri('server.ts'));
    assert.ok(!codesOn(before, 'note').includes('converter-throws'), codesOn(before, 'note').join());
    write('later.ts', laterWith('z.date()'));
    await client.filesChanged([{ uri: uri('later.ts'), type: FileChangeType.Created }]);
    await client.diagnostics(uri('server.ts'), (p) => codesOn(p, 'note').includes('converter-throws'));
  });
});

describe('a pulling client, after a module changes', () => {
  const { folder, uri, write } = project();
  const capabilities = {
    ...FULL_CAPABILITIES,
    textDocument: { ...FULL_CAPABILITIES.textDocument, diagnostic: { dynamicRegistration: false } },
    workspace: { ...FULL_CAPABILITIES.workspace, diagnostics: { refreshSupport: true } },
  };
  const pull = (client: TestClient, previousResultId?: string) =>
    client.connection.sendRequest(DocumentDiagnosticRequest.type, {
      textDocument: { uri: uri('server.ts') },
      previousResultId,
    }) as Promise<FullDocumentDiagnosticReport>;
  const freeForm = (report: FullDocumentDiagnosticReport) => report.items.some((d) => d.code === 'object-free-form');

  it('gets a new report for the same version of the document', async () => {
    const client = await TestClient.start({ capabilities, workspaceFolders: [folder] });
    try {
      await client.open(uri('server.ts'), SERVER, 'typescript');
      const first = await pull(client);
      assert.ok(freeForm(first));
      write('base.ts', baseWith(LIST));
      // The server handles messages in order: the pull after the notification sees its effect.
      await client.filesChanged([{ uri: uri('base.ts'), type: FileChangeType.Changed }]);
      const next = await pull(client, first.resultId);
      assert.ok(client.diagnosticRefreshes > 0, 'the client was asked to pull again');
      assert.equal(next.kind, DocumentDiagnosticReportKind.Full);
      assert.ok(!freeForm(next), next.items.map((d) => d.code).join());
    } finally {
      await client.stop();
    }
  });
});
