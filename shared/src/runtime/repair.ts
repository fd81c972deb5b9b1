import { MAX_PASSES, nonOverlappingRepairs, type AppliedRepair } from '../fix';
import { applyEdits } from '../json/edits';
import { Run, type InternalError } from '../lint';
import type { ResolvedOptions } from '../options';
import { byOffsetThenRule } from '../order';
import type { Finding } from '../types';
import { batchOf, withinTool, type Batch, type BatchEntry } from './batch';

/** One tool after fix-all: the entry it was last read from, its findings there, and the repairs that made it. */
export interface RepairedTool {
  /** The batch's entry when no repair applied; else the tool as repaired, read from the last round. */
  entry: BatchEntry;
  /** The tool's own findings (its `checkTool` and `checkNode`, and `checkCatalog` on it alone), fixes computed, in document order. */
  findings: Finding[];
  /** Pointers into the tool as given. */
  repairs: AppliedRepair[];
  /** The rules that threw on the tool as given. */
  internalErrors: InternalError[];
  /** Set when repairing the tool threw: the engine's error, which leaves the tool out. */
  failure?: string;
}

/**
 * Fix-all of each tool of the batch, as `fixAllDetailed` does on a document of
 * that tool alone (the same passes, repairs and remaining findings; the tool read
 * in the shape its list key tells, as the batch reads it), in rounds:
 * each round is one document of the tools still being repaired, judged in one
 * run, so a pass costs one parse and one rule run for all of them rather than a
 * lint per tool. The first round is the batch itself.
 */
export function repairEach(batch: Batch, options: ResolvedOptions): RepairedTool[] {
  const states: RepairedTool[] = batch.entries.map((entry) => ({
    entry,
    findings: [],
    repairs: [],
    internalErrors: [],
  }));
  const items = batch.entries.map((e) => e.item);
  let rounds = [batch];
  for (let pass = 0; rounds.length; pass++) {
    const next: (string | undefined)[] = items.map(() => undefined);
    for (const round of rounds) {
      const run = new Run(round.text, { ...options, fixes: true });
      round.entries.forEach((entry, i) => {
        if (entry.text === undefined || states[i].failure !== undefined) return;
        try {
          next[i] = judgeOnce(states[i], entry, run, pass === 0, pass < MAX_PASSES && !round.broken);
        } catch (e) {
          states[i].failure = String(e);
        }
      });
    }
    rounds = roundsOf(batch, next);
  }
  return states;
}

/** One pass of fix-all on one tool: its findings now, and its text after this pass's repairs (undefined when none applies). */
function judgeOnce(state: RepairedTool, entry: BatchEntry, run: Run, first: boolean, repairing: boolean) {
  state.entry = entry;
  // No tool in a slot with text: not a tool as given, or (never yet seen) one a repair made unreadable.
  if (!entry.tool) {
    state.findings = [];
    return undefined;
  }
  const own = run.checkTool(entry.tool);
  // The catalog checks on the tool alone: what a request of this one tool is refused for (Anthropic's strict caps).
  const alone = run.checkCatalog([entry.tool]);
  state.findings = [...own.findings, ...alone.findings].sort(byOffsetThenRule);
  if (first) state.internalErrors = [...own.internalErrors, ...alone.internalErrors];
  const chosen = repairing ? nonOverlappingRepairs(state.findings) : [];
  if (!chosen.length) return undefined;
  const edits = chosen.flatMap(([, fix]) => fix.edits).map((e) => ({ ...e, offset: e.offset - entry.origin }));
  const text = applyEdits(entry.text!, edits);
  if (text === entry.text) return undefined;
  for (const [f, fix] of chosen)
    state.repairs.push({
      rule: f.rule,
      tool: f.tool,
      toolIndex: f.toolIndex,
      pointer: withinTool(f.pointer, entry.prefix),
      title: fix.title,
    });
  return text;
}

/**
 * The next round: one document of the tools given texts. Should a repair have
 * written text that is not JSON, each tool goes in a document of its own, so
 * the broken one cannot garble the others' parse (and gets no further repair).
 */
function roundsOf(batch: Batch, texts: readonly (string | undefined)[]): Batch[] {
  if (texts.every((t) => t === undefined)) return [];
  const items = batch.entries.map((e) => e.item);
  const round = batchOf(items, texts);
  if (!round.broken) return [round];
  return texts.flatMap((text, i) =>
    text === undefined
      ? []
      : [
          batchOf(
            items,
            texts.map((t, j) => (j === i ? t : undefined)),
          ),
        ],
  );
}
