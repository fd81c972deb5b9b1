import { sourceOf, type SourceNote } from '../model/source';
import type { Tool } from '../model/tool';
import { providerList } from '../providers';
import { judgeKeyword } from '../schema/keywords';
import type { Rule, RuleContext } from './rule';

/**
 * The keywords an SDK adds to every tool it converts (`$schema`, and
 * `additionalProperties: false` on each object). No edit of one tool takes
 * them out, so they are said once per file, where the first such tool is,
 * not as an error on every tool. The front end notes them (and leaves them
 * off the tree the other rules judge).
 */
export const sdkKeywords: Rule = {
  id: 'sdk-keywords',
  title: 'Keywords the SDK adds to every tool',
  kind: 'contract',
  defaultSeverity: 'info',
  summary:
    "The SDK's converter adds keywords to every tool's schema (`$schema`, `additionalProperties: false`) that some providers reject by name; said once per file.",
  rejectedBy: [],
  catalog(tools, ctx) {
    const stamped = tools.filter((t) => noteOf(t) !== undefined);
    if (stamped.length) reportKeywords(stamped, ctx);
  },
};

function noteOf(tool: Tool): SourceNote | undefined {
  return sourceOf(tool.schema)?.notes.find((n) => n.kind === 'sdk-keywords');
}

function reportKeywords(stamped: readonly Tool[], ctx: RuleContext): void {
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
  ctx.report({
    tool: first,
    offset: note.offset,
    length: Math.max(note.length, 1),
    pointer: first.schemaPointer,
    message: `${note.message} adds ${written.join(' and ')} to ${count}; ${rejecting.length ? `${providerList(rejecting)} reject them by name (Unknown name "${keywords[0]}": Cannot find field)` : 'no provider rejects them'}. They are not the tool's to fix: a server can convert its schemas itself and send them without these keywords, or a client can take them out (\`conformTools\` in \`toolwire/runtime\` does).`,
  });
}
