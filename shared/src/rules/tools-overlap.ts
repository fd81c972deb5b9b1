import { toolAnchor, toolLabel, type Tool } from '../model/tool';
import type { Rule } from './support/rule';
import { TwinJoin, type TwinOptions, type TwinTable } from './tools-overlap/twins';

const OPTIONS: TwinOptions = {
  /** Word-set Jaccard similarity at which two descriptions count as near-identical. */
  threshold: 0.7,
  /** Least Jaccard similarity of their neighbouring-word pairs: "CSV to Excel" is not "Excel to CSV". */
  orderThreshold: 0.4,
  minWords: 4,
  maxCandidates: 512,
};
/** More changed tools than this since the last call: judge the catalog from scratch. */
const MAX_CHANGED = 8;

function label(tool: Tool): string {
  return toolLabel(tool, `tool #${tool.index + 1}`);
}

/** What the rule keeps between versions of a document: the tools it judged, their words and their twins. */
class Judged {
  constructor(
    readonly join: TwinJoin,
    readonly tools: readonly Tool[],
    readonly table: TwinTable,
  ) {}
}

function judge(tools: readonly Tool[], previous: unknown): Judged {
  if (previous instanceof Judged && !previous.join.worn) {
    const updated = judgeAgain(previous, tools);
    if (updated) return updated;
  }
  const join = new TwinJoin(OPTIONS);
  return new Judged(join, tools, join.table(tools.map((t) => join.item(t.description))));
}

/** The twins after an edit of a few tools (found by identity: unchanged tools are the same objects), or undefined. */
function judgeAgain(before: Judged, tools: readonly Tool[]): Judged | undefined {
  if (before.tools.length !== tools.length) return undefined;
  const items = before.table.items.slice();
  const changed: number[] = [];
  for (let i = 0; i < tools.length; i++) {
    if (tools[i] === before.tools[i] || tools[i].description === before.tools[i].description) continue;
    if (changed.push(i) > MAX_CHANGED) return undefined;
    items[i] = before.join.item(tools[i].description);
  }
  const table = changed.length ? before.join.update(before.table, items, changed) : before.table;
  return table && new Judged(before.join, tools, table);
}

/** A tool whose description is near-identical to an earlier one's. */
interface Overlap {
  tool: Tool;
  twin: Tool;
  /** Of their words, the share in common. */
  similarity: number;
}

export const toolsOverlap: Rule<Overlap> = {
  id: 'tools-overlap',
  title: 'Near-identical tools',
  kind: 'contract',
  defaultSeverity: 'warning',
  summary: 'Two tools of one catalog have near-identical descriptions, so the model cannot tell which to call.',
  rejectedBy: [],
  checkCatalog(tools, _ctx, previous) {
    // One tool has no twin: spare the join (conformTools judges each tool alone).
    if (tools.length < 2) return undefined;
    const judged = judge(tools, previous);
    const { earlier, similarity } = judged.table;
    const states: Overlap[] = [];
    for (let later = 0; later < earlier.length; later++) {
      if (earlier[later] < 0) continue;
      const tool = tools[later];
      const twin = tools[earlier[later]];
      // Two tools of one name are name-duplicate's finding.
      if (tool.name !== undefined && tool.name === twin.name) continue;
      states.push({ tool, twin, similarity: similarity[later] });
    }
    return { states, memo: judged };
  },
  message({ tool, twin, similarity }) {
    const at = toolAnchor(tool);
    const twinAt = toolAnchor(twin);
    // Places written out rather than spread (see place.ts): a catalog that lists a server twice has a finding per tool.
    return {
      offset: at.offset,
      length: at.length,
      pointer: tool.nameProp ? `${tool.pointer}/name` : tool.pointer,
      text: `${label(tool)} and ${label(twin)} have near-identical descriptions (${Math.round(similarity * 100)}% of their words shared): the model cannot tell them apart and picks one by chance. Merge them, or say in each description when it is the one to use.`,
      related: [{ offset: twinAt.offset, length: twinAt.length, message: `${label(twin)}, the near-identical tool` }],
      tool,
    };
  },
  // The join's words and each item's key are strings it makes from code units, never slices; its tools are the engine's.
  detachMemo: (memo) => memo,
};
