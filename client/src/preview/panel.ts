/**
 * The model preview's entry point for the extension: `registerPreview` is a Feature
 * (client/src/features.ts). It registers the command `toolwire.openPreview`
 * (arguments: optional document uri, optional tool index, as the code lens and the
 * editor title button pass them) and the serializer that restores the panel after a reload.
 */
import * as vscode from 'vscode';
import { OPEN_PREVIEW_COMMAND, type ToolwireServer } from '../../../shared/src/protocol';
import { PreviewController } from './controller';
import { PREVIEW_VIEW_TYPE, readPersistedState } from './messages';
import { previewTitle, webviewOptions } from './shell';

export function registerPreview(context: vscode.ExtensionContext, server: ToolwireServer): void {
  const previews = new PreviewManager(context.extensionUri, server);
  context.subscriptions.push(
    previews,
    vscode.commands.registerCommand(OPEN_PREVIEW_COMMAND, (uri?: unknown, toolIndex?: unknown) =>
      previews.open(uri, toolIndex),
    ),
    vscode.window.registerWebviewPanelSerializer(PREVIEW_VIEW_TYPE, {
      deserializeWebviewPanel: (panel, state) => {
        previews.restore(panel, state);
        return Promise.resolve();
      },
    }),
  );
}

/** One preview panel at a time, like the editor's own previews: opening another document reuses it. */
class PreviewManager implements vscode.Disposable {
  private current: PreviewController | undefined;

  constructor(
    private readonly extensionUri: vscode.Uri,
    private readonly server: ToolwireServer,
  ) {}

  open(uriArg: unknown, toolIndexArg: unknown): void {
    const uri = documentUri(uriArg);
    if (!uri) {
      void vscode.window.showInformationMessage('Toolwire: open a JSON file with tool definitions to preview it.');
      return;
    }
    const toolIndex =
      typeof toolIndexArg === 'number' && Number.isInteger(toolIndexArg) && toolIndexArg >= 0
        ? toolIndexArg
        : undefined;
    const controller = this.current ?? this.adopt(this.createPanel(uri), uri);
    controller.show(uri, toolIndex);
  }

  /** After a reload: the page saved its document's uri with setState. */
  restore(panel: vscode.WebviewPanel, state: unknown): void {
    const saved = readPersistedState(state).uri;
    if (!saved || this.current) {
      panel.dispose();
      return;
    }
    this.adopt(panel, vscode.Uri.parse(saved));
  }

  dispose(): void {
    this.current?.dispose();
  }

  private createPanel(uri: vscode.Uri): vscode.WebviewPanel {
    return vscode.window.createWebviewPanel(
      PREVIEW_VIEW_TYPE,
      previewTitle(uri),
      { viewColumn: vscode.ViewColumn.Beside, preserveFocus: true },
      webviewOptions(this.extensionUri),
    );
  }

  private adopt(panel: vscode.WebviewPanel, uri: vscode.Uri): PreviewController {
    const controller = new PreviewController(panel, uri, this.server, this.extensionUri);
    controller.onDidDispose(() => {
      if (this.current === controller) this.current = undefined;
    });
    this.current = controller;
    return controller;
  }
}

/** The uri argument (a Uri from a menu, a string from the code lens), else the active editor's document. */
function documentUri(arg: unknown): vscode.Uri | undefined {
  if (arg instanceof vscode.Uri) return arg;
  if (typeof arg === 'string' && arg) return vscode.Uri.parse(arg);
  return vscode.window.activeTextEditor?.document.uri;
}
