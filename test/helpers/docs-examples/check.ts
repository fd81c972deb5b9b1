/**
 * Judges a rule page's examples against the engine: each block's findings, each After's text.
 * The test asserts no problem; scripts/docs-examples.ts --write writes what the engine gives.
 */
import { applyEdits, fixAll, lint, type Finding, type LintOptions } from '../../../shared/src/index';
import { FILE_FOR_LANG, findingsList, type DocBlock, type Example, type StatedFinding } from './format';
import { readExamples } from './read';

/** What a block should hold: its text and its findings as the engine gives them, and how the page differs. */
export interface BlockVerdict {
  block: DocBlock;
  text: string;
  findings: StatedFinding[];
  problems: string[];
}

export interface PageVerdict {
  blocks: BlockVerdict[];
  problems: string[];
}

export const HELPER = 'npx tsx scripts/docs-examples.ts --write';

/** Every difference between the page of `rule` and what the engine gives. */
export function judgePage(rule: string, page: string): PageVerdict {
  const { examples, problems } = readExamples(page);
  const blocks = examples.flatMap((ex) => judgeExample(rule, ex));
  problems.push(...blocks.flatMap((b) => b.problems));
  if (!examples.length)
    problems.push('no example: under "## Example", write "Before:" then a ```json block holding a whole tool document');
  else if (!blocks.some((b) => !b.block.after && b.findings.some((f) => f.rule === rule)))
    problems.push(`no "Before:" block has a finding of ${rule}: an example must show the rule`);
  return { blocks, problems };
}

function judgeExample(rule: string, example: Example): BlockVerdict[] {
  const verdicts: BlockVerdict[] = [];
  let text = '';
  for (const block of example.blocks) {
    const options: LintOptions = { fileName: FILE_FOR_LANG[block.lang], ...example.options };
    const problems: string[] = [];
    const at = (message: string) => problems.push(`line ${block.line}: ${message}`);
    // A step that cannot be applied leaves the block's own text, so only that problem is reported.
    text = (block.after && afterText(text, block, options, at)) ?? block.text;
    if (text !== block.text)
      at(`the After block is not the text the fix gives; it should read:\n${fenced(block, text)}`);
    const findings = judgeFindings(text, block, options, at);
    verdicts.push({ block, text, findings, problems });
  }
  const last = verdicts.at(-1);
  if (last?.block.after && last.findings.some((f) => f.rule === rule))
    last.problems.push(`line ${last.block.line}: the last After block still has a finding of ${rule}`);
  return verdicts;
}

/** The text the block's After step makes of the block before it; undefined when a named fix is not offered once. */
function afterText(
  previous: string,
  block: DocBlock,
  options: LintOptions,
  at: (m: string) => void,
): string | undefined {
  const step = block.after!;
  if (step.kind === 'hand') return block.text;
  if (step.kind === 'fix-all') return fixAll(previous, options);
  let text = previous;
  for (const title of step.titles) {
    const offered = lint(text, options).findings.flatMap((f) => f.fixes);
    const named = offered.filter((fix) => fix.title === title);
    if (named.length === 1) text = applyEdits(text, named[0].edits);
    else if (named.length > 1) return void at(`${named.length} fixes are titled "${title}": make the example show one`);
    else {
      const titles = offered.map((f) => `"${f.title}"`).join(', ') || 'none';
      return void at(`no fix is titled "${title}"; the fixes offered: ${titles}`);
    }
  }
  return text;
}

/** The block's findings as the engine gives them (keeping the messages the page quotes), checked against the page. */
function judgeFindings(text: string, block: DocBlock, options: LintOptions, at: (m: string) => void): StatedFinding[] {
  const result = lint(text, options);
  const [error, ...more] = result.parseErrors;
  if (error) {
    const others = more.length ? `, and ${more.length} more` : '';
    at(
      `the block does not parse (${error.message} at offset ${error.offset}${others}): an example is a whole document`,
    );
    return [];
  }
  for (const e of result.internalErrors) at(`rule ${e.rule} threw: ${e.message}`);
  const quoted = new Set((block.findings ?? []).flatMap((f, i, all) => (f.message === undefined ? [] : [nth(all, i)])));
  const findings = result.findings.map((f, i, all) => stated(f, text, quoted.has(nth(all, i))));
  const want = findingsList(findings).join('\n');
  if (findingsList(block.findings ?? []).join('\n') !== want)
    at(`the block's findings are not the engine's; write under the block:\n${want}`);
  return findings;
}

function stated(f: Finding, text: string, withMessage: boolean): StatedFinding {
  const range = rangeText(text.slice(f.offset, f.offset + f.length));
  return { rule: f.rule, pointer: f.pointer, range, ...(withMessage ? { message: f.message } : {}) };
}

/** Which of its rule's findings the i-th is ("items-missing 0"): a quoted message stays with it when the rest changes. */
function nth(findings: readonly { rule: string }[], i: number): string {
  const rule = findings[i].rule;
  return `${rule} ${findings.slice(0, i).filter((f) => f.rule === rule).length}`;
}

/** A range that spans lines is written as its first line and an ellipsis. */
function rangeText(range: string): string {
  const eol = range.search(/\r?\n/);
  return eol < 0 ? range : `${range.slice(0, eol)}…`;
}

function fenced(block: DocBlock, text: string): string {
  return ['```' + block.lang, text, '```'].join('\n');
}
