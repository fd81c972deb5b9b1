/** Markdown code spans, read and written the way GitHub renders them (CommonMark's rules). */

/** The contents of each code span on a line, in order. */
export function codeSpans(line: string): string[] {
  const spans: string[] = [];
  let i = 0;
  while (i < line.length) {
    const open = line.indexOf('`', i);
    if (open < 0) break;
    const ticks = runLength(line, open);
    const close = closingRun(line, open + ticks, ticks);
    if (close < 0) break;
    spans.push(stripPadding(line.slice(open + ticks, close)));
    i = close + ticks;
  }
  return spans;
}

/** `text` as a code span: fenced by more backticks than it holds in a row, padded when it starts or ends with one. */
export function codeSpan(text: string): string {
  const longest = Math.max(0, ...(text.match(/`+/g) ?? []).map((run) => run.length));
  const fence = '`'.repeat(longest + 1);
  const pad = text.startsWith('`') || text.endsWith('`') || /^ .*[^ ].* $/.test(text) ? ' ' : '';
  return `${fence}${pad}${text}${pad}${fence}`;
}

function runLength(line: string, at: number): number {
  let end = at;
  while (line[end] === '`') end++;
  return end - at;
}

/** Where the run of exactly `ticks` backticks that closes a span starts, or -1. */
function closingRun(line: string, from: number, ticks: number): number {
  for (let i = line.indexOf('`', from); i >= 0; i = line.indexOf('`', i)) {
    const run = runLength(line, i);
    if (run === ticks) return i;
    i += run;
  }
  return -1;
}

/** CommonMark strips one space from each side when both sides have one and the span is not all spaces. */
function stripPadding(content: string): string {
  if (content.length > 2 && content.startsWith(' ') && content.endsWith(' ') && content.trim() !== '')
    return content.slice(1, -1);
  return content;
}
