import { isOpaque } from '../json/tree';
import type { AppliedRepair } from '../fix';
import { derivedDescription } from '../model/derived-description';
import { sanitizeToolName } from '../model/names';
import { EMPTY_PARAMETERS, type Tool } from '../model/tool';
import type { Finding, ToolShape } from '../types';
import { valuesOf } from './tool-values';

/**
 * Wire findings the send path resolves itself: a name outside the portable pattern is sent sanitised,
 * and a tool without a description is sent with the derived one (in code, fix-all leaves it to the author).
 */
const RESOLVED_AT_SEND = new Set(['name-invalid', 'description-missing']);

/** A finding that keeps a tool out, and where it is in the repaired tool's text, to list them in document order. */
export interface Blocker {
  rule: string;
  message: string;
  offset: number;
}

/** The tool as written and after its repairs, with what was repaired and what remains. */
export interface ToolPasses {
  /** The tool as written (undefined for a tool that cannot be read alone). */
  source: Tool | undefined;
  /** The tool after its safe repairs (the source when none applied). */
  fixed: Tool | undefined;
  /** The name locateTools or the bare-schema option gave it, and its shape. */
  sourceName: string | undefined;
  shape: ToolShape;
  repairs: readonly AppliedRepair[];
  /** The findings of the tool's own checks (`checkTool`, `checkNode`) left on the repaired tool, in document order. */
  remaining: readonly Finding[];
  /** Where the tool's object begins in the text `remaining`'s offsets are in. */
  origin: number;
  /** What it sends when it declares no parameters (default `EMPTY_PARAMETERS`; closed for a strict target). */
  emptyParameters?: object;
}

/**
 * What is sent of one tool after its repairs: the sanitised name, the written or
 * derived description, the parameters (the empty object schema when it declares
 * none), what changed, and the findings that keep it out. No wire forms, diff or
 * tokens: the run-time library sends this without the tokenizer.
 */
export interface Sendable {
  name: string;
  description: string;
  descriptionDerived: boolean;
  parameters: unknown;
  /** The parameters as written (the same value as `parameters` when nothing was repaired). */
  writtenParameters: unknown;
  changes: string[];
  /** Its own wire findings that no repair resolves, in document order (offsets in the repaired text). */
  blockers: Blocker[];
}

export function sendable(passes: ToolPasses): Sendable {
  const before = valuesOf(passes.source);
  const after = passes.fixed === passes.source ? before : valuesOf(passes.fixed);
  const sourceName = passes.sourceName;
  const name = sourceName === undefined ? '' : sanitizeToolName(after.name ?? sourceName);
  const written = after.description?.trim() ? after.description : undefined;
  const description = written ?? (passes.fixed ? derivedDescription(passes.fixed) : '');
  const parameters = after.parameters ?? passes.emptyParameters ?? EMPTY_PARAMETERS;
  const changes = changesOf(passes.repairs, passes.fixed);
  if (sourceName !== undefined && name !== (after.name ?? sourceName))
    changes.push(`Name sent as \`${name}\` (sanitised from \`${sourceName}\`)`);
  if (written === undefined && description)
    changes.push('Description derived from the name and the inputs (the source has none)');
  if (isOpaque(passes.source?.schema))
    changes.push('Parameters computed when the code runs: not known from the source, shown empty here');
  else if (after.parameters === undefined)
    changes.push('Sent with the empty parameters schema (the source declares none)');
  const blockers = passes.remaining
    .filter(isBlocking)
    .map(({ rule, message, offset }) => ({ rule, message, offset: offset - passes.origin }));
  return {
    name,
    description,
    descriptionDerived: !before.description?.trim() && !!description,
    parameters,
    writtenParameters: before.parameters,
    changes,
    blockers,
  };
}

/** A finding that keeps the tool out: a wire finding (some chosen target rejects it) the send path does not resolve. */
export function isBlocking(f: Finding): boolean {
  return f.providers.length > 0 && !RESOLVED_AT_SEND.has(f.rule);
}

/** "Drop `additionalProperties` (at /properties/options)": each repair title, where in the parameters it applied. */
function changesOf(repairs: readonly AppliedRepair[], tool: Tool | undefined): string[] {
  const base = tool?.schemaPointer ?? '';
  const seen = new Set<string>();
  for (const r of repairs) {
    const where = r.pointer.startsWith(base) ? r.pointer.slice(base.length) : '';
    seen.add(where ? `${r.title} (at ${where})` : r.title);
  }
  return [...seen];
}
