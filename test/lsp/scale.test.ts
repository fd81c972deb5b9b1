import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { performance } from 'node:perf_hooks';
import {
  CodeLensRequest,
  DocumentSymbolRequest,
  HoverRequest,
  type DocumentSymbol,
} from 'vscode-languageserver-protocol';
import { DEBOUNCE_MS } from '../../server/src/diagnostics';
import { TestClient } from './harness';

const TOOLS = 2000;

/** A catalog of `n` MCP tools, every tenth with an array that has no items. */
function catalog(n: number): string {
  const tools = Array.from({ length: n }, (_, i) => {
    const tags =
      i % 10 === 0
        ? '{"type": "array", "description": "Labels."}'
        : '{"type": "array", "description": "Labels.", "items": {"type": "string"}}';
    return `    {"name": "tool_${i}", "description": "Tool number ${i}: does one thing for tests.", "inputSchema": {"type": "object", "properties": {"id": {"type": "string", "description": "Record id."}, "tags": ${tags}}, "required": ["id"]}}`;
  });
  return `{\n  "tools": [\n${tools.join(',\n')}\n  ]\n}\n`;
}

/** Milliseconds `body` takes. */
async function timed<T>(body: () => Promise<T>): Promise<[T, number]> {
  const start = performance.now();
  const result = await body();
  return [result, Math.round(performance.now() - start)];
}

describe(`a document with ${TOOLS} tools`, () => {
  const uri = 'untitled:scale.tools.json';
  const text = catalog(TOOLS);
  let client: TestClient;
  before(async () => {
    client = await TestClient.start();
  });
  after(() => client.stop());

  it('still answers: diagnostics, an edit, symbols, hover, code lenses', async (t) => {
    const [first, openMs] = await timed(async () => {
      await client.open(uri, text);
      return client.currentDiagnostics(uri);
    });
    assert.equal(first.diagnostics.filter((d) => d.code === 'items-missing').length, TOOLS / 10);
    const [, editMs] = await timed(async () => {
      await client.setText(uri, text.replace('"tool_0"', '"tool_zero"'));
      return client.currentDiagnostics(uri);
    });
    const [symbols, symbolsMs] = await timed(() =>
      client.connection.sendRequest(DocumentSymbolRequest.type, { textDocument: { uri } }),
    );
    assert.equal((symbols as DocumentSymbol[]).length, TOOLS);
    const line = text.split('\n').findIndex((l) => l.includes('"tool_1999"'));
    const [hover, hoverMs] = await timed(() =>
      client.connection.sendRequest(HoverRequest.type, { textDocument: { uri }, position: { line, character: 16 } }),
    );
    assert.ok(hover, 'hover on the last tool name');
    const [lenses, lensMs] = await timed(() =>
      client.connection.sendRequest(CodeLensRequest.type, { textDocument: { uri } }),
    );
    assert.ok(lenses!.length >= TOOLS * 2);
    const report = `${TOOLS} tools (${(text.length / 1024).toFixed(0)} KB): open->diagnostics ${openMs} ms, edit->diagnostics ${editMs} ms (includes the ${DEBOUNCE_MS} ms debounce), symbols ${symbolsMs} ms, hover ${hoverMs} ms, code lenses ${lensMs} ms`;
    t.diagnostic(report);
    console.log(report);
    // Generous: this runs on 2 shared cores; the point is that the server answers at all.
    for (const ms of [openMs, editMs, symbolsMs, hoverMs, lensMs]) assert.ok(ms < 15_000, report);
  });
});
