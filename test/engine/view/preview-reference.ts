/**
 * The preview made the slow, obviously right way, as it was first built: fix-all
 * over the whole document (every pass re-lints everything), each tool then read
 * from the repaired text by its index. The fast preview repairs each tool from its
 * own text; it must give the same model. Test use only: 2,000 tools take seconds.
 */
import { fixAllDetailed, lint, type Finding, type LintOptions, type PreviewModel } from '../../../shared/src/index';
import { parseJson } from '../../../shared/src/json/parse';
import { bareSchemaTool, locateTools } from '../../../shared/src/model/locate';
import type { Tool } from '../../../shared/src/model/tool';
import { resolveOptions } from '../../../shared/src/options';
import { previewModel, previewToolOf } from '../../../shared/src/view/assemble';
import { asSent } from '../../../shared/src/view/as-sent';

function byTool<T extends { toolIndex?: number }>(items: readonly T[]): Map<number | undefined, T[]> {
  const out = new Map<number | undefined, T[]>();
  for (const item of items) (out.get(item.toolIndex) ?? out.set(item.toolIndex, []).get(item.toolIndex)!).push(item);
  return out;
}

function toolsOf(text: string, options: LintOptions, bareName: string): Tool[] {
  const { root } = parseJson(text);
  return options.bareSchema ? bareSchemaTool(root, bareName) : locateTools(root);
}

export function referencePreview(text: string, options: LintOptions = {}): PreviewModel {
  const fixed = fixAllDetailed(text, options);
  const first = lint(text, options);
  const bareName = first.tools[0]?.name ?? '';
  const sourceTools = toolsOf(text, options, bareName);
  const fixedTools = fixed.text === text ? sourceTools : toolsOf(fixed.text, options, bareName);
  const findings = byTool<Finding>(first.findings.map((f) => ({ ...f, fixes: [] })));
  const remaining = byTool(fixed.remaining);
  const repairs = byTool(fixed.repairs);
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
    return previewToolOf(summary, sent, sent.blockers, findings.get(index) ?? []);
  });
  return previewModel(tools, resolveOptions(options).budgets, findings.get(undefined) ?? []);
}
