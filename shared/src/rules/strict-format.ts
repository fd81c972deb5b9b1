import { getProp, isOpaque, type JsonNode, type JsonObject } from '../json/tree';
import type { Rejection } from '../providers';
import { dropKeyword } from '../schema/edit';
import { describeNode } from '../schema/node';
import { judgedByShapeRules } from '../schema/roles';
import type { SchemaNode } from '../schema/walk';
import type { ProviderId } from '../types';
import { excerpt, rejectWholeRequest } from './phrases';
import { atValue } from './place';
import type { Rule, RuleContext } from './rule';
import { judging, serving, strictJudged } from './strict';

const OPENAI_STRICT: Rejection = {
  provider: 'openai-strict',
  error:
    "Invalid schema for function 'mcp_firecrawl_mcp_firecrawl_scrape': In context=('properties', 'url'), 'uri' is not a valid format.",
  source: 'can1357/oh-my-pi #206',
};
const ANTHROPIC_STRICT: Rejection = {
  provider: 'anthropic-strict',
  error: "If you use an unsupported feature, you'll receive a 400 error with details",
  source: 'Anthropic structured outputs, "JSON Schema limitations" (documented)',
};

/** The string formats each strict mode takes (documented); xAI takes any, enforcing its own few. */
const FORMATS: Partial<Record<ProviderId, ReadonlySet<string>>> = {
  'openai-strict': new Set(['date-time', 'time', 'date', 'duration', 'email', 'hostname', 'ipv4', 'ipv6', 'uuid']),
  'anthropic-strict': new Set([
    'date-time',
    'time',
    'date',
    'duration',
    'email',
    'hostname',
    'uri',
    'ipv4',
    'ipv6',
    'uuid',
  ]),
};
const JUDGED: readonly ProviderId[] = ['openai-strict', 'anthropic-strict'];

export const strictFormat: Rule = {
  id: 'strict-format',
  title: 'Format a strict mode does not list',
  kind: 'wire',
  defaultSeverity: 'error',
  summary: "A `format` outside the strict mode's list: OpenAI takes nine (no `uri`), Anthropic ten (with `uri`).",
  rejectedBy: [OPENAI_STRICT, ANTHROPIC_STRICT],
  schemaNode(node, ctx) {
    const schema = node.node;
    if (schema.kind !== 'object' || !strictJudged(ctx, node.tool) || !judgedByShapeRules(node)) return;
    const value = getProp(schema, 'format')?.value;
    if (!value || isOpaque(value)) return;
    const name = value.kind === 'string' ? value.value : undefined;
    const refusing = JUDGED.filter((p) => name === undefined || !FORMATS[p]!.has(name));
    const providers = refusing.length ? judging(ctx, node.tool, refusing) : [];
    if (providers.length) reportFormat(node, ctx, schema, value, providers);
  },
};

function reportFormat(
  node: SchemaNode,
  ctx: RuleContext,
  schema: JsonObject,
  value: JsonNode,
  providers: ProviderId[],
): void {
  const name = value.kind === 'string' ? value.value : excerpt(ctx.text, value);
  const quotes = providers.includes('openai-strict') ? [`'${name}' is not a valid format.`] : [];
  ctx.report({
    ...atValue(value, node.pointer),
    message: `${describeNode(node)} has format ${excerpt(ctx.text, value)}: ${rejectWholeRequest(providers, quotes)}. Remove \`format\` (it only annotates), or say it in the description.`,
    providers,
    repairable: true,
    fixes: () => [
      { title: serving('Remove "format"', providers), kind: 'repair', edits: dropKeyword(ctx.edits, schema, 'format') },
    ],
  });
}
