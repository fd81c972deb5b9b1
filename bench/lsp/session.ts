import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import {
  createProtocolConnection,
  DidChangeTextDocumentNotification,
  DidOpenTextDocumentNotification,
  DocumentDiagnosticRequest,
  ExitNotification,
  InitializedNotification,
  InitializeRequest,
  PublishDiagnosticsNotification,
  ShutdownRequest,
  StreamMessageReader,
  StreamMessageWriter,
  type ProtocolConnection,
  type PublishDiagnosticsParams,
  type TextDocumentContentChangeEvent,
} from 'vscode-languageserver-protocol/node';

/**
 * A minimal LSP client over stdio for the benchmark: starts `dist/server.js`,
 * opens documents, sends edits, and waits for diagnostics, pulled
 * (`textDocument/diagnostic`, as VS Code does) or pushed (`publishDiagnostics`).
 */

export type DiagnosticsMode = 'pull' | 'push';

export interface SessionOptions {
  serverPath: string;
  mode: DiagnosticsMode;
  /** Passed as the server's settings (`initializationOptions.toolwire`). */
  settings?: Record<string, unknown>;
  /** Extra node flags for the server process. */
  execArgv?: string[];
  /** Arguments after `--stdio` (bench/floor-server.mjs takes its recorded diagnostics so). */
  args?: string[];
  /** More `textDocument` client capabilities (code action literals, hierarchical symbols...). */
  textDocument?: Record<string, unknown>;
}

export class LspSession {
  readonly process: ChildProcess;
  private readonly connection: ProtocolConnection;
  private readonly waiters: Array<{ uri: string; version: number; resolve: (p: PublishDiagnosticsParams) => void }> =
    [];
  private readonly versions = new Map<string, number>();
  /** Per document, the last report's resultId and how many diagnostics the client holds: sent on the next pull, as VS Code does. */
  private stopping = false;
  private readonly held = new Map<string, { resultId?: string; count: number }>();

  private constructor(private readonly options: SessionOptions) {
    this.process = spawn(
      process.execPath,
      [...(options.execArgv ?? []), options.serverPath, '--stdio', ...(options.args ?? [])],
      {
        stdio: ['pipe', 'pipe', 'ignore'],
      },
    );
    // A server that dies leaves every wait pending, and node would end the run quietly, as if all went well.
    this.process.once('exit', (code, signal) => {
      if (this.stopping) return;
      console.error(`${options.serverPath} exited (${signal ?? code}) before it was stopped`);
      process.exitCode = 1;
    });
    this.connection = createProtocolConnection(
      new StreamMessageReader(this.process.stdout!),
      new StreamMessageWriter(this.process.stdin!),
    );
    this.connection.onNotification(PublishDiagnosticsNotification.type, (p) => this.published(p));
    // Registrations, refreshes and progress: accepted, never needed here.
    for (const method of [
      'client/registerCapability',
      'window/workDoneProgress/create',
      'workspace/codeLens/refresh',
      'workspace/diagnostic/refresh',
      'workspace/inlayHint/refresh',
    ]) {
      this.connection.onRequest(method, () => null);
    }
    this.connection.listen();
  }

  /** Start the server and finish the handshake. */
  static async start(options: SessionOptions): Promise<LspSession> {
    const session = new LspSession(options);
    await session.connection.sendRequest(InitializeRequest.type, {
      processId: process.pid,
      rootUri: null,
      workspaceFolders: null,
      capabilities: {
        textDocument: {
          synchronization: { didSave: false },
          publishDiagnostics: { versionSupport: true },
          ...(options.mode === 'pull'
            ? { diagnostic: { dynamicRegistration: false, relatedDocumentSupport: false } }
            : {}),
          ...options.textDocument,
        },
      },
      initializationOptions: { toolwire: options.settings ?? {} },
    });
    await session.connection.sendNotification(InitializedNotification.type, {});
    return session;
  }

  get pid(): number {
    return this.process.pid!;
  }

  /** Resident memory of the server process, in MB (VmRSS), and its peak (VmHWM). */
  memory(): { rss: number; peak: number } {
    const status = readFileSync(`/proc/${this.pid}/status`, 'utf8');
    const kb = (key: string) => Number(new RegExp(`^${key}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN);
    return { rss: kb('VmRSS') / 1024, peak: kb('VmHWM') / 1024 };
  }

  /** Open a document and wait for its first diagnostics. */
  async open(uri: string, text: string, languageId = 'json'): Promise<number> {
    this.versions.set(uri, 1);
    const pushed = this.options.mode === 'push' ? this.nextPublish(uri, 1) : undefined;
    await this.connection.sendNotification(DidOpenTextDocumentNotification.type, {
      textDocument: { uri, languageId, version: 1, text },
    });
    return pushed ? (await pushed).diagnostics.length : this.pull(uri);
  }

  /** Send one change and wait for the diagnostics of the new version; returns how many. */
  async change(uri: string, change: TextDocumentContentChangeEvent): Promise<number> {
    const version = (this.versions.get(uri) ?? 1) + 1;
    this.versions.set(uri, version);
    const pushed = this.options.mode === 'push' ? this.nextPublish(uri, version) : undefined;
    await this.connection.sendNotification(DidChangeTextDocumentNotification.type, {
      textDocument: { uri, version },
      contentChanges: [change],
    });
    return pushed ? (await pushed).diagnostics.length : this.pull(uri);
  }

  /** Any request, its answer as the server sent it. */
  request<R>(method: string, params: unknown): Promise<R> {
    return this.connection.sendRequest<R>(method, params);
  }

  /** Shut the server down politely; killed if it has not exited within five seconds. */
  async stop(): Promise<void> {
    this.stopping = true;
    const exited = new Promise<void>((resolve) =>
      this.process.exitCode !== null ? resolve() : this.process.once('exit', () => resolve()),
    );
    const timeout = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref());
    try {
      await Promise.race([this.connection.sendRequest(ShutdownRequest.type), timeout(5000)]);
      await this.connection.sendNotification(ExitNotification.type);
      await Promise.race([exited, timeout(5000)]);
    } finally {
      this.connection.dispose();
      if (this.process.exitCode === null) this.process.kill();
    }
  }

  /** How many diagnostics the client holds once it has pulled: those of a full report, or those it kept on `unchanged`. */
  private async pull(uri: string): Promise<number> {
    const held = this.held.get(uri);
    const report = await this.connection.sendRequest(DocumentDiagnosticRequest.type, {
      textDocument: { uri },
      previousResultId: held?.resultId,
    });
    const count = report.kind === 'full' ? report.items.length : (held?.count ?? -1);
    this.held.set(uri, { resultId: report.resultId, count });
    return count;
  }

  /** The rule ids of a document's current diagnostics (pulled). */
  async codes(uri: string): Promise<string[]> {
    const report = await this.diagnostics(uri);
    return report.kind === 'full' ? report.items.map((d) => String(d.code)) : [];
  }

  /** The document's diagnostics as a fresh client pulls them (no previous result). */
  diagnostics(uri: string) {
    return this.connection.sendRequest(DocumentDiagnosticRequest.type, { textDocument: { uri } });
  }

  private nextPublish(uri: string, version: number): Promise<PublishDiagnosticsParams> {
    return new Promise((resolve) => this.waiters.push({ uri, version, resolve }));
  }

  private published(p: PublishDiagnosticsParams) {
    for (let i = this.waiters.length - 1; i >= 0; i--) {
      const w = this.waiters[i];
      if (w.uri === p.uri && (p.version === undefined || p.version >= w.version)) {
        this.waiters.splice(i, 1);
        w.resolve(p);
      }
    }
  }
}
