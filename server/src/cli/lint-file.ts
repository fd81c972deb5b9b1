import { readFileSync, writeFileSync } from 'node:fs';
import { failedPart, fixAllDetailed, lint, type LintOptions } from '../../../shared/src/index';
import { unifiedDiff } from './diff';
import { messageOf } from './errors';
import { LineIndex } from './positions';
import { toCliFindings, toCliTools, type FileReport } from './report';

export type FixMode = 'none' | 'fix' | 'dry-run';

/** The note of a file that --fix left alone although it has repairable findings. */
export const NOT_FIXED_SYNTAX = 'not fixed: the file has syntax errors';

/** One file (or text) to lint. */
export interface LintJob {
  path: string;
  display: string;
  explicit: boolean;
  options: LintOptions;
  fix: FixMode;
  /** The text to lint instead of reading `path` (standard input, an MCP tool list). */
  text?: string;
  virtual?: boolean;
}

export type JobResult =
  | { ok: true; report: FileReport | null; internalErrors: string[] }
  /** An I/O problem: the run ends with exit code 2 and this line. */
  | { ok: false; error: string };

/**
 * Read, lint and (with --fix) repair one file. A walked file that holds no tool
 * definitions gives `report: null` (skipped silently); a named one is reported.
 */
export function runJob(job: LintJob): JobResult {
  let text: string;
  try {
    text = job.text ?? readFileSync(job.path, 'utf8');
  } catch (e) {
    return {
      ok: false,
      error: `${job.display}: cannot read this file (${(e as NodeJS.ErrnoException).code ?? messageOf(e)}).`,
    };
  }
  const options = { ...job.options, fixes: false };
  let result = lint(text, options);
  if (!result.tools.length && !job.explicit) return { ok: true, report: null, internalErrors: [] };
  const report: FileReport = {
    path: job.display,
    findings: [],
    tools: [],
    ...(job.virtual ? { virtual: true } : {}),
  };
  if (job.fix !== 'none' && result.parseErrors.length) {
    // The engine repairs no text with syntax errors (its tree is the parser's guess there): say so.
    if (result.findings.some((f) => f.fixable)) report.note = NOT_FIXED_SYNTAX;
    if (job.fix === 'dry-run') report.diff = '';
  } else if (job.fix !== 'none') {
    const fixed = result.findings.some((f) => f.fixable) ? fixAllDetailed(text, job.options) : undefined;
    if (fixed && fixed.text !== text) {
      if (job.fix === 'fix') {
        const written = write(job, fixed.text);
        if (written) return written;
        report.fixed = fixed.applied;
      } else report.diff = unifiedDiff(job.display, text, fixed.text);
      text = fixed.text;
      result = lint(text, options);
    } else if (job.fix === 'dry-run') report.diff = '';
  }
  const lines = new LineIndex(text);
  report.findings = toCliFindings(lines, result.findings, result.parseErrors);
  report.tools = toCliTools(text, lines, result.tools);
  if (!result.tools.length && job.explicit) report.note = 'no tool definitions found';
  return {
    ok: true,
    report,
    internalErrors: result.internalErrors.map((e) => `${job.display}: ${failedPart(e)} failed: ${e.message}`),
  };
}

function write(job: LintJob, text: string): JobResult | undefined {
  try {
    writeFileSync(job.path, text);
    return undefined;
  } catch (e) {
    return {
      ok: false,
      error: `${job.display}: cannot write the repaired file (${(e as NodeJS.ErrnoException).code ?? messageOf(e)}).`,
    };
  }
}
