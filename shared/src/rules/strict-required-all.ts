import type { SourceEdits } from '../language/language';
import { getProp, getValue, type JsonNode, type JsonObject } from '../json/tree';
import type { NullableForm } from '../model/source';
import type { Tool } from '../model/tool';
import { providerList, rejectingProviders, type Rejection } from '../providers';
import { describeNode, knownRequiredNames, stringItems } from '../schema/node';
import { judgedByShapeRules } from '../schema/roles';
import type { SchemaNode } from '../schema/walk';
import type { ProviderId, TextEdit } from '../types';
import { rejectWholeRequest } from './support/phrases';
import { atNode } from './support/place';
import type { Rule, RuleContext } from './support/rule';
import { typeList } from './type-list';
import { NULL_REJECTED_BY } from './type-unknown';
import { againstGemini, judging, normalisedOnly, optOutFix, serving, strictJudged } from './support/strict';

const OPENAI_STRICT: Rejection = {
  provider: 'openai-strict',
  error:
    "Invalid schema for response_format 'intent_classification': In context=(), 'required' is required to be supplied and to be an array including every key in properties. Missing 'reasoning'.",
  source: '"Supported schemas" part of OpenAI\'s Structured Outputs guide',
};

const PROVIDERS: ProviderId[] = ['openai-strict'];

export const strictRequiredAll: Rule<Optional> = {
  id: 'strict-required-all',
  title: 'Strict object with an optional property',
  kind: 'wire',
  defaultSeverity: 'error',
  summary:
    'An object leaves a property out of `required`: OpenAI strict mode wants every property listed, an optional one typed as a union with `null`.',
  rejectedBy: [OPENAI_STRICT],
  checkNode(node, ctx) {
    const schema = node.node;
    if (schema.kind !== 'object' || !strictJudged(ctx, node.tool) || !judgedByShapeRules(node)) return;
    const props = getValue(schema, 'properties');
    // A `required` not known, or a name in it not known, may list every property.
    const listed = knownRequiredNames(schema);
    if (props?.kind !== 'object' || !listed) return;
    if (!judging(ctx, node.tool, PROVIDERS).length) return;
    const missing = missingFrom(props, listed);
    if (missing.length) return { node, schema, missing };
  },
  message({ node, schema, missing }, ctx) {
    const names = missing.map((k) => `\`${k}\``).join(', ');
    const what = normalisedOnly(ctx, node.tool, PROVIDERS)
      ? `the Responses API requires ${missing.length === 1 ? 'it' : 'them'} itself, so the model must always send ${missing.length === 1 ? 'it' : 'them'}`
      : rejectWholeRequest(
          PROVIDERS,
          "'required' is required to be supplied and to be an array including every key in properties",
        );
    return {
      ...atNode(node),
      text: `${describeNode(node)} leaves ${names} out of \`required\`: ${what}. List every property in \`required\`, and let an optional one be \`null\` (\`"type": ["string", "null"]\`).${against(ctx, node.tool, schema, missing)}`,
      providers: PROVIDERS,
    };
  },
  repairable: false,
  fixes: ({ node, schema, missing }, ctx) => [
    // Null for "no value" instead of the argument left out: the author's choice, and none where a target refuses the null.
    ...(refusingNull(ctx, node.tool, schema, missing).length
      ? []
      : [
          {
            title: serving('Require every property, optional ones nullable', PROVIDERS),
            kind: 'authoring' as const,
            edits: requireAll(ctx.edits, schema, missing),
            choice: true as const,
          },
        ]),
    ...(normalisedOnly(ctx, node.tool, PROVIDERS) ? [optOutFix(ctx, node.tool)] : []),
  ],
};

/** Who refuses each way a schema that takes `null` is sent (type-list's providers, and type-unknown's for a null type). */
const NULL_REFUSED_BY: Record<NullableForm, readonly ProviderId[]> = {
  'type-list': rejectingProviders(typeList.rejectedBy),
  anyOf: rejectingProviders(NULL_REJECTED_BY),
};

/**
 * The targets judging the tool that refuse what the fix would send, where the front end
 * says how each missing property is sent once it takes `null` (zod's converter writes
 * `.nullable()` as a type list or an `anyOf`, by its version): then the fix would trade
 * one refusal for another. Written as JSON, the fix is what the edit says, and the message
 * says when Gemini refuses it.
 */
function refusingNull(ctx: RuleContext, tool: Tool, schema: JsonObject, missing: readonly string[]): ProviderId[] {
  const refused = [...sentForms(ctx, schema, missing)].flatMap((f) => NULL_REFUSED_BY[f]);
  return judging(ctx, tool, [...new Set(refused)]);
}

function sentForms(ctx: RuleContext, schema: JsonObject, missing: readonly string[]): Set<NullableForm> {
  const props = getValue(schema, 'properties') as JsonObject;
  const forms = new Set<NullableForm>();
  for (const key of missing) {
    const value = getProp(props, key)?.value;
    const form = value && ctx.computed.nullableForm(value);
    if (form) forms.add(form);
  }
  return forms;
}

/** The sentence for targets that refuse the null strict mode wants: Gemini's words for a type list. */
function against(ctx: RuleContext, tool: Tool, schema: JsonObject, missing: readonly string[]): string {
  const forms = sentForms(ctx, schema, missing);
  const gemini = againstGemini(ctx, '`["string", "null"]`');
  if (!forms.size) return gemini;
  const refusing = refusingNull(ctx, tool, schema, missing);
  if (!refusing.length) return '';
  return (forms.has('type-list') && gemini) || againstOthers(refusing);
}

/** The sentence for targets other than Gemini that refuse the null strict mode wants. */
function againstOthers(refusing: readonly ProviderId[]): string {
  if (!refusing.length) return '';
  return ` The targets pull opposite ways: null for "no value" is what strict mode wants and what ${providerList(refusing)} refuse${refusing.length === 1 ? 's' : ''} in the form this converter sends it; keep one tool per target if both matter.`;
}

interface Optional {
  node: SchemaNode;
  schema: JsonObject;
  /** The properties `required` leaves out, in their order. */
  missing: string[];
}

function missingFrom(props: JsonObject, listed: ReadonlySet<string>): string[] {
  const out: string[] = [];
  for (const p of props.props) if (!listed.has(p.key)) out.push(p.key);
  return out;
}

/** OpenAI's way to keep a property optional under strict: its type gains `null`, and its name joins `required`. */
function requireAll(edits: SourceEdits, schema: JsonObject, missing: readonly string[]): TextEdit[] {
  const props = getValue(schema, 'properties') as JsonObject;
  const out = missing.flatMap((key) => nullable(edits, getProp(props, key)?.value));
  const required = getValue(schema, 'required');
  const names = [...stringItems(required), ...missing];
  out.push(...(required ? edits.replaceValue(required, names) : edits.setMember(schema, 'required', names)));
  return out;
}

/** The edits that let a property schema take `null` too: a type list, a null `anyOf` branch, `null` among its enum values. */
function nullable(edits: SourceEdits, schema: JsonNode | undefined): TextEdit[] {
  if (schema?.kind !== 'object') return [];
  const out: TextEdit[] = [];
  const type = getValue(schema, 'type');
  if (type?.kind === 'string' && type.value !== 'null') out.push(...edits.replaceValue(type, [type.value, 'null']));
  if (type?.kind === 'array' && !stringItems(type).includes('null')) out.push(...edits.appendItem(type, 'null'));
  const anyOf = getValue(schema, 'anyOf');
  if (!type && anyOf?.kind === 'array') out.push(...edits.appendItem(anyOf, { type: 'null' }));
  const values = getValue(schema, 'enum');
  if (values?.kind === 'array' && !values.items.some((v) => v.kind === 'null'))
    out.push(...edits.appendItem(values, null));
  return out;
}
