/**
 * What `toolwire mcp` takes from the MCP SDK, in one module: the build puts it,
 * with the zod the SDK loads, in a file of its own (dist/mcp-sdk.js), which only
 * that command reads, so that the CLI does not read and compile it at every
 * start (esbuild.mjs). Types are imported from the SDK where they are used.
 */
export { Client } from '@modelcontextprotocol/sdk/client/index.js';
export { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
export { deserializeMessage, serializeMessage } from '@modelcontextprotocol/sdk/shared/stdio.js';
export { PaginatedResultSchema } from '@modelcontextprotocol/sdk/types.js';
