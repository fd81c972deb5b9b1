import type { SourceEdits } from '../language/language';
import {
  childPointer,
  member,
  getValue,
  type JsonArray,
  type JsonNode,
  type JsonObject,
  type JsonString,
} from '../json/tree';
import { type Rejection } from '../providers';
import { describeNode } from '../schema/node';
import { judgedByShapeRules } from '../schema/roles';
import { dropKeyword } from '../schema/edit';
import { composesOthers, UNION_KEYWORDS } from '../schema/shape';
import type { SchemaNode } from '../schema/walk';
import type { TextEdit } from '../types';
import { rejectWholeRequest } from './support/phrases';
import { atValue } from './support/place';
import { rejectingProviders, type Rule } from './support/rule';
import { namedFor } from './support/strict';

const GEMINI: Rejection = {
  provider: 'gemini',
  error: '* GenerateContentRequest.tools[0].function_declarations[1].parameters.required[0]: property is not defined',
  source: 'iBUHub/AIStudioToAPI #154; Kilo-Org/kilocode PR #11955',
};
const GEMINI_OPENAI_COMPAT: Rejection = {
  provider: 'gemini',
  error: 'schema requires unspecified property',
  source: "orcs-code commit ab911d1e (Gemini's OpenAI-compatible endpoint)",
};

const OPENAI_STRICT: Rejection = {
  provider: 'openai-strict',
  error:
    "In context=(), 'required' must be an array that includes every key in `properties`. Extra required key 'recipe' supplied.",
  source: 'dotnet/extensions #6302',
};

interface Undeclared {
  node: SchemaNode;
  schema: JsonObject;
  list: JsonArray;
  item: JsonString;
  index: number;
}

export const requiredUndeclared: Rule<Undeclared> = {
  id: 'required-undeclared',
  title: 'Required name that is not a property',
  kind: 'wire',
  defaultSeverity: 'error',
  summary: '`required` names a property that `properties` does not declare.',
  rejectedBy: [GEMINI, GEMINI_OPENAI_COMPAT, OPENAI_STRICT],
  checkNode(node) {
    const schema = node.node;
    // A union's branches may declare what its `required` names; that is judged per branch.
    if (schema.kind !== 'object' || composesOthers(schema) || !judgedByShapeRules(node)) return;
    const list = getValue(schema, 'required');
    if (list?.kind !== 'array') return;
    let found: Undeclared[] | undefined;
    for (let index = 0; index < list.items.length; index++) {
      const item = list.items[index];
      if (item.kind === 'string' && !isDeclared(node, item.value))
        (found ??= []).push({ node, schema, list, item, index });
    }
    return found;
  },
  message: ({ node, item, index }, ctx) => ({
    ...atValue(item, childPointer(childPointer(node.pointer, 'required'), index)),
    text: `${describeNode(node)} requires "${item.value}", which is not one of its properties: ${rejectWholeRequest(namedFor(ctx, node.tool, rejectingProviders(requiredUndeclared.rejectedBy)), 'property is not defined')}. Remove it from \`required\`, or declare the property.`,
  }),
  repairable: true,
  fixes: ({ schema, list, item }, ctx) => [
    {
      title: `Remove "${item.value}" from required`,
      kind: 'repair',
      edits: dropName(ctx.edits, schema, list, item.value),
    },
  ],
};

/** Whether a `required` may use the name: one of the node's own properties, or for a union branch its parent's (`oneOf: [{required: ["a"]}, …]`). */
function isDeclared(node: SchemaNode, name: string): boolean {
  return (
    declares(node.node, name) ||
    (UNION_KEYWORDS.includes(node.role as (typeof UNION_KEYWORDS)[number]) && declares(node.parent?.node, name))
  );
}

function declares(schema: JsonNode | undefined, name: string): boolean {
  const props = getValue(schema, 'properties');
  // Properties not known, or not all read (an open object), may declare it.
  return props !== undefined && member(props, name) !== 'absent';
}

/** Drop every copy of one name; when no other name is left, the whole `required` member goes. */
function dropName(edits: SourceEdits, schema: JsonObject, list: JsonArray, name: string): TextEdit[] {
  const copies = list.items.flatMap((item, i) => (item.kind === 'string' && item.value === name ? [i] : []));
  if (copies.length < list.items.length) return edits.removeItems(list, copies);
  return dropKeyword(edits, schema, 'required');
}
