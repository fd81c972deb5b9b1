import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { locateRejection, type LocatedRejection } from '../../shared/src/runtime';

/**
 * Bedrock's two error formats for a tool (botocore's client-side
 * ParamValidationError, 0-based; the service's ValidationException, 1-based and
 * quoting the value), each against the same tools written in the three shapes
 * people send to Bedrock: converted to its toolSpec, in OpenAI's shape, in MCP's.
 * The texts are as users reported them; the tools are built so that they fit.
 */

interface Def {
  name: string;
  description?: string;
  schema: Record<string, unknown>;
}

const NOTE = { type: 'object', properties: { note: { type: 'string', description: 'The note.' } } };

/** Four tools: an empty description at 1 (and none at 3), a name Bedrock's pattern refuses at 2. */
const DEFS: Def[] = [
  { name: 'search', description: 'Search the notes by words.', schema: NOTE },
  { name: 'focus_chain', description: '', schema: NOTE },
  { name: 'Count Tool', description: 'Count the notes that match.', schema: NOTE },
  { name: 'lookup', description: 'Look a note up by its id.', schema: { type: 'object', properties: null } },
];

/** The shapes, each with where its tool N's members are. */
const SHAPES: Record<string, { request: (defs: Def[]) => unknown; at: (i: number) => string; schemaKey: string }> = {
  bedrock: {
    request: (defs) => ({
      toolConfig: {
        tools: defs.map((d) => ({ toolSpec: { ...text(d), inputSchema: { json: d.schema } } })),
      },
    }),
    at: (i) => `/toolConfig/tools/${i}/toolSpec`,
    schemaKey: 'inputSchema/json',
  },
  openai: {
    request: (defs) => ({
      tools: defs.map((d) => ({ type: 'function', function: { ...text(d), parameters: d.schema } })),
    }),
    at: (i) => `/tools/${i}/function`,
    schemaKey: 'parameters',
  },
  mcp: {
    request: (defs) => ({ tools: defs.map((d) => ({ ...text(d), inputSchema: d.schema })) }),
    at: (i) => `/tools/${i}`,
    schemaKey: 'inputSchema',
  },
};

function text(d: Def) {
  return { name: d.name, ...(d.description === undefined ? {} : { description: d.description }) };
}

interface Case {
  why: string;
  error: string;
  /** The tool it names, the member below the tool, how it is found, the rule. */
  tool: string;
  member: string;
  by: string;
  rule: string;
}

const CASES: Case[] = [
  {
    why: 'botocore: Invalid length, 0-based, the index trusted (the tool there has an empty description)',
    error:
      'botocore.exceptions.ParamValidationError: Parameter validation failed:\nInvalid length for parameter toolConfig.tools[1].toolSpec.description, value: 0, valid min length: 1',
    tool: 'focus_chain',
    member: 'description',
    by: 'index',
    rule: 'description-missing',
  },
  {
    why: "botocore: Invalid length at an index past this file's tools (aws-samples/bedrock-access-gateway #213): the empty description decides",
    error:
      '[ERROR] Stream error: 500: Parameter validation failed:\nInvalid length for parameter toolConfig.tools[13].toolSpec.description, value: 0, valid min length: 1',
    tool: 'focus_chain',
    member: 'description',
    by: 'value',
    rule: 'description-missing',
  },
  {
    why: 'ValidationException: the 1-based member index and the quoted name point at the same tool',
    error:
      "ValidationException: 1 validation error detected: Value 'Count Tool' at 'toolConfig.tools.3.member.toolSpec.name' failed to satisfy constraint: Member must satisfy regular expression pattern: [a-zA-Z0-9_-]+",
    tool: 'Count Tool',
    member: 'name',
    by: 'index',
    rule: 'name-invalid',
  },
  {
    why: 'ValidationException: an index read 0-based would name the tool after; the quoted value decides (awslabs/mcp #3181)',
    error:
      "1 validation error detected: Value 'Count Tool' at 'toolConfig.tools.1.member.toolSpec.name' failed to satisfy constraint: Member must satisfy regular expression pattern: [a-zA-Z0-9_-]+",
    tool: 'Count Tool',
    member: 'name',
    by: 'name',
    rule: 'name-invalid',
  },
  {
    why: 'Converse: toolConfig.tools.N.toolSpec.inputSchema with a $.path, 0-based (maximhq/bifrost #1720)',
    error:
      'The json schema definition at toolConfig.tools.3.toolSpec.inputSchema is invalid. Fix the following errors and try again: $.properties: null found, object expected',
    tool: 'lookup',
    member: '<schema>/properties',
    by: 'index',
    rule: 'schema-invalid',
  },
];

function best(r: LocatedRejection) {
  assert.ok(r.matches.length, 'a match');
  const m = r.matches[0];
  return { decided: r.decided, tool: m.tool, pointer: m.pointer, by: m.by, rule: m.rule, provider: m.provider };
}

describe("locateRejection: Bedrock's formats, against every shape the tools are sent in", () => {
  for (const [shape, { request, at, schemaKey }] of Object.entries(SHAPES))
    for (const c of CASES)
      it(`${shape}: ${c.why}`, () => {
        const index = DEFS.findIndex((d) => d.name === c.tool);
        const member = c.member.replace('<schema>', schemaKey);
        assert.deepEqual(best(locateRejection(c.error, request(DEFS))), {
          decided: true,
          tool: c.tool,
          pointer: `${at(index)}/${member}`,
          by: c.by,
          rule: c.rule,
          provider: 'bedrock',
        });
      });
});

describe('locateRejection: the trust rule on Bedrock indexes', () => {
  const tools = SHAPES.openai.request(DEFS);

  it('an index whose tool does not hold the quoted value, when no tool does, matches nothing', () => {
    const error =
      "1 validation error detected: Value 'web search' at 'toolConfig.tools.1.member.toolSpec.name' failed to satisfy constraint: Member must satisfy regular expression pattern: [a-zA-Z0-9_-]+";
    assert.deepEqual(locateRejection(error, tools), { decided: false, matches: [] });
  });

  it('botocore at an index whose description is not empty: the tools with an empty one, undecided when several', () => {
    const defs = [...DEFS, { name: 'ping', schema: NOTE }];
    const error =
      'Parameter validation failed:\nInvalid length for parameter toolConfig.tools[0].toolSpec.description, value: 0, valid min length: 1';
    const r = locateRejection(error, SHAPES.mcp.request(defs));
    assert.equal(r.decided, false);
    assert.deepEqual(
      r.matches.map((m) => [m.tool, m.by]),
      [
        ['focus_chain', 'value'],
        ['ping', 'value'],
      ],
    );
  });

  it('two errors of one ValidationException are two tools, each by its own index and value', () => {
    const error =
      "2 validation errors detected: Value 'Count Tool' at 'toolConfig.tools.3.member.toolSpec.name' failed to satisfy constraint: Member must satisfy regular expression pattern: [a-zA-Z0-9_-]+; Value '' at 'toolConfig.tools.2.member.toolSpec.description' failed to satisfy constraint: Member must have length greater than or equal to 1";
    const r = locateRejection(error, tools);
    assert.deepEqual(
      r.matches.map((m) => [m.tool, m.pointer, m.by]),
      [
        ['Count Tool', '/tools/2/function/name', 'index'],
        ['focus_chain', '/tools/1/function/description', 'index'],
      ],
    );
  });
});

describe('locateRejection: the AWS SDK for JavaScript v3', () => {
  const message =
    "1 validation error detected: Value 'Count Tool' at 'toolConfig.tools.3.member.toolSpec.name' failed to satisfy constraint: Member must satisfy regular expression pattern: [a-zA-Z0-9_-]+";

  /** What @aws-sdk/client-bedrock-runtime throws: a ServiceException, an Error with name, $fault and $metadata. */
  function validationException(): Error {
    return Object.assign(new Error(message), {
      name: 'ValidationException',
      $fault: 'client',
      $metadata: { httpStatusCode: 400, requestId: '5b1f0f3e-0c5e-4c4e-9a4f-1d2e3f4a5b6c', attempts: 1 },
    });
  }

  it('takes the exception object, and the same exception serialized as JSON', () => {
    const tools = SHAPES.bedrock.request(DEFS);
    const serialized = { name: 'ValidationException', message, $fault: 'client', $metadata: { httpStatusCode: 400 } };
    for (const error of [validationException(), serialized]) {
      const m = best(locateRejection(error, tools));
      assert.deepEqual([m.tool, m.pointer, m.by], ['Count Tool', '/toolConfig/tools/2/toolSpec/name', 'index']);
    }
  });

  it('reads a path into the schema after member.toolSpec.inputSchema.json', () => {
    const error =
      "1 validation error detected: Value null at 'toolConfig.tools.4.member.toolSpec.inputSchema.json.properties' failed to satisfy constraint: Member must not be null";
    const m = best(locateRejection(error, SHAPES.bedrock.request(DEFS)));
    assert.deepEqual(
      [m.tool, m.pointer, m.by],
      ['lookup', '/toolConfig/tools/3/toolSpec/inputSchema/json/properties', 'index'],
    );
  });
});
