import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { locateRejection, looksLikeProviderError, type LocatedRejection } from '../../shared/src/runtime';
import { ROOT } from './helpers';

/**
 * Each provider's error format, with its verbatim text as users reported it
 * (the source is named beside each), against a request that holds the tool.
 * Where a report's index or name belongs to the reporter's request, the
 * request here is built so that the same text fits it.
 */

const incident = JSON.parse(readFileSync(join(ROOT, 'test/runtime/fixtures/incident-request.json'), 'utf8')) as {
  tools: unknown[];
};

/** `count` portable tools in the MCP shape, named tool_0..., each declaring `note`. */
function filler(count: number): Array<Record<string, unknown>> {
  return Array.from({ length: count }, (_, i) => ({
    name: `tool_${i}`,
    description: `Tool number ${i}: stores a note and returns its id.`,
    inputSchema: { type: 'object', properties: { note: { type: 'string', description: 'The note.' } } },
  }));
}

/** `filler(count)` with `tool` at `index`. */
function withToolAt(index: number, tool: Record<string, unknown>, count = index + 2): unknown[] {
  const tools: unknown[] = filler(count);
  tools[index] = tool;
  return tools;
}

function best(r: LocatedRejection) {
  assert.ok(r.matches.length, 'a match');
  const m = r.matches[0];
  return { decided: r.decided, tool: m.tool, toolIndex: m.toolIndex, pointer: m.pointer, rule: m.rule, by: m.by };
}

describe('locateRejection: the incident', () => {
  it("Gemini's 400 against the 17-tool request names project_run_create and its deliverables", () => {
    // The incident: a chat with Gemini through an OpenAI-compatible router, every turn.
    const error = '400 … function_declarations[15].parameters.properties[deliverables].items: missing field';
    const r = locateRejection(error, incident);
    assert.deepEqual(best(r), {
      decided: true,
      tool: 'project_run_create',
      toolIndex: 15,
      pointer: '/tools/15/function/parameters/properties/deliverables',
      rule: 'items-missing',
      by: 'index',
    });
    assert.match(r.matches[0].message, /`deliverables` is an array with no `items`/);
    assert.match(r.matches[0].fix ?? '', /items/);
  });

  it('takes the tool list itself, and an SDK error object', () => {
    const error = Object.assign(new Error('400 status code (no body)'), {
      error: {
        code: 400,
        message:
          '* GenerateContentRequest.tools[0].function_declarations[15].parameters.properties[deliverables].items: missing field.',
      },
    });
    const r = locateRejection(error, incident.tools);
    assert.equal(r.matches[0].pointer, '/15/function/parameters/properties/deliverables');
  });
});

describe('locateRejection: the trust rule', () => {
  it('an index whose tool does not declare the named property is not trusted: the tool that declares it is found', () => {
    // Same error, index 3: calendar_create_event declares no `deliverables` (the request sent had another order).
    const error =
      '* GenerateContentRequest.tools[0].function_declarations[3].parameters.properties[deliverables].items: missing field.';
    assert.deepEqual(best(locateRejection(error, incident)), {
      decided: true,
      tool: 'project_run_create',
      toolIndex: 15,
      pointer: '/tools/15/function/parameters/properties/deliverables',
      rule: 'items-missing',
      by: 'property',
    });
  });

  it('when several tools declare it, the candidates come ranked and undecided', () => {
    const error =
      "GenerateContentRequest.tools[0].function_declarations[0].parameters.properties[query].format: only 'enum' and 'date-time' are supported for STRING type";
    const r = locateRejection(error, incident);
    assert.equal(r.decided, false);
    assert.deepEqual(r.matches.map((m) => m.tool).sort(), ['mail_search', 'web_search']);
  });

  it('an index is trusted when its tool declares the property', () => {
    const tools = withToolAt(2, {
      ...filler(1)[0],
      name: 'tag',
      inputSchema: { type: 'object', properties: { note: { type: 'array' } } },
    });
    const r = locateRejection(
      '* GenerateContentRequest.tools[0].function_declarations[2].parameters.properties[note].items: missing field.',
      tools,
    );
    assert.deepEqual([r.decided, r.matches[0].tool, r.matches[0].by], [true, 'tag', 'index']);
  });
});

describe('locateRejection: one verbatim error per provider format', () => {
  const arrayNoItems = (name: string, prop: string) => ({
    name,
    description: 'Reads several files at once and returns their contents.',
    inputSchema: { type: 'object', properties: { [prop]: { type: 'array', description: 'Paths.' } } },
  });

  it('Gemini: Unknown name "k" at a numbered property (Gemini API, reported in 2025)', () => {
    const tool = {
      name: 'list_rows',
      description: 'List the rows of a sheet.',
      inputSchema: {
        type: 'object',
        properties: {
          sheet: { type: 'string', description: 'Sheet.' },
          filters: { type: 'array', items: { type: 'object', additionalProperties: false, properties: {} } },
        },
      },
    };
    const error = `Invalid JSON payload received. Unknown name "additionalProperties" at 'tools[0].function_declarations[8].parameters.properties[1].value.items': Cannot find field.`;
    assert.deepEqual(best(locateRejection(error, withToolAt(8, tool))), {
      decided: true,
      tool: 'list_rows',
      toolIndex: 8,
      pointer: '/8/inputSchema/properties/filters/items/additionalProperties',
      rule: 'keyword-unsupported',
      by: 'index',
    });
  });

  it('Gemini: Invalid value at an enum item (microsoft/azure-devops-mcp #145)', () => {
    const props: Record<string, unknown> = {};
    for (let i = 0; i < 16; i++) props[`p${i}`] = { type: 'string', description: `Field ${i}.` };
    props.priority = { type: 'integer', enum: [1, 2, 3], description: 'Priority.' };
    const tool = {
      name: 'update_work_item',
      description: 'Update one work item.',
      inputSchema: { type: 'object', properties: props },
    };
    const error =
      "Invalid value at 'request.tools[0].function_declarations[23].parameters.properties[16].value.enum[0]' (TYPE_STRING), 2";
    const m = best(locateRejection(error, withToolAt(23, tool)));
    assert.deepEqual(
      [m.tool, m.pointer, m.rule],
      ['update_work_item', '/23/inputSchema/properties/priority/enum/0', 'enum-non-string'],
    );
  });

  it('Gemini: the same with its brackets lost in a quote', () => {
    const tool = {
      name: 'tag_items',
      description: 'Tag items.',
      inputSchema: {
        type: 'object',
        properties: {
          a: { type: 'string' },
          b: { type: 'string' },
          tags: { type: 'array', items: { type: 'string' }, uniqueItems: true },
        },
      },
    };
    const error = `400 Unknown name "uniqueItems" at 'request.tools0.function_declarations43.parameters.properties2.value'`;
    const m = best(locateRejection(error, withToolAt(43, tool)));
    assert.deepEqual([m.tool, m.pointer], ['tag_items', '/43/inputSchema/properties/tags/uniqueItems']);
  });

  it("Gemini: a declaration's name (google-gemini/gemini-cli #2966)", () => {
    const error =
      '* GenerateContentRequest.tools[0].function_declarations[37].name: Invalid function name. Must start with a letter or an underscore. Must be alphameric (a-z, A-Z, 0-9), underscores (_), dots (.) or dashes (-), with a maximum length of 64.';
    const m = best(locateRejection(error, withToolAt(37, { ...filler(1)[0], name: '1password lookup' })));
    assert.deepEqual([m.tool, m.pointer, m.rule], ['1password lookup', '/37/name', 'name-invalid']);
  });

  it("OpenAI: In context=('properties', 'p') (sigoden/aichat PR #1049)", () => {
    const error =
      "Invalid schema for function 'filesystem_read_multiple_files': In context=('properties', 'paths'), array schema missing items.";
    const m = best(locateRejection(error, withToolAt(5, arrayNoItems('filesystem_read_multiple_files', 'paths'))));
    assert.deepEqual(
      [m.tool, m.pointer, m.rule, m.by],
      ['filesystem_read_multiple_files', '/5/inputSchema/properties/paths', 'items-missing', 'name'],
    );
  });

  it("OpenAI: Invalid 'tools[N].function.description' (OpenHands #4838)", () => {
    const long = { ...filler(1)[0], name: 'browse', description: 'x'.repeat(4394) };
    const error =
      "Invalid 'tools[2].function.description': string too long. Expected a string with maximum length 1024, but got a string with length 4394 instead.";
    const m = best(locateRejection(error, withToolAt(2, long)));
    assert.deepEqual([m.tool, m.pointer, m.rule], ['browse', '/2/description', 'description-length']);
  });

  it('OpenAI-compatible (Groq): for tool x, tools[N].function.parameters (usestrix/strix #1088)', () => {
    const tool = {
      name: 'view_agent_graph',
      description: 'Show the agent graph.',
      inputSchema: { type: 'object', required: ['depth'] },
    };
    const error =
      "invalid JSON schema for tool view_agent_graph, tools[24].function.parameters: 'required' present but 'properties' is missing";
    const m = best(locateRejection(error, withToolAt(24, tool)));
    assert.deepEqual([m.tool, m.toolIndex, m.pointer], ['view_agent_graph', 24, '/24/inputSchema']);
  });

  it('Anthropic: tools.N.custom.input_schema (anthropics/claude-code #5973)', () => {
    const tool = {
      name: 'search',
      description: 'Search by title or by id.',
      input_schema: {
        type: 'object',
        anyOf: [{ required: ['title'] }, { required: ['id'] }],
        properties: { title: { type: 'string' }, id: { type: 'string' } },
      },
    };
    const error = 'tools.2.custom.input_schema: input_schema does not support oneOf, allOf, or anyOf at the top level';
    const m = best(locateRejection(error, withToolAt(2, tool)));
    assert.deepEqual([m.tool, m.toolIndex, m.rule, m.by], ['search', 2, 'root-combinator', 'index']);
  });

  it("Anthropic: tools.N.custom.input_schema.type (anthropic-sdk-python's ToolParam)", () => {
    const tool = { name: 'echo', description: 'Echo the text back.', input_schema: { type: 'string' } };
    const m = best(locateRejection("tools.0.custom.input_schema.type: Input should be 'object'", withToolAt(0, tool)));
    assert.deepEqual([m.tool, m.pointer, m.rule], ['echo', '/0/input_schema/type', 'root-type']);
  });

  it('Bedrock Converse: toolConfig.tools.N.toolSpec.inputSchema and $.path (maximhq/bifrost #1720)', () => {
    const spec = (name: string, json: unknown) => ({
      toolSpec: { name, description: `${name} a thing.`, inputSchema: { json } },
    });
    const request = {
      toolConfig: {
        tools: [
          spec('convert', { type: 'object', properties: {} }),
          spec('lookup', { type: 'object', properties: null }),
        ],
      },
    };
    const error =
      'The json schema definition at toolConfig.tools.1.toolSpec.inputSchema is invalid. Fix the following errors and try again: $.properties: null found, object expected';
    const m = best(locateRejection(error, request));
    assert.deepEqual(
      [m.tool, m.toolIndex, m.pointer],
      ['lookup', 1, '/toolConfig/tools/1/toolSpec/inputSchema/json/properties'],
    );
  });

  it('Claude on Bedrock: The model returned the following errors: tools.N.custom (acomagu/vscode-as-mcp-server #6)', () => {
    const tool = {
      name: 'run',
      description: 'Run a command.',
      input_schema: { type: 'object', properties: { n: { type: 'number', exclusiveMinimum: true, minimum: 0 } } },
    };
    const error =
      'The model returned the following errors: tools.18.custom.input_schema: JSON schema is invalid. It must match JSON Schema draft 2020-12 (https://json-schema.org/draft/2020-12). Learn more about tool use at https://docs.claude.com/en/docs/tool-use.';
    const r = locateRejection(error, withToolAt(18, tool));
    assert.deepEqual(
      [r.matches[0].tool, r.matches[0].provider, r.matches[0].rule],
      ['run', 'bedrock', 'schema-invalid'],
    );
  });

  it('Mistral: Invalid tool schema with the quoted subschema (UKGovernmentBEIS/inspect_ai PR #1562)', () => {
    // Properties written straight under `parameters`: one named `description` became the keyword.
    const tool = {
      name: 'post_video',
      description: 'Post a video to TikTok.',
      inputSchema: {
        type: 'object',
        description: { type: 'string', description: 'The description for the TikTok video' },
      },
    };
    const error =
      "Invalid tool schema: {'type': 'string', 'description': 'The description for the TikTok video'} is not of type 'string'";
    const m = best(locateRejection(error, withToolAt(4, tool)));
    assert.deepEqual([m.tool, m.pointer, m.by], ['post_video', '/4/inputSchema/description', 'fragment']);
  });

  it('Mistral: a subschema quoted in part, with an ellipsis (SylphxAI/pdf-reader-mcp #63)', () => {
    const tool = {
      name: 'read_pdf',
      description: 'Read pages of a PDF.',
      inputSchema: {
        type: 'object',
        properties: {
          path: { type: 'string' },
          pages: {
            anyOf: [
              { type: 'array', items: { type: 'integer', exclusiveMinimum: true, minimum: 0 } },
              { type: 'string' },
            ],
          },
        },
        additionalProperties: false,
      },
    };
    const error =
      "Invalid tool schema: {'type': 'object', 'properties': {… 'pages': {'anyOf': [{'type': 'array', 'items': {'type': 'integer', 'exclusiveMinimum': True, 'minimum': 0}, …}]…}, 'additionalProperties': False} is not valid under any of the given schemas";
    const m = best(locateRejection(error, withToolAt(1, tool)));
    assert.deepEqual([m.tool, m.pointer, m.by], ['read_pdf', '/1/inputSchema', 'fragment']);
  });

  it('Mistral: extra_forbidden at loc body.tools.N.function (mistralai/client-python #91)', () => {
    const tools = [
      {
        type: 'function',
        function: {
          name: 'get_weather',
          description: 'Weather.',
          parameters: { type: 'object', properties: { city: { type: 'string' } } },
          required: ['city'],
        },
      },
    ];
    const error =
      '{"type":"extra_forbidden","loc":["body","tools",0,"function","required"],"msg":"Extra inputs are not permitted","input":["city"]}';
    const m = best(locateRejection(error, tools));
    assert.deepEqual([m.tool, m.pointer], ['get_weather', '/0/function/required']);
  });

  it('Mistral: Function name was x (Kochava-Studios/witsy PR #164)', () => {
    const error =
      'Function name was web.search but must be a-z, A-Z, 0-9, or contain underscores and dashes, with a maximum length of 64.';
    const m = best(locateRejection(error, withToolAt(3, { ...filler(1)[0], name: 'web.search' })));
    assert.deepEqual([m.tool, m.pointer, m.rule], ['web.search', '/3/name', 'name-invalid']);
  });

  it("OpenRouter: the upstream's error in metadata.raw (egoist/chatwise-releases #35)", () => {
    const raw = JSON.stringify({
      error: {
        code: 400,
        message:
          '* GenerateContentRequest.tools[0].function_declarations[15].parameters.properties[milestones].items: missing field.\n',
        status: 'INVALID_ARGUMENT',
      },
    });
    const error = JSON.stringify({
      error: { message: 'Provider returned error', code: 400, metadata: { raw, provider_name: 'Google AI Studio' } },
    });
    const m = best(locateRejection(error, incident));
    assert.deepEqual(
      [m.tool, m.pointer],
      ['project_run_create', '/tools/15/function/parameters/properties/milestones'],
    );
  });

  it("LiteLLM: its exception prefix before the provider's body", () => {
    const body = JSON.stringify(
      {
        error: {
          code: 400,
          message:
            '* GenerateContentRequest.tools[0].function_declarations[15].parameters.properties[risks].items: missing field.\n',
          status: 'INVALID_ARGUMENT',
        },
      },
      null,
      2,
    );
    const error = `litellm.BadRequestError: VertexAIException BadRequestError - ${body}`;
    const m = best(locateRejection(error, incident));
    assert.deepEqual([m.tool, m.pointer], ['project_run_create', '/tools/15/function/parameters/properties/risks']);
  });
});

describe('locateRejection on anything', () => {
  it('finds nothing in an error about no tool, and in a request without tools', () => {
    assert.deepEqual(locateRejection('429 Resource has been exhausted (e.g. check quota).', incident), {
      decided: false,
      matches: [],
    });
    assert.deepEqual(locateRejection('tools.0.custom.input_schema: JSON schema is invalid.', { messages: [] }), {
      decided: false,
      matches: [],
    });
  });

  it('never throws, whatever the error and the tools', () => {
    const errors = fc.oneof(
      fc.string(),
      fc.constantFrom(
        'function_declarations[',
        "In context=('",
        'tools.9.custom.',
        'Invalid tool schema: {',
        '$.',
        '"loc":[',
      ),
      fc.anything(),
    );
    fc.assert(
      fc.property(errors, fc.anything(), fc.nat({ max: 40 }), (error, tools, n) => {
        const texts = [
          error,
          `* GenerateContentRequest.tools[0].function_declarations[${n}].parameters.properties[${String(error)}].items: missing field.`,
        ];
        for (const e of texts) {
          const r = locateRejection(e, tools);
          assert.ok(Array.isArray(r.matches));
          const s = locateRejection(e, incident);
          for (const m of s.matches) assert.ok(m.toolIndex >= 0 && m.toolIndex < 17);
        }
      }),
      { numRuns: 200, seed: 20261201 },
    );
  });
});

describe('looksLikeProviderError', () => {
  it('is true for an error in a format locateRejection reads, also wrapped, and false for other text', () => {
    const wrapped = JSON.stringify({
      error: {
        message: 'Provider returned error',
        metadata: { raw: '{"error":{"message":"tools.3.custom.input_schema: JSON schema is invalid."}}' },
      },
    });
    for (const text of [
      '* GenerateContentRequest.tools[0].function_declarations[3].parameters.properties[tags].items: missing field.',
      "Invalid schema for function 'x': In context=(), object schema missing properties.",
      wrapped,
    ])
      assert.equal(looksLikeProviderError(text), true, text);
    for (const text of ['', 'const x = tools[0];', '429 Too Many Requests', 'x'.repeat(30_000) + 'tools.1.custom'])
      assert.equal(looksLikeProviderError(text), false, text.slice(0, 40));
  });
});
