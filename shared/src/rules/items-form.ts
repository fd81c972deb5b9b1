import { compactJson } from '../json/compact';
import type { SourceEdits } from '../language/language';
import { getProp, toValue, type JsonArray, type JsonObject, type JsonProperty } from '../json/tree';
import type { Rejection } from '../providers';
import { dropKeyword } from '../schema/edit';
import { describeNode } from '../schema/node';
import { ANTHROPIC_DRAFT_2020_12, BEDROCK_DRAFT_2020_12, geminiUnknownName } from '../schema/rejections';
import { judgedByShapeRules } from '../schema/roles';
import type { SchemaNode } from '../schema/walk';
import type { Fix, ProviderId } from '../types';
import { excerpt, rejectWholeRequest } from './phrases';
import { namedFor } from './strict';
import { atKey } from './place';
import { rejectingProviders, type Rule, type RuleContext } from './rule';

const SOURCE =
  'Gemini Schema proto (googleapis google/ai/generativelanguage/v1beta/content.proto): `items` is one Schema, there is no `prefixItems`';
const GEMINI_TUPLE: Rejection = {
  provider: 'gemini',
  error: `Invalid JSON payload received. Unknown name "items" at 'tools[0].function_declarations[0].parameters.properties[0].value': Proto field is not repeating, cannot start list.`,
  source: `${SOURCE}; the parser's answer to a list in a single-valued field, as reported for type lists (n8n-io/n8n #15553)`,
  fromSchemaMessage: true,
};
const GEMINI_BOOLEAN: Rejection = {
  provider: 'gemini',
  error: `Invalid value at 'tools[0].function_declarations[0].parameters.properties[0].value.items' (type.googleapis.com/google.ai.generativelanguage.v1beta.Schema), true`,
  source: `${SOURCE} (inferred: a boolean is not a Schema message)`,
  fromSchemaMessage: true,
};
const GEMINI_PREFIX: Rejection = {
  provider: 'gemini',
  error: geminiUnknownName('prefixItems'),
  source: SOURCE,
  fromSchemaMessage: true,
};

const XAI_TUPLE: Rejection = {
  provider: 'xai',
  error: 'The following will return a `400` error: `items` as an array (use `prefixItems` for tuple validation)',
  source: 'docs.x.ai structured outputs',
};

/** Who rejects each form: a tuple `items: [...]` is also invalid draft 2020-12, which Anthropic checks, and xAI refuses it. */
const BY_FORM = {
  tuple: [GEMINI_TUPLE, ANTHROPIC_DRAFT_2020_12, BEDROCK_DRAFT_2020_12, XAI_TUPLE],
  boolean: [GEMINI_BOOLEAN],
  prefixItems: [GEMINI_PREFIX],
};

export const itemsForm: Rule = {
  id: 'items-form',
  title: 'Tuple or boolean items',
  kind: 'wire',
  defaultSeverity: 'error',
  summary:
    '`items` is a list (a tuple) or a boolean, or the schema uses `prefixItems`: Gemini takes exactly one item schema.',
  rejectedBy: [...BY_FORM.tuple, ...BY_FORM.boolean, ...BY_FORM.prefixItems],
  schemaNode(node, ctx) {
    const schema = node.node;
    if (schema.kind !== 'object' || !judgedByShapeRules(node)) return;
    const items = getProp(schema, 'items');
    const prefix = getProp(schema, 'prefixItems');
    const form = items?.value?.kind === 'array' ? 'tuple' : items?.value?.kind === 'boolean' ? 'boolean' : undefined;
    if (form) reportItemsForm(node, ctx, schema, items!, form);
    if (prefix) reportPrefix(node, ctx, schema, items, prefix);
  },
};

function reportItemsForm(
  node: SchemaNode,
  ctx: RuleContext,
  schema: JsonObject,
  items: JsonProperty,
  form: 'tuple' | 'boolean',
) {
  const providers = rejectingProviders(BY_FORM[form]);
  const what = form === 'tuple' ? 'a list of item schemas (a tuple)' : `\`${excerpt(ctx.text, items.value!)}\``;
  const fix = () => (form === 'tuple' ? oneItemSchema(ctx.edits, schema, items) : undefined);
  reportAt(
    node,
    ctx,
    items,
    `${describeNode(node)} has \`items\` that is ${what}: ${rejectWholeRequest(namedFor(ctx, node.tool, providers))}. Declare one schema every element fits.`,
    providers,
    fix,
  );
}

function reportPrefix(
  node: SchemaNode,
  ctx: RuleContext,
  schema: JsonObject,
  items: JsonProperty | undefined,
  prefix: JsonProperty,
) {
  const providers = rejectingProviders(BY_FORM.prefixItems);
  const fix = () => (items ? dropPrefix(ctx.edits, schema) : oneItemSchema(ctx.edits, schema, prefix));
  reportAt(
    node,
    ctx,
    prefix,
    `${describeNode(node)} uses \`prefixItems\`: ${rejectWholeRequest(providers)}. Declare one \`items\` schema every element fits.`,
    providers,
    fix,
  );
}

/** Every fix here is authoring, so whether one exists is only worked out when fixes are asked for. */
function reportAt(
  node: SchemaNode,
  ctx: RuleContext,
  member: JsonProperty,
  message: string,
  providers: ProviderId[],
  fix: () => Fix | undefined,
) {
  ctx.report({
    ...atKey(member, node.pointer),
    message,
    providers,
    repairable: false,
    fixes: () => [fix()].filter((f): f is Fix => f !== undefined),
  });
}

/**
 * Authoring: one `items` schema for the tuple's entries: the entry itself when all
 * are the same, else an `anyOf` of the distinct ones. It accepts more than the
 * tuple did (any length, any order), so a person decides.
 */
function oneItemSchema(edits: SourceEdits, schema: JsonObject, member: JsonProperty): Fix | undefined {
  const list = member.value as JsonArray | undefined;
  if (!list || list.kind !== 'array' || list.items.length === 0 || list.items.some((i) => i.kind !== 'object'))
    return undefined;
  const distinct = new Map<string, unknown>();
  for (const entry of list.items) {
    const value = toValue(entry);
    distinct.set(compactJson(value), value);
  }
  const one = distinct.size === 1 ? [...distinct.values()][0] : { anyOf: [...distinct.values()] };
  const shown = compactJson(one);
  return {
    title:
      shown.length <= 60 ? `Replace with "items": ${shown}` : 'Replace with one "items" schema (anyOf of the entries)',
    kind: 'authoring',
    edits: edits.replaceMember(schema, member, [['items', one]]),
  };
}

function dropPrefix(edits: SourceEdits, schema: JsonObject): Fix {
  return {
    title: 'Remove prefixItems (keep items)',
    kind: 'authoring',
    edits: dropKeyword(edits, schema, 'prefixItems'),
  };
}
