import * as vscode from 'vscode';
import { registerCommands } from './commands';
import { FEATURES } from './features';
import { createLanguageClient } from './language-client';
import { ServerHandle } from './server';
import { StatusBar } from './status-bar';

/** What `activate` returns: the extension's API, for the extension-host tests and other extensions. */
export interface ToolwireApi {
  server: ServerHandle;
  /** Resolves once the language server is running. */
  ready: Promise<void>;
}

let stopClient: (() => Promise<void>) | undefined;

export function activate(context: vscode.ExtensionContext): ToolwireApi {
  const log = vscode.window.createOutputChannel('Toolwire', { log: true });
  const client = createLanguageClient(context, log);
  const server = new ServerHandle(client);
  context.subscriptions.push(log, server, new StatusBar(server), ...registerCommands({ client, log }));
  for (const feature of FEATURES) feature(context, server);
  stopClient = () => client.stop();
  const ready = client.start().catch((e: Error) => {
    log.error(`The Toolwire language server did not start: ${e?.stack ?? e}`);
    void vscode.window.showErrorMessage(
      `Toolwire: the language server did not start (${e?.message ?? e}). See the Toolwire output.`,
    );
  });
  return { server, ready };
}

export async function deactivate(): Promise<void> {
  await stopClient?.();
}
