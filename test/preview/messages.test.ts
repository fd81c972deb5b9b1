import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { isFromWebview, isPreviewModel, isToWebview, readPersistedState } from '../../client/src/preview/messages';
import { buildPreview } from '../../shared/src/index';

const incident = readFileSync('test/fixtures/incident.tools.json', 'utf8');

describe('preview messages', () => {
  const model = buildPreview(incident);

  it('accepts the model the engine builds for the incident fixture', () => {
    assert.ok(isPreviewModel(model));
    assert.ok(isToWebview({ type: 'model', uri: 'file:///a.json', fileName: 'a.json', model }));
    assert.ok(isToWebview({ type: 'model', uri: 'file:///a.json', fileName: 'a.json', model: null }));
  });

  it('rejects malformed messages to the webview', () => {
    const tool = model.tools[0];
    const broken: unknown[] = [
      null,
      'model',
      [],
      { type: 'model', uri: 'file:///a.json', fileName: 'a.json' },
      { type: 'model', uri: 1, fileName: 'a.json', model },
      { type: 'model', uri: 'u', fileName: 'a.json', model: { ...model, version: 2 } },
      { type: 'model', uri: 'u', fileName: 'a.json', model: { ...model, tools: [{ ...tool, status: 'maybe' }] } },
      {
        type: 'model',
        uri: 'u',
        fileName: 'a.json',
        model: { ...model, tools: [{ ...tool, description: { html: '<b>' } }] },
      },
      {
        type: 'model',
        uri: 'u',
        fileName: 'a.json',
        model: { ...model, tools: [{ ...tool, findings: [{ ...finding(), providers: ['nobody'] }] }] },
      },
      { type: 'callResult', requestId: 1, toolIndex: 0, result: { valid: 'yes', missing: [], errors: [] } },
      { type: 'callResult', requestId: -1, toolIndex: 0, result: { valid: true, missing: [], errors: [] } },
      { type: 'focusTool', index: 1.5 },
      { type: 'copied', requestId: 1 },
      { type: 'eval', code: 'alert(1)' },
    ];
    for (const m of broken) assert.equal(isToWebview(m), false, JSON.stringify(m)?.slice(0, 120));
  });

  it("accepts the webview's messages and rejects malformed ones", () => {
    for (const m of [
      { type: 'ready' },
      { type: 'reveal', offset: 3, length: 4 },
      { type: 'checkCall', requestId: 1, toolIndex: 0, args: '{}' },
      { type: 'copy', requestId: 2, text: '{}' },
    ]) {
      assert.ok(isFromWebview(m), JSON.stringify(m));
    }
    for (const m of [
      { type: 'reveal', offset: -1, length: 4 },
      { type: 'reveal', offset: '3', length: 4 },
      { type: 'checkCall', requestId: 1, toolIndex: 0, args: {} },
      { type: 'copy', requestId: 2 },
      { type: 'run', command: 'rm' },
      undefined,
    ]) {
      assert.equal(isFromWebview(m), false, JSON.stringify(m));
    }
  });

  it('reads a persisted state, keeping what is well formed and defaulting the rest', () => {
    assert.deepEqual(readPersistedState(undefined), { uri: undefined, format: 'openai', drafts: {}, scrollY: 0 });
    assert.deepEqual(
      readPersistedState({ uri: 'file:///a.json', format: 'gemini', drafts: { 0: '{}', 1: 7 }, scrollY: 120 }),
      { uri: 'file:///a.json', format: 'gemini', drafts: { 0: '{}' }, scrollY: 120 },
    );
    assert.deepEqual(readPersistedState({ uri: 3, format: 'cobol', drafts: 'x', scrollY: -5 }), {
      uri: undefined,
      format: 'openai',
      drafts: {},
      scrollY: 0,
    });
  });

  function finding() {
    const f = model.tools.flatMap((t) => t.findings)[0];
    assert.ok(f, 'the incident fixture has findings');
    return f;
  }
});
