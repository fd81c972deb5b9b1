/**
 * What the research measured with the real converters (test/python-oracle/measured/), read back
 * per profile and construct: the construct table (Appendix A), the exceptions of the profiles only
 * Appendix B covers, and the two tools given in full (Appendix C).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Abbreviated, Json } from './abbreviate';

export const MEASURED_DIR = join(__dirname, '..', '..', '..', '..', 'python-oracle', 'measured');

export interface Thrown {
  type: string;
  message: string;
  /** The research shortened the message: what it gives is a prefix. */
  cut?: boolean;
}

/** One cell: a schema in the table's form, an exception, no such parameter in the SDK, or a cell shortened past use. */
export type TableCell = Abbreviated | { throws: Thrown } | { na: string } | { cut: string };

interface TableFile {
  constructs: Record<string, { row: string; outcomes: Array<{ profiles: string[] } & TableCell> }>;
}

function load<T>(file: string): T {
  return JSON.parse(readFileSync(join(MEASURED_DIR, file), 'utf8')) as T;
}

const table = load<TableFile>('appendix-a.json').constructs;
const exceptions = load<{ profiles: Record<string, Record<string, { throws: Thrown }>> }>('appendix-b.json').profiles;
const tools = load<{ tools: Record<string, Record<string, { schema: Json; description?: string }>> }>(
  'appendix-c.json',
).tools;

/** The construct table's row for a construct: its first cell, as the research writes it. */
export function tableRow(id: string): string | undefined {
  return table[id]?.row;
}

export function tableCell(profile: string, id: string): TableCell | undefined {
  const found = table[id]?.outcomes.find((o) => o.profiles.includes(profile));
  if (!found) return undefined;
  const { profiles: _, ...cell } = found;
  if ('optional' in cell && cell.optional) return { ...cell, optional: [...cell.optional].sort() };
  return cell;
}

export function appendixException(profile: string, id: string): Thrown | undefined {
  return exceptions[profile]?.[id]?.throws;
}

export function wholeTool(profile: string, id: string): { schema: Json; description?: string } | undefined {
  return tools[id]?.[profile];
}

export const TABLE_IDS = Object.keys(table);
