import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import {
  CodeLensRequest,
  CompletionRequest,
  DocumentSymbolRequest,
  HoverRequest,
  type CompletionItem,
  type DocumentSymbol,
  type MarkupContent,
  type Position,
} from 'vscode-languageserver-protocol';
import {
  buildPreview,
  CHECK_CALL_REQUEST,
  checkCall,
  PREVIEW_REQUEST,
  RULES_BY_ID,
  withDerived,
  type CallCheck,
  type PreviewModel,
} from '../../shared/src/index';
import { INCIDENT, INCIDENT_URI } from './fixtures';
import { TestClient } from './harness';

/** The position of the first `needle` in `text`, plus `delta` characters. */
function positionOf(text: string, needle: string, delta = 0): Position {
  const offset = text.indexOf(needle);
  assert.ok(offset >= 0, `${needle} not in text`);
  const before = text.slice(0, offset + delta).split('\n');
  return { line: before.length - 1, character: before[before.length - 1].length };
}

describe('hover, symbols, completion, code lens', () => {
  let client: TestClient;
  before(async () => {
    client = await TestClient.start();
    await client.open(INCIDENT_URI, INCIDENT);
    await client.currentDiagnostics(INCIDENT_URI);
  });
  after(() => client.stop());

  const hover = async (position: Position) => {
    const result = await client.connection.sendRequest(HoverRequest.type, {
      textDocument: { uri: INCIDENT_URI },
      position,
    });
    return (result?.contents as MarkupContent | undefined)?.value ?? '';
  };

  it("hover on a flagged node explains the rule in each rejecting provider's words", async () => {
    const text = await hover(positionOf(INCIDENT, '"deliverables"', 3));
    assert.match(text, /items-missing/);
    for (const r of withDerived(RULES_BY_ID.get('items-missing')!.rejectedBy))
      assert.ok(text.includes(r.error), `${r.provider}'s own error text`);
  });

  it('hover on a tool name shows what the model is sent', async () => {
    const text = await hover(positionOf(INCIDENT, '"memory_list"', 2));
    assert.match(text, /\*\*memory\\_list\*\*/);
    assert.match(text, /> List the memories saved for this user, newest first\./);
    assert.match(text, /"properties": \{\}/);
  });

  it('hover on a tool name says how it is sent: repaired with a derived description, or left out and why', async () => {
    const jira = await hover(positionOf(INCIDENT, '"jira__create_issue"', 2));
    assert.match(jira, /Sent after safe repairs · \d+ tokens/);
    assert.match(jira, /derived from the tool/);
    assert.match(jira, / {2}\n> /, 'each line of the derived description breaks hard');
    const run = await hover(positionOf(INCIDENT, '"project_run_create"', 2));
    assert.match(run, /\*\*Left out\*\*/);
    assert.match(run, /items-missing/);
  });

  it('hover shows tool text as text, never as markup', async () => {
    const uri = 'untitled:markup.json';
    const text =
      '{"tools": [{"name": "t", "description": "<img src=x onerror=alert(1)> **bold** [link](http://x)\\n# heading", "inputSchema": {"type": "object", "properties": {}}}]}';
    await client.open(uri, text);
    const result = await client.connection.sendRequest(HoverRequest.type, {
      textDocument: { uri },
      position: { line: 0, character: 22 },
    });
    const value = (result?.contents as MarkupContent).value;
    assert.ok(value.includes('\\<img src=x onerror=alert(1)\\> \\*\\*bold\\*\\* \\[link\\](http://x)'), value);
    assert.ok(value.includes('> \\# heading'), value);
  });

  it('hover elsewhere is empty', async () => {
    assert.equal(await hover({ line: 0, character: 0 }), '');
  });

  it('document symbols: the tools, with their parameters as children', async () => {
    const symbols = (await client.connection.sendRequest(DocumentSymbolRequest.type, {
      textDocument: { uri: INCIDENT_URI },
    })) as DocumentSymbol[];
    assert.deepEqual(
      symbols.map((s) => s.name),
      ['memory_list', 'project_run_create', 'jira__create_issue'],
    );
    const run = symbols[1];
    assert.deepEqual(
      run.children!.map((c) => c.name),
      ['title', 'deliverables', 'milestones', 'risks', 'stakeholders', 'acceptance_criteria', 'stage_plan', 'attended'],
    );
    assert.equal(run.children![0].detail, 'string · required');
    assert.deepEqual(
      run.children![6].children!.map((c) => c.name),
      ['stage', 'goal'],
    );
    assert.deepEqual(run.selectionRange.start, positionOf(INCIDENT, '"project_run_create"'));
  });

  it('code lens: problem count and Preview above each tool', async () => {
    const lenses = await client.connection.sendRequest(CodeLensRequest.type, { textDocument: { uri: INCIDENT_URI } });
    const titles = lenses!.map((l) => l.command!.title);
    assert.ok(titles.includes('portable'), titles.join());
    assert.ok(
      titles.some((t) => /^\d+ problems$/.test(t)),
      titles.join(),
    );
    const expected = buildPreview(INCIDENT).tools;
    assert.ok(titles.includes(`${expected[0].tokens} tokens`), titles.join());
    assert.ok(titles.includes('not sent'), titles.join());
    const previews = lenses!.filter((l) => l.command!.command === 'toolwire.openPreview');
    assert.deepEqual(
      previews.map((l) => l.command!.arguments),
      [0, 1, 2].map((i) => [INCIDENT_URI, i]),
    );
  });

  it("toolwire/preview answers the engine's preview model of the open text", async () => {
    const model = await client.connection.sendRequest<PreviewModel | null>(PREVIEW_REQUEST, { uri: INCIDENT_URI });
    assert.deepEqual(model, JSON.parse(JSON.stringify(buildPreview(INCIDENT))));
    assert.equal(await client.connection.sendRequest(PREVIEW_REQUEST, { uri: 'file:///not-open.json' }), null);
  });

  it('toolwire/checkCall checks arguments against the declared schema', async () => {
    const params = { uri: INCIDENT_URI, toolIndex: 1, args: '{"title": "Q3 launch"}' };
    const check = await client.connection.sendRequest<CallCheck>(CHECK_CALL_REQUEST, params);
    assert.deepEqual(check, checkCall(INCIDENT, {}, 1, params.args));
    assert.deepEqual(check.missing, ['deliverables']);
    const bad = await client.connection.sendRequest<CallCheck>(CHECK_CALL_REQUEST, { ...params, args: '{' });
    assert.match(bad.problem ?? '', /not valid JSON/);
  });

  describe('completion in a parameters schema', () => {
    const complete = async (text: string, marker = '|') => {
      const uri = `untitled:completion-${Math.random().toString(36).slice(2)}.json`;
      const offset = text.indexOf(marker);
      const clean = text.slice(0, offset) + text.slice(offset + marker.length);
      await client.open(uri, clean);
      const before = clean.slice(0, offset).split('\n');
      const position = { line: before.length - 1, character: before[before.length - 1].length };
      const items = (await client.connection.sendRequest(CompletionRequest.type, {
        textDocument: { uri },
        position,
      })) as CompletionItem[];
      return items;
    };
    const tool = (schema: string) =>
      `{"tools": [{"name": "t", "description": "A tool for tests.", "inputSchema": ${schema}}]}`;

    it('offers only the profile keywords that fit a string property', async () => {
      const labels = (await complete(tool('{"type": "object", "properties": {"a": {"type": "string", |}}}'))).map(
        (i) => i.label,
      );
      for (const k of ['description', 'enum', 'format', 'minLength', 'pattern']) assert.ok(labels.includes(k), k);
      for (const k of ['type', 'items', 'minimum', 'properties', 'additionalProperties', '$ref', 'const'])
        assert.ok(!labels.includes(k), k);
    });

    it('offers neither anyOf nor enum at the root', async () => {
      const labels = (await complete(tool('{"type": "object", |}'))).map((i) => i.label);
      assert.ok(labels.includes('properties') && labels.includes('required'));
      assert.ok(!labels.includes('anyOf') && !labels.includes('enum') && !labels.includes('type'));
    });

    it('offers the portable type values, and date-time for format', async () => {
      const types = (await complete(tool('{"type": "object", "properties": {"a": {"type": "|"}}}'))).map(
        (i) => i.label,
      );
      assert.deepEqual(types, ['"object"', '"array"', '"string"', '"number"', '"integer"', '"boolean"']);
      const formats = (
        await complete(tool('{"type": "object", "properties": {"a": {"type": "string", "format": "|"}}}'))
      ).map((i) => i.label);
      assert.deepEqual(formats, ['"date-time"']);
    });

    it('offers snippets for a property, an array with items and an enum inside properties', async () => {
      const items = await complete(tool('{"type": "object", "properties": {|}}'));
      const byLabel = new Map(items.map((i) => [i.label, i]));
      assert.match((byLabel.get('array property')!.textEdit as { newText: string }).newText, /"items": \{/);
      assert.match((byLabel.get('enum property')!.textEdit as { newText: string }).newText, /"enum": \[/);
      assert.ok(byLabel.has('property'));
    });

    it('offers the declared names in required', async () => {
      const labels = (
        await complete(
          tool(
            '{"type": "object", "properties": {"a": {"type": "string"}, "b": {"type": "string"}}, "required": ["a", |]}',
          ),
        )
      ).map((i) => i.label);
      assert.deepEqual(labels, ['"b"']);
    });

    it('offers nothing outside a schema', async () => {
      assert.deepEqual(await complete('{"tools": [{"name": "t", |}]}'), []);
    });
  });
});
