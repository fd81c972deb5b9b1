import { nonOverlappingRepairs, type AppliedRepair } from '../fix';
import { applyEdits } from '../json/edits';
import { Run } from '../lint';
import { toolFromOuter, type ToolIdentity } from '../model/locate';
import type { Tool } from '../model/tool';
import type { ResolvedOptions } from '../options';
import type { Suppressions } from '../suppress';
import type { Finding } from '../types';
import { EditTrail } from './edit-trail';
import { byOffsetThenRule } from '../order';

/** As many passes as fix-all makes over a whole document. */
const MAX_PASSES = 32;

/** One tool after its safe repairs, computed from the text of its own object. */
export interface RepairedTool {
  /** The object's text after every safe repair. */
  text: string;
  /** The tool read from `text`; undefined when it no longer reads as that tool (the caller shows it as written). */
  tool: Tool | undefined;
  repairs: AppliedRepair[];
  /** What the tool's own hooks find in `text` (offsets in `text`), suppressed ones left out, in document order. */
  remaining: Finding[];
  /** The edits that led from the object's text to `text`, to follow a position through them. */
  trail: EditTrail;
}

/**
 * fix-all for one tool: the safe repairs of its own findings, applied to its
 * object's text alone, pass after pass until nothing changes, as fixAllDetailed
 * applies them to a whole document. That gives the same text for the tool,
 * because a repair's edits stay inside its tool's object, repairs of different
 * tools never overlap, and only the `tool` and `schemaNode` hooks (which judge one
 * tool) offer repairs. `start` is where the object begins in the document whose
 * `suppressions` apply.
 */
export function repairTool(
  objectText: string,
  like: ToolIdentity,
  options: ResolvedOptions,
  suppressions: Suppressions,
  start: number,
): RepairedTool {
  const withFixes: ResolvedOptions = { ...options, fixes: true };
  const trail = new EditTrail();
  const repairs: AppliedRepair[] = [];
  let text = objectText;
  for (let passes = 0; ; passes++) {
    const parsed = options.language.parse(text);
    const tool = parsed.root?.kind === 'object' ? toolFromOuter(parsed.root, like) : undefined;
    if (!tool) return { text, tool, repairs, remaining: [], trail };
    const remaining = new Run(text, withFixes)
      .checkTool(tool)
      .findings.filter((f) => !suppressions.isSuppressed(f.rule, start + trail.back(f.offset)))
      .sort(byOffsetThenRule);
    const batch = nonOverlappingRepairs(remaining);
    const done = { text, tool, repairs, remaining, trail };
    if (!batch.length || passes >= MAX_PASSES || parsed.errors.length) return done;
    const edits = batch.flatMap(([, fix]) => fix.edits);
    const next = applyEdits(text, edits);
    if (next === text) return done;
    for (const [f, fix] of batch)
      repairs.push({ rule: f.rule, tool: f.tool, toolIndex: f.toolIndex, pointer: f.pointer, title: fix.title });
    trail.add(edits);
    text = next;
  }
}
