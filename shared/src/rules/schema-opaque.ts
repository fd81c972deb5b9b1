import { isOpaque } from '../json/tree';
import { atKey } from './place';
import type { JsonProperty } from '../json/tree';
import type { Tool } from '../model/tool';
import type { Rule } from './rule';

/** A tool whose schema is computed at run time (in code: `z.object(...)`, an import): said once, never judged. */
export const schemaOpaque: Rule<{ tool: Tool; schemaProp: JsonProperty }> = {
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
  message: ({ tool, schemaProp }) => ({
    ...atKey(schemaProp, tool.schemaPointer),
    text: `The schema of \`${tool.name ?? 'this tool'}\` is computed when the code runs (a call, an import, a variable), so Toolwire cannot check it here. \`toolwire mcp -- <server command>\` checks the tools a server really lists.`,
  }),
};
