import { getProp, isOpaque, type JsonObject } from '../json/tree';
import { isClosedBySdk } from '../model/source';
import { strictTargetOf, type Rejection } from '../providers';
import type { Tool } from '../model/tool';
import { describeNode } from '../schema/node';
import { judgedByShapeRules } from '../schema/roles';
import type { SchemaNode } from '../schema/walk';
import type { ProviderId } from '../types';
import { rejectWholeRequest } from './support/phrases';
import { atNode } from './support/place';
import type { Rule } from './support/rule';
import {
  againstGemini,
  isFalse,
  isStrictObject,
  judging,
  normalisedOnly,
  optOutFix,
  serving,
  strictJudged,
  unprefixed,
} from './support/strict';

const OPENAI_STRICT: Rejection = {
  provider: 'openai-strict',
  error:
    "Invalid schema for function '<...>': In context=(), 'additionalProperties' is required to be supplied and to be false.",
  source: 'xemantic/xemantic-ai-tool-schema #37, openai/openai-agents-python #1023',
};
const ANTHROPIC_ABSENT: Rejection = {
  provider: 'anthropic-strict',
  error: "tools.1.custom: For 'object' type, 'additionalProperties' must be explicitly set to false",
  source: 'Anthropic structured outputs, "JSON Schema limitations" (documented)',
};
const ANTHROPIC_TRUE: Rejection = {
  provider: 'anthropic-strict',
  error:
    "tools.0.custom: For 'object' type, 'additionalProperties: true' is not supported. Please set 'additionalProperties' to false.",
  source: 'Anthropic structured outputs, "JSON Schema limitations" (documented)',
};
const ANTHROPIC_SCHEMA: Rejection = {
  provider: 'anthropic-strict',
  error:
    "tools.0.custom: For 'object' type, 'additionalProperties: object' is not supported. Please set 'additionalProperties' to false",
  source: 'Anthropic structured outputs, "JSON Schema limitations" (documented)',
};

const PROVIDERS: ProviderId[] = ['openai-strict', 'anthropic-strict'];

/** Whether a target that refuses an open object judges this tool: one that declares no parameters is then sent closed. */
export function closesEmptyParameters(targets: ReadonlySet<ProviderId>, tool: Tool): boolean {
  const own = strictTargetOf(tool);
  return PROVIDERS.some((p) => targets.has(p) || p === own);
}

export const strictAdditionalProperties: Rule<Open> = {
  id: 'strict-additional-properties',
  title: 'Strict object without additionalProperties: false',
  kind: 'wire',
  defaultSeverity: 'error',
  summary:
    'An object does not set `additionalProperties: false`, which OpenAI strict mode and Anthropic strict tool use require of every object.',
  rejectedBy: [OPENAI_STRICT, ANTHROPIC_ABSENT, ANTHROPIC_TRUE, ANTHROPIC_SCHEMA],
  checkNode(node, ctx) {
    const schema = node.node;
    if (
      schema.kind !== 'object' ||
      !strictJudged(ctx, node.tool) ||
      !judgedByShapeRules(node) ||
      !isStrictObject(schema)
    )
      return;
    const value = getProp(schema, 'additionalProperties')?.value;
    if (isFalse(schema, 'additionalProperties') || (value && isOpaque(value)) || isClosedBySdk(schema)) return;
    const providers = judging(ctx, node.tool, PROVIDERS);
    if (providers.length) return { node, schema, providers };
  },
  message({ node, schema, providers }, ctx) {
    const value = getProp(schema, 'additionalProperties')?.value;
    const anthropic = !value ? ANTHROPIC_ABSENT : value.kind === 'boolean' ? ANTHROPIC_TRUE : ANTHROPIC_SCHEMA;
    const how = !value ? 'does not set `additionalProperties`' : 'sets `additionalProperties` to other than `false`';
    const quotes = providers.map((p) =>
      p === 'openai-strict'
        ? "'additionalProperties' is required to be supplied and to be false"
        : unprefixed(anthropic.error),
    );
    const what = normalisedOnly(ctx, node.tool, providers)
      ? 'the Responses API sets `additionalProperties: false` itself, so a call can carry no key the object does not list'
      : rejectWholeRequest(providers, quotes);
    return {
      ...atNode(node),
      text: `${describeNode(node)} is an object that ${how}: ${what}. Set \`additionalProperties: false\`; it narrows what a call may carry.${againstGemini(ctx, '`additionalProperties`')}`,
      providers,
    };
  },
  repairable: false,
  fixes: ({ node, schema, providers }, ctx) => [
    {
      title: serving('Set "additionalProperties": false', providers),
      kind: 'authoring',
      edits: ctx.edits.setMember(schema, 'additionalProperties', false),
    },
    ...(normalisedOnly(ctx, node.tool, providers) ? [optOutFix(ctx, node.tool)] : []),
  ],
};

/** An object strict mode wants closed, and who among the judging providers refuses it open. */
interface Open {
  node: SchemaNode;
  schema: JsonObject;
  providers: ProviderId[];
}
