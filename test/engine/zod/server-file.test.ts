import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import ts from 'typescript';
import { z as z4 } from 'zod';
import { z as z3 } from 'zod3';
import { toValue } from '../../../shared/src/json/tree';
import { evaluateZod } from '../../../shared/src/language/typescript/zod/evaluate';
import { ZOD_PROFILES } from '../../../shared/src/language/typescript/zod/profiles';
import { sameFileScope } from '../../../shared/src/language/typescript/zod/scope';
import type { ZodProfileId } from '../../../shared/src/language/typescript/zod/types';
import { parseSnippet } from './evaluate-snippet';

/**
 * A whole MCP server file, written as servers write them (shared consts, a
 * schema reused across tools, X.shape, a raw shape, a root union): every
 * tool's inputSchema evaluated from the text, against what the real MCP SDK
 * v1 lists for the same file run with zod 3 and with zod 4.
 */
const SERVER = `
const Path = z.string().min(1).describe('A path inside the allowed folders.');
const Encoding = z.enum(['utf8', 'base64']).default('utf8');
const ReadArgs = z.object({ path: Path, encoding: Encoding, head: z.number().int().positive().optional() });
const Edit = z.object({ oldText: z.string(), newText: z.string() });
const EditArgs = z.object({ path: Path, edits: z.array(Edit), dryRun: z.boolean().default(false) });
const Search = z.object({ path: Path, pattern: z.string(), exclude: z.array(z.string()).default([]) });

server.registerTool('read_file', { description: 'Read a file.', inputSchema: ReadArgs.shape }, handler);
server.registerTool('edit_file', { description: 'Edit a file.', inputSchema: EditArgs }, handler);
server.registerTool('move_file', { inputSchema: { source: Path, destination: Path } }, handler);
server.registerTool('search', { inputSchema: Search.extend({ max: z.number().max(500).optional() }) }, handler);
server.registerTool('tag', { inputSchema: { tags: z.record(z.string(), z.string()), note: z.string().nullable() } }, handler);
server.registerTool('either', { inputSchema: z.union([ReadArgs, Search]) }, handler);
`;

async function listed(z: unknown): Promise<Map<string, unknown>> {
  const server = new McpServer({ name: 'file', version: '1.0.0' });
  const js = ts.transpileModule(SERVER, { compilerOptions: { target: ts.ScriptTarget.ES2022 } }).outputText;
  new Function('z', 'server', 'handler', js)(z, server, async () => ({ content: [] }));
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  const client = new Client({ name: 'c', version: '1.0.0' });
  await server.connect(serverSide);
  await client.connect(clientSide);
  const { tools } = await client.listTools();
  await client.close();
  return new Map(tools.map((t) => [t.name, t.inputSchema]));
}

/** The inputSchema expression of each registerTool call in the file. */
function inputSchemas(file: ts.SourceFile): Map<string, ts.Expression> {
  const out = new Map<string, ts.Expression>();
  const visit = (node: ts.Node): void => {
    if (ts.isCallExpression(node) && node.expression.getText(file) === 'server.registerTool') {
      const [name, config] = node.arguments;
      const input = ts.isObjectLiteralExpression(config)
        ? config.properties.find((p) => p.name?.getText(file) === 'inputSchema')
        : undefined;
      if (ts.isStringLiteral(name) && input && ts.isPropertyAssignment(input)) out.set(name.text, input.initializer);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return out;
}

const cases: Array<[ZodProfileId, unknown]> = [
  ['mcp-v1-zod3', z3],
  ['mcp-v1-zod4', z4],
];

describe('zod evaluation of a whole MCP server file, against the MCP SDK v1', () => {
  for (const [profile, z] of cases)
    it(profile, async () => {
      const real = await listed(z);
      const file = parseSnippet(SERVER);
      const scope = sameFileScope(ts, file);
      const schemas = inputSchemas(file);
      assert.equal(schemas.size, real.size);
      for (const [name, expr] of schemas) {
        const result = evaluateZod(ts, file, 0, expr, ZOD_PROFILES[profile], scope, { root: true });
        assert.deepEqual(toValue(result?.schema), real.get(name), name);
      }
    });
});
