import { chmodSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { ListRootsRequestSchema, type CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { CLI, ensureCliBuilt } from './build';

/**
 * A folder holding a `toolwire` command that runs the built CLI, as `npm install -g`
 * puts one on the PATH: a client then starts the server with the README's command line.
 */
export function toolwireOnPath(): NodeJS.ProcessEnv {
  ensureCliBuilt();
  const bin = mkdtempSync(join(tmpdir(), 'toolwire-bin-'));
  const shim = join(bin, 'toolwire');
  writeFileSync(shim, `#!/bin/sh\nexec "${process.execPath}" "${CLI}" "$@"\n`);
  chmodSync(shim, 0o755);
  return { ...process.env, PATH: `${bin}${delimiter}${process.env.PATH ?? ''}` };
}

export interface StartOptions {
  command?: string;
  args?: string[];
  cwd?: string;
  /** The roots the client declares (absolute folders); undefined: no roots capability. */
  roots?: string[];
}

/** The MCP SDK's client, connected over stdio to `toolwire mcp-server` (by default) as a client starts it. */
export async function startServer(options: StartOptions = {}): Promise<Client> {
  const client = new Client(
    { name: 'toolwire-test', version: '1.0.0' },
    { capabilities: options.roots ? { roots: { listChanged: true } } : {} },
  );
  const roots = options.roots;
  if (roots)
    client.setRequestHandler(ListRootsRequestSchema, () => ({
      roots: roots.map((folder) => ({ uri: `file://${folder}` })),
    }));
  const transport = new StdioClientTransport({
    command: options.command ?? 'toolwire',
    args: options.args ?? ['mcp-server'],
    cwd: options.cwd,
    env: toolwireOnPath() as Record<string, string>,
    stderr: 'pipe',
  });
  await client.connect(transport);
  // The client validates a result's structuredContent only against the output schemas it has listed.
  await client.listTools();
  return client;
}

/** Call a tool; the client checks `structuredContent` against the tool's `outputSchema` itself. */
export async function call(client: Client, name: string, args: Record<string, unknown>): Promise<CallToolResult> {
  return (await client.callTool({ name, arguments: args })) as CallToolResult;
}

/** The text of a result's first content item. */
export function textOf(result: CallToolResult): string {
  const first = result.content[0];
  return first?.type === 'text' ? first.text : '';
}
