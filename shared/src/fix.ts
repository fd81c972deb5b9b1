import { applyEdits, editsOverlap } from './json/edits';
import { lint, type LintOutput } from './lint';
import type { Finding, Fix, LintOptions, TextEdit } from './types';

export { findingsWithFixes, fixesAt, type FixTargets } from './fixes-at';
export type { Span } from './types';

export interface FixAllResult {
  text: string;
  /** Repairs applied, over all passes. */
  applied: number;
  passes: number;
  /** Findings of the final text. */
  remaining: Finding[];
  /** Each repair applied, in order: which rule's finding, on which tool, and the fix's title. */
  repairs: AppliedRepair[];
  /** The lint of the text as given (the first pass, fixes computed), so a caller need not lint it again. */
  first: LintOutput;
}

export interface AppliedRepair {
  rule: string;
  tool?: string;
  toolIndex?: number;
  /** Pointer of the finding the repair resolved, in the text as it was before that pass. */
  pointer: string;
  title: string;
}

/** Passes after which fix-all stops, whatever is left: a repair that undoes another cannot loop for ever. */
export const MAX_PASSES = 32;

/**
 * Apply every safe repair until nothing changes. Each pass re-lints the current
 * text and applies the repairs whose edits do not overlap; overlapping ones wait
 * for the next pass, computed from the text as it then is (never stitched).
 * A text with syntax errors gets no repair: its tree is the parser's guess (a
 * key with no value swallows the next member), so a repair could land anywhere
 * and be made again on every pass.
 */
export function fixAllDetailed(text: string, options: LintOptions = {}): FixAllResult {
  let passes = 0;
  const repairs: AppliedRepair[] = [];
  let first: LintOutput | undefined;
  for (;;) {
    const result = lint(text, { ...options, fixes: true });
    first ??= result;
    const findings = result.findings;
    const batch = nonOverlappingRepairs(findings);
    const done = () => ({ text, applied: repairs.length, passes, remaining: findings, repairs, first: first! });
    if (!batch.length || passes >= MAX_PASSES || result.parseErrors.length) return done();
    const next = applyEdits(
      text,
      batch.flatMap(([, fix]) => fix.edits),
    );
    passes++;
    if (next === text) return done();
    for (const [f, fix] of batch)
      repairs.push({ rule: f.rule, tool: f.tool, toolIndex: f.toolIndex, pointer: f.pointer, title: fix.title });
    text = next;
  }
}

/** The text after every safe repair. */
export function fixAll(text: string, options: LintOptions = {}): string {
  return fixAllDetailed(text, options).text;
}

export function safeRepair(finding: Finding): Fix | undefined {
  return finding.fixes.find((f) => f.kind === 'repair');
}

/** The first safe repair of each finding, in order, leaving out any that touches what an earlier one changes. */
export function nonOverlappingRepairs(findings: readonly Finding[]): Array<[Finding, Fix]> {
  const chosen: Array<[Finding, Fix]> = [];
  const taken: TextEdit[] = [];
  for (const f of findings) {
    const fix = safeRepair(f);
    if (!fix || editsOverlap(fix.edits, taken)) continue;
    chosen.push([f, fix]);
    taken.push(...fix.edits);
  }
  return chosen;
}
