import type * as vscode from 'vscode';
import type { ToolwireServer } from '../../shared/src/protocol';
import { registerPreview } from './preview/panel';

/**
 * Extension features beyond the language client. Each gets the extension
 * context and the typed server handle, and registers its own commands and
 * views (their disposables go on `context.subscriptions`).
 *
 * The model preview (client/src/preview/) is one: it owns the command
 * `toolwire.openPreview` (arguments: document uri, optional tool index, which
 * is what the server's "Preview" code lens passes) and the webview type
 * `toolwire.preview`, both contributed in package.json.
 */
export type Feature = (context: vscode.ExtensionContext, server: ToolwireServer) => void;

export const FEATURES: Feature[] = [registerPreview];
