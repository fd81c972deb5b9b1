import type { AppliedRepair } from '../fix';
import { isOpaque } from '../json/tree';
import { derivedDescription } from '../model/derived-description';
import { sanitizeToolName } from '../model/names';
import { EMPTY_PARAMETERS, type Tool } from '../model/tool';
import type { Finding, ToolShape } from '../types';
import { jsonDiff } from './diff';
import { WIRE_FORMATS, type PreviewTool, type WireFormat } from './model';
import { valuesOf } from './tool-values';
import { tokenCount } from './tokens';
import { wireForms } from './wire';

/** Wire findings the send path resolves itself: a name outside the portable pattern is sent sanitised. */
const RESOLVED_AT_SEND = new Set(['name-invalid']);

export const NOT_SENT = Object.fromEntries(WIRE_FORMATS.map((f) => [f, null])) as Record<WireFormat, unknown>;

/** A finding that keeps a tool out, and where it is in the repaired tool's text, to list them in document order. */
export interface Blocker {
  rule: string;
  message: string;
  offset: number;
}

/**
 * What the preview shows of one tool as it is sent, computed from that tool
 * alone (its text as written and after its repairs): everything but its place
 * in the document and what the catalog rules say about it.
 */
export type AsSent = Pick<
  PreviewTool,
  'name' | 'description' | 'descriptionDerived' | 'parameters' | 'changes' | 'diff' | 'wire' | 'tokens'
> & {
  /** Its own wire findings that no repair resolves, in document order (offsets in the repaired text). */
  blockers: Blocker[];
};

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
  /** The findings of the tool's own hooks left on the repaired tool, in document order. */
  remaining: readonly Finding[];
  /** Where the tool's object begins in the text `remaining`'s offsets are in. */
  origin: number;
}

/** One tool as it would be sent after its safe repairs, or why it must be left out. */
export function asSent(passes: ToolPasses): AsSent {
  const before = valuesOf(passes.source);
  const after = passes.fixed === passes.source ? before : valuesOf(passes.fixed);
  const sourceName = passes.sourceName;
  const name = sourceName === undefined ? '' : sanitizeToolName(after.name ?? sourceName);
  const written = after.description?.trim() ? after.description : undefined;
  const description = written ?? (passes.fixed ? derivedDescription(passes.fixed) : '');
  const parameters = after.parameters ?? EMPTY_PARAMETERS;
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
  const wire = blockers.length ? NOT_SENT : wireForms({ name, description, parameters, shape: passes.shape });
  return {
    name,
    description,
    descriptionDerived: !before.description?.trim() && !!description,
    parameters,
    changes,
    // The same value on both sides (no repair) diffs to nothing: skip printing it twice.
    diff: before.parameters === parameters ? '' : jsonDiff(before.parameters, parameters),
    wire,
    tokens: blockers.length ? 0 : tokenCount(JSON.stringify(wire.openai)),
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
