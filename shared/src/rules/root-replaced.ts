import { sourceOf, type SourceNote } from '../model/source';
import type { Tool } from '../model/tool';
import type { Rule } from './rule';

/** A root the SDK replaces, with the note the front end made of it. */
interface Replaced {
  tool: Tool;
  note: SourceNote;
  converter: string;
}

/**
 * A schema the SDK does not send as written: the MCP SDK v1 replaces a root
 * that is not an object (a union) with `{"type": "object", "properties": {}}`,
 * silently, so the model is shown a tool that takes nothing. The front end notes it.
 */
export const rootReplaced: Rule<Replaced> = {
  id: 'root-replaced',
  title: 'Schema the SDK replaces',
  kind: 'contract',
  defaultSeverity: 'error',
  summary:
    'The SDK sends another schema than the one written: the MCP SDK v1 sends a root union (`z.union`, `z.discriminatedUnion`) as an empty object, so the model sees no parameters.',
  rejectedBy: [],
  checkTool(tool) {
    const source = sourceOf(tool.schema);
    if (!source) return;
    const found: Replaced[] = [];
    for (const note of source.notes)
      if (note.kind === 'root-replaced') found.push({ tool, note, converter: source.converter });
    return found;
  },
  message: ({ tool, note, converter }) => ({
    offset: note.offset,
    length: note.length,
    pointer: tool.schemaPointer,
    text: `${converter} sends this schema as \`{"type": "object", "properties": {}}\` (${note.message}): the model sees \`${tool.name ?? 'this tool'}\` take no parameters and calls it with none. Make the root one object: a \`kind\` enum and the branches' fields, optional where only some branches have them.`,
  }),
};
