import { compactJson } from '../json/compact';
import type { SourceEdits } from '../language/language';
import {
  isOpaque,
  childPointer,
  getProp,
  toValue,
  type JsonArray,
  type JsonNode,
  type JsonObject,
  type JsonProperty,
} from '../json/tree';
import type { Rejection } from '../providers';
import { declaredTypes, describeNode, hasType, midSentence } from '../schema/node';
import { judgedByShapeRules } from '../schema/roles';
import { enumMember } from '../schema/shape';
import { isPortableType } from '../schema/types';
import type { SchemaNode } from '../schema/walk';
import type { Fix, TextEdit } from '../types';
import { articleFor, excerpt, rejectWholeRequest } from './support/phrases';
import { atKey } from './support/place';
import type { Rule } from './support/rule';

const GEMINI_TYPE: Rejection = {
  provider: 'gemini',
  error:
    'GenerateContentRequest.tools[0].function_declarations[11].parameters.properties[accountability].enum: only allowed for STRING type',
  source: 'directus/directus #27100; anomalyco/opencode #28397',
};
const GEMINI_VALUE: Rejection = {
  provider: 'gemini',
  error:
    "Invalid value at 'request.tools[0].function_declarations[23].parameters.properties[16].value.enum[0]' (TYPE_STRING), 2",
  source: 'microsoft/azure-devops-mcp #145; BrokkAi/bifrost #25; weave-os/router PR #952',
};

interface NonString {
  node: SchemaNode;
  schema: JsonObject;
  member: JsonProperty;
  list: JsonArray;
  /** The values that are not strings (empty when the fault is the type). */
  others: JsonNode[];
}

export const enumNonString: Rule<NonString> = {
  id: 'enum-non-string',
  title: 'Enum that is not of strings',
  kind: 'wire',
  defaultSeverity: 'error',
  summary: '`enum` sits on a non-string type or lists values that are not strings; Gemini takes only string enums.',
  rejectedBy: [GEMINI_TYPE, GEMINI_VALUE],
  checkNode(node) {
    const schema = node.node;
    if (schema.kind !== 'object' || !judgedByShapeRules(node)) return;
    const member = enumMember(schema);
    if (!member) return;
    const list = member.value;
    if (list.items.some(isOpaque)) return; // a value not known may be a string
    // The usual case, a string enum on a string schema, allocates nothing.
    if (list.items.every(isString) && (getProp(schema, 'type') === undefined || hasType(schema, 'string'))) return;
    const others = list.items.filter(isNotString);
    if (others.length || wrongType(schema)) return { node, schema, member, list, others };
  },
  message({ node, schema, member, others }, ctx) {
    const types = declaredTypes(schema);
    const what = others.length
      ? `lists ${others.length === 1 ? 'a value that is not a string' : 'values that are not strings'} (${others
          .slice(0, 3)
          .map((i) => excerpt(ctx.text, i))
          .join(', ')})`
      : `is on ${articleFor(types[0])} \`${types.join('/')}\` schema`;
    return {
      ...atKey(member, childPointer(node.pointer, 'enum')),
      text: `The \`enum\` of ${midSentence(describeNode(node))} ${what}: ${rejectWholeRequest(enumNonString.rejectedBy, 'enum: only allowed for STRING type')}. Make it a string enum.`,
    };
  },
  repairable: false,
  fixes: ({ schema, list }, ctx) => [stringEnumFix(ctx.edits, schema, list)],
};

/** A known type that is not `string`; an unknown one (`"enum"`, `"STRING"`) is type-unknown's to replace. */
function wrongType(schema: JsonObject): boolean {
  const known = declaredTypes(schema).filter(isPortableType);
  return known.length > 0 && !known.includes('string');
}

const isString = (item: JsonNode) => item.kind === 'string';
const isNotString = (item: JsonNode) => item.kind !== 'string';

/**
 * Authoring: every value as a string (`1` → `"1"`; null and repeats dropped) and
 * `"type": "string"`. The tool then receives text where it got numbers, so its
 * handler must read them back: a person decides.
 */
function stringEnumFix(writer: SourceEdits, schema: JsonObject, list: JsonArray): Fix {
  const seen = new Set<string>();
  const drop: number[] = [];
  const edits: TextEdit[] = [];
  list.items.forEach((item, i) => {
    const value = toValue(item);
    const asText =
      typeof value === 'string'
        ? value
        : typeof value === 'object' && value !== null
          ? compactJson(value)
          : String(value);
    if (value === null || seen.has(asText)) return void drop.push(i);
    if (item.kind !== 'string') edits.push(...writer.replaceValue(item, asText));
    seen.add(asText);
  });
  edits.push(...writer.removeItems(list, drop), ...writer.setMember(schema, 'type', 'string'));
  return { title: 'Make it a string enum: quote each value and set "type": "string"', kind: 'authoring', edits };
}
