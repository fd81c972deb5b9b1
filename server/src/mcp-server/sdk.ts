/**
 * What `toolwire mcp-server` takes from the MCP SDK, in one module: the build puts it,
 * with the zod the SDK loads, in a file of its own (dist/mcp-server-sdk.js), which only
 * that command reads, so that the CLI does not read and compile it at every start
 * (esbuild.mjs). Types are imported from the SDK where they are used.
 */
export { Server } from '@modelcontextprotocol/sdk/server/index.js';
export { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
export {
  CallToolRequestSchema,
  ListToolsRequestSchema,
  RootsListChangedNotificationSchema,
} from '@modelcontextprotocol/sdk/types.js';
