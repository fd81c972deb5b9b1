import type { CliFinding, FileReport, Summary } from '../report';
import type { Style } from './color';
import { toolPlace, type FormatInput } from './types';

/** For people: findings grouped per file, aligned, then one summary line. */
export function stylish({ reports, summary, style, repairHint }: FormatInput): string {
  const out: string[] = [];
  for (const report of reports) {
    if (report.diff) out.push(report.diff.trimEnd(), '');
    const block = fileBlock(report, style);
    if (block.length) out.push(...block, '');
  }
  out.push(summaryLine(summary, style, repairHint));
  return out.join('\n') + '\n';
}

function fileBlock(report: FileReport, style: Style): string[] {
  const notes = [
    report.note,
    report.fixed ? `${report.fixed} repair${report.fixed === 1 ? '' : 's'} written` : undefined,
  ].filter(Boolean);
  if (!report.findings.length && !notes.length) return [];
  const head = style.underline(report.path) + (notes.length ? style.dim(` (${notes.join('; ')})`) : '');
  const where = report.findings.map((f) => `${f.line}:${f.column}`);
  const whereWidth = Math.max(0, ...where.map((w) => w.length));
  const sevWidth = Math.max(0, ...report.findings.map((f) => f.severity.length));
  const rows = report.findings.map((f, i) =>
    [
      '',
      style.dim(where[i].padEnd(whereWidth)),
      severity(f, style, sevWidth),
      message(f, report),
      style.dim(f.rule),
    ].join('  '),
  );
  return [head, ...rows];
}

function message(f: CliFinding, report: FileReport): string {
  const text = f.message.replace(/\s*\n\s*/g, ' ');
  return report.virtual ? `${text} (${toolPlace(f)})` : text;
}

function severity(f: CliFinding, style: Style, width: number): string {
  const padded = f.severity.padEnd(width);
  return f.severity === 'error'
    ? style.red(padded)
    : f.severity === 'warning'
      ? style.yellow(padded)
      : style.blue(padded);
}

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}

export function summaryLine(s: Summary, style: Style, repairHint: string | undefined): string {
  const unread = s.unread ? `, ${s.unread} not read` : '';
  const where = `${plural(s.files, 'file')}, ${plural(s.tools, 'tool')}${unread}`;
  const problems = s.errors + s.warnings + s.infos;
  if (!problems) return style.green(`✔ No problems (${where}).`);
  const parts = [
    plural(s.errors, 'error'),
    plural(s.warnings, 'warning'),
    ...(s.infos ? [plural(s.infos, 'info')] : []),
  ];
  const repair = s.fixable && repairHint ? `; ${s.fixable} can be repaired ${repairHint}` : '';
  const line = `✖ ${plural(problems, 'problem')} (${parts.join(', ')}) in ${where}${repair}.`;
  return s.errors ? style.red(style.bold(line)) : style.yellow(style.bold(line));
}
