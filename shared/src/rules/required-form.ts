import type { SourceEdits } from '../language/language';
import {
  isOpaque,
  childPointer,
  getProp,
  getValue,
  type JsonArray,
  type JsonNode,
  type JsonObject,
  type JsonProperty,
} from '../json/tree';
import { dropKeyword } from '../schema/edit';
import { describeNode } from '../schema/node';
import {
  ANTHROPIC_DRAFT_2020_12,
  BEDROCK_DRAFT_2020_12,
  geminiInvalidValue,
  openAiNotOfType,
} from '../schema/rejections';
import { judgedByShapeRules } from '../schema/roles';
import type { SchemaNode } from '../schema/walk';
import type { Fix, TextEdit } from '../types';
import { excerpt, rejectWholeRequest } from './support/phrases';
import { atKey, atValue } from './support/place';
import { rejectingProviders, type Rule } from './support/rule';

const GEMINI = geminiInvalidValue(
  'required[0]',
  'TYPE_STRING',
  'Gemini Schema proto: `repeated string required` (inferred; the same answer as for non-string enum values, microsoft/azure-devops-mcp #145)',
);
const NOT_A_LIST = [openAiNotOfType("'array'"), ANTHROPIC_DRAFT_2020_12, BEDROCK_DRAFT_2020_12, GEMINI];
const NOT_A_NAME = [openAiNotOfType("'string'"), ANTHROPIC_DRAFT_2020_12, BEDROCK_DRAFT_2020_12, GEMINI];

export const requiredForm: Rule<RequiredForm> = {
  id: 'required-form',
  title: 'required is not a list of names',
  kind: 'wire',
  defaultSeverity: 'error',
  summary: '`required` is not an array of strings, e.g. the draft-3 `"required": true` on a property.',
  rejectedBy: NOT_A_LIST,
  checkNode(node) {
    const schema = node.node;
    if (schema.kind !== 'object' || !judgedByShapeRules(node)) return;
    const member = getProp(schema, 'required');
    const value = member?.value;
    if (!member || !value || isOpaque(value)) return;
    if (value.kind !== 'array') return { kind: 'not-a-list', node, member, value };
    const items = value.items;
    let found: RequiredForm[] | undefined;
    for (let i = 0; i < items.length; i++)
      if (items[i].kind !== 'string' && !isOpaque(items[i]))
        (found ??= []).push({ kind: 'not-a-name', node, list: value, item: items[i], index: i });
    return found;
  },
  message(state, ctx) {
    const { node } = state;
    if (state.kind === 'not-a-name') {
      const providers = rejectingProviders(NOT_A_NAME);
      return {
        ...atValue(state.item, childPointer(childPointer(node.pointer, 'required'), state.index)),
        providers,
        text: `${describeNode(node)} lists ${excerpt(ctx.text, state.item, 30)} in \`required\`, which is not a property name: ${rejectWholeRequest(providers)}. Remove it, or write the name as a string.`,
      };
    }
    const { member, value } = state;
    const providers = rejectingProviders(NOT_A_LIST);
    const fix = listFix(node, value, ctx.edits);
    const draft3 = node.role === 'property' && value.kind === 'boolean';
    return {
      ...atKey(member, childPointer(node.pointer, 'required')),
      providers,
      text: `${describeNode(node)} has \`"required": ${excerpt(ctx.text, value, 30)}\`${draft3 ? ' (the draft-3 form)' : ''}, not a list of property names: ${rejectWholeRequest(providers)}. ${fix ? `${fix.title}.` : 'List the required property names in an array.'}`,
    };
  },
  // A list's fix is worked out for its message: whether it is a repair is known from it.
  repairable: (state, ctx) =>
    state.kind === 'not-a-list' && listFix(state.node, state.value, ctx.edits)?.kind === 'repair',
  fixes(state, ctx): Fix[] {
    if (state.kind === 'not-a-list') {
      const fix = listFix(state.node, state.value, ctx.edits);
      return fix ? [fix] : [];
    }
    const { node, list, index } = state;
    return [
      {
        title: 'Remove it from required',
        kind: 'authoring',
        edits:
          list.items.length > 1
            ? ctx.edits.removeItems(list, [index])
            : dropKeyword(ctx.edits, node.node as JsonObject, 'required'),
      },
    ];
  },
};

type RequiredForm =
  | { kind: 'not-a-list'; node: SchemaNode; member: JsonProperty; value: JsonNode }
  | { kind: 'not-a-name'; node: SchemaNode; list: JsonArray; item: JsonNode; index: number };

/**
 * Repairs that keep what the author meant: draft-3 `"required": true` on a
 * property becomes the property's name in its parent's `required`; `false` and
 * `null` say nothing and go; a lone name string becomes a one-name list.
 */
function listFix(node: SchemaNode, value: JsonNode, edits: SourceEdits): Fix | undefined {
  const schema = node.node as JsonObject;
  if (value.kind === 'null' || (value.kind === 'boolean' && !value.value)) {
    return {
      title: `Remove "required": ${value.kind === 'null' ? 'null' : 'false'}`,
      kind: 'repair',
      edits: dropKeyword(edits, schema, 'required'),
    };
  }
  if (value.kind === 'string')
    return {
      title: `Write it as a list: ["${value.value}"]`,
      kind: 'repair',
      edits: edits.replaceValue(value, [value.value]),
    };
  if (value.kind !== 'boolean' || node.role !== 'property' || !node.holder || node.parent?.node.kind !== 'object')
    return undefined;
  const moved = requireInParent(edits, node.parent.node, node.holder.key);
  return (
    moved && {
      title: `Move it to the parent: add "${node.holder.key}" to its required list`,
      kind: 'repair',
      edits: [...dropKeyword(edits, schema, 'required'), ...moved],
    }
  );
}

/** Edits that make `parent` require `name` (none when it already does; undefined when its `required` is itself malformed). */
function requireInParent(edits: SourceEdits, parent: JsonObject, name: string): TextEdit[] | undefined {
  const list = getValue(parent, 'required');
  if (!list) return edits.insertMember(parent, 'required', [name]);
  if (list.kind !== 'array') return undefined;
  if (list.items.some((i) => i.kind === 'string' && i.value === name)) return [];
  return edits.appendItem(list, name);
}
