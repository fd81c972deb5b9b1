import * as vscode from 'vscode';
import {
  LanguageClient,
  TransportKind,
  type LanguageClientOptions,
  type ServerOptions,
} from 'vscode-languageclient/node';
import { DISABLE_IN_SETTINGS_COMMAND } from './command-ids';
import { LINTED_LANGUAGES } from '../../shared/src/protocol';

export const CLIENT_ID = 'toolwire';

/** A document the server lints: what the extension's commands and status bar act on. */
export function isLinted(doc: vscode.TextDocument): boolean {
  return LINTED_LANGUAGES.includes(doc.languageId);
}

/** The documents the server sees: JSON and JSONC, saved or untitled. */
const SELECTOR = LINTED_LANGUAGES.flatMap((language) => [
  { scheme: 'file', language },
  { scheme: 'untitled', language },
]);

/**
 * The language client for the bundled server (dist/server.js next to this
 * bundle), over Node IPC. The `trace.server` setting is read by the client
 * library itself under the client id `toolwire`.
 */
export function createLanguageClient(context: vscode.ExtensionContext, log: vscode.LogOutputChannel): LanguageClient {
  const module = context.asAbsolutePath('dist/server.js');
  const serverOptions: ServerOptions = {
    run: { module, transport: TransportKind.ipc },
    debug: {
      module,
      transport: TransportKind.ipc,
      options: { execArgv: ['--nolazy', '--inspect=6009'] },
    },
  };
  const clientOptions: LanguageClientOptions = {
    documentSelector: SELECTOR,
    outputChannel: log,
    traceOutputChannel: log,
    // The server asks for `toolwire` settings per resource; this command lets its quick fix write them.
    initializationOptions: { disableInSettingsCommand: DISABLE_IN_SETTINGS_COMMAND },
  };
  return new LanguageClient(CLIENT_ID, 'Toolwire', serverOptions, clientOptions);
}
