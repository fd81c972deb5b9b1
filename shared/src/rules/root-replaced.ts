import { sourceOf, type SourceNote } from '../model/source';
import type { Tool } from '../model/tool';
import type { Rule } from './support/rule';

/** A root the SDK replaces, with the note the front end made of it. */
interface Replaced {
  tool: Tool;
  note: SourceNote;
  converter: string;
}

const EMPTY_OBJECT = '{"type": "object", "properties": {}}';
const ONE_OBJECT =
  "Make the root one object: a `kind` enum and the branches' fields, optional where only some branches have them.";

/**
 * A schema the SDK does not send as written: the MCP SDK v1 replaces a root
 * that is not an object (a union) with `{"type": "object", "properties": {}}`,
 * and zod-to-json-schema writes only `$schema` for a zod 4 schema, silently, so
 * the model is shown a tool that takes nothing. The front end notes it (with
 * what is sent and the advice, where they are not the MCP SDK v1's).
 */
export const rootReplaced: Rule<Replaced> = {
  id: 'root-replaced',
  title: 'Schema the SDK replaces',
  kind: 'contract',
  defaultSeverity: 'error',
  summary:
    'The SDK sends another schema than the one written, so the model sees no parameters: the MCP SDK v1 sends a root union (`z.union`, `z.discriminatedUnion`) as an empty object, and zod-to-json-schema writes only `$schema` for a zod 4 schema.',
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
    text: `${converter} sends this schema as \`${note.sent ?? EMPTY_OBJECT}\` (${note.message}): the model sees \`${tool.name ?? 'this tool'}\` take no parameters and calls it with none. ${note.advice ?? ONE_OBJECT}`,
  }),
};
