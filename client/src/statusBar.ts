import * as vscode from 'vscode';
import { DIAGNOSTIC_SOURCE, type StatusParams } from '../../shared/src/protocol';
import { isLinted } from './languageClient';
import type { ServerHandle } from './server';

/**
 * The current file's Toolwire count in the status bar ("$(error) 5 $(warning) 1",
 * or a check when there is nothing); a click opens the Problems panel. The
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
    this.item.text = errors || warnings ? `$(error) ${errors} $(warning) ${warnings}` : '$(check) Toolwire';
    this.item.tooltip = this.tooltip(this.statuses.get(doc.uri.toString()), errors, warnings);
    this.item.show();
  }

  private tooltip(status: StatusParams | undefined, errors: number, warnings: number): string {
    const counts = `Toolwire: ${errors} error${errors === 1 ? '' : 's'}, ${warnings} warning${warnings === 1 ? '' : 's'} in this file`;
    if (!status) return counts;
    const targets = status.targets === 'portable' ? 'every provider (portable)' : status.targets.join(', ');
    return `${counts}\n${status.tools} tool${status.tools === 1 ? '' : 's'}, checked for ${targets}\nClick to open the Problems panel.`;
  }

  dispose(): void {
    for (const d of this.disposables) d.dispose();
  }
}
