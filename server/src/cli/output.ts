import type { ReportOptions } from './args';
import { EXIT_FINDINGS, EXIT_OK } from './errors';
import { ANSI, PLAIN, wantsColor } from './format/color';
import { FORMATTERS } from './format/index';
import { summarize, type FileReport } from './report';
import { toolwireVersion } from './version';

/**
 * Print the reports in the chosen format and decide the exit code: 1 when an
 * error remains or the warnings exceed --max-warnings (counted before --quiet
 * hides them), else 0.
 */
export function report(reports: readonly FileReport[], options: ReportOptions, repairHint: string | undefined): number {
  const all = summarize(reports);
  const shown = options.quiet
    ? reports.map((r) => ({ ...r, findings: r.findings.filter((f) => f.severity === 'error') }))
    : reports;
  const style = options.format === 'stylish' && wantsColor(process.stdout) ? ANSI : PLAIN;
  process.stdout.write(
    FORMATTERS[options.format]({
      reports: shown,
      summary: summarize(shown),
      version: toolwireVersion(),
      style,
      repairHint,
    }),
  );
  if (all.errors) return EXIT_FINDINGS;
  if (options.maxWarnings !== undefined && all.warnings > options.maxWarnings) {
    process.stderr.write(`toolwire: ${all.warnings} warnings, more than --max-warnings ${options.maxWarnings}.\n`);
    return EXIT_FINDINGS;
  }
  return EXIT_OK;
}
