import { sanitizeToolName } from '../model/names';
import type { Tool } from '../model/tool';
import { toValue } from '../json/tree';
import { catalogText } from '../view/catalog';
import { tokenCount } from '../view/tokens';
import { wireForm } from '../view/wire';
import type { Budgets } from '../types';
import { atTool } from './place';
import type { Rule } from './rule';

const n = (x: number) => x.toLocaleString('en-US');

/** Tokens of every tool's OpenAI wire form, as written. */
function catalogTokens(tools: readonly Tool[]): number {
  let total = 0;
  for (const t of tools) total += tokenCount(JSON.stringify(wireForm('openai', { name: t.name ?? '', description: t.description ?? '', parameters: toValue(t.schema) })));
  return total;
}

/** One sentence per budget the catalog is over. */
function overruns(tools: readonly Tool[], budgets: Budgets): string[] {
  const out: string[] = [];
  if (tools.length > budgets.toolsPerTurn) {
    out.push(`${n(tools.length)} tools, more than the ${n(budgets.toolsPerTurn)} one turn should carry (toolsPerTurn)`);
  }
  const entries = tools.map((t) => ({ name: sanitizeToolName(t.name ?? ''), description: t.description ?? '' }));
  const catalog = catalogText(entries, budgets.catalogChars);
  if (catalog.omitted > 0) {
    out.push(`a catalog of names and first lines longer than ${n(budgets.catalogChars)} characters (catalogChars), which lists ${n(catalog.listed)} and leaves ${n(catalog.omitted)} out`);
  }
  if (budgets.catalogTokens > 0) {
    const tokens = catalogTokens(tools);
    if (tokens > budgets.catalogTokens) out.push(`${n(tokens)} tokens of tool definitions, more than ${n(budgets.catalogTokens)} (catalogTokens)`);
  }
  return out;
}

export const catalogBudget: Rule = {
  id: 'catalog-budget',
  title: 'Catalog over budget',
  kind: 'contract',
  defaultSeverity: 'warning',
  summary: 'The document carries more tools, catalog text or tokens than the configured budgets for one turn.',
  rejectedBy: [],
  catalog(tools, ctx) {
    if (!tools.length) return;
    const over = overruns(tools, ctx.budgets);
    if (!over.length) return;
    ctx.report({
      ...atTool(tools[0], tools[0].pointer),
      message: `This catalog has ${over.join('; ')}. Every tool a turn carries costs context and makes the right one harder to pick: send the few that matter and list the rest for tool_search, or split the server.`,
    });
  },
};
