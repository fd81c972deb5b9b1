import { parseJson } from '../json/parse';
import { toValue } from '../json/tree';
import { toolAt } from '../model/locate';
import { SCHEMA_KEY, type Tool } from '../model/tool';
import type { ResolvedOptions } from '../options';
import { NO_SUPPRESSIONS } from '../suppress';
import type { WireFormat } from '../view/model';
import { repairTool } from '../view/repair-tool';
import { isBlocking, sendable, type Sendable } from '../view/sendable';
import { wireForm } from '../view/wire';
import { isRecord, type ToolItem } from './input';

/** Why a tool is left out, or what was done to one that is offered: a rule's id, its message, and the node (a JSON pointer into the tool as given). */
export interface ToolDefect {
  rule: string;
  message: string;
  pointer: string;
}

/** Not a rule: the value given is not a tool definition Toolwire can read. */
export const NOT_A_TOOL = 'not-a-tool';

export type ConformedTool =
  | { offered: unknown; name: string; sourceName: string; changes: ToolDefect[] }
  | { offered?: undefined; name?: string; reasons: ToolDefect[] };

/**
 * One tool as it can be sent to every chosen target: repaired from its own
 * JSON text by the safe repairs, named and described, in its own shape or in
 * `wire`; or the findings no repair resolves, which keep it out.
 */
export function conformOne(item: ToolItem, options: ResolvedOptions, wire: WireFormat | undefined): ConformedTool {
  const text = jsonText(item.value);
  const root = text === undefined ? undefined : parseJson(text).root;
  const tool = root?.kind === 'object' ? toolAt(root, '', item.listKey, 0) : undefined;
  if (!tool || text === undefined)
    return { reasons: [{ rule: NOT_A_TOOL, message: notAToolMessage(text), pointer: '' }] };
  const repaired = repairTool(text, tool, options, NO_SUPPRESSIONS, 0);
  const sent = sendable({
    source: tool,
    fixed: repaired.tool,
    sourceName: tool.name,
    shape: tool.shape,
    repairs: repaired.repairs,
    remaining: repaired.remaining,
    origin: 0,
  });
  const reasons = repaired.remaining.filter(isBlocking).map(defectOf);
  if (tool.name === undefined && !reasons.some((r) => r.rule === 'name-missing'))
    reasons.unshift({
      rule: 'name-missing',
      message: 'This tool has no name, so no call could reach it.',
      pointer: '',
    });
  if (reasons.length || !repaired.tool) return { name: tool.name, reasons };
  return {
    offered: wire ? wireForm(wire, { ...sent, shape: tool.shape }) : inItsShape(repaired.text, repaired.tool, sent),
    name: sent.name,
    sourceName: tool.name!,
    changes: changesOf(repaired.repairs, sent, tool),
  };
}

/** The value's JSON text, or undefined for one JSON cannot carry (a function, a cycle, a BigInt, a throwing getter). */
function jsonText(value: unknown): string | undefined {
  try {
    return JSON.stringify(value);
  } catch {
    return undefined;
  }
}

function notAToolMessage(text: string | undefined): string {
  if (text === undefined)
    return 'This value cannot be written as JSON (a function, a cycle or a BigInt), so it is no tool.';
  return 'This value is not a tool definition: no name with a parameters schema in any shape Toolwire reads (OpenAI, Anthropic, MCP, Gemini, Bedrock).';
}

function defectOf(f: { rule: string; message: string; pointer: string }): ToolDefect {
  return { rule: f.rule, message: f.message, pointer: f.pointer };
}

/** The repaired tool's own object, carrying the name, description and parameters as sent (every other member as repaired). */
function inItsShape(repairedText: string, tool: Tool, sent: Sendable): unknown {
  const outer = toValue(parseJson(repairedText).root) as Record<string, unknown>;
  const holder = (
    tool.shape === 'openai' ? outer.function : tool.shape === 'bedrock' ? outer.toolSpec : outer
  ) as Record<string, unknown>;
  holder.name = sent.name;
  holder.description = sent.description;
  if (tool.shape === 'bedrock')
    holder.inputSchema = { ...(isRecord(holder.inputSchema) ? holder.inputSchema : {}), json: sent.parameters };
  else holder[SCHEMA_KEY[tool.shape]] = sent.parameters;
  return outer;
}

/** What was done to an offered tool: each repair, the sanitised name, the derived description. */
function changesOf(
  repairs: ReadonlyArray<{ rule: string; pointer: string; title: string }>,
  sent: Sendable,
  tool: Tool,
): ToolDefect[] {
  const changes = repairs.map((r) => ({ rule: r.rule, message: r.title, pointer: r.pointer }));
  if (sent.name !== tool.name)
    changes.push({
      rule: 'name-invalid',
      message: `Sent as \`${sent.name}\`: \`${tool.name}\` is not a name every provider accepts.`,
      pointer: tool.nameProp ? `${tool.pointer}/name` : tool.pointer,
    });
  // The description repair writes the derived description itself; a tool sent without it still gets one.
  if (sent.descriptionDerived && !repairs.some((r) => r.rule === 'description-missing'))
    changes.push({
      rule: 'description-missing',
      message: 'Sent with a description derived from its name and inputs: it came with none.',
      pointer: tool.pointer,
    });
  return changes;
}
