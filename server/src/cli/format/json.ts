import type { FormatInput } from './types';

/**
 * The stable machine format (documented in docs/cli.md):
 * {version, files: [{path, findings: [CliFinding]}], summary: {files, tools, errors, warnings}}.
 */
export function json({ reports, summary, version }: FormatInput): string {
  const doc = {
    version,
    files: reports.map((r) => ({ path: r.path, findings: r.findings })),
    summary: { files: summary.files, tools: summary.tools, errors: summary.errors, warnings: summary.warnings },
  };
  return JSON.stringify(doc, null, 2) + '\n';
}
