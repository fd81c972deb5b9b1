/**
 * The examples of a rule page (docs/rules/<id>.md), as docs/rules/README.md describes them:
 * the data the reader makes of a page and the checker judges, and how a finding is written.
 */
import type { LintOptions } from '../../../shared/src/index';
import { codeSpan } from './spans';

/** How an After block is made from the block before it. */
export type AfterStep =
  | { kind: 'fixes'; titles: string[] } // the named fixes, applied one after the other
  | { kind: 'fix-all' } // every safe repair (fixAll)
  | { kind: 'hand' }; // written by the author: only its findings are checked

/** A finding as a page states it: `rule` at `pointer`: `range text`, and optionally its message. */
export interface StatedFinding {
  rule: string;
  pointer: string;
  /** The exact text of the finding's range ('' for an empty range). */
  range: string;
  message?: string;
}

export interface DocBlock {
  /** 1-based line of the Before/After line that introduces the block. */
  line: number;
  after?: AfterStep;
  /** The fence's language: json, jsonc, ts, js. */
  lang: string;
  text: string;
  /** 0-based lines of the fence's contents, [first, end). */
  body: [number, number];
  /** The findings list; absent means the block lints with no finding at all. */
  findings?: StatedFinding[];
  /** 0-based lines of the `Findings:` line through its last item, [first, end). */
  findingsLines?: [number, number];
}

export interface Example {
  line: number;
  options: LintOptions;
  blocks: DocBlock[];
}

export interface PageExamples {
  examples: Example[];
  /** What the reader could not read, each with its line. */
  problems: string[];
}

/** The file name each fence language is linted as (it picks the engine's front end). */
export const FILE_FOR_LANG: Record<string, string> = {
  json: 'tools.json',
  jsonc: 'tools.jsonc',
  ts: 'tools.ts',
  js: 'tools.js',
};

/** One finding as a list item of a page, the form the reader reads back. */
export function findingItem(f: StatedFinding): string[] {
  const at = f.pointer === '' ? 'the document' : codeSpan(f.pointer);
  const range = f.range === '' ? '' : `: ${codeSpan(f.range)}`;
  const item = `- ${codeSpan(f.rule)} at ${at}${range}`;
  return f.message === undefined ? [item] : [item, `  > ${f.message}`];
}

/** The whole findings list of a block, as it is written under it. */
export function findingsList(findings: readonly StatedFinding[]): string[] {
  if (!findings.length) return ['Findings: none.'];
  return ['Findings:', '', ...findings.flatMap(findingItem)];
}
