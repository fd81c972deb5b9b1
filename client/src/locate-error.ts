import * as vscode from 'vscode';
import type { LanguageClient } from 'vscode-languageclient/node';
import {
  LOCATE_ERROR_REQUEST,
  type LocateErrorParams,
  type LocateErrorResult,
  type LocatedError,
} from '../../shared/src/protocol';
import { looksLikeProviderError, oneLine } from '../../shared/src/runtime/rejection/detect';

/**
 * "Toolwire: Locate Provider Error...": asks for the error (prefilled from the
 * clipboard when it holds one), then selects the node it is about, in the
 * active file or else in the workspace's tool files, and shows its finding.
 * `error` skips the input box (for a keybinding or another extension).
 */
export async function locateProviderError(client: LanguageClient, error?: unknown): Promise<LocatedError | undefined> {
  const text = typeof error === 'string' ? error : await askForError();
  if (!text?.trim()) return undefined;
  const params: LocateErrorParams = { error: text, uri: vscode.window.activeTextEditor?.document.uri.toString() };
  const result = await client.sendRequest<LocateErrorResult>(LOCATE_ERROR_REQUEST, params);
  const match = result.decided || result.matches.length <= 1 ? result.matches[0] : await pickCandidate(result.matches);
  if (!match) {
    if (!result.matches.length)
      void vscode.window.showInformationMessage('Toolwire: no tool in this file or the workspace matches that error.');
    return undefined;
  }
  await reveal(client, match);
  return match;
}

async function askForError(): Promise<string | undefined> {
  const clipboard = await vscode.env.clipboard.readText().then(
    (t) => t,
    () => '',
  );
  return vscode.window.showInputBox({
    title: 'Toolwire: Locate Provider Error',
    prompt: "Paste the provider's error (a 400 from Gemini, OpenAI, Anthropic, Bedrock, Mistral or a router)",
    placeHolder: 'e.g. function_declarations[15].parameters.properties[deliverables].items: missing field',
    value: looksLikeProviderError(clipboard) ? clipboard : '',
    ignoreFocusOut: true,
  });
}

async function pickCandidate(matches: LocatedError[]): Promise<LocatedError | undefined> {
  const items = matches.map((m) => ({
    label: m.tool ?? `tool #${m.toolIndex + 1}`,
    description: placeOf(m),
    detail: `${m.rule ? `${m.rule}: ` : ''}${m.message}`,
    match: m,
  }));
  const picked = await vscode.window.showQuickPick(items, {
    title: 'Toolwire: the error does not decide; pick the likeliest tool',
    matchOnDescription: true,
    matchOnDetail: true,
  });
  return picked?.match;
}

/** Opens the file, selects the node and says what is wrong there. */
async function reveal(client: LanguageClient, match: LocatedError): Promise<void> {
  const doc = await vscode.workspace.openTextDocument(vscode.Uri.parse(match.uri));
  const editor = await vscode.window.showTextDocument(doc);
  const range = client.protocol2CodeConverter.asRange(match.range);
  editor.selection = new vscode.Selection(range.start, range.end);
  editor.revealRange(range, vscode.TextEditorRevealType.InCenterIfOutsideViewport);
  const where = `${match.tool ?? `tool #${match.toolIndex + 1}`} ${placeOf(match)}`;
  const what = match.rule ? `${match.rule}: ${match.message}` : match.message;
  void vscode.window.showInformationMessage(`Toolwire: ${where}. ${what}${match.fix ? ` Fix: ${match.fix}.` : ''}`);
}

/** Where in the tool: in code the expression as written (the pointer is into a tree the file does not spell), else the pointer. */
function placeOf(match: LocatedError): string {
  return match.expression === undefined ? match.pointer : oneLine(match.expression);
}
