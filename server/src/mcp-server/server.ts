import { toolwireVersion } from '../cli/version';
import { callTool } from './call';
import { Roots } from './roots';
import {
  CallToolRequestSchema,
  ListToolsRequestSchema,
  RootsListChangedNotificationSchema,
  Server,
  StdioServerTransport,
} from './sdk';
import type { SchemaForm } from './strict-form';
import { listedTools, TOOLS } from './tools';

/** A text over `maxFileSize` must reach the tool, which refuses it in words, rather than break the transport. */
const MAX_MESSAGE_BYTES = 64 * 1024 * 1024;

export interface McpServerOptions {
  /** The form the input schemas are listed in (strict-form.ts). */
  schemas: SchemaForm;
}

/**
 * `toolwire mcp-server`: the engine as an MCP server over stdio (the official SDK's
 * low-level Server, so that the schemas listed are exactly the ones written here).
 * Tools read only files inside the client's roots; none starts a process. Resolves
 * when the client closes the connection.
 */
export async function serveMcp(options: McpServerOptions): Promise<void> {
  const server = new Server(
    { name: 'toolwire', title: 'Toolwire', version: toolwireVersion() },
    { capabilities: { tools: {} } },
  );
  const listed = listedTools(options.schemas);
  const listedText = JSON.stringify({ tools: listed });
  const roots = new Roots(() =>
    server.getClientCapabilities()?.roots ? server.listRoots().then((r) => r.roots) : undefined,
  );
  server.setNotificationHandler(RootsListChangedNotificationSchema, () => roots.changed());
  server.setRequestHandler(ListToolsRequestSchema, () => ({ tools: listed }));
  server.setRequestHandler(CallToolRequestSchema, (request) =>
    callTool(TOOLS, listedText, request.params.name, request.params.arguments ?? {}, { roots }),
  );
  const closed = new Promise<void>((resolve) => (server.onclose = resolve));
  await server.connect(new StdioServerTransport(process.stdin, process.stdout, { maxBufferSize: MAX_MESSAGE_BYTES }));
  // The client going away ends stdin: the server closes with it.
  process.stdin.once('end', () => void server.close());
  await closed;
}
