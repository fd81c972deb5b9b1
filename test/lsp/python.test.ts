import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { CodeActionRequest, HoverRequest, type CodeAction, type MarkupContent } from 'vscode-languageserver-protocol';
import { applyEdits, LOCATE_ERROR_REQUEST, type LocateErrorResult } from '../../shared/src/index';
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

function offsetOf(p: { line: number; character: number }): number {
  const lines = TEXT.split('\n');
  return lines.slice(0, p.line).reduce((n, l) => n + l.length + 1, 0) + p.character;
}

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

  /** The code actions offered on the diagnostic of `rule`, each with its edits of the file. */
  async function actionsOn(rule: string): Promise<CodeAction[]> {
    const { diagnostics } = await client.currentDiagnostics(URI);
    const diagnostic = diagnostics.find((d) => d.code === rule);
    assert.ok(diagnostic, `a ${rule} diagnostic: ${diagnostics.map((d) => d.code).join()}`);
    return (await client.connection.sendRequest(CodeActionRequest.type, {
      textDocument: { uri: URI },
      range: diagnostic.range,
      context: { diagnostics: [diagnostic] },
    })) as CodeAction[];
  }

  /** The file once the action's edits (as `changes` or `documentChanges`) are applied. */
  const editedBy = (action: CodeAction) => {
    const edits = [
      ...(action.edit?.changes?.[URI] ?? []),
      ...(action.edit?.documentChanges ?? []).flatMap((c) => ('edits' in c ? c.edits : [])),
    ];
    const offsets = edits.map((e) => ({
      offset: offsetOf(e.range.start),
      length: offsetOf(e.range.end) - offsetOf(e.range.start),
      newText: e.newText,
    }));
    return applyEdits(TEXT, offsets);
  };

  /** Python's quick fixes, as the editor gets them: the edit it applies (fix-all leaves them out: below). */
  const QUICK_FIXES: Array<{ rule: string; title: string; line: string; imports: string }> = [
    {
      rule: 'object-free-form',
      title: '`dict[str, Any]` → `str` carrying JSON text (the tool then decodes it)',
      line: 'def tag(item: str, metadata: Annotated[str, Field(description="A JSON object (as JSON text)")]) -> str:',
      imports: 'from typing import Any, Annotated',
    },
    {
      rule: 'property-description-missing',
      title: 'Describe `item` in `Field(description=...)`',
      line: 'def tag(item: Annotated[str, Field(description="TODO: what item is, its unit or format, and any default")], metadata: dict[str, Any]) -> str:',
      imports: 'from typing import Any, Annotated',
    },
  ];
  for (const q of QUICK_FIXES)
    it(`offers "${q.title}" on ${q.rule}, an author's fix the editor applies as written`, async () => {
      const actions = await actionsOn(q.rule);
      const action = actions.find((a) => a.title === q.title);
      assert.ok(action, actions.map((a) => a.title).join(' | '));
      const after = editedBy(action).split('\n');
      assert.equal(after[0], q.imports);
      assert.ok(after.includes('from pydantic import Field'), after.join('\n'));
      assert.ok(after.includes(q.line), after.join('\n'));
    });

  it('source.fixAll leaves the author fixes out', async () => {
    const actions = (await client.connection.sendRequest(CodeActionRequest.type, {
      textDocument: { uri: URI },
      range: { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } },
      context: { diagnostics: [], only: ['source.fixAll'] },
    })) as CodeAction[];
    const edits = actions.flatMap((a) => a.edit?.changes?.[URI] ?? []);
    assert.deepEqual(edits, [], actions.map((a) => a.title).join(' | '));
  });

  it("Locate Provider Error finds Gemini's 400 on dict[str, Any] in the .py file", async () => {
    const error = `Invalid JSON payload received. Unknown name "additionalProperties" at 'tools[0].function_declarations[0].parameters.properties[1].value': Cannot find field.`;
    const result = await client.connection.sendRequest<LocateErrorResult>(LOCATE_ERROR_REQUEST, { error, uri: URI });
    assert.equal(result.decided, true);
    const [match] = result.matches;
    assert.equal(match.tool, 'tag');
    assert.equal(match.rule, 'keyword-unsupported');
    assert.deepEqual(match.range, range('dict[str, Any]'));
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
