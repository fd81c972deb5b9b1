import { getProp, getValue, type JsonObject } from '../../json/tree';
import type { Tool } from '../../model/tool';
import { providerList, providerRow, strictModeOf, strictTargetOf } from '../../providers';
import { hasType } from '../../schema/node';
import type { Fix, ProviderId } from '../../types';
import type { RuleContext } from './rule';

/**
 * What the strict rules share: which nodes are objects to strict mode, and the
 * words for a fix that serves one target and may hurt another. The evidence is in
 * docs/providers.md, "OpenAI strict mode" and "Anthropic strict tool use".
 */

/** An object to the strict modes: `type` names `object`, or it declares `properties`. */
export function isStrictObject(schema: JsonObject): boolean {
  return hasType(schema, 'object') || getValue(schema, 'properties')?.kind === 'object';
}

/** Gemini's legacy `parameters` refuses what strict mode asks for (`additionalProperties`, a type list). */
const GEMINI_FAMILY: readonly ProviderId[] = ['gemini', 'vertex'];

/**
 * The sentence that says the targets pull opposite ways: empty unless Gemini (or
 * Vertex AI) is among them, for `what` is what strict wants and Gemini refuses.
 */
export function againstGemini(ctx: RuleContext, what: string): string {
  const gemini = GEMINI_FAMILY.filter((p) => ctx.targets.has(p));
  if (!gemini.length) return '';
  return ` The targets pull opposite ways: ${what} is what strict mode wants and what ${providerList(gemini)}'s \`parameters\` refuses; keep one tool per target if both matter.`;
}

/** A fix title that says which targets it serves: `Set "additionalProperties": false (for OpenAI strict mode)`. */
export function serving(title: string, providers: readonly ProviderId[]): string {
  return `${title} (for ${providerList(providers)})`;
}

const STRICT_TARGETS: readonly ProviderId[] = ['openai-strict', 'anthropic-strict', 'xai'];

/** Whether any strict target judges this tool: the strict rules' first question on every node. */
export function strictJudged(ctx: RuleContext, tool: Tool): boolean {
  return strictTargetOf(tool) !== undefined || STRICT_TARGETS.some((p) => ctx.targets.has(p));
}

/** Of `providers`, those that judge this tool: the targets, and the strict target the tool turns on itself. */
export function judging(ctx: RuleContext, tool: Tool, providers: readonly ProviderId[]): ProviderId[] {
  const own = strictTargetOf(tool);
  return providers.filter((p) => ctx.targets.has(p) || p === own);
}

/**
 * The providers a message names: those the lint judges this tool for among the
 * opt-in ones (strict modes, xAI), every other one as before. A rule that pairs a
 * strict target with non-strict ones names the strict one only when it is judged.
 */
export function namedFor(ctx: RuleContext, tool: Tool, providers: readonly ProviderId[]): ProviderId[] {
  const own = strictTargetOf(tool);
  return providers.filter((p) => !providerRow(p).optIn || ctx.targets.has(p) || p === own);
}

/** An error text without the request path Anthropic puts before it (`tools.1.custom: `). */
export function unprefixed(error: string): string {
  return error.replace(/^tools\.\d+\.custom: /, '');
}

/** Whether a member holds the boolean `false`. */
export function isFalse(schema: JsonObject, key: string): boolean {
  const v = getProp(schema, key)?.value;
  return v?.kind === 'boolean' && !v.value;
}

/**
 * Whether these providers are only openai-strict, judging a Responses tool that leaves out `strict`
 * (the targets do not list openai-strict): that API normalises such a schema where `"strict": true`
 * would be refused, so a rule words the finding as what the normalising does.
 */
export function normalisedOnly(ctx: RuleContext, tool: Tool, providers: readonly ProviderId[]): boolean {
  return (
    providers.length === 1 &&
    providers[0] === 'openai-strict' &&
    !ctx.targets.has('openai-strict') &&
    strictModeOf(tool)?.because === 'responses-default'
  );
}

/** `"strict": false` on a Responses tool: the documented way out of its default strict mode. */
export function optOutFix(ctx: RuleContext, tool: Tool): Fix {
  return {
    title: 'Set "strict": false (keep this Responses tool non-strict)',
    kind: 'authoring',
    edits: ctx.edits.setMember(tool.node, 'strict', false),
  };
}

/** The strict modes that require every property: an optional one is written as taking `null`. */
export const EVERY_PROPERTY_REQUIRED: readonly ProviderId[] = ['openai-strict'];

/**
 * The strict modes judging this tool that refuse a fix taking `null` out of `schema`,
 * where its front end writes that fix as the argument left out (zod's `.nullable()` →
 * `.optional()`): the property stops being required, which they refuse. Empty otherwise.
 */
export function refusingLeftOut(ctx: RuleContext, tool: Tool, schema: JsonObject): ProviderId[] {
  return ctx.computed.dropsNullAsOptional(schema) ? judging(ctx, tool, EVERY_PROPERTY_REQUIRED) : [];
}

/** The sentence of a finding with no fix because the two ways to say "no value" are each refused by a target. */
export function noFormPasses(strict: readonly ProviderId[]): string {
  return `No form of it passes every target: ${providerList(strict)} requires every property, so the argument cannot be left out instead of null; keep one tool per target if both matter.`;
}
