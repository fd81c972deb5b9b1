import * as vscode from 'vscode';
import { DIAGNOSTIC_SOURCE, type StatusParams } from '../../shared/src/protocol';
import { isLinted } from './language-client';
import type { ServerHandle } from './server';
import { statusText } from './status-text';

/**
 * The current file's Toolwire count in the status bar, one labelled item
 * (`statusText`); a click opens the Problems panel. The
 * counts are the editor's own diagnostics, so they match the squiggles whether
 * the server pushed or the client pulled them; the tooltip adds the server's
 * status (tools, targets).
 */
export class StatusBar implements vscode.Disposable {
  private readonly item = vscode.window.createStatusBarItem('toolwire.status', vscode.StatusBarAlignment.Right, 100);
  private readonly statuses = new Map<string, StatusParams>();
  private readonly disposables: vscode.Disposable[] = [];

  constructor(server: ServerHandle) {
    this.item.name = 'Toolwire';
    this.item.command = 'workbench.actions.view.problems';
    this.disposables.push(
      this.item,
      server.onStatus((s) => {
        this.statuses.set(s.uri, s);
        this.update();
      }),
      vscode.window.onDidChangeActiveTextEditor(() => this.update()),
      vscode.languages.onDidChangeDiagnostics((e) => {
        const active = vscode.window.activeTextEditor?.document.uri.toString();
        if (e.uris.some((u) => u.toString() === active)) this.update();
      }),
    );
    this.update();
  }

  private update(): void {
    const doc = vscode.window.activeTextEditor?.document;
    if (!doc || !isLinted(doc)) return this.item.hide();
    const ours = vscode.languages.getDiagnostics(doc.uri).filter((d) => d.source === DIAGNOSTIC_SOURCE);
    const errors = ours.filter((d) => d.severity === vscode.DiagnosticSeverity.Error).length;
    const warnings = ours.filter((d) => d.severity === vscode.DiagnosticSeverity.Warning).length;
    const shown = statusText(errors, warnings, this.statuses.get(doc.uri.toString()));
    this.item.text = shown.text;
    this.item.tooltip = shown.tooltip;
    this.item.accessibilityInformation = { label: shown.ariaLabel };
    this.item.show();
  }

  dispose(): void {
    for (const d of this.disposables) d.dispose();
  }
}
