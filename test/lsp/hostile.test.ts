import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { pathToFileURL } from 'node:url';
import { TextDocument } from 'vscode-languageserver-textdocument';
import {
  CancellationTokenSource,
  ErrorCodes,
  ExecuteCommandRequest,
  HoverRequest,
  LSPErrorCodes,
  ResponseError,
  type Diagnostic,
  type Message,
  type NotificationMessage,
  type PublishDiagnosticsParams,
  type ResponseMessage,
} from 'vscode-languageserver-protocol/node';
import { COMMANDS, lint, type LintOptions } from '../../shared/src/index';
import { bundleTestServer } from './bundle';
import { INCIDENT } from './fixtures';
import { TestClient } from './harness';
import { frame, RawServer } from './raw';
import { isAlive } from '../cli/helpers/processes';

/** What a diagnostic says, comparable with an engine finding. */
const summary = (d: Diagnostic) =>
  `${d.code} ${d.range.start.line}:${d.range.start.character}-${d.range.end.line}:${d.range.end.character} ${d.message}`;

/** The engine's findings on `text`, as the server would publish them. */
function engineSummary(text: string, options: LintOptions = {}): string[] {
  const doc = TextDocument.create('untitled:x', 'json', 1, text);
  return lint(text, options).findings.map((f) => {
    const [start, end] = [doc.positionAt(f.offset), doc.positionAt(f.offset + f.length)];
    return `${f.rule} ${start.line}:${start.character}-${end.line}:${end.character} ${f.message}`;
  });
}

/** Rejects after `ms`: a bound on waiting for something that must happen by itself. */
function within<T>(ms: number, what: string, promise: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>(
    (_, reject) => (timer = setTimeout(() => reject(new Error(`${what} did not happen within ${ms} ms`)), ms)),
  );
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

describe('a rule that throws', () => {
  const faulty = ['items-missing', 'name-duplicate'];
  let client: TestClient;
  before(async () => {
    client = await TestClient.start({
      serverPath: bundleTestServer('faulty-rules'),
      args: [`--faulty-rules=${faulty.join(',')}`],
    });
  });
  after(() => client.stop());

  it('leaves the other findings published, logs the failure once, and the server keeps serving', async () => {
    const uri = 'untitled:faulty.json';
    await client.open(uri, INCIDENT);
    const { diagnostics } = await client.currentDiagnostics(uri);
    const without = Object.fromEntries(faulty.map((id) => [id, 'off' as const]));
    assert.deepEqual(diagnostics.map(summary), engineSummary(INCIDENT, { rules: without }));
    assert.ok(
      diagnostics.some((d) => d.code === 'description-missing'),
      'the other rules still report',
    );

    const failures = () => client.logs.filter((l) => l.startsWith('Rule '));
    assert.equal(failures().length, 2, failures().join('\n'));
    assert.match(
      failures().find((l) => l.includes('items-missing'))!,
      /^Rule items-missing failed \d+ times on untitled:faulty\.json \(version 1\).*injected fault in items-missing\.checkNode/s,
    );
    assert.match(
      failures().find((l) => l.includes('name-duplicate'))!,
      /^Rule name-duplicate failed once .*injected fault in name-duplicate\.checkCatalog/s,
    );

    const hover = await client.connection.sendRequest(HoverRequest.type, {
      textDocument: { uri },
      position: diagnostics[0].range.start,
    });
    assert.ok(hover, 'hover still answers');
    await client.setText(uri, INCIDENT.replace('"type": "object"', '"type": "object" '));
    const next = await client.currentDiagnostics(uri);
    assert.deepEqual(
      next.diagnostics.map((d) => d.code),
      diagnostics.map((d) => d.code),
    );
    assert.equal(failures().length, 2, 'the same failure on the next version is not logged again');
  });
});

describe('malformed messages', () => {
  let server: RawServer;
  let id = 100;
  before(async () => {
    server = await RawServer.start();
  });
  after(() => server.stop());

  /** A valid request after the bad input: it must be answered. */
  async function stillServes(): Promise<void> {
    const answer = await server.request(++id, 'textDocument/hover', {
      textDocument: { uri: 'file:///nowhere.json' },
      position: { line: 0, character: 0 },
    });
    assert.deepEqual(answer, { jsonrpc: '2.0', id, result: null });
  }

  it('reads on after a body that is not JSON and JSON that is not a message', async () => {
    server.write(frame('{"jsonrpc": "2.0", "id": 4, "method": '));
    await stillServes();
    server.write(frame('[1, 2, 3]'));
    server.write(frame('{"jsonrpc": "2.0", "id": {"nested": true}, "method": "textDocument/hover"}'));
    await stillServes();
  });

  it('answers an unknown method with MethodNotFound and ignores an unknown notification', async () => {
    const unknown = await server.request(++id, 'toolwire/noSuchThing', {});
    assert.equal(unknown.error?.code, ErrorCodes.MethodNotFound);
    server.write(frame({ jsonrpc: '2.0', method: 'toolwire/noSuchNotification', params: {} }));
    await stillServes();
  });

  it('answers every request whose params have the wrong types, and survives such notifications', async () => {
    const cases: Array<[string, unknown]> = [
      ['textDocument/hover', { textDocument: 5, position: 'top' }],
      ['textDocument/hover', null],
      ['textDocument/hover', { textDocument: { uri: 'file:///x.json' }, position: { line: -1, character: 0 } }],
      ['textDocument/codeAction', { textDocument: { uri: 'file:///x.json' }, range: {}, context: { diagnostics: [] } }],
      ['workspace/executeCommand', { command: 7, arguments: 'all' }],
      ['toolwire/checkCall', { uri: 'file:///x.json', toolIndex: '0', args: '{}' }],
    ];
    for (const [method, params] of cases) {
      const answer = await server.request(++id, method, params);
      assert.ok('result' in answer || 'error' in answer, `${method} ${JSON.stringify(params)}`);
    }
    server.write(
      frame({
        jsonrpc: '2.0',
        method: 'textDocument/didOpen',
        params: { textDocument: { uri: 42, languageId: 'json', version: 1, text: 7 } },
      }),
    );
    server.write(frame({ jsonrpc: '2.0', method: '$/cancelRequest', params: null }));
    await stillServes();
  });

  it('still lints a document after all of that', async () => {
    const uri = 'untitled:after-garbage.json';
    const isPublish = (m: Message): m is NotificationMessage & { params: PublishDiagnosticsParams } =>
      (m as NotificationMessage).method === 'textDocument/publishDiagnostics';
    const published = server.next((m) => isPublish(m) && m.params.uri === uri);
    server.write(
      frame({
        jsonrpc: '2.0',
        method: 'textDocument/didOpen',
        params: { textDocument: { uri, languageId: 'json', version: 1, text: INCIDENT } },
      }),
    );
    const message = await published;
    assert.ok(isPublish(message));
    const { params } = message;
    assert.deepEqual(params.diagnostics.map(summary), engineSummary(INCIDENT));
  });
});

describe('cancellation', () => {
  it('a request cancelled before it started is answered RequestCancelled', async () => {
    const server = await RawServer.start();
    try {
      const answer = server.next((m) => (m as ResponseMessage).id === 7);
      // One write: the cancel arrives while the request still waits in the queue.
      server.write(
        frame({
          jsonrpc: '2.0',
          id: 7,
          method: 'textDocument/hover',
          params: { textDocument: { uri: 'file:///x.json' }, position: { line: 0, character: 0 } },
        }) + frame({ jsonrpc: '2.0', method: '$/cancelRequest', params: { id: 7 } }),
      );
      assert.equal(((await answer) as ResponseMessage).error?.code, LSPErrorCodes.RequestCancelled);
    } finally {
      await server.stop();
    }
  });
});

/** A workspace of many small tool files: validating it takes long enough to interrupt. */
function makeWorkspace(files: number): string {
  const dir = mkdtempSync(join(tmpdir(), 'toolwire-lsp-hostile-'));
  for (let i = 0; i < files; i++) writeFileSync(join(dir, `tools-${String(i).padStart(4, '0')}.json`), INCIDENT);
  return dir;
}

describe('a long request', () => {
  const FILES = 400;
  let dir: string;
  before(() => {
    dir = makeWorkspace(FILES);
  });
  after(() => rmSync(dir, { recursive: true, force: true }));
  const start = () => TestClient.start({ workspaceFolders: [{ uri: pathToFileURL(dir).href, name: 'many' }] });
  const validateWorkspace = (client: TestClient, token?: CancellationTokenSource) =>
    client.connection.sendRequest(
      ExecuteCommandRequest.type,
      { command: COMMANDS.validateWorkspace, arguments: [] },
      token?.token,
    );

  it('cancelled while it runs answers RequestCancelled and stops the work', async () => {
    const client = await start();
    try {
      const source = new CancellationTokenSource();
      const answer = validateWorkspace(client, source).then(
        () => assert.fail('a cancelled scan answers an error'),
        (e: unknown) => e,
      );
      await client.nextProgress((p) => p.kind === 'report');
      source.cancel();
      const error = await answer;
      assert.ok(error instanceof ResponseError && error.code === LSPErrorCodes.RequestCancelled, String(error));
      // The progress ended before the answer was sent.
      assert.equal(client.progress[client.progress.length - 1]?.kind, 'end');
      const scanned = new Set(client.publishLog.map((p) => p.uri)).size;
      assert.ok(scanned < FILES, `the scan stopped early (${scanned} of ${FILES} files)`);
    } finally {
      await client.stop();
    }
  });

  for (const [how, disconnect] of [
    ['closes stdin', (client: TestClient) => client.child.stdin!.end()],
    ['drops both pipes', (client: TestClient) => (client.child.stdin!.destroy(), client.child.stdout!.destroy())],
  ] as const) {
    it(`the server exits by itself when the client ${how} mid-request`, async () => {
      const client = await start();
      const pid = client.child.pid!;
      void validateWorkspace(client).catch(() => undefined);
      await client.nextProgress((p) => p.kind === 'report');
      disconnect(client);
      const code = await within(10_000, 'the server exiting', client.exited());
      client.connection.dispose();
      assert.equal(code, 1, 'no shutdown was asked: exit code 1');
      assert.ok(!isAlive(pid), `no process ${pid} is left`);
    });
  }
});

describe('the client process dies', () => {
  it("the server watches initialize's processId and exits, though its stdin stays open", async () => {
    const parent = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1 << 30)'], { stdio: 'ignore' });
    const parentGone = new Promise((resolve) => parent.once('exit', resolve));
    const client = await TestClient.start({ processId: parent.pid! });
    const pid = client.child.pid!;
    try {
      await client.open('untitled:watch.json', INCIDENT);
      await client.currentDiagnostics('untitled:watch.json');
      parent.kill('SIGKILL');
      await parentGone;
      // vscode-languageserver checks the process every 3 seconds.
      const code = await within(10_000, 'the server exiting', client.exited());
      assert.equal(code, 1);
      assert.ok(!isAlive(pid), `no process ${pid} is left`);
    } finally {
      client.connection.dispose();
      client.child.kill();
    }
  });
});

describe('a burst of 500 edits', () => {
  let client: TestClient;
  before(async () => {
    client = await TestClient.start();
  });
  after(() => client.stop());

  /** The 500 edits: typing into descriptions, items added to three arrays, a brace deleted and put back. */
  function editAt(
    i: number,
    text: string,
  ): { range: { start: { line: number; character: number }; end: { line: number; character: number } }; text: string } {
    const doc = TextDocument.create('untitled:plan', 'json', 1, text);
    const at = (offset: number, length = 0) => ({
      start: doc.positionAt(offset),
      end: doc.positionAt(offset + length),
    });
    if (i === 0 || i === 100 || i === 200) {
      const array = text.indexOf('{ "type": "array", "description"');
      return { range: at(array + '{ "type": "array",'.length), text: ' "items": { "type": "string" },' };
    }
    if (i === 300) return { range: at(text.lastIndexOf('}'), 1), text: '' };
    if (i === 301) return { range: at(text.length), text: '}' };
    const descriptions = [...text.matchAll(/"description": "/g)].map((m) => m.index + m[0].length);
    return { range: at(descriptions[(i * 7) % descriptions.length]), text: String.fromCharCode(97 + (i % 26)) };
  }

  it('publishes the last version only, equal to a fresh lint of the final text', async (t) => {
    const uri = 'untitled:burst.json';
    await client.open(uri, INCIDENT);
    await client.currentDiagnostics(uri);
    const opened = client.publishLog.length;
    for (let i = 0; i < 500; i++) void client.edit(uri, [editAt(i, client.text(uri))]);
    const last = await client.diagnostics(uri, (p) => p.version === 501);
    // A round trip after the last publish: anything the server had left to send has arrived by now.
    await client.connection.sendRequest(HoverRequest.type, {
      textDocument: { uri },
      position: { line: 0, character: 0 },
    });

    const burst = client.publishLog.slice(opened).filter((p) => p.uri === uri);
    t.diagnostic(`${burst.length} publishes for 500 edits`);
    assert.equal(burst[burst.length - 1], last, 'nothing is published after the newest version');
    assert.ok(
      burst.every((p, i) => i === 0 || p.version! > burst[i - 1].version!),
      `versions only go up: ${burst.map((p) => p.version).join(', ')}`,
    );
    assert.ok(burst.length <= 10, `the typing debounce holds publishes back (${burst.length})`);
    const final = client.text(uri);
    assert.notEqual(final, INCIDENT);
    assert.deepEqual(last.diagnostics.map(summary), engineSummary(final));
  });
});
