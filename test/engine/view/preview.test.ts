import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { parseJson } from '../../../shared/src/json/parse';
import { derivedDescription } from '../../../shared/src/model/derived-description';
import { locateTools } from '../../../shared/src/model/locate';
import { buildPreview } from '../../../shared/src/view/preview';
import { tokenCount } from '../../../shared/src/wire/tokens';
import { WIRE_FORMATS } from '../../../shared/src/view/model';

const incident = readFileSync('test/fixtures/incident.tools.json', 'utf8');
const kitchen = readFileSync('test/fixtures/kitchen-sink.mcp.json', 'utf8');
const MEMORY_LIST_PARAMS = { type: 'object', properties: {} };
const MEMORY_LIST_DESCRIPTION = 'List the memories saved for this user, newest first.';

describe('buildPreview: the incident fixture', () => {
  const model = buildPreview(incident);
  const [memory, projectRun, jira] = model.tools;

  it('names the encoding and counts the tools', () => {
    assert.equal(model.encoding, 'o200k_base');
    assert.deepEqual({ ...model.totals, tokens: 0 }, { tools: 3, sent: 2, repaired: 1, leftOut: 1, tokens: 0 });
  });

  it('sends memory_list unchanged, in each provider wire form', () => {
    assert.equal(memory.status, 'unchanged');
    assert.deepEqual(memory.changes, []);
    assert.equal(memory.diff, '');
    const n = 'memory_list';
    const d = MEMORY_LIST_DESCRIPTION;
    const p = MEMORY_LIST_PARAMS;
    assert.deepEqual(memory.wire, {
      openai: { type: 'function', function: { name: n, description: d, parameters: p } },
      anthropic: { name: n, description: d, input_schema: p },
      gemini: { name: n, description: d, parameters: p },
      bedrock: { toolSpec: { name: n, description: d, inputSchema: { json: p } } },
      mcp: { name: n, description: d, inputSchema: p },
    });
  });

  it('leaves project_run_create out: five arrays with no items and no safe repair', () => {
    assert.equal(projectRun.status, 'left-out');
    assert.deepEqual(
      projectRun.leftOutBecause.map((r) => r.rule),
      Array(5).fill('items-missing'),
    );
    for (const f of WIRE_FORMATS) assert.equal(projectRun.wire[f], null);
    assert.equal(projectRun.tokens, 0);
    assert.ok(projectRun.findings.some((f) => f.rule === 'items-missing'));
  });

  it('sends jira__create_issue with the derived description, marked', () => {
    const tool = locateTools(parseJson(incident).root)[2];
    assert.equal(jira.status, 'repaired');
    assert.equal(jira.descriptionDerived, true);
    assert.equal(jira.description, derivedDescription(tool));
    assert.match(jira.description, /^jira__create_issue: no description came with this tool\./);
    assert.match(jira.description, /- project \(string, required\): Project key, e\.g\. ENG\./);
    assert.equal((jira.wire.anthropic as { description: string }).description, jira.description);
    assert.ok(jira.changes.length >= 1);
    assert.equal(memory.descriptionDerived, false);
  });

  it('counts tokens of the OpenAI wire form, and the total is their sum', () => {
    for (const t of [memory, jira]) assert.equal(t.tokens, tokenCount(JSON.stringify(t.wire.openai)));
    assert.ok(memory.tokens > 20 && memory.tokens < 60, `${memory.tokens}`);
    assert.equal(
      model.totals.tokens,
      model.tools.reduce((s, t) => s + t.tokens, 0),
    );
  });

  it('lists the sent tools in the catalog', () => {
    assert.deepEqual([model.catalog.listed, model.catalog.omitted], [2, 0]);
    assert.ok(
      model.catalog.text.startsWith(
        `memory_list: ${MEMORY_LIST_DESCRIPTION}\njira__create_issue: jira__create_issue: no description came`,
      ),
    );
    assert.equal(model.catalog.chars, model.catalog.text.length);
  });

  it('keeps source ranges for each tool', () => {
    assert.equal(incident.slice(memory.nameOffset, memory.nameOffset + memory.nameLength), '"memory_list"');
    assert.equal(incident.slice(jira.offset, jira.offset + 1), '{');
  });
});

describe('buildPreview: the kitchen-sink fixture', () => {
  const model = buildPreview(kitchen);
  const byName = new Map(model.tools.map((t) => [t.sourceName, t]));

  it('leaves out the tools whose findings have no safe repair, saying which rule', () => {
    const searchFiles = byName.get('search_files')!;
    assert.equal(searchFiles.status, 'left-out');
    const rules = new Set(searchFiles.leftOutBecause.map((r) => r.rule));
    for (const r of ['items-missing', 'items-form', 'object-free-form', 'enum-non-string', 'type-missing'])
      assert.ok(rules.has(r), r);
    assert.ok(!rules.has('keyword-unsupported'), 'repaired keywords do not keep a tool out');
    const weather = byName.get('get weather!')!;
    assert.equal(weather.status, 'left-out');
    assert.ok(weather.leftOutBecause.some((r) => r.rule === 'root-combinator'));
    assert.equal(weather.name, 'get_weather_', 'the name as it would be sent');
  });

  it('still shows what the repairs did to a left-out tool', () => {
    const searchFiles = byName.get('search_files')!;
    assert.ok(searchFiles.changes.length > 0);
    assert.match(searchFiles.diff, /^-\s+"additionalProperties": false/m);
  });

  it('sends lookup with its $ref inlined', () => {
    const lookup = byName.get('lookup')!;
    assert.equal(lookup.status, 'repaired');
    assert.deepEqual(lookup.parameters, {
      type: 'object',
      properties: {
        filter: {
          type: 'object',
          properties: { field: { type: 'string' }, value: { type: 'string' } },
          required: ['field'],
        },
      },
    });
    assert.match(lookup.diff, /^-\s+"\$ref": "#\/\$defs\/Filter"/m);
  });

  it('sends ping, which declares no schema, with the empty object schema and a derived description', () => {
    const ping = byName.get('ping')!;
    assert.equal(ping.status, 'repaired');
    assert.deepEqual(ping.parameters, { type: 'object', properties: {} });
    assert.equal(ping.descriptionDerived, true);
    assert.deepEqual((ping.wire.mcp as { inputSchema: unknown }).inputSchema, { type: 'object', properties: {} });
  });

  it('totals agree with the cards', () => {
    const t = model.totals;
    assert.equal(t.tools, model.tools.length);
    assert.equal(t.sent + t.leftOut, t.tools);
    assert.equal(t.sent, model.catalog.listed + model.catalog.omitted);
  });
});

describe('buildPreview: shapes, names and budgets', () => {
  it('sends a parametersJsonSchema tool to Gemini under that key', () => {
    const text =
      '{"functionDeclarations": [{"name": "q", "description": "Query the index by keyword.", "parametersJsonSchema": {"type": "object", "properties": {"k": {"type": "string", "description": "Keyword."}}, "required": ["k"]}}]}';
    const [tool] = buildPreview(text).tools;
    assert.equal(tool.shape, 'gemini-json-schema');
    assert.deepEqual(Object.keys(tool.wire.gemini as object), ['name', 'description', 'parametersJsonSchema']);
  });

  it('reads a Bedrock toolSpec and sends it in every form', () => {
    const text =
      '{"tools": [{"toolSpec": {"name": "add", "description": "Add two numbers together.", "inputSchema": {"json": {"type": "object", "properties": {"a": {"type": "number", "description": "First."}, "b": {"type": "number", "description": "Second."}}, "required": ["a", "b"]}}}}]}';
    const [tool] = buildPreview(text).tools;
    assert.equal(tool.status, 'unchanged');
    assert.deepEqual((tool.wire.openai as { function: { parameters: unknown } }).function.parameters, tool.parameters);
    assert.deepEqual(
      (tool.wire.bedrock as { toolSpec: { inputSchema: { json: unknown } } }).toolSpec.inputSchema.json,
      tool.parameters,
    );
  });

  it('sanitises a name outside the portable pattern rather than leaving the tool out', () => {
    const text =
      '{"tools": [{"name": "files.read", "description": "Read a file of the workspace.", "inputSchema": {"type": "object", "properties": {}}}]}';
    const [tool] = buildPreview(text).tools;
    assert.equal(tool.status, 'repaired');
    assert.equal(tool.name, 'files_read');
    assert.ok(tool.changes.some((c) => c.includes('files_read')));
  });

  it('cuts the catalog at the budget, last line included', () => {
    const tools = Array.from(
      { length: 30 },
      (_, i) =>
        `{"name": "tool_${i}", "description": "Read record ${i} of the store.", "inputSchema": {"type": "object", "properties": {}}}`,
    );
    const model = buildPreview(`{"tools": [${tools.join(', ')}]}`, { budgets: { catalogChars: 300 } });
    assert.ok(model.catalog.chars <= 300);
    assert.equal(model.catalog.listed + model.catalog.omitted, 30);
    assert.ok(model.catalog.omitted > 0);
    assert.match(
      model.catalog.text.split('\n').pop()!,
      /^\d+ more tools not listed: .* Call tool_search to find them\.$/,
    );
    assert.equal(model.budgets.catalogChars, 300);
  });

  it('puts document-level findings apart', () => {
    const tools = Array.from(
      { length: 49 },
      (_, i) =>
        `{"name": "t${i}", "description": "Read record ${i} of the store.", "inputSchema": {"type": "object", "properties": {}}}`,
    );
    const model = buildPreview(`{"tools": [${tools.join(', ')}]}`);
    assert.deepEqual(
      model.documentFindings.map((f) => f.rule),
      ['catalog-budget'],
    );
  });

  it('never throws on bad input', () => {
    for (const text of [
      '',
      '{',
      'null',
      '{"tools": [{"name": 1, "inputSchema": []}]}',
      '[[[[[[[[',
      '{"tools": [{"name": "x", "inputSchema": {"type": "object", "properties": {"a": {"$ref": "#/a"}}}}]}',
    ]) {
      const model = buildPreview(text);
      assert.equal(model.totals.tools, model.tools.length);
    }
  });
});
