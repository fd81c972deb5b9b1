import * as vscode from 'vscode';
import type { LanguageClient } from 'vscode-languageclient/node';
import { COMMANDS, type ValidationSummary } from '../../shared/src/protocol';
import { COMMAND_IDS, DISABLE_IN_SETTINGS_COMMAND } from './command-ids';
import { disableRuleInSettings } from './disable-in-settings';
import { isLinted } from './language-client';
import { locateProviderError } from './locate-error';

/** What the commands work with. */
export interface CommandContext {
  client: LanguageClient;
  log: vscode.LogOutputChannel;
}

type Handler = (ctx: CommandContext, ...args: unknown[]) => unknown;

/** Every command of the extension but the preview's, in one table (ids from package.json). */
const HANDLERS: Record<string, Handler> = {
  [COMMAND_IDS.validateFile]: validateFile,
  [COMMAND_IDS.validateWorkspace]: validateWorkspace,
  [COMMAND_IDS.fixAll]: fixAll,
  [COMMAND_IDS.showOutput]: (ctx) => ctx.log.show(),
  [COMMAND_IDS.restartServer]: restartServer,
  [COMMAND_IDS.locateProviderError]: (ctx, error) => locateProviderError(ctx.client, error),
  [DISABLE_IN_SETTINGS_COMMAND]: (_ctx, rule, uri) => disableRuleInSettings(rule, uri),
};

export function registerCommands(ctx: CommandContext): vscode.Disposable[] {
  return Object.entries(HANDLERS).map(([id, handler]) =>
    vscode.commands.registerCommand(id, async (...args: unknown[]) => {
      try {
        return await handler(ctx, ...args);
      } catch (e) {
        ctx.log.error(`${id} failed: ${(e as Error)?.stack ?? String(e)}`);
        void vscode.window.showErrorMessage(`Toolwire: ${(e as Error)?.message ?? e}`);
        return undefined;
      }
    }),
  );
}

function activeJsonDocument(): vscode.TextDocument | undefined {
  const doc = vscode.window.activeTextEditor?.document;
  if (doc && isLinted(doc)) return doc;
  void vscode.window.showWarningMessage('Toolwire: open a JSON or JSONC file first.');
  return undefined;
}

function describe(summary: ValidationSummary): string {
  const n = (count: number, what: string) => `${count} ${what}${count === 1 ? '' : 's'}`;
  return `${n(summary.errors, 'error')}, ${n(summary.warnings, 'warning')}, ${n(summary.infos, 'info')}`;
}

async function validateFile(): Promise<ValidationSummary | undefined> {
  const doc = activeJsonDocument();
  if (!doc) return undefined;
  const summary = await vscode.commands.executeCommand<ValidationSummary | null>(COMMANDS.validateFile, {
    uri: doc.uri.toString(),
  });
  if (summary)
    void vscode.window.showInformationMessage(
      `Toolwire: ${describe(summary)} in ${vscode.workspace.asRelativePath(doc.uri)}.`,
    );
  return summary ?? undefined;
}

/** The server reports progress (with a cancel button); the results land in the Problems panel. */
async function validateWorkspace(): Promise<ValidationSummary | undefined> {
  const summary = await vscode.commands.executeCommand<ValidationSummary | null>(COMMANDS.validateWorkspace);
  if (!summary) return undefined;
  await vscode.commands.executeCommand('workbench.actions.view.problems');
  void vscode.window.showInformationMessage(
    `Toolwire: ${summary.files} file${summary.files === 1 ? '' : 's'} checked: ${describe(summary)}.`,
  );
  return summary;
}

async function fixAll(): Promise<{ applied: number } | undefined> {
  const doc = activeJsonDocument();
  if (!doc) return undefined;
  const result = await vscode.commands.executeCommand<{ applied: number } | null>(COMMANDS.fixAll, {
    uri: doc.uri.toString(),
  });
  if (!result?.applied) void vscode.window.showInformationMessage('Toolwire: nothing to repair safely in this file.');
  return result ?? undefined;
}

async function restartServer(ctx: CommandContext): Promise<void> {
  await ctx.client.restart();
  ctx.log.info('Language server restarted.');
}
