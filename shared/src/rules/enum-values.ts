import { compactJson } from '../json/compact';
import {
  isOpaque,
  childPointer,
  toValue,
  type JsonArray,
  type JsonNode,
  type JsonObject,
  type JsonProperty,
  type JsonString,
} from '../json/tree';
import type { Rejection } from '../providers';
import { dropKeyword } from '../schema/edit';
import { describeNode, midSentence } from '../schema/node';
import { judgedByShapeRules } from '../schema/roles';
import { distinctStringValues } from '../schema/distinct';
import { enumMember } from '../schema/shape';
import type { SchemaNode } from '../schema/walk';
import type { FixKind, ProviderId } from '../types';
import { excerpt, rejectWholeRequest } from './phrases';
import { namedFor } from './strict';
import { atKey, atValue } from './place';
import { rejectingProviders, type Rule, type RuleContext } from './rule';

const GEMINI_EMPTY_STRING: Rejection = {
  provider: 'gemini',
  error:
    'GenerateContentRequest.tools[0].function_declarations[15].parameters.properties[kind].enum[0]: cannot be empty',
  source: 'FMXExpress/PasClaw PR #294; Smana/runlore PR #40; sbroenne/mcp-server-excel #607',
  fromSchemaMessage: true,
};
const VERTEX_EMPTY_ENUM: Rejection = {
  provider: 'vertex',
  error:
    'INVALID_ARGUMENT: GenerateContentRequest.tools[0].function_declarations[N].parameters.properties[X].enum: should be non-empty for STRING type with enum format',
  source: 'elastic/kibana PR #286302',
};

const XAI_EMPTY_ENUM: Rejection = {
  provider: 'xai',
  error: 'The following will return a `400` error: `enum` or `anyOf` with zero variants',
  source: 'docs.x.ai structured outputs',
};

const EMPTY_STRING = [GEMINI_EMPTY_STRING];
const EMPTY_ENUM = [VERTEX_EMPTY_ENUM, XAI_EMPTY_ENUM];
/**
 * No provider answer for a repeated value is on record. The portable profile asks
 * for distinct values all the same, and dropping the copy changes nothing, so it
 * is reported for the family with the strictest enum check.
 */
const DUPLICATE = rejectingProviders(EMPTY_STRING);

export const enumValues: Rule = {
  id: 'enum-values',
  title: 'Empty, repeated or blank enum values',
  kind: 'wire',
  defaultSeverity: 'error',
  summary: '`enum` is empty, repeats a value, or lists the empty string.',
  rejectedBy: [...EMPTY_STRING, ...EMPTY_ENUM],
  schemaNode(node, ctx) {
    const schema = node.node;
    if (schema.kind !== 'object' || !judgedByShapeRules(node)) return;
    const member = enumMember(schema);
    if (!member || distinctNonEmptyStrings(member.value.items) || member.value.items.some(isOpaque)) return;
    reportEnum(node, ctx, schema, member, member.value);
  },
};

function reportEnum(node: SchemaNode, ctx: RuleContext, schema: JsonObject, member: JsonProperty, list: JsonArray) {
  const enumOf = `\`enum\` of ${midSentence(describeNode(node))}`;
  if (list.items.length === 0) return reportEmpty(node, ctx, schema, member, enumOf);
  const keys = list.items.map((item) => compactJson(toValue(item)));
  list.items.forEach((item, i) => {
    const first = keys.indexOf(keys[i]);
    if (first < i) {
      // Every copy's repair drops all the copies, so one application settles the value.
      const copies = keys.flatMap((k, j) => (k === keys[i] && j > first ? [j] : []));
      const message = `${keys[i]} is listed again in the ${enumOf}: no provider error is on record, but the portable profile wants distinct values. Drop the copy; that changes nothing.`;
      reportValue(node, ctx, schema, list, item, i, { providers: DUPLICATE, kind: 'repair', drop: copies, message });
    } else if (item.kind === 'string' && item.value === '') {
      const providers = rejectingProviders(EMPTY_STRING);
      const message = `The ${enumOf} lists the empty string: ${rejectWholeRequest(providers, 'enum[0]: cannot be empty')}. Drop it and let leaving the argument out mean "none".`;
      reportValue(node, ctx, schema, list, item, i, { providers, kind: 'authoring', drop: [i], message });
    }
  });
}

/**
 * True for the usual enum, which has nothing to report: at least one value, all
 * strings, none empty, none repeated (two strings are the same value exactly
 * when their JSON is the same). Spares it the JSON of every value.
 */
function distinctNonEmptyStrings(items: readonly JsonNode[]): boolean {
  if (items.length === 0) return false;
  for (const item of items) if (item.kind !== 'string' || item.value === '') return false;
  return distinctStringValues(items as JsonString[]);
}

function reportEmpty(node: SchemaNode, ctx: RuleContext, schema: JsonObject, member: JsonProperty, enumOf: string) {
  const providers = rejectingProviders(EMPTY_ENUM);
  ctx.report({
    ...atKey(member, childPointer(node.pointer, 'enum')),
    providers,
    message: `The ${enumOf} is empty, so no value fits: ${rejectWholeRequest(namedFor(ctx, node.tool, providers), 'enum: should be non-empty')}. List the allowed values, or remove it.`,
    repairable: false,
    fixes: () => [{ title: 'Remove the empty enum', kind: 'authoring', edits: dropKeyword(ctx.edits, schema, 'enum') }],
  });
}

interface ValueProblem {
  providers: ProviderId[];
  kind: FixKind;
  /** Indexes of the values the fix drops. */
  drop: number[];
  message: string;
}

/** Report one value and offer to drop it: a repeat goes safely (same set); the empty string changes what is accepted. */
function reportValue(
  node: SchemaNode,
  ctx: RuleContext,
  schema: JsonObject,
  list: JsonArray,
  item: JsonNode,
  index: number,
  p: ValueProblem,
) {
  const all = p.drop.length === list.items.length;
  ctx.report({
    ...atValue(item, childPointer(childPointer(node.pointer, 'enum'), index)),
    providers: p.providers,
    message: p.message,
    repairable: p.kind === 'repair',
    fixes: () => [
      {
        title: `Drop ${p.drop.length > 1 ? 'the copies of ' : ''}${excerpt(ctx.text, item, item.length)} from the enum`,
        kind: p.kind,
        edits: all ? dropKeyword(ctx.edits, schema, 'enum') : ctx.edits.removeItems(list, p.drop),
      },
    ],
  });
}
