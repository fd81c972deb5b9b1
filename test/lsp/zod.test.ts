import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { CodeActionRequest, HoverRequest, type CodeAction, type MarkupContent } from 'vscode-languageserver-protocol';
import { TestClient } from './harness';

/** The "done when" tool: a map and a date, in an MCP server written with zod 4. */
const TEXT = [
  "import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';",
  "import { z } from 'zod';",
  '',
  "const server = new McpServer({ name: 'demo', version: '1.0.0' });",
  "server.registerTool('x', { inputSchema: { tags: z.record(z.string(), z.string()), when: z.date() } }, h);",
  '',
].join('\n');
const URI = 'file:///project/src/server.ts';
const LINE = 4;

function range(word: string) {
  const start = TEXT.split('\n')[LINE].indexOf(word);
  return { start: { line: LINE, character: start }, end: { line: LINE, character: start + word.length } };
}

describe('the language server on zod tools (over stdio)', () => {
  let client: TestClient;
  before(async () => {
    client = await TestClient.start();
    await client.open(URI, TEXT, 'typescript');
  });
  after(() => client.stop());

  it('squiggles z.record(...) with the Gemini words and z.date() as a converter throw', async () => {
    const { diagnostics } = await client.currentDiagnostics(URI);
    const free = diagnostics.find((d) => d.code === 'object-free-form');
    assert.ok(free, diagnostics.map((d) => d.code).join());
    assert.deepEqual(free.range, range('z.record(z.string(), z.string())'));
    assert.match(free.message, /^`z\.record\(\.\.\.\)` becomes a map[^]*Gemini[^]*should be non-empty for OBJECT type/);
    const thrown = diagnostics.find((d) => d.code === 'converter-throws');
    assert.ok(thrown, diagnostics.map((d) => d.code).join());
    assert.deepEqual(thrown.range, range('z.date()'));
    assert.match(thrown.message, /Date cannot be represented in JSON Schema/);
  });

  it('offers the quick fixes in zod', async () => {
    const { diagnostics } = await client.currentDiagnostics(URI);
    for (const [code, written] of [
      ['converter-throws', 'z.iso.datetime()'],
      ['object-free-form', "z.string().describe('A JSON object of string values (as JSON text)')"],
    ]) {
      const diagnostic = diagnostics.find((d) => d.code === code)!;
      const actions = (await client.connection.sendRequest(CodeActionRequest.type, {
        textDocument: { uri: URI },
        range: diagnostic.range,
        context: { diagnostics: [diagnostic] },
      })) as CodeAction[];
      const edits = actions.flatMap((a) => [
        ...(a.edit?.changes?.[URI] ?? []),
        ...(a.edit?.documentChanges ?? []).flatMap((c) => ('edits' in c ? c.edits : [])),
      ]);
      assert.ok(
        edits.some((e) => e.newText === written),
        `${code}: ${actions.map((a) => a.title).join(' | ')}`,
      );
    }
  });

  it("hovers the tool's name with the converter and the JSON Schema the SDK sends", async () => {
    const at = TEXT.split('\n')[LINE].indexOf("'x'") + 1;
    const hover = await client.connection.sendRequest(HoverRequest.type, {
      textDocument: { uri: URI },
      position: { line: LINE, character: at },
    });
    const value = (hover?.contents as MarkupContent | undefined)?.value ?? '';
    assert.match(value, /converted by MCP TypeScript SDK v1 with zod 4/);
    assert.match(value, /"\$schema": "http:\/\/json-schema\.org\/draft-07\/schema#"/);
    assert.match(value, /"propertyNames"/);
  });
});
