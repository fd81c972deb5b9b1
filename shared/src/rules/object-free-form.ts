import { getValue, type JsonObject } from '../json/tree';
import type { Rejection } from '../providers';
import { carryAsJsonText } from '../schema/json-text';
import { describeNode, declaredTypes } from '../schema/node';
import { isJudgedValue } from '../schema/roles';
import { isFreeFormObject } from '../schema/shape';
import { rejectWholeRequest } from './support/phrases';
import type { SchemaNode } from '../schema/walk';
import type { Rule } from './support/rule';

const GEMINI: Rejection = {
  provider: 'gemini',
  error: '…parameters.properties[query].properties: should be non-empty for OBJECT type',
  source:
    'MarkusPfundstein/mcp-obsidian #21 (through the OpenAI-compatible endpoint); langchain-ai/langchain-google PR #416',
  fromSchemaMessage: true,
};

interface FreeForm {
  node: SchemaNode;
  schema: JsonObject;
}

export const objectFreeForm: Rule<FreeForm> = {
  id: 'object-free-form',
  title: 'Nested object without properties',
  kind: 'wire',
  defaultSeverity: 'error',
  summary:
    'A nested object declares no properties (a map, `additionalProperties` only, `{}`, a bare `{"type": "object"}`), which Gemini refuses.',
  rejectedBy: [GEMINI],
  checkNode(node) {
    const schema = node.node;
    if (!isJudgedValue(node) || !isFreeFormObject(schema)) return;
    return { node, schema };
  },
  message({ node, schema }) {
    const anchor = node.anchor;
    // The place written out rather than spread from atNode (see place.ts): real schemas have many free-form objects.
    return {
      offset: anchor.offset,
      length: anchor.length,
      pointer: node.pointer,
      text: `${describeNode(node)} is ${kindOf(schema)} with no declared properties: ${rejectWholeRequest(objectFreeForm.rejectedBy, 'should be non-empty for OBJECT type')}. Declare its properties, or carry it as JSON text.`,
    };
  },
  repairable: false,
  fixes: ({ node, schema }, ctx) => [carryAsJsonText(ctx.edits, node, whatItHolds(schema))],
};
function kindOf(schema: JsonObject): string {
  if (schema.props.length === 0) return 'an empty schema `{}`';
  return getValue(schema, 'additionalProperties')?.kind === 'object' ? 'a map' : 'an object';
}

/** How the JSON text description names the value: a map says what its values are. */
function whatItHolds(schema: JsonObject): string {
  if (schema.props.length === 0) return 'Any JSON value';
  const values = getValue(schema, 'additionalProperties');
  const valueType = values?.kind === 'object' ? declaredTypes(values)[0] : undefined;
  return valueType ? `A JSON object of ${valueType} values` : 'A JSON object';
}
