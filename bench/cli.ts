import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { measure, round, type Timing } from './measure';

/**
 * The CLI as a person runs it: `node dist/cli.js --format json <folder>` on a
 * folder of real tool files (bench/real-catalog.ts realToolFiles), wall time
 * from spawn to exit, next to `JSON.parse` of the same texts in this process
 * and to the CLI's bare start-up (`--version`).
 */

export interface CliResult {
  files: number;
  chars: number;
  tools: number;
  findings: number;
  run: Timing;
  jsonParse: Timing;
  startup: Timing;
}

const run = promisify(execFile);

async function lintFolder(cli: string, dir: string): Promise<{ tools: number; findings: number }> {
  // Exit 1 (errors found) is the expected outcome on real files: its stdout is the report.
  const { stdout } = await run(process.execPath, [cli, '--format', 'json', dir], { maxBuffer: 1 << 30 }).catch(
    (e: { code?: number; stdout?: string }) => {
      if (e.code === 1 && e.stdout) return { stdout: e.stdout };
      throw e;
    },
  );
  const report = JSON.parse(stdout) as { files: { findings: unknown[] }[]; summary: { tools: number } };
  return { tools: report.summary.tools, findings: report.files.reduce((n, f) => n + f.findings.length, 0) };
}

export async function cliBenchmark(cli: string, texts: readonly string[], runs = 5): Promise<CliResult> {
  const dir = mkdtempSync(join(tmpdir(), 'toolwire-bench-cli-'));
  try {
    texts.forEach((text, i) => writeFileSync(join(dir, `tools-${String(i).padStart(3, '0')}.json`), text));
    const counted = await lintFolder(cli, dir);
    const timed = await measure(() => lintFolder(cli, dir), { warmup: 0, runs });
    const parse = await measure(() => texts.forEach((t) => void JSON.parse(t)), { warmup: 2, runs: 15 });
    const startup = await measure(() => run(process.execPath, [cli, '--version']), { warmup: 1, runs });
    const chars = texts.reduce((n, t) => n + t.length, 0);
    return { files: texts.length, chars, ...counted, run: timed, jsonParse: parse, startup };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export function cliTable(cli: CliResult | undefined): string {
  if (!cli) return '';
  const seconds = cli.run.median / 1000;
  return [
    `| CLI, \`toolwire --format json\` on a folder of ${cli.files} real tool files (${(cli.chars / 1e6).toFixed(2)} MB, ${cli.tools.toLocaleString('en-US')} tools, ${cli.findings.toLocaleString('en-US')} findings) | |`,
    '|---|---:|',
    `| wall time, spawn to exit (median of ${cli.run.runs}) | ${cli.run.median.toFixed(0)} ms |`,
    `| files per second | ${round(cli.files / seconds, 0).toLocaleString('en-US')} |`,
    `| MB per second | ${round(cli.chars / 1e6 / seconds, 1)} |`,
    `| \`JSON.parse\` of the same files, in process | ${cli.jsonParse.median.toFixed(1)} ms |`,
    `| CLI / \`JSON.parse\` | ${round(cli.run.median / cli.jsonParse.median, 0)}× |`,
    `| of which start-up (\`toolwire --version\`) | ${cli.startup.median.toFixed(0)} ms |`,
  ].join('\n');
}
