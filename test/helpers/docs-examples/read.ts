/** Reads the `## Example` section of a rule page into examples (the format of docs/rules/README.md). */
import { PROVIDERS, type LintOptions, type ProviderId } from '../../../shared/src/index';
import {
  FILE_FOR_LANG,
  type AfterStep,
  type DocBlock,
  type Example,
  type PageExamples,
  type StatedFinding,
} from './format';
import { codeSpans } from './spans';

const FENCE = /^```(\w*)\s*$/;

class Reader {
  readonly examples: Example[] = [];
  readonly problems: string[] = [];
  private options: LintOptions = {};
  /** The Before/After line waiting for its code block. */
  private label: { line: number; after?: AfterStep } | undefined;
  private list: { block: DocBlock } | undefined;

  constructor(private readonly lines: readonly string[]) {}

  read(from: number, to: number): void {
    for (let i = from; i < to; i++) i = this.readLine(i, to);
    if (this.label) this.problem(this.label.line - 1, 'this line is not followed by a ```json (or ```ts) block');
  }

  /** Reads line `i` (and, for a fence, its block); returns the last line it consumed. */
  private readLine(i: number, to: number): number {
    const line = this.lines[i];
    const fence = FENCE.exec(line);
    if (fence) return this.readBlock(i, to, fence[1]);
    if (this.list && this.readListLine(line, i)) return i;
    this.list = undefined;
    if (/^Targets:/.test(line)) this.readTargets(line, i);
    else if (/^Options:/.test(line)) this.readOptions(line, i);
    else if (/^Findings:/.test(line)) this.startList(line, i);
    else if (/^Before\b.*:$/.test(line)) this.startExample(i);
    else if (/^After\b.*:$/.test(line)) this.readAfter(line, i);
    return i;
  }

  private readBlock(open: number, to: number, lang: string): number {
    let close = open + 1;
    while (close < to && this.lines[close].trimEnd() !== '```') close++;
    if (close >= to) this.problem(open, 'this code block is not closed');
    const label = this.label;
    this.label = undefined;
    this.list = undefined;
    if (!label) {
      this.problem(open, 'a code block in ## Example must follow a "Before:" or "After …:" line');
      return close;
    }
    if (!FILE_FOR_LANG[lang])
      this.problem(open, `the block's language is "${lang}": use one of ${Object.keys(FILE_FOR_LANG).join(', ')}`);
    const text = this.lines.slice(open + 1, close).join('\n');
    this.current()?.blocks.push({ line: label.line, after: label.after, lang, text, body: [open + 1, close] });
    return close;
  }

  private startExample(i: number): void {
    this.examples.push({ line: i + 1, options: this.options, blocks: [] });
    this.options = {};
    this.label = { line: i + 1 };
  }

  private readAfter(line: string, i: number): void {
    if (!this.current()) return this.problem(i, 'an After line comes before any "Before:" line');
    const after = afterStep(line);
    if (typeof after === 'string') return this.problem(i, after);
    this.label = { line: i + 1, after };
  }

  private startList(line: string, i: number): void {
    const block = this.current()?.blocks.at(-1);
    if (!block || block.findings) return this.problem(i, '"Findings:" must follow a code block that has none yet');
    block.findings = [];
    block.findingsLines = [i, i + 1];
    if (/^Findings: none\.?$/.test(line)) return;
    if (line.trim() !== 'Findings:') return this.problem(i, 'write "Findings:" alone on its line, the items below it');
    this.list = { block };
  }

  /** A list item, its message, or a blank line inside a findings list; false ends the list. */
  private readListLine(line: string, i: number): boolean {
    const block = this.list!.block;
    const findings = block.findings!;
    if (line.trim() === '') return true;
    if (line.startsWith('- ')) {
      const item = findingOf(line);
      if (typeof item === 'string') this.problem(i, item);
      else findings.push(item);
    } else if (line.startsWith('  > ') && findings.length) findings[findings.length - 1].message = line.slice(4);
    else return false;
    block.findingsLines![1] = i + 1;
    return true;
  }

  private readTargets(line: string, i: number): void {
    const ids = line
      .slice('Targets:'.length)
      .split(',')
      .map((s) => s.trim().replace(/^`|`$/g, ''));
    if (ids.length === 1 && ids[0] === 'portable')
      return void (this.options = { ...this.options, targets: 'portable' });
    const unknown = ids.filter((id) => !PROVIDERS.includes(id as ProviderId));
    if (unknown.length)
      return this.problem(i, `unknown target ${unknown.join(', ')}: one of portable, ${PROVIDERS.join(', ')}`);
    this.options = { ...this.options, targets: ids as ProviderId[] };
  }

  private readOptions(line: string, i: number): void {
    const [json] = codeSpans(line);
    let value: unknown;
    try {
      value = JSON.parse(json ?? '');
    } catch {
      return this.problem(i, 'write the options as JSON in a code span: Options: `{"maxFileSize": 300}`');
    }
    if (typeof value !== 'object' || value === null || 'targets' in value)
      return this.problem(i, 'Options is a JSON object of lint options; targets go on a "Targets:" line');
    this.options = { ...this.options, ...(value as LintOptions) };
  }

  private current(): Example | undefined {
    return this.examples.at(-1);
  }

  private problem(i: number, message: string): void {
    this.problems.push(`line ${i + 1}: ${message}`);
  }
}

/** The step an After line names: "by hand", "fix-all", or fix titles in code spans. */
function afterStep(line: string): AfterStep | string {
  const titles = codeSpans(line);
  const prose = line.replace(/`+[^`]*`+/g, '');
  if (/\bby hand\b/.test(prose)) return { kind: 'hand' };
  if (/\bfix-all\b/.test(prose))
    return titles.length
      ? 'write fix-all and the named fixes as two After blocks, one after the other'
      : { kind: 'fix-all' };
  if (titles.length) return { kind: 'fixes', titles };
  return 'an After line names its fixes in code spans (After the fix `Remove "format"`:), or says fix-all or by hand';
}

/** "- `rule` at `/pointer`: `range`" (or "at the document", and no range for an empty one). */
function findingOf(line: string): StatedFinding | string {
  const spans = codeSpans(line);
  const atDocument = /^- `[^`]+` at the document/.test(line);
  const [rule, ...rest] = spans;
  const pointer = atDocument ? '' : rest.shift();
  const range = rest.shift() ?? '';
  if (!rule || pointer === undefined || rest.length || !/ at /.test(line))
    return 'a finding is written "- `rule-id` at `/json/pointer`: `range text`"';
  return { rule, pointer, range };
}

/** The examples of a page: its `## Example` (or `## Examples`) section, up to the next `## ` heading. */
export function readExamples(page: string): PageExamples {
  const lines = page.split(/\r?\n/);
  const start = lines.findIndex((l) => /^## Examples?\s*$/.test(l));
  const reader = new Reader(lines);
  if (start < 0) return { examples: [], problems: ['the page has no "## Example" section'] };
  const next = lines.findIndex((l, i) => i > start && /^## /.test(l));
  reader.read(start + 1, next < 0 ? lines.length : next);
  return { examples: reader.examples, problems: reader.problems };
}
