/** Rewrites a rule page's examples with what the engine gives: the After texts and the findings lists. */
import { judgePage, type BlockVerdict } from './check';
import { findingsList } from './format';

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
  if (block.findingsLines) {
    const [from, to] = block.findingsLines;
    splices.push({ at: from, remove: to - from, lines: findingsList(findings) });
  } else if (findings.length) splices.push({ at: end + 1, remove: 0, lines: ['', ...findingsList(findings)] });
  return splices;
}
