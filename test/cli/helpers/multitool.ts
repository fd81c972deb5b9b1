import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import multitoolPath from '@microsoft/sarif-multitool';

/** What Microsoft's SARIF Multitool reported about one log. */
export interface Verdict {
  errors: string[];
  warnings: string[];
}

interface MultitoolLog {
  runs: {
    invocations?: { executionSuccessful?: boolean }[];
    results?: {
      ruleId: string;
      level?: string;
      message: { text?: string };
      locations?: { physicalLocation?: { artifactLocation?: { uri?: string } } }[];
    }[];
  }[];
}

/**
 * Run `sarif-multitool validate --rule-kind "Sarif;Gh"` (the SARIF schema, the SARIF
 * spec's rules and GitHub code scanning's) once on `files`, and sort what it reports
 * by the file it concerns. Its exit code is 0 even when it finds errors, so this reads
 * the SARIF log it writes of its own. The platform binary is spawned directly: the
 * package's bin runs it through a shell, which would split "Sarif;Gh" at the `;`.
 */
export function validateSarif(files: readonly string[]): Map<string, Verdict> {
  const out = join(mkdtempSync(join(tmpdir(), 'toolwire-multitool-')), 'verdict.sarif');
  // The files come first: a list option such as --log takes every value after it.
  const args = ['validate', ...files, '--rule-kind', 'Sarif;Gh', '--output', out, '--log', 'ForceOverwrite'];
  const run = spawnSync(multitoolPath, args, { encoding: 'utf8' });
  if (run.error || run.status !== 0) {
    throw new Error(
      `sarif-multitool failed (${run.error?.message ?? `exit ${run.status}`}):\n${run.stdout}${run.stderr}`,
    );
  }
  const log = JSON.parse(readFileSync(out, 'utf8')) as MultitoolLog;
  const verdicts = new Map<string, Verdict>(files.map((f) => [f, { errors: [], warnings: [] }]));
  const byUri = new Map(files.map((f) => [pathToFileURL(f).href, verdicts.get(f)!]));
  for (const run of log.runs) {
    if (run.invocations?.some((i) => i.executionSuccessful === false))
      throw new Error('sarif-multitool: execution failed');
    for (const r of run.results ?? []) {
      const uri = r.locations?.[0]?.physicalLocation?.artifactLocation?.uri ?? '';
      const verdict = byUri.get(uri);
      if (!verdict) throw new Error(`sarif-multitool reported on ${uri || 'no file'}: ${r.ruleId} ${r.message.text}`);
      const line = `${r.ruleId}: ${r.message.text}`;
      // A result with no level is a warning (SARIF's default).
      if (r.level === 'error') verdict.errors.push(line);
      else if (r.level === undefined || r.level === 'warning') verdict.warnings.push(line);
    }
  }
  return verdicts;
}
