import {
  CodeLensRefreshRequest,
  DocumentDiagnosticReportKind,
  type Diagnostic,
  type DocumentDiagnosticParams,
  type DocumentDiagnosticReport,
} from 'vscode-languageserver';
import type { TextDocument } from 'vscode-languageserver-textdocument';
import type { LoadedConfig } from './config/load';
import type { ServerContext } from './context';
import { analysisDiagnostics, configProblemToDiagnostic, ShownDiagnostics } from './diagnostics-convert';
import type { Analysis } from './documents/analyze';
import { diskDocument } from './documents/store';
import { RuleFailureLog } from './rule-failures';
import { runDetached } from './safe';
import { sendStatus } from './status';
import { pathToUri, uriToPath } from './uris';

/** Typing pauses shorter than this do not re-lint (push mode only: a pulling client paces itself). */
export const DEBOUNCE_MS = 200;

/**
 * Diagnostics, pushed or pulled. A client that pulls (`textDocument/diagnostic`)
 * gets them on request and a refresh when settings change; other clients get
 * `publishDiagnostics` after a short debounce. Either way a result computed for
 * an older version than the document now has is dropped, never published.
 * Files that are not open (the workspace scan, broken config files) are always
 * pushed; their push is cleared when the document opens in a pulling client.
 */
export class Diagnostics {
  private readonly timers = new Map<string, NodeJS.Timeout>();
  /** Uris with pushed diagnostics that no open document owns. */
  private readonly pushedClosed = new Set<string>();
  private readonly openedAt = new Map<string, number>();
  /** Bumped when settings or configs change, so a pull's resultId changes too. */
  private generation = 0;
  /** Per open document, bumped when a module it imports changes (its version does not). */
  private readonly importsGeneration = new Map<string, number>();
  /** Per open document of a pulling client, the last full report it was sent and the id of what it holds now. */
  private readonly held = new Map<string, { resultId: string; shown: ShownDiagnostics }>();
  private readonly ruleFailures: RuleFailureLog;

  constructor(private readonly ctx: ServerContext) {
    this.ruleFailures = new RuleFailureLog(ctx.log);
  }

  opened(doc: TextDocument): void {
    this.openedAt.set(doc.uri, doc.version);
    if (this.ctx.client.pullDiagnostics) this.clearClosed(doc.uri);
    else this.schedule(doc, 0);
  }

  changed(doc: TextDocument): void {
    // TextDocuments reports an open as a change too: that one is already scheduled, without the debounce.
    if (this.openedAt.get(doc.uri) === doc.version) return;
    if (!this.ctx.client.pullDiagnostics) this.schedule(doc, DEBOUNCE_MS);
  }

  closed(uri: string): void {
    this.openedAt.delete(uri);
    this.importsGeneration.delete(uri);
    this.held.delete(uri);
    this.ruleFailures.forget(uri);
    clearTimeout(this.timers.get(uri));
    this.timers.delete(uri);
    if (!this.ctx.client.pullDiagnostics) void this.ctx.connection.sendDiagnostics({ uri, diagnostics: [] });
  }

  /** Settings or a config changed: every open document again. */
  refreshAll(): void {
    this.generation++;
    this.refreshLenses();
    if (this.ctx.client.pullDiagnostics) this.refreshPulls();
    else for (const doc of this.ctx.documents.all()) this.schedule(doc, 0);
  }

  /**
   * Files that open documents read as modules changed (edited, opened or closed
   * in an editor, or changed on disk): those documents are linted again, whole
   * (a document among `paths` is not: its own change re-lints it).
   */
  importsChanged(paths: readonly string[]): void {
    const docs = this.ctx.analyzer
      .readersOf(paths)
      .map((uri) => this.ctx.documents.get(uri))
      .filter((doc): doc is TextDocument => !!doc && !paths.includes(uriToPath(doc.uri) ?? ''));
    if (!docs.length) return;
    for (const doc of docs) {
      this.ctx.analyzer.invalidate(doc.uri);
      this.importsGeneration.set(doc.uri, (this.importsGeneration.get(doc.uri) ?? 0) + 1);
    }
    this.refreshLenses();
    if (!this.ctx.client.pullDiagnostics) for (const doc of docs) this.schedule(doc, DEBOUNCE_MS);
    else this.refreshPulls();
  }

  /** Lint now and publish (or, for a pulling client, ask it to pull). */
  async validate(doc: TextDocument): Promise<Analysis | undefined> {
    if (this.ctx.client.pullDiagnostics) {
      this.refreshPulls();
      return this.ctx.analyzer.analyze(doc);
    }
    return this.push(doc);
  }

  /**
   * `textDocument/diagnostic`. When the client holds the last report sent and
   * the new version's diagnostics are the same ones (a keystroke in a
   * description far from any finding), the answer is `unchanged`: nothing to
   * encode, send, decode or redraw. Their `data` still names the older
   * version, so a code action finds their findings by pointer.
   */
  async pull(params: DocumentDiagnosticParams): Promise<DocumentDiagnosticReport> {
    const doc = this.ctx.documents.get(params.textDocument.uri);
    if (!doc) return { kind: DocumentDiagnosticReportKind.Full, items: [] };
    const resultId = `${doc.version}#${this.generation}#${this.importsGeneration.get(doc.uri) ?? 0}`;
    if (params.previousResultId === resultId) return { kind: DocumentDiagnosticReportKind.Unchanged, resultId };
    const analysis = await this.ctx.analyzer.analyze(doc);
    this.report(analysis);
    const items = analysisDiagnostics(analysis, doc, this.ctx.positions);
    const held = this.held.get(doc.uri);
    if (held && params.previousResultId === held.resultId && held.shown.showsSame(items)) {
      this.held.set(doc.uri, { resultId, shown: held.shown });
      return { kind: DocumentDiagnosticReportKind.Unchanged, resultId };
    }
    this.held.set(doc.uri, { resultId, shown: new ShownDiagnostics(items) });
    return { kind: DocumentDiagnosticReportKind.Full, resultId, items };
  }

  /** Diagnostics for a file that is not open (workspace scan). */
  publishClosed(uri: string, diagnostics: Diagnostic[]): void {
    if (this.ctx.documents.get(uri)) return;
    if (diagnostics.length) this.pushedClosed.add(uri);
    else this.pushedClosed.delete(uri);
    void this.ctx.connection.sendDiagnostics({ uri, diagnostics });
  }

  /** A config file that is not open shows its problems anyway: a broken config must not fail silently. */
  publishConfigProblems(config: LoadedConfig): void {
    const uri = pathToUri(config.path);
    if (this.ctx.documents.get(uri)) return;
    const doc = diskDocument(uri, config.path);
    this.publishClosed(
      uri,
      config.problems.map((p) => configProblemToDiagnostic(p, doc, this.ctx.positions)),
    );
  }

  clearConfigProblems(path: string): void {
    this.publishClosed(pathToUri(path), []);
  }

  private schedule(doc: TextDocument, delay: number): void {
    clearTimeout(this.timers.get(doc.uri));
    const timer = setTimeout(() => {
      this.timers.delete(doc.uri);
      runDetached(this.ctx.log, 'diagnostics', () => this.push(doc));
    }, delay);
    this.timers.set(doc.uri, timer);
  }

  private async push(scheduled: TextDocument): Promise<Analysis | undefined> {
    const doc = this.ctx.documents.get(scheduled.uri);
    if (!doc) return undefined;
    const version = doc.version;
    const analysis = await this.ctx.analyzer.analyze(doc);
    // Settings are read asynchronously: the document may have moved on meanwhile; its own run will publish.
    if (this.ctx.documents.get(doc.uri)?.version !== version) return undefined;
    this.report(analysis);
    await this.ctx.connection.sendDiagnostics({
      uri: doc.uri,
      version,
      diagnostics: analysisDiagnostics(analysis, doc, this.ctx.positions),
    });
    return analysis;
  }

  /** Status and internal errors of a fresh analysis. */
  private report(analysis: Analysis): void {
    this.ruleFailures.report(analysis.uri, analysis.version, analysis.output.internalErrors);
    sendStatus(this.ctx, analysis);
  }

  /** Ask a pulling client to pull again; a client that refuses is logged, not fatal. */
  private refreshPulls(): void {
    if (!this.ctx.client.diagnosticRefresh) return;
    runDetached(this.ctx.log, 'diagnostics refresh', () => this.ctx.connection.languages.diagnostics.refresh());
  }

  /** Lenses show counts and tokens: a change of what a document is linted with makes them stale. */
  private refreshLenses(): void {
    if (!this.ctx.client.codeLensRefresh) return;
    runDetached(this.ctx.log, 'code lens refresh', () => this.ctx.connection.sendRequest(CodeLensRefreshRequest.type));
  }

  private clearClosed(uri: string): void {
    if (this.pushedClosed.delete(uri)) void this.ctx.connection.sendDiagnostics({ uri, diagnostics: [] });
  }
}
