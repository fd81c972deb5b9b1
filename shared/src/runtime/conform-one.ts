import type { AppliedRepair } from '../fix';
import { toValue } from '../json/tree';
import { CLOSED_EMPTY_PARAMETERS, EMPTY_PARAMETERS, outerNode, SCHEMA_KEY, type Tool } from '../model/tool';
import { closesEmptyParameters } from '../rules/strict-additional-properties';
import type { Finding, ProviderId } from '../types';
import type { WireFormat } from '../wire/form';
import { isBlocking, sendable, type Sendable } from '../view/sendable';
import { wireForm } from '../wire/form';
import { withinTool, type BatchEntry } from './batch';
import { isRecord } from './input';
import type { RepairedTool } from './repair';

/** Why a tool is left out, or what was done to one that is offered: a rule's id, its message, and the node (a JSON pointer into the tool as given). */
export interface ToolDefect {
  rule: string;
  message: string;
  pointer: string;
}

/** Not a rule: the value given is not a tool definition Toolwire can read. */
export const NOT_A_TOOL = 'not-a-tool';

export type ConformedTool =
  | { offered: unknown; name: string; changes: ToolDefect[] }
  | { offered?: undefined; name?: string; reasons: ToolDefect[] };

/**
 * One tool as it can be sent to every chosen target, or the findings no repair
 * resolves, which keep it out. `given` is the tool as the batch read it, and
 * `repaired` the same tool after fix-all (the same entry when no repair applied).
 */
export function conformEntry(
  given: BatchEntry,
  repaired: RepairedTool,
  targets: ReadonlySet<ProviderId>,
  wire: WireFormat | undefined,
): ConformedTool {
  const { tool, text } = given;
  if (!tool || text === undefined)
    return { reasons: [{ rule: NOT_A_TOOL, message: notAToolMessage(text), pointer: '' }] };
  if (repaired.failure !== undefined)
    return { name: tool.name, reasons: [{ rule: NOT_A_TOOL, message: unreadable(repaired.failure), pointer: '' }] };
  const fixed = repaired.entry.tool;
  if (!fixed) return { name: tool.name, reasons: [{ rule: NOT_A_TOOL, message: notAToolMessage(text), pointer: '' }] };
  const sent = sendable({
    source: tool,
    fixed,
    sourceName: tool.name,
    shape: tool.shape,
    repairs: repaired.repairs,
    remaining: repaired.findings,
    origin: outerNode(fixed).offset,
    emptyParameters: closesEmptyParameters(targets, tool) ? CLOSED_EMPTY_PARAMETERS : EMPTY_PARAMETERS,
  });
  const judged = { tool, findings: repaired.findings, sent, repairs: repaired.repairs, prefix: given.prefix, wire };
  return offerOrExclude(judged, () => toValue(outerNode(fixed)));
}

/** Why a tool that threw is left out. */
export function unreadable(error: string): string {
  return `This tool could not be read: ${error}`;
}

/** What is known of a tool once its repairs (if any) are made. */
interface Judged {
  tool: Tool;
  findings: readonly Finding[];
  sent: Sendable;
  repairs: readonly AppliedRepair[];
  /** Stripped from finding pointers so that they point into the tool as given. */
  prefix: string;
  wire: WireFormat | undefined;
}

/** The tool offered (in `wire`, or in its own shape from `outer`), or left out with the findings that keep it out. */
function offerOrExclude(j: Judged, outer: () => unknown): ConformedTool {
  const { tool, sent, prefix } = j;
  const reasons = reasonsOf(j.findings, tool, prefix);
  if (reasons.length) return { name: tool.name, reasons };
  return {
    offered: j.wire ? wireForm(j.wire, { ...sent, shape: tool.shape }) : inItsShape(outer(), tool, sent),
    name: sent.name,
    changes: changesOf(j),
  };
}

/** The findings that keep a tool out: its blocking ones, and no name at all. */
function reasonsOf(findings: readonly Finding[], tool: Tool, prefix: string): ToolDefect[] {
  const reasons = findings
    .filter(isBlocking)
    .map((f) => ({ rule: f.rule, message: f.message, pointer: withinTool(f.pointer, prefix) }));
  if (tool.name === undefined && !reasons.some((r) => r.rule === 'name-missing'))
    reasons.unshift({
      rule: 'name-missing',
      message: 'This tool has no name, so no call could reach it.',
      pointer: '',
    });
  return reasons;
}

function notAToolMessage(text: string | undefined): string {
  if (text === undefined)
    return 'This value cannot be written as JSON (a function, a cycle or a BigInt), so it is no tool.';
  return 'This value is not a tool definition: no name with a parameters schema in any shape Toolwire reads (OpenAI, Anthropic, MCP, Gemini, Bedrock).';
}

/** The tool's own object, carrying the name, description and parameters as sent (every other member as written or repaired). */
function inItsShape(value: unknown, tool: Tool, sent: Sendable): unknown {
  const outer = value as Record<string, unknown>;
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
function changesOf({ repairs, sent, tool, prefix }: Judged): ToolDefect[] {
  const changes: ToolDefect[] = repairs.map((r) => ({ rule: r.rule, message: r.title, pointer: r.pointer }));
  if (sent.name !== tool.name)
    changes.push({
      rule: 'name-invalid',
      message: `Sent as \`${sent.name}\`: \`${tool.name}\` is not a name every provider accepts.`,
      pointer: withinTool(tool.nameProp ? `${tool.pointer}/name` : tool.pointer, prefix),
    });
  // The description repair writes the derived description itself; a tool sent without it still gets one.
  if (sent.descriptionDerived && !repairs.some((r) => r.rule === 'description-missing'))
    changes.push({
      rule: 'description-missing',
      message: 'Sent with a description derived from its name and inputs: it came with none.',
      pointer: withinTool(tool.pointer, prefix),
    });
  return changes;
}
