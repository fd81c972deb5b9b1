import { toolAnchor, toolLabel, type Tool } from '../model/tool';
import { atTool } from './place';
import type { Rule } from './rule';
import { findTwins } from './similarity';

/** Word-set Jaccard similarity at which two descriptions count as near-identical. */
const OVERLAP_THRESHOLD = 0.7;
/** Least Jaccard similarity of their neighbouring-word pairs: "CSV to Excel" is not "Excel to CSV". */
const ORDER_THRESHOLD = 0.4;
const MIN_WORDS = 4;
const MAX_CANDIDATES = 512;

function label(tool: Tool): string {
  return toolLabel(tool, `tool #${tool.index + 1}`);
}

export const toolsOverlap: Rule = {
  id: 'tools-overlap',
  title: 'Near-identical tools',
  kind: 'contract',
  defaultSeverity: 'warning',
  summary: 'Two tools of one catalog have near-identical descriptions, so the model cannot tell which to call.',
  rejectedBy: [],
  catalog(tools, ctx) {
    const twins = findTwins(
      tools.map((t) => t.description),
      { threshold: OVERLAP_THRESHOLD, orderThreshold: ORDER_THRESHOLD, minWords: MIN_WORDS, maxCandidates: MAX_CANDIDATES },
    );
    for (const { later, earlier, similarity } of twins) {
      const tool = tools[later];
      const twin = tools[earlier];
      // Two tools of one name are name-duplicate's finding.
      if (tool.name !== undefined && tool.name === twin.name) continue;
      const share = Math.round(similarity * 100);
      ctx.report({
        ...atTool(tool, tool.nameProp ? `${tool.pointer}/name` : tool.pointer),
        message: `${label(tool)} and ${label(twin)} have near-identical descriptions (${share}% of their words shared): the model cannot tell them apart and picks one by chance. Merge them, or say in each description when it is the one to use.`,
        related: [{ ...toolAnchor(twin), message: `${label(twin)}, the near-identical tool` }],
        tool,
      });
    }
  },
};
