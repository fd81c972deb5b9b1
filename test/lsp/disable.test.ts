import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, describe, it } from 'node:test';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { CodeActionRequest, type CodeAction, type TextDocumentEdit } from 'vscode-languageserver-protocol';
import { INCIDENT } from './fixtures';
import { TestClient, type StartOptions } from './harness';

/** "Disable <rule> …" in a plain JSON file of a fresh workspace, with or without a config file. */
async function disableAction(
  dir: string,
  options: StartOptions = {},
): Promise<{ action: CodeAction; client: TestClient }> {
  writeFileSync(join(dir, 'tools.json'), INCIDENT);
  const uri = pathToFileURL(join(dir, 'tools.json')).href;
  const client = await TestClient.start({
    workspaceFolders: [{ uri: pathToFileURL(dir).href, name: 'ws' }],
    ...options,
  });
  await client.open(uri, INCIDENT);
  const { diagnostics } = await client.currentDiagnostics(uri);
  const target = diagnostics.find((d) => d.code === 'items-missing')!;
  const actions = (await client.connection.sendRequest(CodeActionRequest.type, {
    textDocument: { uri },
    range: target.range,
    context: { diagnostics: [target] },
  })) as CodeAction[];
  const action = actions.find((a) => a.title.startsWith('Disable items-missing'));
  assert.ok(action, actions.map((a) => a.title).join(' | '));
  return { action, client };
}

/** The text of `path` after the action's edit for it. */
function edited(action: CodeAction, path: string, before: string): string {
  const change = action.edit!.documentChanges!.find(
    (c): c is TextDocumentEdit => 'textDocument' in c && c.textDocument.uri === pathToFileURL(path).href,
  )!;
  return TextDocument.applyEdits(TextDocument.create('x', 'json', 0, before), change.edits);
}

describe('disabling a rule in plain JSON', () => {
  let dir: string;
  let client: TestClient | undefined;
  afterEach(async () => {
    await client?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('edits the project config when there is one', async () => {
    dir = mkdtempSync(join(tmpdir(), 'toolwire-disable-'));
    const config = join(dir, '.toolwirerc.json');
    const text = '{\n  "targets": "portable",\n  "rules": {\n    "description-length": "off"\n  }\n}\n';
    writeFileSync(config, text);
    let action: CodeAction;
    ({ action, client } = await disableAction(dir));
    assert.equal(action.title, 'Disable items-missing in .toolwirerc.json');
    assert.deepEqual((JSON.parse(edited(action, config, readFileSync(config, 'utf8'))) as { rules: unknown }).rules, {
      'description-length': 'off',
      'items-missing': 'off',
    });
  });

  it("runs the client's settings command when it offers one", async () => {
    dir = mkdtempSync(join(tmpdir(), 'toolwire-disable-'));
    let action: CodeAction;
    ({ action, client } = await disableAction(dir, {
      initializationOptions: { disableInSettingsCommand: 'toolwire.disableRuleInSettings' },
    }));
    assert.equal(action.title, 'Disable items-missing in settings');
    assert.equal(action.command?.command, 'toolwire.disableRuleInSettings');
    assert.equal(action.command?.arguments?.[0], 'items-missing');
  });

  it('creates a toolwire.config.json otherwise', async () => {
    dir = mkdtempSync(join(tmpdir(), 'toolwire-disable-'));
    let action: CodeAction;
    ({ action, client } = await disableAction(dir));
    assert.equal(action.title, 'Disable items-missing in a new toolwire.config.json');
    const path = join(dir, 'toolwire.config.json');
    assert.deepEqual(action.edit!.documentChanges![0], {
      kind: 'create',
      uri: pathToFileURL(path).href,
      options: { ignoreIfExists: true },
    });
    assert.deepEqual(JSON.parse(edited(action, path, '')), { rules: { 'items-missing': 'off' } });
  });
});
