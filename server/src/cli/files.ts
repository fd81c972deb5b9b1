import { resolve } from 'node:path';
import type { FilesCommand } from './args';
import { ConfigResolver } from './configs';
import { discoverFiles } from './discover';
import { CliError } from './errors';
import { runJob, type FixMode, type JobResult, type LintJob } from './lint-file';
import { report } from './output';
import { displayPath } from './paths';
import { Progress } from './progress';
import type { FileReport } from './report';

/** `toolwire [options] <file|dir|glob>...` and `toolwire --stdin`. */
export async function runFiles(cmd: FilesCommand): Promise<number> {
  const resolver = new ConfigResolver(cmd);
  const fix: FixMode = cmd.fix ? 'fix' : cmd.fixDryRun ? 'dry-run' : 'none';
  const jobs: LintJob[] = cmd.stdin
    ? [await stdinJob(cmd, resolver, fix)]
    : discoverFiles(cmd.inputs, resolver).map((f) => ({ ...f, fix }));
  const results = runJobs(jobs);
  const reports: FileReport[] = [];
  for (const r of results) {
    if (!r.ok) throw new CliError(r.error);
    for (const e of r.internalErrors) process.stderr.write(`toolwire: internal error (please report it): ${e}\n`);
    if (r.report) reports.push(r.report);
  }
  return report(reports, cmd, fix === 'none' ? 'with --fix' : undefined);
}

/** Lint every job in this thread, in order, with a progress line on a terminal. */
function runJobs(jobs: readonly LintJob[]): JobResult[] {
  const progress = new Progress(jobs.length);
  try {
    return jobs.map((job, i) => {
      const result = runJob(job);
      progress.update(i + 1);
      return result;
    });
  } finally {
    progress.done();
  }
}

async function stdinJob(cmd: FilesCommand, resolver: ConfigResolver, fix: FixMode): Promise<LintJob> {
  const name = cmd.stdinFilename ? resolve(cmd.stdinFilename) : resolve('<stdin>');
  return {
    path: name,
    display: cmd.stdinFilename ? displayPath(name) : '<stdin>',
    explicit: true,
    options: resolver.plan(name, process.cwd()).options,
    fix,
    text: await readStdin(),
  };
}

export async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  try {
    for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  } catch (e) {
    throw new CliError(`standard input: cannot read it (${(e as Error).message}).`);
  }
  return Buffer.concat(chunks).toString('utf8');
}
