import * as vscode from 'vscode';
import { LanguageClient, TransportKind, type LanguageClientOptions, type ServerOptions } from 'vscode-languageclient/node';
import { DISABLE_IN_SETTINGS_COMMAND } from './commandIds';

export const CLIENT_ID = 'toolwire';

/** The documents the server sees: JSON and JSONC, saved or untitled. */
const SELECTOR = ['json', 'jsonc'].flatMap((language) => [
  { scheme: 'file', language },
  { scheme: 'untitled', language },
]);

/**
 * Node flags for the server process: a young generation of 2 MB per semi-space
 * instead of V8's 16. With the benchmark's 5,000-tool catalog (12 MB) open the
 * server holds 167 MB instead of 195-200, with 2,000 tools 118 instead of 154,
 * and a keystroke costs the same. `--optimize-for-size` saves as much at open
 * and keeps less garbage while typing, but made a keystroke 1.6x (2,000 tools)
 * to 3.5x (5,000 tools) slower, so it is not used.
 */
export const SERVER_EXEC_ARGV = ['--max-semi-space-size=2'];

/**
 * The language client for the bundled server (dist/server.js next to this
 * bundle), over Node IPC. The `trace.server` setting is read by the client
 * library itself under the client id `toolwire`.
 */
export function createLanguageClient(context: vscode.ExtensionContext, log: vscode.LogOutputChannel): LanguageClient {
  const module = context.asAbsolutePath('dist/server.js');
  const serverOptions: ServerOptions = {
    run: { module, transport: TransportKind.ipc, options: { execArgv: SERVER_EXEC_ARGV } },
    debug: { module, transport: TransportKind.ipc, options: { execArgv: [...SERVER_EXEC_ARGV, '--nolazy', '--inspect=6009'] } },
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
