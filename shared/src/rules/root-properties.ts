import { isOpaque, getProp, type JsonNode, type JsonObject } from '../json/tree';
import { type Rejection } from '../providers';
import { declaresOnly, declaresOnlyAnyCase } from '../schema/node';
import { composesOthers, looksLikePropertyMap, onlySchemaKeywords } from '../schema/shape';
import type { SchemaNode } from '../schema/walk';
import { rejectWholeRequest } from './support/phrases';
import { atValue } from './support/place';
import { rejectingProviders, type Rule } from './support/rule';

const OPENAI: Rejection = {
  provider: 'openai',
  error: "Invalid schema for function 'xxx': In context=(), object schema missing properties.",
  source: 'spring-projects/spring-ai #4776',
};
const GEMINI: Rejection = {
  provider: 'gemini',
  error:
    '* GenerateContentRequest.tools[0].function_declarations[0].parameters.properties: should be non-empty for OBJECT type',
  source:
    'langchain-ai/langchain-google PR #416; lobehub/lobehub PR #5002; pipecat-ai/pipecat-flows #110; agno-agi/agno #2112',
  fromSchemaMessage: true,
};
const BEDROCK_NULL: Rejection = {
  provider: 'bedrock',
  error:
    'The json schema definition at toolConfig.tools.1.toolSpec.inputSchema is invalid. Fix the following errors and try again: $.properties: null found, object expected',
  source: 'maximhq/bifrost #1720',
};

const MISTRAL_NULL: Rejection = {
  provider: 'mistral',
  error: "Invalid tool schema: None is not of type 'object'",
  source: 'Mistral meta-schema check, as quoted for `"properties": null`',
};

const MISSING = [OPENAI, GEMINI];
const NULL = [...MISSING, BEDROCK_NULL, MISTRAL_NULL];

interface NoProperties {
  node: SchemaNode;
  schema: JsonObject;
  value: JsonNode | undefined;
  /** The type is JSON Schema's `object`, not Gemini's `OBJECT`, which only Gemini reads as an object. */
  lowerCase: boolean;
  /** A null or empty-list `properties` (or none) says "no properties" as plainly as `{}` does: the repair sets `{}`. */
  empty: boolean;
}

export const rootProperties: Rule<NoProperties> = {
  id: 'root-properties',
  title: 'Parameters root without properties',
  kind: 'wire',
  defaultSeverity: 'error',
  summary:
    'The parameters object has no `properties` key (or a null one); an argument-less tool sends `"properties": {}`.',
  rejectedBy: NULL,
  checkNode(node) {
    const schema = node.node;
    if (node.role !== 'root' || schema.kind !== 'object' || composesOthers(schema) || !meansOnePlainObject(schema))
      return;
    const value = getProp(schema, 'properties')?.value;
    if (value?.kind === 'object' || isOpaque(value)) return;
    const lowerCase = declaresOnly(schema, 'object') || !getProp(schema, 'type');
    // Other keys may be properties written in the wrong place: then `{}` is no repair.
    const empty =
      (!value || value.kind === 'null' || (value.kind === 'array' && value.items.length === 0)) &&
      onlySchemaKeywords(schema);
    return { node, schema, value, lowerCase, empty };
  },
  message({ node, value, lowerCase, empty }) {
    const providers = rejectingProviders(!lowerCase ? [GEMINI] : value?.kind === 'null' ? NULL : MISSING);
    return {
      ...atValue(value ?? node.anchor, node.pointer),
      providers,
      text: value
        ? `The parameters schema's \`properties\` is not an object: ${rejectWholeRequest(providers)}. Declare each argument under \`"properties": {…}\`${empty ? ', or `{}` for none' : ''}.`
        : `The parameters schema has no \`properties\`: ${rejectWholeRequest(providers, lowerCase ? 'object schema missing properties' : 'should be non-empty for OBJECT type')}. Add \`"properties": {}\` (a tool with no arguments sends exactly that).`,
    };
  },
  repairable: ({ empty }) => empty,
  fixes: ({ schema, value, empty }, ctx) =>
    empty
      ? [
          {
            title: 'Set "properties": {}',
            kind: 'repair',
            edits: value ? ctx.edits.replaceValue(value, {}) : ctx.edits.insertMember(schema, 'properties', {}),
          },
        ]
      : [],
};

/**
 * A root that is one object with members: typed `"object"`, or untyped with no
 * keyword that makes it something else (a root that is the property map itself
 * is root-type's, whose fix wraps it).
 */
function meansOnePlainObject(schema: JsonObject): boolean {
  if (getProp(schema, 'type')) return declaresOnlyAnyCase(schema, 'object');
  return (
    !getProp(schema, 'not') && !getProp(schema, 'enum') && !getProp(schema, 'const') && !looksLikePropertyMap(schema)
  );
}
