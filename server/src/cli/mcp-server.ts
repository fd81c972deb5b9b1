import { serveMcp } from '../mcp-server/server';
import type { McpServerCommand } from './args';
import { EXIT_OK } from './errors';

/** `toolwire mcp-server [--schemas FORM]`: serve until the client closes the connection. */
export async function runMcpServer(cmd: McpServerCommand): Promise<number> {
  await serveMcp({ schemas: cmd.schemas });
  return EXIT_OK;
}
