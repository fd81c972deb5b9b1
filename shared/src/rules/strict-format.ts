import { getProp, isOpaque, type JsonNode, type JsonObject } from '../json/tree';
import type { Rejection } from '../providers';
import { dropKeyword } from '../schema/edit';
import { describeNode } from '../schema/node';
import { judgedByShapeRules } from '../schema/roles';
import type { SchemaNode } from '../schema/walk';
import type { ProviderId } from '../types';
import { excerpt, rejectWholeRequest } from './support/phrases';
import { atValue } from './support/place';
import type { Rule } from './support/rule';
import { judging, serving, strictJudged } from './support/strict';

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

export const strictFormat: Rule<Format> = {
  id: 'strict-format',
  title: 'Format a strict mode does not list',
  kind: 'wire',
  defaultSeverity: 'error',
  summary: "A `format` outside the strict mode's list: OpenAI takes nine (no `uri`), Anthropic ten (with `uri`).",
  rejectedBy: [OPENAI_STRICT, ANTHROPIC_STRICT],
  checkNode(node, ctx) {
    const schema = node.node;
    if (schema.kind !== 'object' || !strictJudged(ctx, node.tool) || !judgedByShapeRules(node)) return;
    const value = getProp(schema, 'format')?.value;
    if (!value || isOpaque(value)) return;
    const refusing = refusingFormat(value.kind === 'string' ? value.value : undefined);
    const providers = refusing.length ? judging(ctx, node.tool, refusing) : [];
    if (providers.length) return { node, schema, value, providers };
  },
  message({ node, value, providers }, ctx) {
    const name = value.kind === 'string' ? value.value : excerpt(ctx.text, value);
    const quotes = providers.includes('openai-strict') ? [`'${name}' is not a valid format.`] : [];
    return {
      ...atValue(value, node.pointer),
      text: `${describeNode(node)} has format ${excerpt(ctx.text, value)}: ${rejectWholeRequest(providers, quotes)}. Remove \`format\` (it only annotates), or say it in the description.`,
      providers,
    };
  },
  repairable: true,
  fixes: ({ schema, providers }, ctx) => [
    { title: serving('Remove "format"', providers), kind: 'repair', edits: dropKeyword(ctx.edits, schema, 'format') },
  ],
};

interface Format {
  node: SchemaNode;
  schema: JsonObject;
  value: JsonNode;
  providers: ProviderId[];
}

/** The strict modes whose format list lacks `name` (every one, for a format that is not a string). */
function refusingFormat(name: string | undefined): ProviderId[] {
  const out: ProviderId[] = [];
  for (const p of JUDGED) if (name === undefined || !FORMATS[p]!.has(name)) out.push(p);
  return out;
}
