import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Dice, prng } from '../test/helpers/catalog';

/**
 * Real-shaped catalogs: the `tools/list` answers harvested from MCP servers
 * (bench/data/mcp, see bench/harvest.mjs) put together as one large catalog, the
 * way a gateway that aggregates servers lists them. Whole servers are taken in
 * a seeded order, over and over until the catalog has `count` tools; a name seen
 * before gets `_2`, `_3`, ... so that names stay unique. Tools are otherwise kept
 * exactly as their server listed them, faults and all, so a repeated server's
 * tools are near-identical to the earlier copy (tools-overlap flags them, as it
 * would in a gateway that lists one server twice).
 */

type Json = Record<string, unknown>;

export type Shape = 'mcp' | 'openai' | 'anthropic';

export interface HarvestedServer {
  package: string;
  version: string;
  file?: string;
  tools?: number;
  reason?: string;
}

export const DATA_DIR = join(__dirname, 'data', 'mcp');

/** The servers that listed their tools, as bench/data/mcp/index.json records them. */
export function harvestedServers(dir = DATA_DIR): HarvestedServer[] {
  const index = JSON.parse(readFileSync(join(dir, 'index.json'), 'utf8')) as { servers: HarvestedServer[] };
  return index.servers.filter((s) => s.file);
}

/** Each harvested server's tools, as listed, in index order. */
export function harvestedTools(dir = DATA_DIR): Json[][] {
  return harvestedServers(dir).map(
    (s) => (JSON.parse(readFileSync(join(dir, s.file!), 'utf8')) as { tools: Json[] }).tools,
  );
}

/** `count` tools with unique names, from whole servers in a seeded order. */
export function realTools(count: number, servers: readonly Json[][] = harvestedTools(), seed = 12): Json[] {
  // Fisher-Yates with the seeded dice: the same server order on every machine.
  const d = new Dice(prng(seed));
  const order = servers.map((_, i) => i);
  for (let i = order.length - 1; i > 0; i--) {
    const j = d.int(0, i);
    [order[i], order[j]] = [order[j], order[i]];
  }
  const names = new Set<string>();
  const out: Json[] = [];
  for (let round = 0; out.length < count; round++) {
    const server = servers[order[round % order.length]];
    for (const tool of server) {
      if (out.length === count) break;
      out.push({ ...tool, name: uniqueName(String(tool.name), names) });
    }
  }
  return out;
}

function uniqueName(name: string, names: Set<string>): string {
  let unique = name;
  for (let k = 2; names.has(unique); k++) unique = `${name}_${k}`;
  names.add(unique);
  return unique;
}

/** The tool as it would be written for `shape`: MCP keeps everything listed; OpenAI and Anthropic keep name, description and schema. */
function inShape(tool: Json, shape: Shape): unknown {
  if (shape === 'mcp') return tool;
  const description = tool.description === undefined ? {} : { description: tool.description };
  if (shape === 'anthropic') return { name: tool.name, ...description, input_schema: tool.inputSchema };
  return { type: 'function', function: { name: tool.name, ...description, parameters: tool.inputSchema } };
}

/** A real-shaped catalog of `count` tools as pretty-printed JSON text (2-space indent, like committed tool files). */
export function realCatalog(count: number, shape: Shape = 'mcp', servers?: readonly Json[][]): string {
  const tools = realTools(count, servers).map((t) => inShape(t, shape));
  const doc = shape === 'mcp' ? { tools } : tools;
  return JSON.stringify(doc, null, 2) + '\n';
}

/** `count` real tool files: one server's answer each, servers in turn, the shapes in turn. */
export function realToolFiles(count: number, servers: readonly Json[][] = harvestedTools()): string[] {
  const shapes: Shape[] = ['mcp', 'openai', 'anthropic'];
  return Array.from({ length: count }, (_, i) => {
    const tools = servers[i % servers.length];
    const shape = shapes[Math.floor(i / servers.length) % shapes.length];
    return realCatalog(tools.length, shape, [tools]);
  });
}
