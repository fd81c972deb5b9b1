import { getProp, type JsonObject } from '../json/tree';
import type { Rejection } from '../providers';
import { carryAsJsonText } from '../schema/json-text';
import { describeNode } from '../schema/node';
import { isJudgedValue } from '../schema/roles';
import { arrayValue, composesOthers, declaresProperties, isFreeFormObject } from '../schema/shape';
import { commonValueType } from '../schema/types';
import type { SchemaNode } from '../schema/walk';
import type { Fix, ProviderId } from '../types';
import { articleFor, rejectWholeRequest } from './support/phrases';
import { atNode } from './support/place';
import { rejectingProviders, type Rule, type RuleContext } from './support/rule';
import { namedFor } from './support/strict';

const GEMINI: Rejection = {
  provider: 'gemini',
  error:
    'GenerateContentRequest.tools[0].function_declarations[0].parameters.properties[description].type: must be specified when not using one_of, any_of or all_of fields',
  source: 'danny-avila/LibreChat #6971; vercel/ai #19002 ("…properties[locale].type: must be specified")',
};

const OPENAI_STRICT: Rejection = {
  provider: 'openai-strict',
  error: "In context=('properties', 'ok'), schema must have a 'type' key.",
  source: 'as quoted in several 2026 projects; Azure answers the same',
};

function namedWithQuotes(ctx: RuleContext, node: SchemaNode): [ProviderId[], string[]] {
  const named = namedFor(ctx, node.tool, rejectingProviders(typeMissing.rejectedBy));
  const strict = named.includes('openai-strict') ? ["schema must have a 'type' key"] : [];
  return [named, ['type: must be specified', ...strict]];
}

interface NoType {
  node: SchemaNode;
  schema: JsonObject;
  /** The type its keywords already imply, which the repair adds. */
  implied: string | undefined;
}

export const typeMissing: Rule<NoType> = {
  id: 'type-missing',
  title: 'Schema without a type',
  kind: 'wire',
  defaultSeverity: 'error',
  summary:
    'A nested schema declares no `type` and is not an `anyOf` of typed schemas, so Gemini (and OpenAI strict mode) rejects the whole request.',
  rejectedBy: [GEMINI, OPENAI_STRICT],
  checkNode(node) {
    const schema = node.node;
    if (!isJudgedValue(node) || schema.kind !== 'object') return;
    // A union or reference is typed by what it composes; `const` is the keyword rule's (its repair makes an enum);
    // an object with no properties is object-free-form's.
    if (
      getProp(schema, 'type') ||
      composesOthers(schema) ||
      getProp(schema, 'const') ||
      isFreeFormObject(schema) ||
      constrainsItsParent(node)
    )
      return;
    return { node, schema, implied: impliedType(schema) };
  },
  message: ({ node, implied }, ctx) => ({
    ...atNode(node),
    text: `${describeNode(node)} has no \`type\`: ${rejectWholeRequest(...namedWithQuotes(ctx, node))}. ${implied ? `Its keywords say it is ${articleFor(implied)} ${implied}: add \`"type": "${implied}"\`.` : 'Give it a type, or carry the value as JSON text.'}`,
  }),
  repairable: ({ implied }) => implied !== undefined,
  fixes: ({ node, schema, implied }, ctx): Fix[] =>
    implied
      ? [{ title: `Add "type": "${implied}"`, kind: 'repair', edits: ctx.edits.insertMember(schema, 'type', implied) }]
      : [carryAsJsonText(ctx.edits, node, 'Any JSON value')],
};

/**
 * A branch of a typed node's union (`{"type": "object", "properties": …, "oneOf":
 * [{"required": ["a"]}, …]}`) constrains the parent's value and takes its type.
 */
function constrainsItsParent(node: SchemaNode): boolean {
  const parent = node.parent?.node;
  return (
    (node.role === 'anyOf' || node.role === 'oneOf') &&
    parent?.kind === 'object' &&
    (getProp(parent, 'type') !== undefined || getProp(parent, 'properties') !== undefined)
  );
}

/** The type the node's own keywords already confine it to, so that declaring it changes nothing meant. */
function impliedType(schema: JsonObject): string | undefined {
  if (declaresProperties(schema)) return 'object';
  if (getProp(schema, 'items')) return 'array';
  const values = arrayValue(schema, 'enum')?.items;
  return values?.length ? commonValueType(values) : undefined;
}
