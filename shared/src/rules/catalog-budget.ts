import { sanitizeToolName } from '../model/names';
import type { Tool } from '../model/tool';
import { toValue } from '../json/tree';
import { catalogLine, linesThatFit } from '../wire/catalog';
import { tokenCount } from '../wire/tokens';
import { wireForm } from '../wire/form';
import type { Budgets } from '../types';
import { atTool } from './support/place';
import type { Rule } from './support/rule';
import { thousands } from '../numbers';

/**
 * Each tool's OpenAI wire text and its token count, made at most once per tool
 * object: the check's memo, handed back on the next version of the document,
 * where an unchanged tool is the same object.
 */
class WireCosts {
  readonly texts = new Map<Tool, string>();
  readonly tokens = new Map<Tool, number>();

  constructor(private previous: WireCosts | undefined) {}

  /** Done with this version: what the next keeps is this one's, not a chain of every version before. */
  settle(): this {
    this.previous = undefined;
    return this;
  }

  text(t: Tool): string {
    let text = this.texts.get(t) ?? this.previous?.texts.get(t);
    if (text === undefined) {
      const sent = { name: t.name ?? '', description: t.description ?? '', parameters: toValue(t.schema) };
      text = JSON.stringify(wireForm('openai', sent));
    }
    this.texts.set(t, text);
    return text;
  }

  tokenCount(t: Tool): number {
    const count = this.tokens.get(t) ?? this.previous?.tokens.get(t) ?? tokenCount(this.text(t));
    this.tokens.set(t, count);
    return count;
  }
}

/** At least the UTF-8 length of a text (a surrogate pair, 4 bytes, counts as 6). */
function utf8Bound(text: string): number {
  let bytes = text.length;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c >= 0x80) bytes += c < 0x800 ? 1 : 2;
  }
  return bytes;
}

/**
 * Tokens of every tool's OpenAI wire form, or undefined when they cannot exceed
 * `budget`: a token is at least one byte, so a catalog of no more UTF-8 bytes
 * than the budget is within it without counting.
 */
function tokensOver(tools: readonly Tool[], budget: number, costs: WireCosts): number | undefined {
  let bytes = 0;
  for (const t of tools) bytes += utf8Bound(costs.text(t));
  if (bytes <= budget) return undefined;
  let total = 0;
  for (const t of tools) total += costs.tokenCount(t);
  return total > budget ? total : undefined;
}

/** What is over budget in a catalog: each field set only where its budget is exceeded. */
interface Overrun {
  first: Tool;
  count: number;
  /** More tools than `toolsPerTurn`. */
  tooMany: boolean;
  /** The catalog lines that fit in `catalogChars`, when not all do. */
  listed?: number;
  /** The tokens of the tools' definitions, when over `catalogTokens`. */
  tokens?: number;
}

function overrun(tools: readonly Tool[], budgets: Budgets, costs: WireCosts): Overrun | undefined {
  const over: Overrun = { first: tools[0], count: tools.length, tooMany: tools.length > budgets.toolsPerTurn };
  const lineLength = (i: number) =>
    catalogLine({ name: sanitizeToolName(tools[i].name ?? ''), description: tools[i].description ?? '' }).length;
  const { listed } = linesThatFit(tools.length, lineLength, budgets.catalogChars);
  if (listed < tools.length) over.listed = listed;
  if (budgets.catalogTokens > 0) over.tokens = tokensOver(tools, budgets.catalogTokens, costs);
  return over.tooMany || over.listed !== undefined || over.tokens !== undefined ? over : undefined;
}

/** One sentence per budget the catalog is over. */
function overruns({ count, tooMany, listed, tokens }: Overrun, budgets: Budgets): string[] {
  const out: string[] = [];
  if (tooMany)
    out.push(
      `${thousands(count)} tools, more than the ${thousands(budgets.toolsPerTurn)} one turn should carry (toolsPerTurn)`,
    );
  if (listed !== undefined)
    out.push(
      `a catalog of names and first lines longer than ${thousands(budgets.catalogChars)} characters (catalogChars), which lists ${thousands(listed)} and leaves ${thousands(count - listed)} out`,
    );
  if (tokens !== undefined)
    out.push(
      `${thousands(tokens)} tokens of tool definitions, more than ${thousands(budgets.catalogTokens)} (catalogTokens)`,
    );
  return out;
}

export const catalogBudget: Rule<Overrun> = {
  id: 'catalog-budget',
  title: 'Catalog over budget',
  kind: 'contract',
  defaultSeverity: 'warning',
  summary: 'The document carries more tools, catalog text or tokens than the configured budgets for one turn.',
  rejectedBy: [],
  checkCatalog(tools, ctx, previous) {
    if (!tools.length) return;
    const costs = new WireCosts(previous instanceof WireCosts ? previous : undefined);
    const over = overrun(tools, ctx.budgets, costs);
    return { states: over ? [over] : [], memo: costs.settle() };
  },
  message: (over, ctx) => ({
    ...atTool(over.first, over.first.pointer),
    text: `This catalog has ${overruns(over, ctx.budgets).join('; ')}. Every tool a turn carries costs context and makes the right one harder to pick: send the few that matter and list the rest for tool_search, or split the server.`,
  }),
  // The wire texts are JSON.stringify's own strings, never slices of the document.
  detachMemo: (memo) => memo,
};
