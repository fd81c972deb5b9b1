import { getValue } from '../json/tree';
import type { Rejection } from '../providers';
import { carryAsJsonText } from '../schema/json-text';
import { describeNode } from '../schema/node';
import { ANTHROPIC_DRAFT_2020_12, BEDROCK_DRAFT_2020_12, openAiNotOfType } from '../schema/rejections';
import { judgedByShapeRules } from '../schema/roles';
import { intendedType, isPortableType } from '../schema/types';
import type { SchemaNode } from '../schema/walk';
import type { Fix } from '../types';
import { excerpt, rejectWholeRequest } from './support/phrases';
import { atNode } from './support/place';
import { rejectingProviders, type Rule, type RuleContext } from './support/rule';
import { namedFor } from './support/strict';

const GEMINI: Rejection = {
  provider: 'gemini',
  error: `Invalid value at 'tools[0].function_declarations[0].parameters.properties[0].value' (type.googleapis.com/google.ai.generativelanguage.v1beta.Schema), true`,
  source:
    'Gemini Schema proto (googleapis content.proto): `properties` is map<string, Schema>, so a value that is not an object is refused (inferred)',
  fromSchemaMessage: true,
};
const XAI_BOOLEAN: Rejection = {
  provider: 'xai',
  error: 'The following will return a `400` error: Properties with a schema of `true` or `false`',
  source: 'docs.x.ai structured outputs',
};
/** `true`/`false` are valid JSON Schema: only Gemini's proto and xAI refuse them. Anything else fails every validator. */
const BOOLEAN = [GEMINI, XAI_BOOLEAN];
const NOT_A_SCHEMA = [GEMINI, openAiNotOfType("'object', 'boolean'"), ANTHROPIC_DRAFT_2020_12, BEDROCK_DRAFT_2020_12];

export const propertySchemaForm: Rule<SchemaNode> = {
  id: 'property-schema-form',
  title: 'Property schema is not an object',
  kind: 'wire',
  defaultSeverity: 'error',
  summary: 'A property\'s schema is not a JSON object: `"x": true`, `"x": "number"`.',
  rejectedBy: [...NOT_A_SCHEMA, XAI_BOOLEAN],
  checkNode(node) {
    if (node.role !== 'property' || node.node.kind === 'object' || !judgedByShapeRules(node)) return;
    return node;
  },
  // The message names the first fix, and whether one is a repair is known from the fixes themselves.
  message(node, ctx) {
    const schema = node.node;
    const providers = rejectingProviders(schema.kind === 'boolean' ? BOOLEAN : NOT_A_SCHEMA);
    const [first] = formFixes(node, ctx);
    return {
      ...atNode(node),
      providers,
      text: `${describeNode(node)} has the schema ${excerpt(ctx.text, schema)}, not a schema object: ${rejectWholeRequest(namedFor(ctx, node.tool, providers))}. ${first ? `${first.title}.` : 'Write its schema as an object with a type.'}`,
    };
  },
  repairable: (node, ctx) => formFixes(node, ctx).some((f) => f.kind === 'repair'),
  fixes: formFixes,
};

/**
 * A type name written where the schema goes (`"x": "number"`) plainly means
 * `{"type": "number"}`: a repair. A misspelt one (`"int"`) is a person's call;
 * `true` (anything) travels as JSON text; `false` (never allowed) is removed.
 */
function formFixes(node: SchemaNode, ctx: RuleContext): Fix[] {
  const schema = node.node;
  if (schema.kind === 'string') {
    const meant = intendedType(schema.value);
    if (!meant) return [];
    return [
      {
        title: `Write it as {"type": "${meant}"}`,
        kind: isPortableType(schema.value) ? 'repair' : 'authoring',
        edits: ctx.edits.replaceValue(schema, { type: meant }),
      },
    ];
  }
  if (schema.kind === 'boolean' && schema.value) return [carryAsJsonText(ctx.edits, node, 'Any JSON value')];
  const holder = node.parent && getValue(node.parent.node, 'properties');
  if (schema.kind === 'boolean' && holder?.kind === 'object' && node.holder) {
    return [
      {
        title: 'Remove the property (false allows no value)',
        kind: 'authoring',
        edits: ctx.edits.removeMembers(holder, [holder.props.indexOf(node.holder)]),
      },
    ];
  }
  return [];
}
