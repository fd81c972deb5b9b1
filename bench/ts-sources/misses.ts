import type { Comparison } from '../../test/real/compare';
import type { Side } from '../../test/real/sides';
import { VERDICT_TARGETS, type ToolOutcome, type Verdict, type VerdictTarget } from '../../test/real/verdicts';

/** One server of servers.json: a checkout (brought and built by hand), what is linted and how it starts. */
export interface Row {
  name: string;
  /** The public repository and the commit measured. */
  repo: string;
  commit: string;
  /** The checkout's folder under --root. */
  checkout: string;
  /** Folders of the checkout that are linted (the server's TypeScript). */
  src: string[];
  /** How the checkout was installed and built before the run (a record: the script runs none of it). */
  build: string;
  /** The built server's command, paths relative to the checkout (`node` is this Node). */
  start: string[];
  env?: Record<string, string>;
  writtenIn: 'json' | 'zod';
}

export interface Measured {
  row: Row;
  comparison: Comparison;
  source: Side;
  summary: { package: string; version: string; verdicts: Record<VerdictTarget, Verdict> };
  outcomes: Record<VerdictTarget, ToolOutcome[]>;
}

/** Why a listed tool is not covered: no definition of its name in source, or one whose schema is not read. */
const uncovered = (t: ToolOutcome) => (t.where ? `schema not read (${t.where})` : 'not found in source');

/** Every listed tool a user of the source is let down on, per target: not covered, an error missed, a false error. */
export function misses({ row, outcomes }: Measured): string[] {
  const lines: string[] = [];
  for (const target of Object.keys(VERDICT_TARGETS) as VerdictTarget[]) {
    for (const t of outcomes[target]) {
      if (!t.covered) lines.push(`  ${target}: ${t.name}: ${uncovered(t)}`);
      if (t.liveErrors.length && !t.sourceErrors.length)
        lines.push(`  ${target}: ${t.name}: recall miss (live: ${[...new Set(t.liveErrors)].join(', ')})`);
      if (!t.liveErrors.length && t.sourceErrors.length)
        lines.push(`  ${target}: ${t.name}: false error (source: ${[...new Set(t.sourceErrors)].join(', ')})`);
    }
  }
  return lines.length ? [`${row.name}:`, ...lines] : [];
}
