import {
  findByPointer,
  getString,
  toValue,
  type PreviewTool,
  type SendStatus,
  type ToolSummary,
} from '../../shared/src/index';
import type { Analysis } from './documents/analyze';

/**
 * The engine's preview costs a few milliseconds per tool (repairs, five wire
 * forms, token counts). Hovers and code lenses of bigger documents show the
 * tool as declared instead, so typing in a large catalog stays responsive; the
 * preview request computes it whatever the size.
 */
export const INLINE_PREVIEW_MAX_TOOLS = 50;

/** One tool as the hover and the code lens show it. */
export interface ToolView {
  summary: ToolSummary;
  name: string;
  description: string;
  descriptionDerived: boolean;
  parameters: unknown;
  /** How the tool is sent, with the engine's reasons; absent when only the declaration was read. */
  sent?: { status: SendStatus; changes: string[]; leftOutBecause: PreviewTool['leftOutBecause']; tokens: number };
}

/** The tool at `index`: as sent (the engine's preview) when the document is small enough, else as declared. */
export function toolView(analysis: Analysis, index: number): ToolView | undefined {
  const summary = analysis.output.tools[index];
  if (!summary) return undefined;
  if (analysis.output.tools.length <= INLINE_PREVIEW_MAX_TOOLS) {
    const tool = analysis.preview().tools[index];
    if (tool) return sentView(summary, tool);
  }
  return declaredView(analysis, summary);
}

function sentView(summary: ToolSummary, tool: PreviewTool): ToolView {
  return {
    summary,
    name: tool.name,
    description: tool.description,
    descriptionDerived: tool.descriptionDerived,
    parameters: tool.parameters,
    sent: { status: tool.status, changes: tool.changes, leftOutBecause: tool.leftOutBecause, tokens: tool.tokens },
  };
}

function declaredView(analysis: Analysis, summary: ToolSummary): ToolView | undefined {
  const root = analysis.parsed?.root;
  if (!root) return undefined;
  return {
    summary,
    name: summary.name ?? '(no name)',
    description: getString(findByPointer(root, summary.pointer), 'description') ?? '',
    descriptionDerived: false,
    parameters: summary.schemaPointer !== undefined ? toValue(findByPointer(root, summary.schemaPointer)) : undefined,
  };
}

/** The tool whose name (or anchor) covers `offset`. */
export function toolAtName(analysis: Analysis, offset: number): ToolSummary | undefined {
  return analysis.output.tools.find((t) => offset >= t.nameOffset && offset <= t.nameOffset + t.nameLength);
}
