import type { ComputedFacts, SourceNote } from '../model/source';
import type { Tool } from '../model/tool';
import { providerList, whoRejects } from '../providers';
import type { ProviderId } from '../types';
import { judgeKeyword } from '../schema/keywords';
import type { Rule } from './support/rule';

/**
 * The keywords an SDK adds to every tool it converts (`$schema`, and
 * `additionalProperties: false` on each object). No edit of one tool takes
 * them out, so they are said once per file, not as an error on every tool:
 * where the front end places its note (the SDK's import), else on the first
 * such tool's schema key. The front end notes them (and leaves them off the
 * tree the other rules judge). The state is the tools the SDK stamps, with their notes.
 */
export const sdkKeywords: Rule<{ stamped: readonly Stamped[] }> = {
  id: 'sdk-keywords',
  title: 'Keywords the SDK adds to every tool',
  kind: 'contract',
  defaultSeverity: 'info',
  summary:
    "The SDK's converter adds keywords to every tool's schema (`$schema`, `additionalProperties: false`) that some providers reject by name; said once per file.",
  rejectedBy: [],
  // Said only when a chosen target rejects the keywords: the targets are what call for it, in a lint of the source and of the running server alike.
  checkCatalog(tools, ctx) {
    const stamped = tools.flatMap((tool) => {
      const note = noteOf(tool, ctx.computed);
      return note ? [{ tool, note }] : [];
    });
    return { states: stamped.length && rejectingOf(stamped, ctx.targets).length ? [{ stamped }] : [] };
  },
  message({ stamped }, ctx) {
    const { tool: first, note } = stamped[0];
    const keywords = keywordsOf(stamped);
    const rejecting = rejectingOf(stamped, ctx.targets);
    const written = keywords.map((k) => writtenOf(stamped, k));
    const count = stamped.length === 1 ? 'its one tool here' : `each of the ${stamped.length} tools here`;
    return {
      tool: first,
      ...placeOf(first, note),
      pointer: first.schemaPointer,
      text: `${note.message} adds ${written.join(' and ')} to ${count}; ${providerList(rejecting)} reject them by name (Unknown name "${keywords[0]}": Cannot find field). They are not the tool's to fix: a server can convert its schemas itself and send them without these keywords, or a client can take them out (\`conformTools\` in \`toolwire/runtime\` does).`,
    };
  },
};

/** A tool whose SDK adds keywords, and the note that says which. */
interface Stamped {
  tool: Tool;
  note: SourceNote;
}

/** How a keyword is written in the message: as a note says, else as the zod SDKs send it. */
function writtenOf(stamped: readonly Stamped[], keyword: string): string {
  const said = stamped.find((s) => s.note.written?.[keyword])?.note.written?.[keyword];
  if (said) return said;
  return keyword === 'additionalProperties' ? '`additionalProperties: false`' : `\`${keyword}\``;
}

/** Keywords another rule judges where they are written (`$defs` no reference reaches: keyword-unsupported), and who rejects them. */
const OWNED_ELSEWHERE: Readonly<Record<string, ProviderId[]>> = { $defs: ['gemini', 'vertex'] };

function keywordsOf(stamped: readonly Stamped[]): string[] {
  return [...new Set(stamped.flatMap((s) => s.note.keywords ?? []))];
}

/** The chosen targets that reject one of the keywords by name, relays included. */
function rejectingOf(stamped: readonly Stamped[], targets: ReadonlySet<ProviderId>): ProviderId[] {
  const direct = keywordsOf(stamped).flatMap(
    (k) => OWNED_ELSEWHERE[k] ?? judgeKeyword(k, undefined, { atRoot: true, hasProperties: true })?.providers ?? [],
  );
  return whoRejects([...new Set(direct)], stamped[0].tool.dialect).filter((p) => targets.has(p));
}

function noteOf(tool: Tool, computed: ComputedFacts): SourceNote | undefined {
  return computed.sourceOf(tool.schema)?.notes.find((n) => n.kind === 'sdk-keywords');
}

/** The note's own range, else the tool's schema key (`inputSchema`), else the note's first character. */
function placeOf(tool: Tool, note: SourceNote): { offset: number; length: number } {
  if (note.length > 0) return note;
  const key = tool.schemaProp;
  if (key && key.keyLength > 0) return { offset: key.keyOffset, length: key.keyLength };
  return { offset: note.offset, length: 1 };
}
