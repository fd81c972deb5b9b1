import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import { McpServer as McpServerV1 } from '@modelcontextprotocol/sdk/server/mcp.js';
import * as mcpV2 from '@modelcontextprotocol/server';
import { betaZodTool } from '@anthropic-ai/sdk/helpers/beta/zod';
import { tool as langchainTool } from '@langchain/core/tools';
import { convertToOpenAITool } from '@langchain/core/utils/function_calling';
import { asSchema, tool as aiTool } from 'ai';
import { zodFunction } from 'openai/helpers/zod';
import { z as z4 } from 'zod';
import { z as z3 } from 'zod3';
import type { ZodProfileId } from '../../../shared/src/language/typescript/zod/types';

/**
 * The real converters, called the way each SDK calls them: the MCP SDKs through
 * a server and a client over an in-memory transport and `tools/list`; the other
 * SDKs through their own tool helper, reading the schema they put in the tool.
 * `source` is the tool's schema as written (`z.object({...})` or a raw shape),
 * evaluated with the profile's zod bound to `z`: the same text the evaluator reads.
 */
export type Converted = { schema: unknown } | { error: string };

export async function convert(profile: ZodProfileId, source: string, prelude = ''): Promise<Converted> {
  let schema: unknown;
  try {
    schema = build(profile === 'mcp-v1-zod3' ? z3 : z4, source, prelude);
  } catch (error) {
    return { error: `the snippet does not run: ${String(error)}` };
  }
  try {
    return { schema: await SENDERS[profile](schema) };
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) };
  }
}

function build(z: unknown, source: string, prelude: string): unknown {
  return new Function('z', `${prelude}\nreturn (${source});`)(z);
}

const noop = async () => ({ content: [] });

type Sender = (schema: unknown) => Promise<unknown>;

const SENDERS: Record<ZodProfileId, Sender> = {
  'mcp-v1-zod3': listedByMcpV1,
  'mcp-v1-zod4': listedByMcpV1,
  'mcp-v2': listedByMcpV2,
  'ai-sdk': async (schema) => asSchema(aiTool({ inputSchema: schema as never }).inputSchema).jsonSchema,
  'openai-helpers': async (schema) => zodFunction({ name: 't', parameters: schema as never }).function.parameters,
  'anthropic-beta': async (schema) =>
    (
      betaZodTool({ name: 't', description: 'd', inputSchema: schema as never, run: () => '' }) as {
        input_schema: unknown;
      }
    ).input_schema,
  langchain: async (schema) =>
    convertToOpenAITool(langchainTool(() => '', { name: 't', description: 'd', schema: schema as never })).function
      .parameters,
};

async function listedByMcpV1(schema: unknown): Promise<unknown> {
  const server = new McpServerV1({ name: 'oracle', version: '1.0.0' });
  server.registerTool('t', { inputSchema: schema as never }, noop as never);
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  return listTools(
    clientSide,
    () => server.connect(serverSide),
    () => server.close(),
  );
}

async function listedByMcpV2(schema: unknown): Promise<unknown> {
  const server = new mcpV2.McpServer({ name: 'oracle', version: '1.0.0' });
  server.registerTool('t', { inputSchema: schema as never }, noop as never);
  const [clientSide, serverSide] = mcpV2.InMemoryTransport.createLinkedPair();
  return listTools(
    clientSide as never,
    () => server.connect(serverSide),
    () => server.close(),
  );
}

async function listTools(
  clientSide: InstanceType<typeof InMemoryTransport>,
  connectServer: () => Promise<void>,
  closeServer: () => Promise<void>,
): Promise<unknown> {
  const client = new Client({ name: 'oracle-client', version: '1.0.0' });
  await connectServer();
  await client.connect(clientSide);
  try {
    const { tools } = await client.listTools();
    return tools[0].inputSchema;
  } finally {
    await client.close();
    await closeServer();
  }
}
