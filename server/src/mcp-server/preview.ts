import { buildPreview, type PreviewTool, type WireFormat } from '../../../shared/src/index';
import { BOOLEAN, INTEGER, objectOf, SOURCE_PROPERTIES, STRING, WIRE_FORMAT } from './schemas';
import { readSource } from './source';
import { ToolInputError, type McpTool } from './tool';

/**
 * `preview`: one tool as the model sees it (the editor's Model Preview): in a
 * provider's wire form after the safe repairs, with the description sent (derived
 * when the tool has none) and its token count.
 */
export const previewTool: McpTool = {
  name: 'preview',
  title: 'Preview a tool as sent',
  description:
    "Show one tool of a file or text as a model provider receives it, after Toolwire's safe repairs: its definition in that provider's wire form, the description sent (derived from the schema when the tool has none), its size in o200k_base tokens, the repairs made, and why it would be left out when it cannot be sent.",
  inputSchema: objectOf(
    {
      tool: { type: 'string', description: 'The name of the tool to show, as written in the document.' },
      wire: { ...WIRE_FORMAT, description: 'The wire form to show the tool in; openai when left out.' },
      ...SOURCE_PROPERTIES,
    },
    ['tool'],
  ),
  outputSchema: objectOf(
    {
      name: STRING,
      status: { type: 'string', enum: ['unchanged', 'repaired', 'left-out'] },
      wire: { type: 'object', description: 'The tool in the wire form asked for; absent when it is left out.' },
      description: STRING,
      descriptionDerived: BOOLEAN,
      tokens: INTEGER,
      encoding: STRING,
      changes: { type: 'array', items: STRING },
      leftOutBecause: { type: 'array', items: objectOf({ rule: STRING, message: STRING }, ['rule', 'message']) },
    },
    ['name', 'status', 'description', 'descriptionDerived', 'tokens', 'encoding', 'changes', 'leftOutBecause'],
  ),
  async run(args, { roots }) {
    const source = await readSource(args, roots);
    const model = buildPreview(source.text, source.options);
    const name = String(args.tool);
    const tool = model.tools.find((t) => (t.sourceName ?? t.name) === name) ?? model.tools.find((t) => t.name === name);
    if (!tool)
      throw new ToolInputError(`${source.display} has no tool named ${JSON.stringify(name)}${namesOf(model.tools)}`);
    const format = (args.wire as WireFormat | undefined) ?? 'openai';
    const wire = tool.status === 'left-out' ? undefined : tool.wire[format];
    const structured = {
      name: tool.name,
      status: tool.status,
      ...(wire === undefined || wire === null ? {} : { wire }),
      description: tool.description,
      descriptionDerived: tool.descriptionDerived,
      tokens: tool.tokens,
      encoding: model.encoding,
      changes: tool.changes,
      leftOutBecause: tool.leftOutBecause,
    };
    return { structured, text: textOf(tool, format, wire) };
  },
};

function namesOf(tools: readonly PreviewTool[]): string {
  return tools.length
    ? ` (it has ${tools.map((t) => JSON.stringify(t.sourceName ?? t.name)).join(', ')})`
    : ' (it has no tools)';
}

function textOf(tool: PreviewTool, format: WireFormat, wire: unknown): string {
  if (tool.status === 'left-out')
    return `${tool.name} is left out: ${tool.leftOutBecause.map((r) => `${r.rule}: ${r.message}`).join(' ')}`;
  const changes = tool.changes.length ? `\nRepairs: ${tool.changes.join('; ')}` : '';
  const derived = tool.descriptionDerived ? ' (derived: the tool has no description)' : '';
  return `${tool.name} as sent (${format} wire form, ${tool.tokens} tokens)${derived}:${changes}\n${JSON.stringify(wire, null, 2)}`;
}
