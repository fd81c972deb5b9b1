import { conformTools, type Defect, type WireFormat } from '../../../shared/src/index';
import { DEFECT, INTEGER, NULLABLE_STRING, objectOf, SOURCE_PROPERTIES, STRING, WIRE_FORMAT } from './schemas';
import { readSource } from './source';
import { ToolInputError, type McpTool } from './tool';

const { path, targets } = SOURCE_PROPERTIES;

/**
 * `conform`: the runtime's `conformTools` on a list of tools: what would be sent
 * (repaired, named, described), what is left out and why, and the name map that
 * dispatches a call the model makes back to the tool as written.
 */
export const conformTool: McpTool = {
  name: 'conform',
  title: 'Conform tools for a request',
  description:
    "Run toolwire/runtime's conformTools on a JSON list of tools (an MCP tools/list result, a request body or a tool file): the tools as they would be sent to the target providers after the safe repairs, with derived descriptions and model-safe names, the tools left out with the findings that keep them out, each repair made, and the map from each name as sent to the name as written.",
  inputSchema: objectOf({
    path,
    text: {
      type: 'string',
      description: 'The tools as JSON text (a list, {"tools": [...]}, or a request body), instead of a file.',
    },
    targets,
    wire: {
      ...WIRE_FORMAT,
      description: 'Send every tool in this wire form; by default each keeps the shape it came in.',
    },
  }),
  outputSchema: objectOf(
    {
      offered: { type: 'array', items: { type: 'object' } },
      excluded: {
        type: 'array',
        items: objectOf({ index: INTEGER, name: STRING, findings: { type: 'array', items: DEFECT } }, [
          'index',
          'findings',
        ]),
      },
      repaired: {
        type: 'array',
        items: objectOf({ index: INTEGER, tool: NULLABLE_STRING, rule: STRING, message: STRING, pointer: STRING }, [
          'index',
          'tool',
          'rule',
          'message',
          'pointer',
        ]),
      },
      names: { type: 'array', items: objectOf({ sent: STRING, given: NULLABLE_STRING }, ['sent', 'given']) },
    },
    ['offered', 'excluded', 'repaired', 'names'],
  ),
  async run(args, { roots }) {
    const source = await readSource(args, roots);
    const tools = parseTools(source.text, source.display);
    const repaired: Defect[] = [];
    const onDefect = (d: Defect) => void (d.action === 'repaired' && repaired.push(d));
    const out = conformTools(tools, {
      targets: source.options.targets,
      wire: args.wire as WireFormat | undefined,
      onDefect,
    });
    const names = [...out.nameMap].map(([sent, given]) => ({ sent, given: nameOf(given) }));
    const excluded = out.excluded.map(({ index, name, findings }) => ({
      index,
      ...(name === undefined ? {} : { name }),
      findings,
    }));
    const structured = {
      offered: out.offered,
      excluded,
      repaired: repaired.map(({ index, tool, rule, message, pointer }) => ({
        index,
        tool: tool ?? null,
        rule,
        message,
        pointer,
      })),
      names,
    };
    return { structured, text: summaryOf(out.offered.length, excluded, repaired.length) };
  },
};

function parseTools(text: string, display: string): unknown {
  try {
    return JSON.parse(text);
  } catch (e) {
    throw new ToolInputError(`${display} is not JSON (${(e as Error).message}): conform reads tools as JSON values`);
  }
}

/** The name of a tool as given, in whichever shape it came (MCP, Anthropic and Gemini: `name`; OpenAI chat: `function.name`; Bedrock: `toolSpec.name`). */
function nameOf(tool: unknown): string | null {
  const record = tool as { name?: unknown; function?: { name?: unknown }; toolSpec?: { name?: unknown } } | null;
  const name = record?.name ?? record?.function?.name ?? record?.toolSpec?.name;
  return typeof name === 'string' ? name : null;
}

function summaryOf(
  offered: number,
  excluded: readonly { index: number; name?: string; findings: { message: string }[] }[],
  repairs: number,
): string {
  const lines = [
    `${offered} tool${offered === 1 ? '' : 's'} offered (${repairs} repair${repairs === 1 ? '' : 's'}), ${excluded.length} left out.`,
  ];
  for (const e of excluded)
    lines.push(`- ${e.name ?? `tool #${e.index + 1}`}: ${e.findings.map((f) => f.message).join(' ')}`);
  return lines.join('\n');
}
