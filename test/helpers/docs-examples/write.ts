/** Rewrites a rule page's examples with what the engine gives: the After texts and the findings lists. */
import { judgePage, type BlockVerdict } from './check';
import { findingsList, type StatedFinding } from './format';

interface Splice {
  at: number;
  remove: number;
  lines: string[];
}

/** The page with every block's findings list, and every fixed After's text, as the engine gives them. */
export function rewritePage(rule: string, page: string): string {
  const lines = page.split('\n');
  const splices = judgePage(rule, page).blocks.flatMap(splicesOf);
  for (const s of splices.sort((a, b) => b.at - a.at)) lines.splice(s.at, s.remove, ...s.lines);
  return lines.join('\n');
}

function splicesOf({ block, text, findings }: BlockVerdict): Splice[] {
  const splices: Splice[] = [];
  const [first, end] = block.body;
  if (text !== block.text) splices.push({ at: first, remove: end - first, lines: text.split('\n') });
  if (block.findingsLines) splices.push(replaceList(block.findingsLines, block.findings!, findings));
  else if (findings.length) splices.push({ at: end + 1, remove: 0, lines: ['', ...findingsList(findings)] });
  return splices;
}

/** The stated list replaced by the engine's; a list that becomes empty goes, with the blank line above it, unless the page says "Findings: none." itself. */
function replaceList(
  [from, to]: [number, number],
  stated: readonly StatedFinding[],
  findings: StatedFinding[],
): Splice {
  if (findings.length || !stated.length) return { at: from, remove: to - from, lines: findingsList(findings) };
  return { at: from - 1, remove: to - from + 1, lines: [] };
}
