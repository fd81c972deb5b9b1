import * as vscode from 'vscode';
import type { LanguageClient } from 'vscode-languageclient/node';
import {
  CHECK_CALL_REQUEST,
  PREVIEW_REQUEST,
  STATUS_NOTIFICATION,
  type CheckCallParams,
  type CheckCallResult,
  type PreviewParams,
  type PreviewResult,
  type StatusParams,
  type ToolwireServer,
} from '../../shared/src/protocol';

/**
 * The typed handle on the server that the extension's features use. The
 * notification handler is registered before the client starts; the client
 * library installs it again on every restart.
 */
export class ServerHandle implements ToolwireServer, vscode.Disposable {
  private readonly status = new vscode.EventEmitter<StatusParams>();
  private readonly subscription: vscode.Disposable;

  constructor(private readonly client: LanguageClient) {
    this.subscription = client.onNotification(STATUS_NOTIFICATION, (params: StatusParams) => this.status.fire(params));
  }

  preview(params: PreviewParams): Promise<PreviewResult> {
    return this.client.sendRequest(PREVIEW_REQUEST, params);
  }

  checkCall(params: CheckCallParams): Promise<CheckCallResult> {
    return this.client.sendRequest(CHECK_CALL_REQUEST, params);
  }

  onStatus(listener: (status: StatusParams) => void): vscode.Disposable {
    return this.status.event(listener);
  }

  dispose(): void {
    this.subscription.dispose();
    this.status.dispose();
  }
}
