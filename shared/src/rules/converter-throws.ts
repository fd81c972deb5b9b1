import { sourceOf, type SourceNote } from '../model/source';
import type { Tool } from '../model/tool';
import type { Fix } from '../types';
import type { Rule } from './support/rule';

/** One construct of a tool's schema its converter throws on. */
interface Throws {
  tool: Tool;
  note: SourceNote;
  converter: string;
}

/**
 * A schema computed in code whose converter throws on it (zod 4's `z.date()`):
 * the SDK's `tools/list` answers with an error, so no tool of the server is
 * listed, whichever provider the client talks to. The front end notes it.
 */
export const converterThrows: Rule<Throws> = {
  id: 'converter-throws',
  title: 'Schema the SDK cannot convert',
  kind: 'contract',
  defaultSeverity: 'error',
  summary:
    "The SDK's JSON Schema converter throws on this part of the schema (zod 4 on `z.date()`, `z.bigint()`, `z.map()`, `z.set()`), so listing the tools fails and the server offers none.",
  rejectedBy: [],
  checkTool(tool) {
    const source = sourceOf(tool.schema);
    if (!source) return;
    const found: Throws[] = [];
    for (const note of source.notes)
      if (note.kind === 'converter-throws') found.push({ tool, note, converter: source.converter });
    return found;
  },
  message: ({ tool, note, converter }) => ({
    offset: note.offset,
    length: note.length,
    pointer: tool.schemaPointer,
    text: `${converter} cannot convert this ("${note.message}"): \`tools/list\` fails with that error, so the server lists no tool at all, to every client. ${(note.replacement as { type?: unknown } | undefined)?.type === 'string' ? 'Take it as a string and parse it in the handler.' : 'Take it in a form JSON Schema can say (a string, a number, an array), and convert it in the handler.'}`,
  }),
  repairable: false,
  fixes: ({ note }, ctx): Fix[] =>
    note.node && note.replacement !== undefined
      ? [
          {
            title: `Send it as ${JSON.stringify(note.replacement)}`,
            kind: 'authoring',
            edits: ctx.edits.replaceValue(note.node, note.replacement),
          },
        ]
      : [],
};
