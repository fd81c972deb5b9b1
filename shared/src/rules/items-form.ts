import { compactJson } from '../json/compact';
import type { SourceEdits } from '../language/language';
import { getProp, toValue, type JsonArray, type JsonObject, type JsonProperty } from '../json/tree';
import type { Rejection } from '../providers';
import { dropKeyword } from '../schema/edit';
import { describeNode } from '../schema/node';
import { ANTHROPIC_DRAFT_2020_12, BEDROCK_DRAFT_2020_12, geminiUnknownName } from '../schema/rejections';
import { judgedByShapeRules } from '../schema/roles';
import type { SchemaNode } from '../schema/walk';
import type { Fix } from '../types';
import { excerpt, rejectWholeRequest } from './support/phrases';
import { namedFor } from './support/strict';
import { atKey } from './support/place';
import { rejectingProviders, type Rule } from './support/rule';

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

type ItemsForm =
  | { kind: 'form'; node: SchemaNode; schema: JsonObject; items: JsonProperty; form: 'tuple' | 'boolean' }
  | { kind: 'prefix'; node: SchemaNode; schema: JsonObject; items: JsonProperty | undefined; prefix: JsonProperty };

export const itemsForm: Rule<ItemsForm> = {
  id: 'items-form',
  title: 'Tuple or boolean items',
  kind: 'wire',
  defaultSeverity: 'error',
  summary:
    '`items` is a list (a tuple) or a boolean, or the schema uses `prefixItems`: Gemini takes exactly one item schema.',
  rejectedBy: [...BY_FORM.tuple, ...BY_FORM.boolean, ...BY_FORM.prefixItems],
  checkNode(node) {
    const schema = node.node;
    if (schema.kind !== 'object' || !judgedByShapeRules(node)) return;
    const items = getProp(schema, 'items');
    const prefix = getProp(schema, 'prefixItems');
    const form = items?.value?.kind === 'array' ? 'tuple' : items?.value?.kind === 'boolean' ? 'boolean' : undefined;
    if (!form && !prefix) return;
    const found: ItemsForm[] = [];
    if (form) found.push({ kind: 'form', node, schema, items: items!, form });
    if (prefix) found.push({ kind: 'prefix', node, schema, items, prefix });
    return found;
  },
  message(state, ctx) {
    const node = state.node;
    if (state.kind === 'prefix') {
      const providers = rejectingProviders(BY_FORM.prefixItems);
      return {
        ...atKey(state.prefix, node.pointer),
        providers,
        text: `${describeNode(node)} uses \`prefixItems\`: ${rejectWholeRequest(providers)}. Declare one \`items\` schema every element fits.`,
      };
    }
    const providers = rejectingProviders(BY_FORM[state.form]);
    const what =
      state.form === 'tuple' ? 'a list of item schemas (a tuple)' : `\`${excerpt(ctx.text, state.items.value!)}\``;
    return {
      ...atKey(state.items, node.pointer),
      providers,
      text: `${describeNode(node)} has \`items\` that is ${what}: ${rejectWholeRequest(namedFor(ctx, node.tool, providers))}. Declare one schema every element fits.`,
    };
  },
  // Every fix here is authoring, so whether one exists is only worked out when fixes are asked for.
  repairable: false,
  fixes(state, ctx) {
    const fix =
      state.kind === 'form'
        ? state.form === 'tuple'
          ? oneItemSchema(ctx.edits, state.schema, state.items)
          : undefined
        : state.items
          ? dropPrefix(ctx.edits, state.schema)
          : oneItemSchema(ctx.edits, state.schema, state.prefix);
    return fix ? [fix] : [];
  },
};

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
