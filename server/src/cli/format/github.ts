import type { Severity } from '../../../../shared/src/index';
import { toolPlace, type FormatInput } from './types';

const COMMAND: Record<Severity, string> = { error: 'error', warning: 'warning', info: 'notice' };

/** GitHub Actions workflow commands: one annotation per finding. */
export function github({ reports }: FormatInput): string {
  const lines: string[] = [];
  for (const report of reports) {
    if (report.diff) lines.push(report.diff.trimEnd());
    for (const f of report.findings) {
      const props = [
        `file=${escapeProperty(report.path)}`,
        `line=${f.line}`,
        `col=${f.column}`,
        `endLine=${f.endLine}`,
        `endColumn=${f.endColumn}`,
        `title=${escapeProperty(`toolwire(${f.rule})`)}`,
      ];
      const text = report.virtual ? `${f.message} (${toolPlace(f)})` : f.message;
      lines.push(`::${COMMAND[f.severity]} ${props.join(',')}::${escapeData(text)}`);
    }
  }
  return lines.length ? lines.join('\n') + '\n' : '';
}

/** The message part of a workflow command: %, CR and LF are encoded. */
export function escapeData(s: string): string {
  return s.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
}

/** A property value: also ":" and "," which separate properties. */
export function escapeProperty(s: string): string {
  return escapeData(s).replace(/:/g, '%3A').replace(/,/g, '%2C');
}
