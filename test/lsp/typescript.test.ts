import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import {
  CodeActionRequest,
  CodeLensRequest,
  DocumentSymbolRequest,
  HoverRequest,
  type CodeAction,
  type MarkupContent,
} from 'vscode-languageserver-protocol';
import { buildPreview, fixAll, PREVIEW_REQUEST, type PreviewModel } from '../../shared/src/index';
import { TestClient } from './harness';

const FIXTURE = join(__dirname, '..', 'fixtures', 'typescript', 'openai-chat.ts');
const TEXT = readFileSync(FIXTURE, 'utf8');
const URI = 'file:///project/src/openai-chat.ts';
const PLAIN_URI = 'file:///project/src/add.ts';

describe('the language server on a TypeScript file (over stdio)', () => {
  let client: TestClient;
  before(async () => {
    client = await TestClient.start();
    await client.open(URI, TEXT, 'typescript');
  });
  after(() => client.stop());

  it('puts the diagnostic on the key of the array with no items', async () => {
    const { diagnostics } = await client.currentDiagnostics(URI);
    const items = diagnostics.find((d) => d.code === 'items-missing');
    assert.ok(items, diagnostics.map((d) => d.code).join());
    const line = TEXT.split('\n')[items.range.start.line];
    assert.equal(line.slice(items.range.start.character, items.range.end.character), 'days');
  });

  it('offers the quick fix for a selection that runs past the key, as Ctrl+. on a selected key sends', async () => {
    const { diagnostics } = await client.currentDiagnostics(URI);
    const items = diagnostics.find((d) => d.code === 'items-missing')!;
    const range = { start: items.range.start, end: { ...items.range.end, character: items.range.end.character + 1 } };
    const actions = (await client.connection.sendRequest(CodeActionRequest.type, {
      textDocument: { uri: URI },
      range,
      context: { diagnostics: [items], triggerKind: 1 },
    })) as CodeAction[];
    assert.ok(
      actions.some((a) => a.edit && a.title.startsWith('Add "items"')),
      actions.map((a) => a.title).join(),
    );
  });

  it("offers the quick fix, written in the file's style", async () => {
    const { diagnostics } = await client.currentDiagnostics(URI);
    const items = diagnostics.find((d) => d.code === 'items-missing')!;
    const actions = (await client.connection.sendRequest(CodeActionRequest.type, {
      textDocument: { uri: URI },
      range: items.range,
      context: { diagnostics: [items] },
    })) as CodeAction[];
    const fix = actions.find((a) => a.isPreferred) ?? actions[0];
    assert.ok(fix?.edit, actions.map((a) => a.title).join());
    const titles = actions.map((a) => a.title);
    assert.ok(titles.includes('Disable items-missing for this line'), titles.join());
  });

  it('hovers the tool name with the tool as sent, and shows code lenses and the preview', async () => {
    const at = TEXT.indexOf('get_forecast') + 2;
    const before = TEXT.slice(0, at).split('\n');
    const hover = await client.connection.sendRequest(HoverRequest.type, {
      textDocument: { uri: URI },
      position: { line: before.length - 1, character: before[before.length - 1].length },
    });
    assert.match(
      (hover?.contents as MarkupContent | undefined)?.value ?? '',
      /get\\_forecast\*\*: what the model is sent[^]*"enum": \[\n +"celsius"/,
    );
    const lenses = await client.connection.sendRequest(CodeLensRequest.type, { textDocument: { uri: URI } });
    assert.ok(lenses?.some((l) => l.command?.command === 'toolwire.openPreview'));
    const model = await client.connection.sendRequest<PreviewModel | null>(PREVIEW_REQUEST, { uri: URI });
    const expected = buildPreview(TEXT, { language: 'typescript' });
    assert.deepEqual(model, JSON.parse(JSON.stringify(expected)));
    assert.equal(model?.tools[0]?.name, 'get_forecast');
  });

  it('lists no document symbols: TypeScript has its own outline', async () => {
    const symbols = await client.connection.sendRequest(DocumentSymbolRequest.type, { textDocument: { uri: URI } });
    assert.deepEqual(symbols, []);
  });

  it("source.fixAll.toolwire applies what the engine's fixAll does", async () => {
    const text = TEXT.replace(
      `city: { type: 'string', description: 'City name, e.g. Paris' },`,
      `city: { description: 'City name, e.g. Paris', enum: ['Paris', 'Rome'] },`,
    );
    await client.setText(URI, text);
    const actions = (await client.connection.sendRequest(CodeActionRequest.type, {
      textDocument: { uri: URI },
      range: { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } },
      context: { diagnostics: [], only: ['source.fixAll'] },
    })) as CodeAction[];
    const expected = fixAll(text, { language: 'typescript' });
    assert.notEqual(expected, text, 'a safe repair to apply');
    assert.ok(client.applyEdit(actions[0].edit!));
    assert.equal(client.text(URI), expected);
  });

  it('shows nothing on a TypeScript file with no tools', async () => {
    await client.open(PLAIN_URI, 'export const add = (a: number, b: number) => a + b;\n', 'typescript');
    assert.deepEqual((await client.currentDiagnostics(PLAIN_URI)).diagnostics, []);
    const lenses = await client.connection.sendRequest(CodeLensRequest.type, { textDocument: { uri: PLAIN_URI } });
    assert.deepEqual(lenses ?? [], []);
  });
});
