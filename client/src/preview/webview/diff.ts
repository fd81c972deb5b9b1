import { h } from './dom';

/** A unified diff, one line per row, additions and removals marked by class and by their sign. */
export function diffBlock(doc: Document, diff: string, label: string): HTMLElement | null {
  const lines = diff.split(/\r?\n/).filter((l) => l && !isHeader(l));
  if (!lines.length) return null;
  const rows = lines.map((line) => h(doc, 'span', { class: `diff-line ${lineClass(line)}` }, line, '\n'));
  return h(doc, 'pre', { class: 'diff', tabindex: 0, 'aria-label': label }, h(doc, 'code', {}, rows));
}

function isHeader(line: string): boolean {
  return (
    line.startsWith('---') ||
    line.startsWith('+++') ||
    line.startsWith('Index:') ||
    line.startsWith('===') ||
    line === '\\ No newline at end of file'
  );
}

function lineClass(line: string): string {
  if (line.startsWith('@@')) return 'diff-hunk';
  if (line.startsWith('+')) return 'diff-add';
  if (line.startsWith('-')) return 'diff-del';
  return 'diff-context';
}
