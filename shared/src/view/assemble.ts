import type { Budgets, Finding, ToolSummary } from '../types';
import { catalogText } from '../wire/catalog';
import type { PreviewModel, PreviewTool, SendStatus } from './model';
import { NOT_SENT, type Blocker, type AsSent } from './as-sent';
import { TOKEN_ENCODING } from '../wire/tokens';
import { byOffsetThenRule } from '../order';

/**
 * One tool's card: how it is sent, where it is in the document, its findings,
 * and its status. `blockers` are every finding that keeps it out (its own and
 * the catalog rules'), offsets in its repaired text.
 */
export function previewToolOf(
  summary: ToolSummary,
  sent: AsSent,
  blockers: Blocker[],
  findings: Finding[],
): PreviewTool {
  const inOrder = blockers.sort(byOffsetThenRule);
  const status: SendStatus = inOrder.length ? 'left-out' : sent.changes.length ? 'repaired' : 'unchanged';
  return {
    index: summary.index,
    ...(summary.name !== undefined ? { sourceName: summary.name } : {}),
    name: sent.name,
    shape: summary.shape,
    status,
    changes: sent.changes,
    diff: sent.diff,
    leftOutBecause: inOrder.map(({ rule, message }) => ({ rule, message })),
    description: sent.description,
    descriptionDerived: sent.descriptionDerived,
    parameters: sent.parameters,
    wire: status === 'left-out' ? NOT_SENT : sent.wire,
    tokens: status === 'left-out' ? 0 : sent.tokens,
    findings,
    offset: summary.offset,
    length: summary.length,
    nameOffset: summary.nameOffset,
    nameLength: summary.nameLength,
  };
}

/** The whole model: the cards, their totals, and the catalog text that lists the sent tools. */
export function previewModel(tools: PreviewTool[], budgets: Budgets, documentFindings: Finding[]): PreviewModel {
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
    catalog: catalogText(
      sent.map((t) => ({ name: t.name, description: t.description })),
      budgets.catalogChars,
    ),
    documentFindings,
  };
}
