import * as vscode from 'vscode';
import { makeNonce, previewHtml } from './html';

/** The webview's bundled assets: the only folder it may load from. */
function assetsRoot(extensionUri: vscode.Uri): vscode.Uri {
  return vscode.Uri.joinPath(extensionUri, 'dist', 'webview');
}

/** Scripts on, command links off, resources only from dist/webview; no retainContextWhenHidden (state is restored instead). */
export function webviewOptions(extensionUri: vscode.Uri): vscode.WebviewPanelOptions & vscode.WebviewOptions {
  return {
    enableScripts: true,
    enableCommandUris: false,
    enableFindWidget: true,
    localResourceRoots: [assetsRoot(extensionUri)],
  };
}

/** Loads (or reloads) the page: a fresh nonce every time. */
export function loadShell(webview: vscode.Webview, extensionUri: vscode.Uri, title: string): void {
  const asset = (file: string) => webview.asWebviewUri(vscode.Uri.joinPath(assetsRoot(extensionUri), file)).toString();
  webview.options = webviewOptions(extensionUri);
  webview.html = previewHtml({
    cspSource: webview.cspSource,
    nonce: makeNonce(),
    scriptUri: asset('preview.js'),
    styleUri: asset('preview.css'),
    codiconUri: asset('codicon.css'),
    title,
  });
}

export function previewTitle(uri: vscode.Uri): string {
  return `Preview ${fileNameOf(uri)}`;
}

export function fileNameOf(uri: vscode.Uri): string {
  return uri.path.split('/').pop() || uri.toString();
}
