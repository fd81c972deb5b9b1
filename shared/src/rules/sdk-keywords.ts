import { sourceOf, type SourceNote } from '../model/source';
import type { Tool } from '../model/tool';
import { providerList } from '../providers';
import { judgeKeyword } from '../schema/keywords';
import type { Rule } from './rule';

/**
 * The keywords an SDK adds to every tool it converts (`$schema`, and
 * `additionalProperties: false` on each object). No edit of one tool takes
 * them out, so they are said once per file, not as an error on every tool:
 * where the front end places its note (the SDK's import), else on the first
 * such tool's schema key. The front end notes them (and leaves them off the
 * tree the other rules judge). The state is the tools the SDK stamps.
 */
export const sdkKeywords: Rule<{ stamped: readonly Tool[] }> = {
  id: 'sdk-keywords',
  title: 'Keywords the SDK adds to every tool',
  kind: 'contract',
  defaultSeverity: 'info',
  summary:
    "The SDK's converter adds keywords to every tool's schema (`$schema`, `additionalProperties: false`) that some providers reject by name; said once per file.",
  rejectedBy: [],
  checkCatalog(tools) {
    const stamped = tools.filter((t) => noteOf(t) !== undefined);
    return { states: stamped.length ? [{ stamped }] : [] };
  },
  message({ stamped }) {
    const first = stamped[0];
    const note = noteOf(first)!;
    const keywords = [...new Set(stamped.flatMap((t) => noteOf(t)!.keywords ?? []))];
    const rejecting = [
      ...new Set(
        keywords.flatMap((k) => judgeKeyword(k, undefined, { atRoot: true, hasProperties: true })?.providers ?? []),
      ),
    ];
    const written = keywords.map((k) => (k === 'additionalProperties' ? '`additionalProperties: false`' : `\`${k}\``));
    const count = stamped.length === 1 ? 'its one tool here' : `each of the ${stamped.length} tools here`;
    return {
      tool: first,
      ...placeOf(first, note),
      pointer: first.schemaPointer,
      text: `${note.message} adds ${written.join(' and ')} to ${count}; ${rejecting.length ? `${providerList(rejecting)} reject them by name (Unknown name "${keywords[0]}": Cannot find field)` : 'no provider rejects them'}. They are not the tool's to fix: a server can convert its schemas itself and send them without these keywords, or a client can take them out (\`conformTools\` in \`toolwire/runtime\` does).`,
    };
  },
};

function noteOf(tool: Tool): SourceNote | undefined {
  return sourceOf(tool.schema)?.notes.find((n) => n.kind === 'sdk-keywords');
}

/** The note's own range, else the tool's schema key (`inputSchema`), else the note's first character. */
function placeOf(tool: Tool, note: SourceNote): { offset: number; length: number } {
  if (note.length > 0) return note;
  const key = tool.schemaProp;
  if (key && key.keyLength > 0) return { offset: key.keyOffset, length: key.keyLength };
  return { offset: note.offset, length: 1 };
}
