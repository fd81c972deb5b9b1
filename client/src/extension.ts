import * as vscode from 'vscode';
import { registerCommands } from './commands';
import { COMMAND_IDS } from './commandIds';
import { FEATURES } from './features';
import { createLanguageClient } from './languageClient';
import { ServerHandle } from './server';
import { StatusBar } from './statusBar';

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
  context.subscriptions.push(log, server, new StatusBar(server), ...registerCommands({ client, server, log }));
  for (const feature of FEATURES) feature(context, server);
  registerMissingPreview(context);
  stopClient = () => client.stop();
  const ready = client.start().then(
    () => server.attach(),
    (e: Error) => {
      log.error(`The Toolwire language server did not start: ${e?.stack ?? e}`);
      void vscode.window.showErrorMessage(`Toolwire: the language server did not start (${e?.message ?? e}). See the Toolwire output.`);
    },
  );
  return { server, ready };
}

export async function deactivate(): Promise<void> {
  await stopClient?.();
}

/** Until a feature claims `toolwire.openPreview`, the lens and the palette entry say so instead of failing. */
function registerMissingPreview(context: vscode.ExtensionContext): void {
  void vscode.commands.getCommands(true).then((ids) => {
    if (ids.includes(COMMAND_IDS.openPreview)) return;
    context.subscriptions.push(
      vscode.commands.registerCommand(COMMAND_IDS.openPreview, () => vscode.window.showInformationMessage('Toolwire: the model preview is not part of this build.')),
    );
  });
}
