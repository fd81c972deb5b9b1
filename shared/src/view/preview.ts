import { fixAllDetailed, type AppliedRepair, type FixAllResult } from '../fix';
import { lint, type LintOutput } from '../lint';
import { derivedDescription } from '../model/derived-description';
import { sanitizeToolName } from '../model/names';
import { EMPTY_PARAMETERS, type Tool } from '../model/tool';
import { resolveOptions } from '../options';
import type { Finding, LintOptions, ToolSummary } from '../types';
import { catalogText } from './catalog';
import { jsonDiff } from './diff';
import { WIRE_FORMATS, type PreviewModel, type PreviewTool, type SendStatus, type WireFormat } from './model';
import { toolsOf, valuesOf } from './source';
import { TOKEN_ENCODING, tokenCount } from './tokens';
import { wireForms } from './wire';

/** Wire findings the send path resolves itself: a name outside the portable pattern is sent sanitised. */
const RESOLVED_AT_SEND = new Set(['name-invalid']);

const NOT_SENT = Object.fromEntries(WIRE_FORMATS.map((f) => [f, null])) as Record<WireFormat, unknown>;

/** Everything known about one document before and after its safe repairs, grouped by tool index. */
interface Passes {
  source: LintOutput;
  sourceTools: Tool[];
  fixedTools: Tool[];
  findings: Map<number | undefined, Finding[]>;
  remaining: Map<number | undefined, Finding[]>;
  repairs: Map<number | undefined, AppliedRepair[]>;
}

function byTool<T extends { toolIndex?: number }>(items: readonly T[]): Map<number | undefined, T[]> {
  const out = new Map<number | undefined, T[]>();
  for (const item of items) (out.get(item.toolIndex) ?? out.set(item.toolIndex, []).get(item.toolIndex)!).push(item);
  return out;
}

function runPasses(text: string, options: LintOptions): Passes {
  let fixed: Pick<FixAllResult, 'text' | 'remaining' | 'repairs' | 'first'>;
  try {
    fixed = fixAllDetailed(text, options);
  } catch {
    // A repair that cannot be applied leaves the document as written; the preview still shows it.
    const first = lint(text, options);
    fixed = { text, remaining: first.findings, repairs: [], first };
  }
  // The editor offers fixes through its own requests; the preview's findings travel light.
  const source = { ...fixed.first, findings: fixed.first.findings.map((f) => ({ ...f, fixes: [] })) };
  const sourceTools = toolsOf(text, options);
  const fixedTools = fixed.text === text ? sourceTools : toolsOf(fixed.text, options);
  return { source, sourceTools, fixedTools, findings: byTool(source.findings), remaining: byTool(fixed.remaining), repairs: byTool(fixed.repairs) };
}

/**
 * The model-facing view of a document: each tool as it would be sent after the
 * safe repairs (or why it is left out), in every provider's wire form, with
 * token counts, and the catalog text that lists the sent tools. Pure; never throws
 * on bad input (an unparsable document gives the tools that could be read).
 */
export function buildPreview(text: string, options: LintOptions = {}): PreviewModel {
  const passes = runPasses(text, options);
  const budgets = resolveOptions(options).budgets;
  const tools = passes.source.tools.map((summary) => previewTool(summary, passes));
  const sent = tools.filter((t) => t.status !== 'left-out');
  return {
    version: 1,
    encoding: TOKEN_ENCODING,
    tools,
    totals: {
      tools: tools.length,
      sent: sent.length,
      repaired: tools.filter((t) => t.status === 'repaired').length,
      leftOut: tools.length - sent.length,
      tokens: tools.reduce((sum, t) => sum + t.tokens, 0),
    },
    budgets,
    catalog: catalogText(sent.map((t) => ({ name: t.name, description: t.description })), budgets.catalogChars),
    documentFindings: passes.findings.get(undefined) ?? [],
  };
}

function previewTool(summary: ToolSummary, passes: Passes): PreviewTool {
  const index = summary.index;
  const before = valuesOf(passes.sourceTools[index]);
  // Repairs never add or remove tools, so the index names the same tool after them.
  const afterTool = passes.fixedTools[index] ?? passes.sourceTools[index];
  const after = valuesOf(afterTool);
  const blocking = (passes.remaining.get(index) ?? []).filter((f) => f.providers.length > 0 && !RESOLVED_AT_SEND.has(f.rule));
  const sourceName = summary.name;
  const name = sourceName === undefined ? '' : sanitizeToolName(after.name ?? sourceName);
  const written = after.description?.trim() ? after.description : undefined;
  const description = written ?? (afterTool ? derivedDescription(afterTool) : '');
  const parameters = after.parameters ?? EMPTY_PARAMETERS;
  const changes = changesOf(passes.repairs.get(index) ?? [], afterTool);
  if (sourceName !== undefined && name !== (after.name ?? sourceName)) changes.push(`Name sent as \`${name}\` (sanitised from \`${sourceName}\`)`);
  if (written === undefined && description) changes.push('Description derived from the name and the inputs (the source has none)');
  if (after.parameters === undefined) changes.push('Sent with the empty parameters schema (the source declares none)');
  const status: SendStatus = blocking.length ? 'left-out' : changes.length ? 'repaired' : 'unchanged';
  const wire = status === 'left-out' ? NOT_SENT : wireForms({ name, description, parameters, shape: summary.shape });
  return {
    index,
    ...(sourceName !== undefined ? { sourceName } : {}),
    name,
    shape: summary.shape,
    status,
    changes,
    diff: jsonDiff(before.parameters, parameters),
    leftOutBecause: blocking.map((f) => ({ rule: f.rule, message: f.message })),
    description,
    descriptionDerived: !before.description?.trim() && !!description,
    parameters,
    wire,
    tokens: status === 'left-out' ? 0 : tokenCount(JSON.stringify(wire.openai)),
    findings: passes.findings.get(index) ?? [],
    offset: summary.offset,
    length: summary.length,
    nameOffset: summary.nameOffset,
    nameLength: summary.nameLength,
  };
}

/** "Drop `additionalProperties` (at /properties/options)": each repair title, where in the parameters it applied. */
function changesOf(repairs: readonly AppliedRepair[], tool: Tool | undefined): string[] {
  const base = tool?.schemaPointer ?? '';
  const seen = new Set<string>();
  for (const r of repairs) {
    const where = r.pointer.startsWith(base) ? r.pointer.slice(base.length) : '';
    seen.add(where ? `${r.title} (at ${where})` : r.title);
  }
  return [...seen];
}
