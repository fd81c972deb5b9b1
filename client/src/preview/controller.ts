import * as vscode from 'vscode';
import { LINTED_LANGUAGES, type ToolwireServer } from '../../../shared/src/protocol';
import type { CallCheck, PreviewModel } from '../../../shared/src/view/model';
import { isCallCheck, isFromWebview, isPreviewModel, type FromWebview, type ToWebview } from './messages';
import { Debounced, LatestOnly } from './schedule';
import { fileNameOf, loadShell, previewTitle } from './shell';

/** How long typing must pause before the preview asks the server again. */
const REFRESH_DELAY_MS = 250;

/**
 * One preview panel: shows one document's model, refreshes it as the document
 * changes, follows the active JSON editor when that one holds tools, and answers
 * the webview's requests (reveal, check a call, copy).
 */
export class PreviewController implements vscode.Disposable {
  private readonly latest = new LatestOnly();
  private readonly latestFollow = new LatestOnly();
  private readonly refreshSoon = new Debounced(REFRESH_DELAY_MS, () => void this.refresh());
  private readonly disposables: vscode.Disposable[] = [];
  private readonly disposed = new vscode.EventEmitter<void>();
  readonly onDidDispose = this.disposed.event;
  /** The webview has loaded and said so; messages posted before then would be lost. */
  private ready = false;
  private focusAfterRefresh: number | undefined;

  constructor(
    private readonly panel: vscode.WebviewPanel,
    private uri: vscode.Uri,
    private readonly server: ToolwireServer,
    extensionUri: vscode.Uri,
  ) {
    loadShell(panel.webview, extensionUri, previewTitle(uri));
    panel.title = previewTitle(uri);
    panel.iconPath = vscode.Uri.joinPath(extensionUri, 'images', 'icon.png');
    this.disposables.push(
      panel.webview.onDidReceiveMessage((m: unknown) => this.receive(m)),
      // Hidden, the page is torn down (no retainContextWhenHidden); shown again, it posts `ready` anew.
      panel.onDidChangeViewState(() => {
        if (!panel.visible) this.ready = false;
      }),
      panel.onDidDispose(() => this.dispose()),
      vscode.workspace.onDidChangeTextDocument((e) => {
        if (e.contentChanges.length && this.shows(e.document.uri)) this.refreshSoon.schedule();
      }),
      server.onStatus((status) => {
        if (status.uri === this.uri.toString()) this.refreshSoon.schedule();
      }),
      vscode.workspace.onDidChangeConfiguration((e) => {
        if (e.affectsConfiguration('toolwire')) this.refreshSoon.schedule();
      }),
      vscode.window.onDidChangeActiveTextEditor((editor) => void this.follow(editor)),
    );
  }

  /** Show `uri` (and bring tool `toolIndex` into view) in this panel. */
  show(uri: vscode.Uri, toolIndex?: number): void {
    this.switchTo(uri);
    this.focusAfterRefresh = toolIndex;
    this.panel.reveal(this.panel.viewColumn, true);
    void this.refresh();
  }

  dispose(): void {
    this.refreshSoon.cancel();
    this.latest.invalidate();
    this.latestFollow.invalidate();
    for (const d of this.disposables.splice(0)) d.dispose();
    this.panel.dispose();
    this.disposed.fire();
    this.disposed.dispose();
  }

  private shows(uri: vscode.Uri): boolean {
    return uri.toString() === this.uri.toString();
  }

  private switchTo(uri: vscode.Uri): void {
    if (this.shows(uri)) return;
    this.uri = uri;
    this.panel.title = previewTitle(uri);
  }

  /** Another JSON editor became active: preview it if it holds tools, else keep the current document. */
  private async follow(editor: vscode.TextEditor | undefined): Promise<void> {
    if (
      !editor ||
      !this.ready ||
      this.shows(editor.document.uri) ||
      !LINTED_LANGUAGES.includes(editor.document.languageId)
    )
      return;
    const uri = editor.document.uri;
    const answer = await this.latestFollow.run(() => this.fetchModel(uri)).catch(() => undefined);
    if (!answer?.value?.tools.length || !this.ready) return;
    this.latest.invalidate(); // an answer still coming for the previous document must not land after this one
    this.switchTo(uri);
    this.post({ type: 'model', uri: uri.toString(), fileName: fileNameOf(uri), model: answer.value });
  }

  private async refresh(): Promise<void> {
    if (!this.ready) return; // `ready` refreshes
    const uri = this.uri;
    const fileName = fileNameOf(uri);
    let answer: { value: PreviewModel | null } | undefined;
    try {
      answer = await this.latest.run(() => this.fetchModel(uri));
    } catch (e) {
      this.post({
        type: 'error',
        uri: uri.toString(),
        fileName,
        message: `The preview could not be computed: ${errorText(e)}`,
      });
      return;
    }
    if (!answer) return; // a newer refresh is on its way
    this.post({ type: 'model', uri: uri.toString(), fileName, model: answer.value });
    if (this.focusAfterRefresh !== undefined) this.post({ type: 'focusTool', index: this.focusAfterRefresh });
    this.focusAfterRefresh = undefined;
  }

  private async fetchModel(uri: vscode.Uri): Promise<PreviewModel | null> {
    // The server previews the documents the editor has open; a panel restored after a reload may come before its editor.
    await vscode.workspace.openTextDocument(uri);
    const model: unknown = await this.server.preview({ uri: uri.toString() });
    if (model !== null && !isPreviewModel(model))
      throw new Error('the language server sent a preview this version cannot read');
    return model;
  }

  private receive(message: unknown): void {
    if (!isFromWebview(message)) return; // the page is untrusted input
    void this.handle(message);
  }

  private async handle(m: FromWebview): Promise<void> {
    switch (m.type) {
      case 'ready':
        this.ready = true;
        return this.refresh();
      case 'reveal':
        return this.reveal(m.offset, m.length);
      case 'checkCall': {
        const result = await this.checkCall(m.toolIndex, m.args);
        return this.post({ type: 'callResult', requestId: m.requestId, toolIndex: m.toolIndex, result });
      }
      case 'copy': {
        const ok = await Promise.resolve(vscode.env.clipboard.writeText(m.text)).then(
          () => true,
          () => false,
        );
        return this.post({ type: 'copied', requestId: m.requestId, ok });
      }
    }
  }

  private async checkCall(toolIndex: number, args: string): Promise<CallCheck> {
    try {
      const result: unknown = await this.server.checkCall({ uri: this.uri.toString(), toolIndex, args });
      if (isCallCheck(result)) return result;
      return {
        valid: false,
        missing: [],
        errors: [],
        problem: 'The language server sent an answer this version cannot read.',
      };
    } catch (e) {
      return {
        valid: false,
        missing: [],
        errors: [],
        problem: `The language server could not check the call: ${errorText(e)}`,
      };
    }
  }

  /** Select the range in the document's editor (opening it beside the preview if needed) and scroll it into view. */
  private async reveal(offset: number, length: number): Promise<void> {
    const document = await vscode.workspace.openTextDocument(this.uri);
    const range = new vscode.Range(document.positionAt(offset), document.positionAt(offset + length));
    const open = vscode.window.visibleTextEditors.find((e) => e.document === document);
    const editor = await vscode.window.showTextDocument(document, {
      viewColumn: open?.viewColumn ?? vscode.ViewColumn.One,
      selection: range,
      preserveFocus: false,
    });
    editor.revealRange(range, vscode.TextEditorRevealType.InCenterIfOutsideViewport);
  }

  private post(message: ToWebview): void {
    if (this.ready) void this.panel.webview.postMessage(message);
  }
}

function errorText(e: unknown): string {
  return e instanceof Error ? e.message : String(e);
}
