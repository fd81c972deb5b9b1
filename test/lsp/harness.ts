import { spawn, type ChildProcess } from 'node:child_process';
import { after } from 'node:test';
import { TextDocument } from 'vscode-languageserver-textdocument';
import {
  ApplyWorkspaceEditRequest,
  ConfigurationRequest,
  DiagnosticRefreshRequest,
  createProtocolConnection,
  DidChangeConfigurationNotification,
  DidChangeTextDocumentNotification,
  DidChangeWatchedFilesNotification,
  DidCloseTextDocumentNotification,
  DidOpenTextDocumentNotification,
  ExitNotification,
  InitializedNotification,
  InitializeRequest,
  LogMessageNotification,
  PublishDiagnosticsNotification,
  RegistrationRequest,
  ShutdownRequest,
  WorkDoneProgress,
  WorkDoneProgressCreateRequest,
  type ClientCapabilities,
  type FileEvent,
  type InitializeResult,
  type ProtocolConnection,
  type PublishDiagnosticsParams,
  type Range,
  type TextDocumentEdit,
  type WorkspaceEdit,
  type WorkspaceFolder,
} from 'vscode-languageserver-protocol/node';
import { STATUS_NOTIFICATION, type StatusParams } from '../../shared/src/index';
import { ensureBundle, SERVER_JS } from './bundle';

/** A client that says it can do what VS Code can (pull diagnostics aside: opt in per test). */
export const FULL_CAPABILITIES: ClientCapabilities = {
  general: { positionEncodings: ['utf-16'] },
  workspace: {
    configuration: true,
    applyEdit: true,
    workspaceEdit: { documentChanges: true, resourceOperations: ['create'] },
    didChangeWatchedFiles: { dynamicRegistration: true },
    didChangeConfiguration: { dynamicRegistration: true },
    workspaceFolders: true,
  },
  textDocument: {
    codeAction: {
      codeActionLiteralSupport: { codeActionKind: { valueSet: ['quickfix', 'source', 'source.fixAll'] } },
      isPreferredSupport: true,
    },
    hover: { contentFormat: ['markdown', 'plaintext'] },
    completion: { completionItem: { snippetSupport: true } },
    documentSymbol: { hierarchicalDocumentSymbolSupport: true },
    publishDiagnostics: {
      relatedInformation: true,
      versionSupport: true,
      codeDescriptionSupport: true,
      dataSupport: true,
    },
  },
  window: { workDoneProgress: true },
};

export interface StartOptions {
  capabilities?: ClientCapabilities;
  workspaceFolders?: WorkspaceFolder[];
  /** The `toolwire` settings section the client answers with (per scopeUri when a function). */
  settings?: Record<string, unknown> | ((scopeUri: string | undefined) => Record<string, unknown>);
  initializationOptions?: unknown;
  /** Another server bundle than dist/server.js (a test-only entry point, see bundleTestServer), and arguments after `--stdio`. */
  serverPath?: string;
  args?: string[];
  /** The process id the client says it is (initialize's processId): the server watches it. */
  processId?: number | null;
  /** The editor's name and version, as initialize's clientInfo says them. */
  clientInfo?: { name: string; version?: string };
}

type Waiter<T> = { match: (value: T) => boolean; resolve: (value: T) => void };

/** Servers still running: a test that failed before its `stop()` must not leave one behind (it would hold the test process open). */
const live = new Set<ChildProcess>();
after(() => {
  for (const child of live) child.kill();
});

/**
 * A real LSP client over the bundled server's stdio (vscode-languageserver-protocol),
 * keeping the documents it opened and answering the server's requests the way an
 * editor does. Everything waits on messages, never on time.
 */
export class TestClient {
  readonly docs = new Map<string, TextDocument>();
  readonly published = new Map<string, PublishDiagnosticsParams>();
  /** Every publishDiagnostics, in arrival order. */
  readonly publishLog: PublishDiagnosticsParams[] = [];
  readonly statuses: StatusParams[] = [];
  readonly logs: string[] = [];
  readonly registrations: string[] = [];
  /** How many times the server asked a pulling client to pull again. */
  diagnosticRefreshes = 0;
  /** Each registration's options, in arrival order. */
  readonly registrationOptions: Array<{ method: string; registerOptions?: unknown }> = [];
  /** `$/progress` values in arrival order (begin, report…, end). */
  readonly progress: Array<{ kind: string; title?: string; message?: string; percentage?: number }> = [];
  settings: StartOptions['settings'];
  initializeResult!: InitializeResult;
  private readonly diagnosticWaiters: Waiter<PublishDiagnosticsParams>[] = [];
  private readonly statusWaiters: Waiter<StatusParams>[] = [];
  private readonly progressWaiters: Waiter<TestClient['progress'][number]>[] = [];

  private constructor(
    readonly connection: ProtocolConnection,
    /** The server process. */
    readonly child: ChildProcess,
  ) {}

  static async start(options: StartOptions = {}): Promise<TestClient> {
    if (!options.serverPath) ensureBundle();
    const child = spawn(process.execPath, [options.serverPath ?? SERVER_JS, '--stdio', ...(options.args ?? [])], {
      stdio: ['pipe', 'pipe', 'inherit'],
    });
    live.add(child);
    child.once('exit', () => live.delete(child));
    const connection = createProtocolConnection(child.stdout, child.stdin);
    const client = new TestClient(connection, child);
    client.settings = options.settings;
    client.listen();
    connection.listen();
    client.initializeResult = await connection.sendRequest(InitializeRequest.type, {
      processId: options.processId === undefined ? process.pid : options.processId,
      rootUri: options.workspaceFolders?.[0]?.uri ?? null,
      workspaceFolders: options.workspaceFolders ?? null,
      capabilities: options.capabilities ?? FULL_CAPABILITIES,
      initializationOptions: options.initializationOptions,
      ...(options.clientInfo ? { clientInfo: options.clientInfo } : {}),
    });
    await connection.sendNotification(InitializedNotification.type, {});
    return client;
  }

  private listen(): void {
    const c = this.connection;
    c.onNotification(PublishDiagnosticsNotification.type, (p) => {
      this.published.set(p.uri, p);
      this.publishLog.push(p);
      settle(this.diagnosticWaiters, p);
    });
    c.onNotification(STATUS_NOTIFICATION, (p: StatusParams) => {
      this.statuses.push(p);
      settle(this.statusWaiters, p);
    });
    c.onNotification(LogMessageNotification.type, (p) => this.logs.push(p.message));
    c.onRequest(ConfigurationRequest.type, (p) => p.items.map((item) => this.sectionFor(item.scopeUri)));
    c.onRequest(RegistrationRequest.type, (p) => {
      this.registrations.push(...p.registrations.map((r) => r.method));
      this.registrationOptions.push(...p.registrations);
    });
    c.onRequest(DiagnosticRefreshRequest.type, () => {
      this.diagnosticRefreshes++;
    });
    c.onRequest(ApplyWorkspaceEditRequest.type, (p) => ({ applied: this.applyEdit(p.edit) }));
    c.onRequest(WorkDoneProgressCreateRequest.type, (p) => {
      c.onProgress(WorkDoneProgress.type, p.token, (value) => {
        this.progress.push(value);
        settle(this.progressWaiters, value);
      });
      return null;
    });
  }

  private sectionFor(scopeUri: string | undefined): unknown {
    const s = this.settings;
    return typeof s === 'function' ? s(scopeUri) : (s ?? null);
  }

  /** Wait for the next publishDiagnostics for `uri` that satisfies `match` (or the current one if it already does). */
  diagnostics(
    uri: string,
    match: (p: PublishDiagnosticsParams) => boolean = () => true,
    timeoutMs = 20_000,
  ): Promise<PublishDiagnosticsParams> {
    const current = this.published.get(uri);
    if (current && match(current)) return Promise.resolve(current);
    return waitFor(this.diagnosticWaiters, (p) => p.uri === uri && match(p), timeoutMs, `diagnostics for ${uri}`);
  }

  /** Diagnostics for the document's current version. */
  currentDiagnostics(
    uri: string,
    match: (p: PublishDiagnosticsParams) => boolean = () => true,
  ): Promise<PublishDiagnosticsParams> {
    return this.diagnostics(uri, (p) => p.version === this.docs.get(uri)?.version && match(p));
  }

  /** Wait for a `$/progress` value that satisfies `match`. */
  nextProgress(
    match: (p: TestClient['progress'][number]) => boolean,
    timeoutMs = 20_000,
  ): Promise<TestClient['progress'][number]> {
    return waitFor(this.progressWaiters, match, timeoutMs, '$/progress');
  }

  nextStatus(match: (p: StatusParams) => boolean, timeoutMs = 20_000): Promise<StatusParams> {
    return waitFor(this.statusWaiters, match, timeoutMs, 'toolwire/status');
  }

  async open(uri: string, text: string, languageId = 'json'): Promise<void> {
    this.docs.set(uri, TextDocument.create(uri, languageId, 1, text));
    await this.connection.sendNotification(DidOpenTextDocumentNotification.type, {
      textDocument: { uri, languageId, version: 1, text },
    });
  }

  async close(uri: string): Promise<void> {
    this.docs.delete(uri);
    await this.connection.sendNotification(DidCloseTextDocumentNotification.type, { textDocument: { uri } });
  }

  /** Replace the whole text (a full-content change). */
  async setText(uri: string, text: string): Promise<void> {
    const doc = this.docs.get(uri)!;
    const next = TextDocument.create(uri, doc.languageId, doc.version + 1, text);
    this.docs.set(uri, next);
    await this.connection.sendNotification(DidChangeTextDocumentNotification.type, {
      textDocument: { uri, version: next.version },
      contentChanges: [{ text }],
    });
  }

  /** Incremental changes, each range in the text left by the previous one (as an editor sends them). */
  async edit(uri: string, changes: Array<{ range: Range; text: string }>): Promise<void> {
    const doc = this.docs.get(uri)!;
    const next = TextDocument.update(
      TextDocument.create(uri, doc.languageId, doc.version, doc.getText()),
      changes,
      doc.version + 1,
    );
    this.docs.set(uri, next);
    await this.connection.sendNotification(DidChangeTextDocumentNotification.type, {
      textDocument: { uri, version: next.version },
      contentChanges: changes,
    });
  }

  /** Resolves when the server process has exited (at once if it has). */
  exited(): Promise<number | null> {
    return new Promise((resolve) =>
      this.child.exitCode !== null || this.child.signalCode !== null
        ? resolve(this.child.exitCode)
        : this.child.once('exit', (code) => resolve(code)),
    );
  }

  text(uri: string): string {
    return this.docs.get(uri)!.getText();
  }

  /** Apply a WorkspaceEdit to the open documents the way an editor would, and tell the server. */
  applyEdit(edit: WorkspaceEdit): boolean {
    const perUri = new Map<string, TextDocumentEdit['edits']>();
    for (const change of edit.documentChanges ?? []) {
      if (!('textDocument' in change)) continue;
      const doc = this.docs.get(change.textDocument.uri);
      if (!doc || (change.textDocument.version !== null && change.textDocument.version !== doc.version)) return false;
      perUri.set(doc.uri, change.edits);
    }
    for (const [uri, edits] of Object.entries(edit.changes ?? {})) perUri.set(uri, edits);
    for (const [uri, edits] of perUri) void this.setText(uri, TextDocument.applyEdits(this.docs.get(uri)!, edits));
    return true;
  }

  changeSettings(settings: StartOptions['settings']): Promise<void> {
    this.settings = settings;
    return this.connection.sendNotification(DidChangeConfigurationNotification.type, { settings: null });
  }

  filesChanged(changes: FileEvent[]): Promise<void> {
    return this.connection.sendNotification(DidChangeWatchedFilesNotification.type, { changes });
  }

  async stop(): Promise<void> {
    await this.connection.sendRequest(ShutdownRequest.type);
    await this.connection.sendNotification(ExitNotification.type);
    await this.exited();
    this.connection.dispose();
  }
}

function settle<T>(waiters: Waiter<T>[], value: T): void {
  for (const w of [...waiters]) {
    if (!w.match(value)) continue;
    waiters.splice(waiters.indexOf(w), 1);
    w.resolve(value);
  }
}

function waitFor<T>(waiters: Waiter<T>[], match: (value: T) => boolean, timeoutMs: number, what: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => {
      waiters.splice(waiters.indexOf(waiter), 1);
      reject(new Error(`Timed out after ${timeoutMs} ms waiting for ${what}`));
    }, timeoutMs);
    const waiter: Waiter<T> = { match, resolve: (v) => (clearTimeout(timer), resolve(v)) };
    waiters.push(waiter);
  });
}
