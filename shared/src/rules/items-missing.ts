import { getProp, getValue, toValue, type JsonObject } from '../json/tree';
import type { Rejection } from '../providers';
import { describeNode, hasType } from '../schema/node';
import { judgedByShapeRules } from '../schema/roles';
import { rejectWholeRequest } from './support/phrases';
import { atNode } from './support/place';
import type { SchemaNode } from '../schema/walk';
import type { Rule } from './support/rule';

const OPENAI: Rejection = {
  provider: 'openai',
  error: "Invalid schema for function '<name>': In context=('properties', '<property>'), array schema missing items.",
  source: 'sigoden/aichat PR #1049; digitalocean-labs/mcp-digitalocean #265',
};
const GEMINI: Rejection = {
  provider: 'gemini',
  error:
    '* GenerateContentRequest.tools[0].function_declarations[3].parameters.properties[<property>].items: missing field.',
  source: 'kkrishnan90/gemini-desktop PR #7; cline/cline #7339',
  fromSchemaMessage: true,
};

/** The item schema to propose: the type the array's `default` or `enum` values have, else a string placeholder. */
function inferItems(schema: JsonObject): { type: string } {
  const samples: unknown[] = [];
  const def = toValue(getValue(schema, 'default'));
  if (Array.isArray(def)) samples.push(...(def as unknown[]));
  const en = toValue(getValue(schema, 'enum'));
  if (Array.isArray(en)) for (const v of en as unknown[]) if (Array.isArray(v)) samples.push(...(v as unknown[]));
  const types = new Set(
    samples.map((v) => (v === null ? 'null' : Array.isArray(v) ? 'array' : Number.isInteger(v) ? 'integer' : typeof v)),
  );
  if (types.size === 1) {
    const [t] = types;
    if (t === 'string' || t === 'integer' || t === 'number' || t === 'boolean') return { type: t };
  }
  if (types.size === 2 && types.has('integer') && types.has('number')) return { type: 'number' };
  return { type: 'string' };
}

export const itemsMissing: Rule<{ node: SchemaNode; schema: JsonObject }> = {
  id: 'items-missing',
  title: 'Array without items',
  kind: 'wire',
  defaultSeverity: 'error',
  summary: 'An array schema declares no `items`, so providers that need the element type reject the whole request.',
  rejectedBy: [OPENAI, GEMINI],
  checkNode(node) {
    const schema = node.node;
    if (schema.kind !== 'object' || !hasType(schema, 'array') || getProp(schema, 'items') || !judgedByShapeRules(node))
      return;
    return { node, schema };
  },
  message: ({ node }) => ({
    ...atNode(node),
    text: `${describeNode(node)} is an array with no \`items\`: ${rejectWholeRequest(itemsMissing.rejectedBy, ['array schema missing items', 'items: missing field'])}. Declare what one element is.`,
  }),
  repairable: false,
  fixes: ({ schema }, ctx) => {
    const items = inferItems(schema);
    return [
      {
        title: `Add "items": {"type": "${items.type}"}`,
        kind: 'authoring',
        edits: ctx.edits.insertMember(schema, 'items', items),
      },
    ];
  },
};
