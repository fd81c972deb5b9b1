import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { PaginatedResultSchema } from './sdk';

/** Guards one request: its answer, or a rejection when the deadline passes or the server fails. */
export type Guard = <T>(what: string, step: Promise<T>) => Promise<T>;

/** A server that keeps paginating past this is stuck in a loop. */
const MAX_PAGES = 100_000;

/**
 * Every tool the server lists, following `nextCursor`, as the server sent them.
 * The loose result schema keeps each tool exactly as it came: the SDK's own Tool
 * schema would strip unknown keys and refuse the very tools a linter must see.
 */
export async function listAllTools(client: Client, guard: Guard, timeoutMs: number): Promise<unknown[]> {
  const tools: unknown[] = [];
  const seen = new Set<string>();
  let cursor: string | undefined;
  for (let page = 1; page <= MAX_PAGES; page++) {
    const params = cursor === undefined ? {} : { cursor };
    const what = page === 1 ? 'tools/list' : `tools/list (page ${page})`;
    const result = await guard(
      what,
      client.request({ method: 'tools/list', params }, PaginatedResultSchema, { timeout: timeoutMs + 1000 }),
    );
    const listed = (result as { tools?: unknown }).tools;
    if (!Array.isArray(listed)) throw new Error(`the answer to ${what} has no "tools" array`);
    tools.push(...(listed as unknown[]));
    cursor = result.nextCursor;
    if (cursor === undefined) return tools;
    if (seen.has(cursor))
      throw new Error(`the server sent the cursor ${JSON.stringify(cursor)} twice: its pagination loops`);
    seen.add(cursor);
  }
  throw new Error(`the server listed more than ${MAX_PAGES} pages of tools`);
}
