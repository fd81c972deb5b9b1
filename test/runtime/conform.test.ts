import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { fixAllDetailed, type ProviderId } from '../../shared/src/index';
import { conformTools, type Defect } from '../../shared/src/runtime';
import { realToolLists, rejectedFindings, ROOT } from './helpers';

const forecast = {
  name: 'get_forecast',
  description: 'Get the weather forecast for a city for the next few days.',
  inputSchema: {
    type: 'object',
    properties: { city: { type: 'string', description: 'City name.' } },
    required: ['city'],
  },
};
const incident: unknown = JSON.parse(readFileSync(join(ROOT, 'test/fixtures/incident.tools.json'), 'utf8'));

interface McpTool {
  name: string;
  description?: string;
}

/** The tool lists of the MCP servers in bench/data/mcp (the harvested `tools/list` answers). */
function harvestedLists(): McpTool[][] {
  const dir = join(ROOT, 'bench', 'data', 'mcp');
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json') && f !== 'index.json')
    .map((f) => (JSON.parse(readFileSync(join(dir, f), 'utf8')) as { tools: McpTool[] }).tools);
}

describe('conformTools', () => {
  it('passes a portable tool unchanged, in its own shape, and maps its name to it', () => {
    const { offered, excluded, nameMap } = conformTools([forecast]);
    assert.deepEqual(offered, [forecast]);
    assert.deepEqual(excluded, []);
    assert.equal(nameMap.get('get_forecast'), forecast);
  });

  it('repairs what a safe repair mends, and the result is one every target accepts', () => {
    const tool = {
      name: 'fetch',
      description: 'Fetch a page by its address.',
      inputSchema: {
        type: 'object',
        additionalProperties: false,
        properties: { url: { type: ['string', 'null'], format: 'uri', description: 'The page.' } },
      },
    };
    const { offered, excluded } = conformTools([tool]);
    assert.deepEqual(excluded, []);
    assert.notDeepEqual(offered[0], tool);
    assert.deepEqual(rejectedFindings(offered), []);
  });

  it('describes a tool without a description, and sends an argument-less one the empty object schema', () => {
    const { offered } = conformTools([{ name: 'ping' }], { wire: 'openai' });
    const fn = (offered[0] as { function: { description: string; parameters: unknown } }).function;
    assert.match(fn.description, /^ping: no description came with this tool/);
    assert.deepEqual(fn.parameters, { type: 'object', properties: {} });
  });

  it('leaves out a tool with no name, and one no safe repair mends, with the findings that keep it out', () => {
    const { offered, excluded } = conformTools(incident);
    assert.deepEqual(
      offered.map((t) => (t as { function: { name: string } }).function.name),
      ['memory_list', 'jira__create_issue'],
    );
    assert.equal(excluded[0].name, 'project_run_create');
    assert.equal(excluded[0].index, 1);
    assert.deepEqual(
      excluded[0].findings.map((f) => f.pointer.split('/').pop()),
      ['deliverables', 'milestones', 'risks', 'stakeholders', 'acceptance_criteria'],
    );
    assert.ok(excluded[0].findings.every((f) => f.rule === 'items-missing'));
    const nameless = conformTools([{ description: 'Does things.', inputSchema: { type: 'object' } }]);
    assert.deepEqual(nameless.offered, []);
    assert.equal(nameless.excluded[0].findings[0].rule, 'name-missing');
  });

  it('keeps a tool the chosen targets accept, even when others would reject it', () => {
    const tool = { ...forecast, inputSchema: { type: 'object', properties: { n: { type: 'integer', enum: [1, 2] } } } };
    assert.equal(conformTools([tool], { targets: ['openai'] }).offered.length, 1);
    assert.equal(conformTools([tool], { targets: ['gemini'] }).excluded[0].findings[0].rule, 'enum-non-string');
  });

  it('sends the wire form asked for', () => {
    const { offered } = conformTools([forecast], { wire: 'bedrock' });
    assert.deepEqual(offered[0], {
      toolSpec: { name: forecast.name, description: forecast.description, inputSchema: { json: forecast.inputSchema } },
    });
  });

  it('reads an MCP tools/list result, a Gemini request body and a Bedrock toolConfig', () => {
    const declaration = { name: 'get_forecast', description: forecast.description, parameters: forecast.inputSchema };
    assert.equal(conformTools({ tools: [forecast], nextCursor: 'x' }).offered.length, 1);
    assert.deepEqual(conformTools({ tools: [{ functionDeclarations: [declaration] }] }).offered, [declaration]);
    const spec = { toolSpec: { name: 'get_forecast', description: forecast.description, inputSchema: { json: {} } } };
    assert.equal(conformTools({ toolConfig: { tools: [spec] } }).offered.length, 1);
  });

  it('leaves out a tool whose model-safe name an earlier tool already has', () => {
    const { offered, excluded, nameMap } = conformTools([
      { ...forecast, name: 'weather.today' },
      { ...forecast, name: 'weather_today' },
    ]);
    assert.equal(offered.length, 1);
    assert.equal((offered[0] as { name: string }).name, 'weather_today');
    assert.equal((nameMap.get('weather_today') as { name: string }).name, 'weather.today');
    assert.deepEqual(
      excluded.map((e) => [e.index, e.findings[0].rule]),
      [[1, 'name-duplicate']],
    );
  });

  it('tells onDefect each defect once per callback, across calls, and survives a callback that throws', () => {
    const told: Defect[] = [];
    const onDefect = (d: Defect) => told.push(d);
    conformTools(incident, { onDefect });
    const first = told.length;
    conformTools(incident, { onDefect });
    assert.equal(told.length, first, 'the second turn tells nothing new');
    assert.deepEqual(
      [...new Set(told.map((d) => `${d.tool} ${d.action} ${d.rule}`))],
      ['project_run_create excluded items-missing', 'jira__create_issue repaired description-missing'],
    );
    const thrower = () => {
      throw new Error('logger down');
    };
    assert.equal(conformTools(incident, { onDefect: thrower }).offered.length, 2);
  });

  it('never throws: what cannot be read is left out with the reason', () => {
    const cycle: Record<string, unknown> = { name: 'loop' };
    cycle.inputSchema = cycle;
    const getter = Object.defineProperty({}, 'name', {
      enumerable: true,
      get() {
        throw new Error('no');
      },
    });
    const proxy = new Proxy(
      {},
      {
        get() {
          throw new Error('trap');
        },
        ownKeys() {
          throw new Error('trap');
        },
      },
    );
    const hostile = [cycle, getter, proxy, { name: 1n }, () => 1, Symbol('s'), null, 'tool', [forecast]];
    const { offered, excluded } = conformTools(hostile);
    assert.deepEqual(offered, []);
    assert.equal(excluded.length, hostile.length);
    assert.ok(excluded.every((e) => e.findings.length > 0));
    for (const input of [proxy, undefined, 42, 'text', cycle]) assert.doesNotThrow(() => conformTools(input));
  });

  it('repairs each tool as fix-all of that tool alone does: the same repairs, pointers and result', () => {
    let compared = 0;
    // The first tools of each server: every server's style, at a fraction of the cost of all of them.
    for (const list of harvestedLists().map((tools) => tools.slice(0, 5))) {
      const repaired = new Map<number, string[]>();
      const onDefect = (d: Defect) => {
        if (d.action === 'repaired')
          repaired.set(d.index, [...(repaired.get(d.index) ?? []), `${d.rule} ${d.pointer} ${d.message}`]);
      };
      const { offered, nameMap } = conformTools(list, { onDefect });
      const sentAs = new Map([...nameMap].map(([name, tool]) => [tool, name]));
      list.forEach((tool, index) => {
        const alone = fixAllDetailed(JSON.stringify(tool));
        const sent = offered.find((o) => (o as { name: string }).name === sentAs.get(tool));
        // A tool renamed or described on the way out differs from fix-all's text by that.
        if (!sent || sentAs.get(tool) !== tool.name || !tool.description?.trim()) return;
        assert.deepEqual(sent, JSON.parse(alone.text), tool.name);
        const repairs = alone.repairs.map((r) => `${r.rule} ${r.pointer} ${r.title}`);
        assert.deepEqual(repaired.get(index) ?? [], repairs, tool.name);
        compared += repairs.length ? 1 : 0;
      });
    }
    assert.ok(compared > 50, `${compared} repaired tools compared`);
  });

  it('leaves out a strict tool that Anthropic refuses on its own, whether or not a repair applies to it', () => {
    const properties: Record<string, unknown> = {};
    for (let i = 0; i < 25; i++) properties[`option_${i}`] = { type: 'string', description: `Option ${i}.` };
    const strict = {
      name: 'search',
      description: 'Search the index for documents.',
      strict: true,
      input_schema: { type: 'object', properties, additionalProperties: false },
    };
    // `color` is no format Anthropic's strict mode takes: its repair drops it.
    const repairable = {
      ...strict,
      input_schema: {
        ...strict.input_schema,
        properties: { ...properties, colour: { type: 'string', format: 'color' } },
      },
    };
    for (const tool of [strict, repairable]) {
      const { offered, excluded } = conformTools([tool], { targets: ['anthropic'] });
      assert.deepEqual(offered, []);
      assert.deepEqual(
        excluded[0].findings.map((f) => f.rule),
        ['strict-limits'],
      );
    }
  });

  it('repairs a listed tool that has no schema key by the rules that judged it', () => {
    const told: string[] = [];
    const { offered } = conformTools([{ name: 'ping' }], { onDefect: (d) => told.push(`${d.action} ${d.rule}`) });
    assert.deepEqual(offered, [
      {
        name: 'ping',
        description: 'ping: no description came with this tool. It takes no declared inputs.',
        parameters: { type: 'object', properties: {} },
      },
    ]);
    assert.deepEqual(told, ['repaired description-missing', 'repaired parameters-missing']);
    // A strict mode refuses an open object: the tool that takes no arguments is sent closed, and stays so.
    for (const targets of [['anthropic', 'anthropic-strict'], ['openai-strict']] satisfies ProviderId[][]) {
      const strict = conformTools([{ name: 'ping' }], { targets });
      assert.deepEqual(strict.excluded, [], String(targets));
      assert.deepEqual((strict.offered[0] as { parameters: unknown }).parameters, {
        type: 'object',
        properties: {},
        additionalProperties: false,
      });
      assert.deepEqual(conformTools(strict.offered, { targets }).offered, strict.offered, String(targets));
    }
    // A tool that turns strict mode on itself gets the closed form (with Gemini among the targets it
    // would be left out: Gemini's `parameters` refuses `additionalProperties`).
    const own = conformTools([{ type: 'function', function: { name: 'ping', description: 'Ping.', strict: true } }], {
      targets: ['openai'],
    });
    assert.deepEqual(own.excluded, []);
    assert.deepEqual((own.offered[0] as { function: { parameters: unknown } }).function.parameters, {
      type: 'object',
      properties: {},
      additionalProperties: false,
    });
  });

  it('on every real tool list: offers nothing a target rejects, and conforming the offer changes nothing', () => {
    const lists = realToolLists();
    assert.ok(lists.length >= 7, `${lists.length} lists`);
    for (const { name, value } of lists)
      for (const targets of ['portable', ['openai'], ['gemini', 'anthropic']] satisfies Array<
        'portable' | ProviderId[]
      >) {
        const once = conformTools(value, { targets });
        const label = `${name} for ${String(targets)}`;
        assert.deepEqual(rejectedFindings(once.offered, targets), [], label);
        // Judged anew, not recalled: the offer of a tool given unchanged is the tool itself.
        const twice = conformTools(once.offered, { targets, recall: false });
        assert.deepEqual(twice.offered, once.offered, `${label}: idempotent`);
        assert.deepEqual(twice.excluded, [], `${label}: nothing more left out`);
      }
  });
});

describe('conformTools on the next turn', () => {
  it('recalls what an earlier turn judged: on every real tool list, the same as judging anew (recall off)', () => {
    for (const { name, value } of realToolLists())
      for (const options of [{}, { targets: ['openai-strict'] as ProviderId[] }, { wire: 'gemini' as const }]) {
        const judged = conformTools(value, { ...options, recall: false });
        conformTools(value, options);
        const recalled = conformTools(value, options);
        assert.deepEqual(recalled, judged, `${name} with ${JSON.stringify(options)}`);
      }
  });

  it('gives each turn tools of its own: changing the tools one turn sent changes no later turn', () => {
    const first = conformTools([forecast]);
    (first.offered[0] as { name: string }).name = 'changed';
    first.excluded.push({ tool: null, index: 9, findings: [] });
    const next = conformTools([forecast]);
    assert.deepEqual(next.offered, [forecast]);
    assert.deepEqual(next.excluded, []);
  });

  it('judges a tool anew for other targets or another wire form, and a changed tool anew', () => {
    const loose = { ...forecast, inputSchema: { ...forecast.inputSchema, additionalProperties: true } };
    assert.equal(conformTools([loose]).offered.length, 1);
    assert.equal(conformTools([loose], { targets: ['openai-strict'] }).excluded.length, 1);
    assert.ok('function' in (conformTools([loose], { wire: 'openai' }).offered[0] as object));
    const renamed = conformTools([{ ...loose, name: 'forecast for a city' }]);
    assert.ok(renamed.nameMap.has('forecast_for_a_city'));
  });
});
