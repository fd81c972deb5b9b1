import { WIRE_FORMATS, type PreviewTool, type WireFormat } from './model';
import { jsonDiff } from './diff';
import { sendable, type Blocker, type ToolPasses } from './sendable';
import { tokenCount } from '../wire/tokens';
import { wireForms } from '../wire/form';

export { isBlocking, type Blocker, type ToolPasses } from './sendable';

export const NOT_SENT = Object.fromEntries(WIRE_FORMATS.map((f) => [f, null])) as Record<WireFormat, unknown>;

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

/** One tool as it would be sent after its safe repairs, or why it must be left out. */
export function asSent(passes: ToolPasses): AsSent {
  const { writtenParameters, ...sent } = sendable(passes);
  const { name, description, parameters, blockers } = sent;
  const wire = blockers.length ? NOT_SENT : wireForms({ name, description, parameters, shape: passes.shape });
  return {
    ...sent,
    // The same value on both sides (no repair) diffs to nothing: skip printing it twice.
    diff: writtenParameters === parameters ? '' : jsonDiff(writtenParameters, parameters),
    wire,
    tokens: blockers.length ? 0 : tokenCount(JSON.stringify(wire.openai)),
  };
}
