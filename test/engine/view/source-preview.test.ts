import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { buildPreview } from '../../../shared/src/view/preview';
import { NOT_LISTED } from '../../../shared/src/view/unlisted';

/** An MCP server in TypeScript (zod 4): `tools` are its registerTool calls, one a line. */
function server(...tools: string[]): string {
  return [
    "import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';",
    "import { z } from 'zod';",
    "const server = new McpServer({ name: 'demo', version: '1.0.0' });",
    ...tools.map((t) => `server.registerTool(${t}, h);`),
    '',
  ].join('\n');
}

const FIND =
  "'find', { description: 'Find the notes whose text matches the words.', inputSchema: { q: z.string().describe('Words.') } }";
const DATED =
  "'dated', { description: 'List the notes written since a date.', inputSchema: { since: z.date().describe('The first day.') } }";
const UNDESCRIBED = "'add_note', { inputSchema: { text: z.string().describe('The text of the note.') } }";

describe('the preview of a source file', () => {
  it('a converter that throws on one tool leaves every tool of the server unlisted, and the counts follow', () => {
    const model = buildPreview(server(FIND, DATED), { fileName: 'server.ts' });
    assert.deepEqual(
      model.tools.map((t) => [t.name, t.status]),
      [
        ['find', 'left-out'],
        ['dated', 'left-out'],
      ],
    );
    for (const tool of model.tools) {
      assert.equal(tool.leftOutBecause.length, 1);
      assert.ok(tool.leftOutBecause[0].message.startsWith(NOT_LISTED), tool.leftOutBecause[0].message);
      assert.match(tool.leftOutBecause[0].message, /cannot convert `dated`/);
      assert.equal(tool.tokens, 0);
    }
    assert.deepEqual(model.totals, { tools: 2, sent: 0, repaired: 0, leftOut: 2, tokens: 0 });
    assert.equal(model.catalog.listed, 0);
  });

  it('without the throwing tool, the same server is sent whole', () => {
    const model = buildPreview(server(FIND), { fileName: 'server.ts' });
    assert.deepEqual(
      model.tools.map((t) => t.status),
      ['unchanged'],
    );
  });

  it('a tool with no description is sent with the derived one, which fix-all does not write into the file', () => {
    const model = buildPreview(server(FIND, UNDESCRIBED), { fileName: 'server.ts' });
    const tool = model.tools[1];
    assert.notEqual(tool.status, 'left-out');
    assert.equal(tool.descriptionDerived, true);
    assert.match(tool.description, /^add_note: no description came with this tool\./);
  });
});
