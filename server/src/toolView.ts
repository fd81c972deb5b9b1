import { toValue, findByPointer, getString } from '../../shared/src/json/tree';
import type { ToolSummary } from '../../shared/src/index';
import type { Analysis } from './documents/analyze';

/** One tool as the hover and the code lens show it. */
export interface ToolView {
  summary: ToolSummary;
  name: string;
  description: string;
  parameters: unknown;
  /** Tokens of the tool as sent, when the engine's preview can count them. */
  tokens?: number;
}

/** The tool at `index` in the analysed document, as declared. */
export function toolView(analysis: Analysis, index: number): ToolView | undefined {
  const summary = analysis.output.tools[index];
  const root = analysis.parsed?.root;
  if (!summary || !root) return undefined;
  const node = findByPointer(root, summary.pointer);
  return {
    summary,
    name: summary.name ?? '(no name)',
    description: getString(node, 'description') ?? '',
    parameters: summary.schemaPointer !== undefined ? toValue(findByPointer(root, summary.schemaPointer)) : undefined,
  };
}

/** The tool whose name (or anchor) covers `offset`. */
export function toolAtName(analysis: Analysis, offset: number): ToolSummary | undefined {
  return analysis.output.tools.find((t) => offset >= t.nameOffset && offset <= t.nameOffset + t.nameLength);
}
