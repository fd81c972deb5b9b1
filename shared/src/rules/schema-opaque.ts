import { childPointer, getValue, isOpaque, type JsonProperty } from '../json/tree';
import type { Tool } from '../model/tool';
import { describeNode } from '../schema/node';
import type { SchemaNode } from '../schema/walk';
import { atKey, atValue } from './support/place';
import type { Rule } from './support/rule';

type Unread =
  /** The whole schema is not known. */
  | { tool: Tool; schemaProp: JsonProperty }
  /** An object's members are known in part: `rest` says where the others are written. */
  | { node: SchemaNode; rest: ReadonlyArray<{ offset: number; length: number }> };

/** The longest quote of an unread part a message holds. */
const QUOTE = 60;

/**
 * A tool whose schema is computed at run time (in code: `z.object(...)`, an
 * import): said once, never judged. Where only some members of an object are
 * not read (`...common`, `.extend(paging())`), the rest is judged, and this
 * says where the unread ones are.
 */
export const schemaOpaque: Rule<Unread> = {
  id: 'schema-opaque',
  title: 'Schema not known from the source',
  kind: 'contract',
  defaultSeverity: 'info',
  summary: 'The tool is found, but its schema is computed when the code runs, so it is not checked here.',
  rejectedBy: [],
  checkTool(tool) {
    if (!isOpaque(tool.schema) || !tool.schemaProp) return;
    return { tool, schemaProp: tool.schemaProp };
  },
  checkNode(node) {
    const properties = getValue(node.node, 'properties');
    const rest = properties?.kind === 'object' ? properties.rest : undefined;
    return rest?.length ? { node, rest } : undefined;
  },
  message: (state, ctx) => {
    if ('tool' in state)
      return {
        ...atKey(state.schemaProp, state.tool.schemaPointer),
        text: `The schema of \`${state.tool.name ?? 'this tool'}\` is computed when the code runs (a call, an import, a variable), so Toolwire cannot check it here. \`toolwire mcp -- <server command>\` checks the tools a server really lists.`,
      };
    const { node, rest } = state;
    const quoted = rest.map((at) => `\`${quote(ctx.text.slice(at.offset, at.offset + at.length))}\``).join(', ');
    return {
      ...atValue(rest[0], childPointer(node.pointer, 'properties')),
      text: `${describeNode(node)} may have more properties than the ones read here: ${quoted} ${rest.length === 1 ? 'is' : 'are'} computed when the code runs. The properties read are checked; what ${rest.length === 1 ? 'it adds' : 'they add'} is not, and no rule reports a property or a \`required\` name missing because of ${rest.length === 1 ? 'it' : 'them'}.`,
    };
  },
};

function quote(text: string): string {
  const line = text.replace(/\s+/g, ' ');
  return line.length > QUOTE ? `${line.slice(0, QUOTE - 3)}...` : line;
}
