/// <reference types="mocha" />
import * as assert from 'node:assert/strict';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import * as vscode from 'vscode';
import { fixAll, lint } from '../../shared/src/index';
import { codeOf, diagnosticsWhere, toolwireDiagnostics, waitUntil } from './helpers';

const ROOT = resolve(__dirname, '../..');
const EXTENSION_ID = 'toolwire.toolwire';
/** The incident's five arrays with no items, 0-based lines of their keys. */
const ITEMS_MISSING_LINES = [19, 20, 21, 22, 23];

/** Fixtures go into the first workspace folder (validate-workspace scans it), else a temp folder. */
function fixtureFolder(): string {
  const folder = vscode.workspace.workspaceFolders?.[0]?.uri.fsPath;
  const dir = folder ? join(folder, `toolwire-test-${process.pid}`) : mkdtempSync(join(tmpdir(), 'toolwire-vscode-'));
  mkdirSync(dir, { recursive: true });
  return dir;
}

async function openFixture(dir: string, name: string): Promise<vscode.TextEditor> {
  const target = join(dir, name);
  copyFileSync(join(ROOT, 'test/fixtures', name), target);
  const doc = await vscode.workspace.openTextDocument(vscode.Uri.file(target));
  return vscode.window.showTextDocument(doc);
}

const itemsMissing = (ds: vscode.Diagnostic[]) => ds.filter((d) => codeOf(d) === 'items-missing');

describe('Toolwire in the extension host', () => {
  let dir: string;
  let incident: vscode.TextEditor;

  before(async () => {
    dir = fixtureFolder();
    incident = await openFixture(dir, 'incident.tools.json');
  });

  after(async () => {
    await vscode.commands.executeCommand('workbench.action.closeAllEditors');
    rmSync(dir, { recursive: true, force: true });
  });

  it('activates on a JSON file and starts the language server', async () => {
    const extension = vscode.extensions.getExtension(EXTENSION_ID);
    assert.ok(extension, `${EXTENSION_ID} is installed`);
    const api = (await extension.activate()) as { ready: Promise<void> };
    await api.ready;
    assert.equal(extension.isActive, true);
    const commands = await vscode.commands.getCommands(true);
    for (const id of [
      'toolwire.validateFile',
      'toolwire.validateWorkspace',
      'toolwire.fixAll',
      'toolwire.restartServer',
      'toolwire.showOutput',
      'toolwire.openPreview',
    ]) {
      assert.ok(commands.includes(id), `${id} is registered`);
    }
  });

  it("shows the incident fixture's diagnostics on the exact keys", async () => {
    const uri = incident.document.uri;
    const ds = await diagnosticsWhere(uri, (all) => itemsMissing(all).length === 5, 'five items-missing diagnostics');
    const items = itemsMissing(ds);
    assert.deepEqual(
      items.map((d) => d.range.start.line),
      ITEMS_MISSING_LINES,
    );
    assert.deepEqual(
      items.map((d) => d.range.start.character),
      [12, 12, 12, 12, 12],
    );
    assert.equal(ds.length, lint(incident.document.getText()).findings.length);
    assert.ok(items.every((d) => d.severity === vscode.DiagnosticSeverity.Error));
  });

  it('applies the preferred quick fix and the diagnostic goes', async () => {
    const uri = incident.document.uri;
    const [first] = itemsMissing(toolwireDiagnostics(uri));
    const actions = await vscode.commands.executeCommand<vscode.CodeAction[]>(
      'vscode.executeCodeActionProvider',
      uri,
      first.range,
      vscode.CodeActionKind.QuickFix.value,
    );
    const preferred = actions.find((a) => a.isPreferred && a.edit);
    assert.ok(preferred, `a preferred fix among: ${actions.map((a) => a.title).join(', ')}`);
    assert.equal(preferred.title, 'Add "items": {"type": "string"}');
    assert.ok(await vscode.workspace.applyEdit(preferred.edit!));
    await diagnosticsWhere(uri, (all) => itemsMissing(all).length === 4, 'four items-missing diagnostics');
    assert.match(
      incident.document.getText(),
      /"deliverables": \{ "type": "array", "description": "What the run must hand over\.", "items": \{"type": "string"\} \}/,
    );
  });

  it('Toolwire: Fix All applies every safe repair, as the engine computes it', async () => {
    const editor = await openFixture(dir, 'kitchen-sink.mcp.json');
    const before = editor.document.getText();
    const expected = fixAll(before);
    await diagnosticsWhere(editor.document.uri, (all) => all.length > 0, 'kitchen-sink diagnostics');
    const changed =
      expected === before
        ? Promise.resolve()
        : waitUntil(
            vscode.workspace.onDidChangeTextDocument,
            () => editor.document.getText() === expected,
            'the fixed text',
          );
    const result = await vscode.commands.executeCommand<{ applied: number }>('toolwire.fixAll');
    await changed;
    assert.equal(editor.document.getText(), expected);
    if (expected === before) assert.equal(result?.applied ?? 0, 0);
    else assert.ok((result?.applied ?? 0) > 0, 'repairs were applied');
  });

  it('source.fixAll.toolwire is offered as a source action', async () => {
    const editor = await openFixture(dir, 'kitchen-sink.mcp.json');
    const range = new vscode.Range(0, 0, 0, 0);
    const actions = await vscode.commands.executeCommand<vscode.CodeAction[]>(
      'vscode.executeCodeActionProvider',
      editor.document.uri,
      range,
      'source.fixAll.toolwire',
    );
    const expectsOne = fixAll(editor.document.getText()) !== editor.document.getText();
    assert.equal(actions.filter((a) => a.kind?.value === 'source.fixAll.toolwire').length, expectsOne ? 1 : 0);
  });

  it('Validate Current File and Validate Workspace report what the engine finds', async () => {
    await vscode.window.showTextDocument(incident.document);
    const file = await vscode.commands.executeCommand<{ files: number; errors: number }>('toolwire.validateFile');
    assert.equal(file?.files, 1);
    assert.equal(file?.errors, lint(incident.document.getText()).findings.filter((f) => f.severity === 'error').length);
    if (!vscode.workspace.workspaceFolders?.length) return;
    const closed = join(dir, 'closed.tools.json');
    copyFileSync(join(ROOT, 'test/fixtures/incident.tools.json'), closed);
    const summary = await vscode.commands.executeCommand<{ files: number }>('toolwire.validateWorkspace');
    assert.ok((summary?.files ?? 0) >= 3, `files: ${summary?.files}`);
    await diagnosticsWhere(
      vscode.Uri.file(closed),
      (all) => itemsMissing(all).length === 5,
      'diagnostics of a file that is not open',
    );
  });

  it('a targets setting re-lints: Anthropic alone does not reject arrays without items', async () => {
    const uri = incident.document.uri;
    const config = vscode.workspace.getConfiguration('toolwire', uri);
    const target = vscode.workspace.workspaceFolders?.length
      ? vscode.ConfigurationTarget.Workspace
      : vscode.ConfigurationTarget.Global;
    await config.update('targets', ['anthropic'], target);
    try {
      await diagnosticsWhere(uri, (all) => itemsMissing(all).length === 0, 'no items-missing for anthropic');
    } finally {
      await config.update('targets', undefined, target);
    }
    await diagnosticsWhere(uri, (all) => itemsMissing(all).length === 4, 'items-missing back');
  });

  it('the disable-in-settings quick fix command turns the rule off for the folder', async () => {
    const uri = incident.document.uri;
    if (!vscode.workspace.getWorkspaceFolder(uri)) return;
    await vscode.commands.executeCommand('toolwire.disableRuleInSettings', 'items-missing', uri.toString());
    const config = vscode.workspace.getConfiguration('toolwire', uri);
    try {
      assert.equal(config.inspect<Record<string, string>>('rules')?.workspaceFolderValue?.['items-missing'], 'off');
      await diagnosticsWhere(uri, (all) => itemsMissing(all).length === 0, 'items-missing off');
    } finally {
      await config.update('rules', undefined, vscode.ConfigurationTarget.WorkspaceFolder);
    }
    await diagnosticsWhere(uri, (all) => itemsMissing(all).length === 4, 'items-missing back');
  });

  it("the API reports the server's status for an edited document", async () => {
    const api = vscode.extensions.getExtension(EXTENSION_ID)!.exports as {
      server: { onStatus: vscode.Event<{ uri: string; tools: number }> };
    };
    const uri = incident.document.uri.toString();
    const status = new Promise<{ uri: string; tools: number }>((resolve) => {
      const listener = api.server.onStatus((s) => {
        if (s.uri !== uri) return;
        listener.dispose();
        resolve(s);
      });
    });
    const edit = new vscode.WorkspaceEdit();
    edit.insert(incident.document.uri, new vscode.Position(0, 0), ' ');
    await vscode.workspace.applyEdit(edit);
    assert.equal((await status).tools, 3);
  });

  it('Restart Language Server brings the diagnostics back', async () => {
    await vscode.commands.executeCommand('toolwire.restartServer');
    const edit = new vscode.WorkspaceEdit();
    edit.insert(incident.document.uri, new vscode.Position(0, 0), ' ');
    await vscode.workspace.applyEdit(edit);
    await diagnosticsWhere(
      incident.document.uri,
      (all) => itemsMissing(all).length === 4,
      'diagnostics after a restart',
    );
  });
});
