import type { FormatInput } from './types';

/**
 * The stable machine format (documented in docs/cli.md):
 * {version, files: [{path, tools: [CliTool], findings: [CliFinding]}], summary: {files, tools, unread, errors, warnings}}.
 */
export function json({ reports, summary, version }: FormatInput): string {
  const doc = {
    version,
    files: reports.map((r) => ({ path: r.path, tools: r.tools, findings: r.findings })),
    summary: {
      files: summary.files,
      tools: summary.tools,
      unread: summary.unread,
      errors: summary.errors,
      warnings: summary.warnings,
    },
  };
  return JSON.stringify(doc, null, 2) + '\n';
}
