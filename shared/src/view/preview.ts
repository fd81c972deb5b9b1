import { fixAllDetailed } from '../fix';
import { lint, type LintOutput } from '../lint';
import { bareSchemaTool, locateTools } from '../model/locate';
import { NO_COMPUTED, type ComputedFacts } from '../model/source';
import type { Tool } from '../model/tool';
import { resolveOptions } from '../options';
import type { LintOptions } from '../types';
import { asSent } from './as-sent';
import { previewModel, previewToolOf } from './assemble';
import { unlistedTools } from './unlisted';
import type { PreviewModel } from './model';

/**
 * The model-facing view of a document: each tool as it would be sent after the
 * safe repairs (or why it is left out), in every provider's wire form, with
 * token counts, and the catalog text that lists the sent tools. Built whole:
 * fix-all over the document, each tool then read from the repaired text by its
 * index (no repair adds, removes or reorders a tool). `given`, when the caller
 * has it, is the lint of this very text with these options (fixes need not be
 * computed). Pure; never throws on bad input (an unparsable document gives the
 * tools that could be read, and no repair).
 */
export function buildPreview(text: string, options: LintOptions = {}, given?: LintOutput): PreviewModel {
  const first = given ?? lint(text, { ...options, fixes: false });
  const fixed = fixAllDetailed(text, options);
  const bareName = first.tools[0]?.name ?? '';
  const source = toolsOf(text, options, bareName);
  const sourceTools = source.tools;
  const fixedTools = fixed.text === text ? sourceTools : toolsOf(fixed.text, options, bareName).tools;
  // The editor offers fixes through its own requests; the preview's findings travel light.
  const findings = byTool(first.findings.map((f) => (f.fixes.length ? { ...f, fixes: [] } : f)));
  const remaining = byTool(fixed.remaining);
  const repairs = byTool(fixed.repairs);
  const unlisted = unlistedTools(first.findings, sourceTools, source.computed);
  const tools = first.tools.map((summary) => {
    const index = summary.index;
    const sent = asSent({
      source: sourceTools[index],
      fixed: fixedTools[index] ?? sourceTools[index],
      sourceName: summary.name,
      shape: summary.shape,
      repairs: repairs.get(index) ?? [],
      // Every finding left in the repaired document, the catalog rules' included: offsets in the repaired text.
      remaining: remaining.get(index) ?? [],
      origin: 0,
    });
    const notListed = unlisted.get(index);
    return previewToolOf(summary, sent, notListed ? [notListed] : sent.blockers, findings.get(index) ?? []);
  });
  return previewModel(tools, resolveOptions(options).budgets, findings.get(undefined) ?? []);
}

function toolsOf(text: string, options: LintOptions, bareName: string): { tools: Tool[]; computed: ComputedFacts } {
  const resolved = resolveOptions(options);
  const { root, computed = NO_COMPUTED } = resolved.language.parse(text, resolved.parse);
  return { tools: options.bareSchema ? bareSchemaTool(root, bareName) : locateTools(root), computed };
}

function byTool<T extends { toolIndex?: number }>(items: readonly T[]): Map<number | undefined, T[]> {
  const out = new Map<number | undefined, T[]>();
  for (const item of items) (out.get(item.toolIndex) ?? out.set(item.toolIndex, []).get(item.toolIndex)!).push(item);
  return out;
}
