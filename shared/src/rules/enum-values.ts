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
import { enumMember, type EnumMember } from '../schema/shape';
import type { SchemaNode } from '../schema/walk';
import type { Fix } from '../types';
import { excerpt, rejectWholeRequest } from './support/phrases';
import { namedFor } from './support/strict';
import { atKey, atValue } from './support/place';
import { rejectingProviders, type Rule } from './support/rule';

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

type EnumProblem =
  | { kind: 'empty'; node: SchemaNode; schema: JsonObject; member: JsonProperty }
  | {
      /** A repeat goes safely (same set); the empty string changes what is accepted. */
      kind: 'repeat' | 'blank';
      node: SchemaNode;
      schema: JsonObject;
      list: JsonArray;
      item: JsonNode;
      index: number;
      /** Indexes of the values the fix drops. */
      drop: number[];
    };

export const enumValues: Rule<EnumProblem> = {
  id: 'enum-values',
  title: 'Empty, repeated or blank enum values',
  kind: 'wire',
  defaultSeverity: 'error',
  summary: '`enum` is empty, repeats a value, or lists the empty string.',
  rejectedBy: [...EMPTY_STRING, ...EMPTY_ENUM],
  checkNode(node) {
    const schema = node.node;
    if (schema.kind !== 'object' || !judgedByShapeRules(node)) return;
    const member = enumMember(schema);
    if (!member || distinctNonEmptyStrings(member.value.items) || member.value.items.some(isOpaque)) return;
    return enumProblems(node, schema, member);
  },
  message(p, ctx) {
    const { node } = p;
    const enumOf = `\`enum\` of ${midSentence(describeNode(node))}`;
    if (p.kind === 'empty') {
      const providers = rejectingProviders(EMPTY_ENUM);
      return {
        ...atKey(p.member, childPointer(node.pointer, 'enum')),
        providers,
        text: `The ${enumOf} is empty, so no value fits: ${rejectWholeRequest(namedFor(ctx, node.tool, providers), 'enum: should be non-empty')}. List the allowed values, or remove it.`,
      };
    }
    const at = atValue(p.item, childPointer(childPointer(node.pointer, 'enum'), p.index));
    if (p.kind === 'repeat')
      return {
        ...at,
        providers: DUPLICATE,
        text: `${compactJson(toValue(p.item))} is listed again in the ${enumOf}: no provider error is on record, but the portable profile wants distinct values. Drop the copy; that changes nothing.`,
      };
    const providers = rejectingProviders(EMPTY_STRING);
    return {
      ...at,
      providers,
      text: `The ${enumOf} lists the empty string: ${rejectWholeRequest(providers, 'enum[0]: cannot be empty')}. Drop it and let leaving the argument out mean "none".`,
    };
  },
  repairable: (p) => p.kind === 'repeat',
  fixes(p, ctx): Fix[] {
    if (p.kind === 'empty')
      return [{ title: 'Remove the empty enum', kind: 'authoring', edits: dropKeyword(ctx.edits, p.schema, 'enum') }];
    const all = p.drop.length === p.list.items.length;
    return [
      {
        title: `Drop ${p.drop.length > 1 ? 'the copies of ' : ''}${excerpt(ctx.text, p.item, p.item.length)} from the enum`,
        kind: p.kind === 'repeat' ? 'repair' : 'authoring',
        edits: all ? dropKeyword(ctx.edits, p.schema, 'enum') : ctx.edits.removeItems(p.list, p.drop),
      },
    ];
  },
};

/** An empty enum, or each repeated value and each empty string of it. */
function enumProblems(node: SchemaNode, schema: JsonObject, member: EnumMember): EnumProblem[] {
  const list = member.value;
  if (list.items.length === 0) return [{ kind: 'empty', node, schema, member }];
  const keys = list.items.map((item) => compactJson(toValue(item)));
  const found: EnumProblem[] = [];
  for (let i = 0; i < list.items.length; i++) {
    const item = list.items[i];
    const first = keys.indexOf(keys[i]);
    if (first < i) {
      // Every copy's repair drops all the copies, so one application settles the value.
      const drop: number[] = [];
      for (let j = first + 1; j < keys.length; j++) if (keys[j] === keys[i]) drop.push(j);
      found.push({ kind: 'repeat', node, schema, list, item, index: i, drop });
    } else if (item.kind === 'string' && item.value === '') {
      found.push({ kind: 'blank', node, schema, list, item, index: i, drop: [i] });
    }
  }
  return found;
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
