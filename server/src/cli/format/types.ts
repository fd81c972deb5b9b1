import type { FileReport, Summary } from '../report';
import type { Style } from './color';

/** What every format is given. */
export interface FormatInput {
  reports: readonly FileReport[];
  summary: Summary;
  /** Toolwire's version. */
  version: string;
  style: Style;
  /** How to apply the safe repairs ("with --fix"), for the summary; undefined when they were just applied or shown. */
  repairHint?: string;
}

export type Formatter = (input: FormatInput) => string;

/** Where in a tool a finding sits, for documents with no file to open (an MCP server's tool list). */
export function toolPlace(f: { tool: string | null; pointer: string }): string {
  const tool = f.tool === null ? '' : `tool "${f.tool}" `;
  return `${tool}at ${f.pointer || '/'}`;
}
