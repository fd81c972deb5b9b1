import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { HoverRequest, type MarkupContent } from 'vscode-languageserver-protocol';
import { docsUrl } from '../../shared/src/index';
import { TestClient } from './harness';

/** A zod 4 MCP server whose map is flagged by four findings of three rules on the same node. */
const TEXT = [
  "import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';",
  "import { z } from 'zod';",
  '',
  "const server = new McpServer({ name: 'demo', version: '1.0.0' });",
  'server.registerTool(',
  "  'tag_notes',",
  '  {',
  "    description: 'Set labels on the notes that match a query.',",
  "    inputSchema: { query: z.string().describe('Words to look for.'), labels: z.record(z.string(), z.string()) },",
  '  },',
  '  h,',
  ');',
  '',
].join('\n');
const URI = 'file:///project/src/hover.ts';

/** About one screen: the aim for a hover. */
const ONE_SCREEN = 1200;

function positionOf(needle: string, delta = 1) {
  const before = TEXT.slice(0, TEXT.indexOf(needle) + delta).split('\n');
  return { line: before.length - 1, character: before[before.length - 1].length };
}

describe('hover: each thing once, about the node it is on (over stdio)', () => {
  let client: TestClient;
  before(async () => {
    client = await TestClient.start();
    await client.open(URI, TEXT, 'typescript');
  });
  after(() => client.stop());

  const hover = async (needle: string) => {
    const result = await client.connection.sendRequest(HoverRequest.type, {
      textDocument: { uri: URI },
      position: positionOf(needle),
    });
    return (result?.contents as MarkupContent | undefined)?.value ?? '';
  };

  it('on z.record(...): one section per rule, a link to its page, no message repeated, under one screen', async () => {
    const { diagnostics } = await client.currentDiagnostics(URI);
    const here = diagnostics.filter((d) => TEXT.split('\n')[d.range.start.line].includes('z.record'));
    assert.deepEqual([...new Set(here.map((d) => d.code))].sort(), [
      'keyword-unsupported',
      'object-free-form',
      'property-description-missing',
    ]);
    assert.equal(here.length, 4);
    const text = await hover('z.record');
    assert.ok(text.length <= ONE_SCREEN, `${text.length} characters:\n${text}`);
    for (const rule of ['keyword-unsupported', 'object-free-form', 'property-description-missing']) {
      assert.equal(text.split(`[more](${docsUrl(rule)})`).length - 1, 1, `${rule} once, with its page`);
    }
    for (const d of here) assert.ok(!text.includes(d.message.slice(0, 60)), 'the diagnostic says its message');
    assert.ok(!text.includes('becomes a map'), "the zod term is the diagnostics' to say");
    assert.match(text, /should be non-empty for OBJECT type/, "object-free-form's provider words");
    assert.doesNotMatch(text, /exclusiveMinimum|"examples"/, 'no provider error about another keyword');
    const lines = text.split('\n').filter((l) => l.startsWith('- '));
    assert.equal(new Set(lines).size, lines.length, 'no quote twice');
  });

  it("on the tool's name: one JSON block, the schema the SDK sends, under one screen", async () => {
    const text = await hover("'tag_notes'");
    assert.ok(text.length <= ONE_SCREEN, `${text.length} characters:\n${text}`);
    assert.equal(text.split('```json').length - 1, 1, text);
    assert.match(text, /converted by MCP TypeScript SDK v1 with zod 4/);
    assert.match(text, /"\$schema": "http:\/\/json-schema\.org\/draft-07\/schema#"/);
    assert.match(text, /> Set labels on the notes that match a query\./);
  });
});
