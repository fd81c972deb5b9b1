import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { lint } from '../../shared/src/index';

const DRAFT_07 = 'http://json-schema.org/draft-07/schema#';

/** A `tools/list` answer of two tools, each schema stamped with `$schema` as the MCP SDK sends it. */
function listed(first: Record<string, unknown>, second: Record<string, unknown>): string {
  const tool = (name: string, schema: Record<string, unknown>) => ({
    name,
    description: `Find the ${name} that match the words given.`,
    inputSchema: { ...schema, $schema: DRAFT_07 },
  });
  return JSON.stringify({ tools: [tool('notes', first), tool('files', second)] }, null, 2);
}

/** An object schema with every property required, as a clean tool has it. */
const object = (properties: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({
  type: 'object',
  description: 'Where to look.',
  properties,
  required: Object.keys(properties),
  ...extra,
});
const closed = (properties: Record<string, unknown>) => object(properties, { additionalProperties: false });
const words = { type: 'string', description: 'The words to look for.' };

/** What `toolwire mcp` judges (`listed`), for Gemini: rule and pointer of each finding. */
function judged(text: string): string[] {
  return lint(text, { listed: true, targets: ['gemini'], fixes: false }).findings.map((f) => `${f.rule} ${f.pointer}`);
}

describe("a server's tools/list: the keywords its SDK adds to every tool, said once", () => {
  const cases: Array<[string, string, string[]]> = [
    [
      'every object closed (zod-to-json-schema): one sdk-keywords, no per-tool additionalProperties',
      listed(closed({ q: words, where: closed({ folder: words }) }), closed({ q: words })),
      ['sdk-keywords /tools/0/inputSchema'],
    ],
    [
      "one object left open (a zod 4 server with a .strict()): the closed one is the author's, judged",
      listed(object({ q: words }), closed({ q: words })),
      ['sdk-keywords /tools/0/inputSchema', 'keyword-unsupported /tools/1/inputSchema/additionalProperties'],
    ],
    [
      'an object open on purpose (.passthrough(): additionalProperties true) keeps its keyword, judged',
      listed(
        closed({ q: words, where: object({ folder: words }, { additionalProperties: true }) }),
        closed({ q: words }),
      ),
      [
        'sdk-keywords /tools/0/inputSchema',
        'keyword-unsupported /tools/0/inputSchema/properties/where/additionalProperties',
      ],
    ],
  ];
  for (const [name, text, expected] of cases) it(name, () => assert.deepEqual(judged(text), expected));

  it('the finding names both keywords when the objects are closed, only $schema when not', () => {
    const message = (text: string) =>
      lint(text, { listed: true, targets: ['gemini'], fixes: false }).findings.find((f) => f.rule === 'sdk-keywords')!
        .message;
    assert.match(message(cases[0][1]), /^The server's SDK adds `additionalProperties: false` and `\$schema` to each/);
    assert.match(message(cases[1][1]), /^The server's SDK adds `\$schema` to each/);
  });
});
