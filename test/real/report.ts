/**
 * The agreement table for the closing note, and expected.json:
 *
 *   npx tsx test/real/report.ts            # print the table and every difference
 *   npx tsx test/real/report.ts --update   # also rewrite test/real/expected.json
 *
 * Needs dist/cli.js (npm run build) for the live servers.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { runAll, type ServerResult } from './run';

function table(results: ServerResult[]): string {
  const head =
    '| server | written in | list | tools in source | tools live | matched | findings agreeing | disagreeing (cause) |';
  const rows = results.map(({ summary: s }) => {
    const causes = Object.entries(s.disagreeing).map(([cause, n]) => `${n} ${cause}`);
    const cells = [`${s.package}@${s.version}`, s.writtenIn, s.list, s.sourceTools, s.liveTools, s.matched, s.agreeing];
    return `| ${cells.join(' | ')} | ${causes.join(', ') || '0'} |`;
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
  process.stdout.write(table(results) + '\n\n' + results.flatMap(details).join('\n') + '\n');
  if (process.argv.includes('--update')) {
    const expected = results.map((r) => r.summary);
    writeFileSync(join(__dirname, 'expected.json'), JSON.stringify(expected, null, 2) + '\n');
  }
}

void main();
