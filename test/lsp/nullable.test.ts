import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { CodeActionRequest, type CodeAction, type Diagnostic } from 'vscode-languageserver-protocol';
import { TestClient } from './harness';

/** issue 24's tool: `limit` may be null, which zod 4.6 writes as the type list `["number", "null"]`. */
const TEXT = [
  "import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';",
  "import { z } from 'zod';",
  "const server = new McpServer({ name: 'x', version: '1' });",
  "server.registerTool('search', { description: 'Search the notes by their text.', inputSchema: { query: z.string().describe('Text.'), limit: z.number().nullable().describe('Max.') } }, h);",
  '',
].join('\n');
const URI = 'file:///project/src/server.ts';
const LINE = 3;

function rangeOf(word: string) {
  const start = TEXT.split('\n')[LINE].indexOf(word);
  return { start: { line: LINE, character: start }, end: { line: LINE, character: start + word.length } };
}

/** The code actions for the type-list diagnostic, under these targets. */
async function typeListActions(client: TestClient): Promise<{ diagnostic: Diagnostic; actions: CodeAction[] }> {
  await client.open(URI, TEXT, 'typescript');
  const { diagnostics } = await client.currentDiagnostics(URI);
  const diagnostic = diagnostics.find((d) => d.code === 'type-list');
  assert.ok(diagnostic, diagnostics.map((d) => d.code).join());
  const actions = (await client.connection.sendRequest(CodeActionRequest.type, {
    textDocument: { uri: URI },
    range: diagnostic.range,
    context: { diagnostics: [diagnostic] },
  })) as CodeAction[];
  return { diagnostic, actions };
}

function editsOf(action: CodeAction) {
  return [
    ...(action.edit?.changes?.[URI] ?? []),
    ...(action.edit?.documentChanges ?? []).flatMap((c) => ('edits' in c ? c.edits : [])),
  ];
}

describe('the `.nullable()` quick fix over stdio, by the targets in force', () => {
  describe('at Gemini', () => {
    let client: TestClient;
    before(async () => {
      client = await TestClient.start({ settings: { targets: ['gemini'] } });
    });
    after(() => client.stop());

    it('offers `.optional()` at the `.nullable()` call, not as the preferred action', async () => {
      const { diagnostic, actions } = await typeListActions(client);
      assert.deepEqual(diagnostic.range, rangeOf('nullable'));
      const fix = actions.find((a) => a.title === 'Use `.optional()` instead of `.nullable()`');
      assert.ok(fix, actions.map((a) => a.title).join(' | '));
      assert.equal(fix.kind, 'quickfix');
      assert.ok(!fix.isPreferred);
      assert.deepEqual(editsOf(fix), [{ range: rangeOf('nullable'), newText: 'optional' }]);
    });
  });

  describe('at Gemini and OpenAI strict mode', () => {
    let client: TestClient;
    before(async () => {
      client = await TestClient.start({ settings: { targets: ['gemini', 'openai-strict'] } });
    });
    after(() => client.stop());

    it('offers no fix that trades one refusal for another, and says why', async () => {
      const { diagnostic, actions } = await typeListActions(client);
      assert.match(diagnostic.message, /No form of it passes every target: OpenAI strict mode requires every property/);
      assert.deepEqual(
        actions.map((a) => a.title),
        ['Disable type-list for this line'],
      );
    });
  });
});
