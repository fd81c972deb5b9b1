import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { McpCommand } from '../args';
import { ConfigResolver } from '../configs';
import { CliError, messageOf } from '../errors';
import { runJob } from '../lint-file';
import { report } from '../output';
import { displayPath } from '../paths';
import { toolwireVersion } from '../version';
import { listAllTools, type Guard } from './list-tools';
import { Client, StreamableHTTPClientTransport } from './sdk';
import { ProcessTransport } from './process-transport';

/**
 * `toolwire mcp [options] -- <command> [args...]` (or `--url URL`): list a live
 * server's tools and lint them as one catalog, `{"tools": [...]}` with 2-space
 * indent, reported as `mcp:<command>`. Every failure (no answer within --timeout,
 * an early exit, garbage on stdout, an unreachable URL) is one CliError, exit 2,
 * and the server's process group is stopped whatever happens.
 */
export async function runMcp(cmd: McpCommand): Promise<number> {
  const name = `mcp:${cmd.url ?? cmd.server.join(' ')}`;
  const tools = await fetchTools(cmd, name);
  const text = JSON.stringify({ tools }, null, 2) + '\n';
  if (cmd.save) save(cmd.save, text);
  const file = resolve(cmd.save ?? 'mcp-tools.json');
  // maxFileSize guards editors against huge files; a server's tool list is checked whole, however long.
  // `listed`: the `$schema` the server's SDK stamps on each tool is one finding for the server, as in a lint of its source.
  const planned = new ConfigResolver(cmd).plan(file, process.cwd()).options;
  const options = { ...planned, maxFileSize: text.length + 1, listed: true };
  const result = runJob({ path: file, display: name, explicit: true, options, fix: 'none', text, virtual: true });
  if (!result.ok) throw new CliError(result.error);
  if (result.report && cmd.save) result.report.note = `saved to ${displayPath(resolve(cmd.save))}`;
  return report(result.report ? [result.report] : [], cmd, ON_THE_SERVER);
}

/** What can be done about a repairable finding of a running server: its tools are not a file to fix. */
const ON_THE_SERVER =
  "by a client at run time (conformTools in toolwire/runtime); lint the server's source for the fixes it can take";

async function fetchTools(cmd: McpCommand, name: string): Promise<unknown[]> {
  const stdio = cmd.url ? undefined : new ProcessTransport(cmd.server[0], cmd.server.slice(1));
  const transport = stdio ?? new StreamableHTTPClientTransport(new URL(cmd.url!));
  const client = new Client({ name: 'toolwire', version: toolwireVersion() }, { capabilities: {} });
  const stop = () => void (stdio ?? transport).close().finally(() => process.exit(130));
  process.once('SIGINT', stop).once('SIGTERM', stop);
  const guard = deadline(cmd.timeoutMs, stdio?.failure);
  try {
    await guard('initialize', client.connect(transport, { timeout: cmd.timeoutMs + 1000 }));
    return await listAllTools(client, guard, cmd.timeoutMs);
  } catch (e) {
    throw new CliError(`${name}: ${explain(e)}`, e instanceof CliError ? e.output : []);
  } finally {
    process.off('SIGINT', stop).off('SIGTERM', stop);
    await client.close().catch(() => {});
    await stdio?.close();
  }
}

/** Each step must finish within `ms` and before the server fails. */
function deadline(ms: number, failure: Promise<never> | undefined): Guard {
  return async (what, step) => {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new Error(`the server did not answer ${what} within ${ms / 1000} s (--timeout); it was stopped`)),
        ms,
      );
    });
    try {
      return await Promise.race([step, timeout, ...(failure ? [failure] : [])]);
    } finally {
      clearTimeout(timer);
    }
  };
}

/** One line about what went wrong, with the network cause when fetch hides it. */
function explain(e: unknown): string {
  const cause = (e as { cause?: { code?: string; message?: string } })?.cause;
  const detail = cause?.code ?? cause?.message;
  const message = messageOf(e);
  return detail && !message.includes(detail) ? `${message} (${detail})` : message;
}

function save(path: string, text: string) {
  try {
    writeFileSync(path, text);
  } catch (e) {
    throw new CliError(`${path}: cannot write the tool list (${(e as NodeJS.ErrnoException).code ?? messageOf(e)}).`);
  }
}
