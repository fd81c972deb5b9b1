import { join } from 'node:path';
import type { ServerResult } from './run';
import { percent, VERDICT_TARGETS, type Verdict, type VerdictTarget } from './verdicts';

export const README = join(__dirname, 'README.md');
const TARGETS = Object.keys(VERDICT_TARGETS) as VerdictTarget[];
const marker = (writer: string) => `<!-- figures: written by \`${writer}\` -->`;
const END = '<!-- end of figures -->';

function cells(v: Verdict): string[] {
  return [
    `${v.covered}/${v.listed} (${percent(v.covered, v.listed)})`,
    `${v.caught}/${v.rejected} (${percent(v.caught, v.rejected)})`,
    `${v.quiet}/${v.clean} (${percent(v.quiet, v.clean)})`,
  ];
}

/** What a table row needs of a server's result. */
type Figures = { summary: Pick<ServerResult['summary'], 'package' | 'version' | 'verdicts'> };

/** The verdicts of every server at one target, summed. */
function total(results: readonly Figures[], target: VerdictTarget): Verdict {
  const sum: Verdict = { listed: 0, covered: 0, rejected: 0, caught: 0, clean: 0, quiet: 0 };
  for (const r of results)
    for (const key of Object.keys(sum) as (keyof Verdict)[]) sum[key] += r.summary.verdicts[target][key];
  return sum;
}

/** What a user gets, per server and in all: coverage, recall and specificity at each target. */
export function figuresTable(results: readonly Figures[]): string {
  const columns = TARGETS.flatMap((t) => [`coverage (${t})`, `recall (${t})`, `specificity (${t})`]);
  const rows = results.map(
    ({ summary: s }) => `| ${s.package}@${s.version} | ${TARGETS.flatMap((t) => cells(s.verdicts[t])).join(' | ')} |`,
  );
  const all = `| **all ${results.length} servers** | ${TARGETS.flatMap((t) => cells(total(results, t))).join(' | ')} |`;
  return [`| server | ${columns.join(' | ')} |`, `|${'---|'.repeat(1 + columns.length)}`, ...rows, all].join('\n');
}

/** README.md's text with the table between its markers replaced (`writer`: the command the markers name). */
export function withFigures(readme: string, table: string, writer = 'npx tsx test/real/report.ts --update'): string {
  const begin = marker(writer);
  const from = readme.indexOf(begin);
  const to = readme.indexOf(END);
  if (from < 0 || to < from) throw new Error(`the README has no ${begin} … ${END} markers`);
  return `${readme.slice(0, from + begin.length)}\n\n${table}\n\n${readme.slice(to)}`;
}
