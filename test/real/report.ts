/**
 * The tables for the closing note, test/real/README.md and expected.json:
 *
 *   npx tsx test/real/report.ts            # print the tables and every difference
 *   npx tsx test/real/report.ts --update   # also rewrite expected.json and README.md's table
 *
 * Needs dist/cli.js (npm run build) to start the servers.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { runAll, type ServerResult } from './run';
import { figuresTable, README, withFigures } from './figures';

function agreementTable(results: ServerResult[]): string {
  const head =
    '| server | written in | compared by | tools in source | tools live | matched | findings agreeing | disagreeing (cause) |';
  const rows = results.map(({ summary: s }) => {
    const causes = Object.entries(s.disagreeing).map(([cause, n]) => `${n} ${cause}`);
    const cells = [`${s.package}@${s.version}`, s.writtenIn, s.compare, s.sourceTools, s.liveTools, s.matched];
    return `| ${[...cells, s.agreeing].join(' | ')} | ${causes.join(', ') || '0'} |`;
  });
  return [head, `|${'---|'.repeat(8)}`, ...rows].join('\n');
}

function details({ server, comparison: c }: ServerResult): string[] {
  const lines = c.differences.map(
    (d) =>
      `  ${d.cause}: ${d.side} only, ${d.tool} ${d.rule} at ${d.pointer || '(tool)'}${d.at !== undefined ? ` (value at ${d.at || '(tool)'})` : ''}`,
  );
  for (const key of c.notListed) lines.push(`  not listed: ${key}: ${server.notListed?.[key] ?? 'NOT EXPLAINED'}`);
  for (const name of c.notInSource)
    lines.push(`  not in source: ${name}: ${server.notInSource?.[name] ?? 'NOT EXPLAINED'}`);
  return lines.length ? [`${server.package}:`, ...lines] : [];
}

async function main() {
  const results = await runAll();
  const parts = [figuresTable(results), agreementTable(results), results.flatMap(details).join('\n')];
  process.stdout.write(parts.join('\n\n') + '\n');
  if (process.argv.includes('--update')) {
    const expected = results.map((r) => r.summary);
    writeFileSync(join(__dirname, 'expected.json'), JSON.stringify(expected, null, 2) + '\n');
    writeFileSync(README, withFigures(readFileSync(README, 'utf8'), figuresTable(results)));
  }
}

void main();
