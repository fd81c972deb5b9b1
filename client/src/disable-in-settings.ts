import * as vscode from 'vscode';

/**
 * `toolwire.rules.<rule>` = "off" in the settings of the document's workspace
 * folder (or the user's, for a file outside any folder). Plain JSON has no
 * comments to carry a suppression, so the server's quick fix lands here.
 */
export async function disableRuleInSettings(rule: unknown, uri: unknown): Promise<void> {
  if (typeof rule !== 'string' || typeof uri !== 'string') return;
  const resource = vscode.Uri.parse(uri);
  const folder = vscode.workspace.getWorkspaceFolder(resource);
  const target = folder ? vscode.ConfigurationTarget.WorkspaceFolder : vscode.ConfigurationTarget.Global;
  const config = vscode.workspace.getConfiguration('toolwire', resource);
  const inspected = config.inspect<Record<string, string>>('rules');
  const current = (folder ? inspected?.workspaceFolderValue : inspected?.globalValue) ?? {};
  await config.update('rules', { ...current, [rule]: 'off' }, target);
  void vscode.window.showInformationMessage(
    `Toolwire: ${rule} is off in ${folder ? `the settings of ${folder.name}` : 'your user settings'}.`,
  );
}
