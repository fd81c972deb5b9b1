import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { CodeActionRequest, HoverRequest, type CodeAction, type MarkupContent } from 'vscode-languageserver-protocol';
import { TestClient } from './harness';

/** The "done when" tool: a FastMCP server whose tool takes `metadata: dict[str, Any]`. */
const TEXT = [
  'from typing import Any',
  '',
  'from fastmcp import FastMCP',
  '',
  'mcp = FastMCP("catalog")',
  '',
  '',
  '@mcp.tool',
  'def tag(item: str, metadata: dict[str, Any]) -> str:',
  '    """Tag an item of the catalog with free-form metadata."""',
  '    return item',
  '',
].join('\n');
const URI = 'file:///project/src/server.py';
const LINE = 8;

function range(word: string) {
  const start = TEXT.split('\n')[LINE].indexOf(word);
  return { start: { line: LINE, character: start }, end: { line: LINE, character: start + word.length } };
}

describe('the language server on a FastMCP server in Python (over stdio)', () => {
  let client: TestClient;
  before(async () => {
    client = await TestClient.start({ settings: { targets: ['gemini'] } });
    await client.open(URI, TEXT, 'python');
  });
  after(() => client.stop());

  it("squiggles `dict[str, Any]` with Gemini's words, in Python terms", async () => {
    const { diagnostics } = await client.currentDiagnostics(URI);
    const unsupported = diagnostics.find((d) => d.code === 'keyword-unsupported');
    assert.ok(unsupported, diagnostics.map((d) => d.code).join());
    assert.deepEqual(unsupported.range, range('dict[str, Any]'));
    assert.match(unsupported.message, /^`dict\[str, Any\]` becomes a map \(`additionalProperties`\)[^]*Gemini/);
  });

  it('hovers the tool with FastMCP and the JSON Schema it sends', async () => {
    const hover = await client.connection.sendRequest(HoverRequest.type, {
      textDocument: { uri: URI },
      position: { line: LINE, character: TEXT.split('\n')[LINE].indexOf('tag') + 1 },
    });
    const value = (hover?.contents as MarkupContent | undefined)?.value ?? '';
    assert.match(value, /FastMCP 4\.x/);
    assert.match(value, /"additionalProperties": false/);
    assert.match(value, /"metadata"/);
  });

  it('offers to disable the rule for the line, written as a # comment', async () => {
    const { diagnostics } = await client.currentDiagnostics(URI);
    const diagnostic = diagnostics.find((d) => d.code === 'keyword-unsupported')!;
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
      edits.some((e) => e.newText === '# toolwire-disable-next-line keyword-unsupported\n'),
      actions.map((a) => a.title).join(' | '),
    );
  });
});
