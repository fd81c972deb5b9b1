import { isOpaque, getProp, type JsonNode, type JsonObject } from '../json/tree';
import { type Rejection } from '../providers';
import { dropKeyword } from '../schema/edit';
import { declaredTypes, describeNode } from '../schema/node';
import { judgedByShapeRules } from '../schema/roles';
import { excerpt, rejectWholeRequest } from './support/phrases';
import { atValue } from './support/place';
import type { SchemaNode } from '../schema/walk';
import type { Rule } from './support/rule';

const GEMINI: Rejection = {
  provider: 'gemini',
  error:
    "GenerateContentRequest.tools[0].function_declarations[93].parameters.properties[links].items.properties[url].format: only 'enum' and 'date-time' are supported for STRING type",
  source: 'google-gemini/gemini-cli #3178; enechange/collmbo PR #195',
  fromSchemaMessage: true,
};

/**
 * Formats Gemini documents for each type. No provider is on record refusing
 * these, so they are left alone; every other value is flagged.
 */
const GEMINI_FORMATS: Readonly<Record<string, readonly string[]>> = {
  string: ['date-time', 'enum'],
  integer: ['int32', 'int64'],
  number: ['float', 'double'],
};

interface Format {
  node: SchemaNode;
  schema: JsonObject;
  value: JsonNode;
}

export const formatUnsupported: Rule<Format> = {
  id: 'format-unsupported',
  title: 'Format other than date-time',
  kind: 'wire',
  defaultSeverity: 'error',
  summary: 'A `format` other than `date-time` (e.g. `uri`, `email`), which Gemini refuses on strings.',
  rejectedBy: [GEMINI],
  checkNode(node) {
    const schema = node.node;
    if (schema.kind !== 'object' || !judgedByShapeRules(node)) return;
    const value = getProp(schema, 'format')?.value;
    if (!value || isOpaque(value)) return;
    const types = declaredTypes(schema);
    if (
      value.kind === 'string' &&
      (value.value === 'date-time' || (types.length === 1 && GEMINI_FORMATS[types[0]]?.includes(value.value)))
    )
      return;
    return { node, schema, value };
  },
  message: ({ node, value }, ctx) => ({
    ...atValue(value, node.pointer),
    text: `${describeNode(node)} has format ${excerpt(ctx.text, value)}: ${rejectWholeRequest(formatUnsupported.rejectedBy, "only 'enum' and 'date-time' are supported")}. Remove \`format\` (it only annotates), or say it in the description.`,
  }),
  repairable: true,
  fixes: ({ schema }, ctx) => [
    { title: 'Remove "format"', kind: 'repair', edits: dropKeyword(ctx.edits, schema, 'format') },
  ],
};
