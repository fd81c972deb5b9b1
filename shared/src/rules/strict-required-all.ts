import type { SourceEdits } from '../language/language';
import { getProp, getValue, type JsonNode, type JsonObject } from '../json/tree';
import type { Rejection } from '../providers';
import { describeNode, knownRequiredNames, stringItems } from '../schema/node';
import { judgedByShapeRules } from '../schema/roles';
import type { SchemaNode } from '../schema/walk';
import type { ProviderId, TextEdit } from '../types';
import { rejectWholeRequest } from './support/phrases';
import { atNode } from './support/place';
import type { Rule } from './support/rule';
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
  message({ node, missing }, ctx) {
    const names = missing.map((k) => `\`${k}\``).join(', ');
    const what = normalisedOnly(ctx, node.tool, PROVIDERS)
      ? `the Responses API requires ${missing.length === 1 ? 'it' : 'them'} itself, so the model must always send ${missing.length === 1 ? 'it' : 'them'}`
      : rejectWholeRequest(
          PROVIDERS,
          "'required' is required to be supplied and to be an array including every key in properties",
        );
    return {
      ...atNode(node),
      text: `${describeNode(node)} leaves ${names} out of \`required\`: ${what}. List every property in \`required\`, and let an optional one be \`null\` (\`"type": ["string", "null"]\`).${againstGemini(ctx, '`["string", "null"]`')}`,
      providers: PROVIDERS,
    };
  },
  repairable: false,
  fixes: ({ node, schema, missing }, ctx) => [
    {
      title: serving('Require every property, optional ones nullable', PROVIDERS),
      kind: 'authoring',
      edits: requireAll(ctx.edits, schema, missing),
    },
    ...(normalisedOnly(ctx, node.tool, PROVIDERS) ? [optOutFix(ctx, node.tool)] : []),
  ],
};

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
