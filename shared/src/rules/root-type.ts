import { isOpaque, getProp, toValue, type JsonNode, type JsonObject, type JsonString } from '../json/tree';
import { providerList, type Rejection } from '../providers';
import { declaredTypes, hasType } from '../schema/node';
import { composesOthers, looksLikePropertyMap, onlySchemaKeywords } from '../schema/shape';
import type { SchemaNode } from '../schema/walk';
import type { Fix } from '../types';
import { excerpt } from './support/phrases';
import { atValue } from './support/place';
import { rejectingProviders, type Rule } from './support/rule';

const OPENAI: Rejection = {
  provider: 'openai',
  error: `Invalid schema for function '<name>': schema must be a JSON Schema of 'type: "object"', got 'type: "None"'.`,
  source: 'browserbase/stagehand #1159',
};
const ANTHROPIC: Rejection = {
  provider: 'anthropic',
  error: "tools.0.custom.input_schema.type: Input should be 'object'",
  source: 'zerdos/spike.land PR #1911; anthropic-sdk-python types/tool_param.py (type: Required[Literal["object"]])',
};
const ANTHROPIC_NO_TYPE: Rejection = {
  provider: 'anthropic',
  error: 'tools.N.custom.input_schema.type: Field required',
  source: 'elie222/inbox-zero PR #2224',
};
const BEDROCK: Rejection = {
  provider: 'bedrock',
  error: 'The value at toolConfig.tools.0.toolSpec.inputSchema.json.type must be one of the following: object.',
  source:
    'cognitect-labs/aws-api #272; alibaba/spring-ai-alibaba #3082; kirodotdev/Kiro #10270; earendil-works/pi #8279',
};

/** What is wrong with the root's type (a list holding "object" is type-list's). */
type RootProblem =
  | { kind: 'not-object'; node: SchemaNode }
  | { kind: 'no-type'; node: SchemaNode; schema: JsonObject; fix: MissingTypeFix | undefined }
  /** `"OBJECT"`, Gemini's enum spelling: the meaning is certain, only the case is not portable. */
  | { kind: 'object-case'; node: SchemaNode; type: JsonString }
  | { kind: 'other-type'; node: SchemaNode; type: JsonNode };

export const rootType: Rule<RootProblem> = {
  id: 'root-type',
  title: 'Parameters root is not an object',
  kind: 'wire',
  defaultSeverity: 'error',
  summary:
    'The parameters schema is not `"type": "object"`, which OpenAI, Anthropic and Bedrock require of every tool.',
  rejectedBy: [OPENAI, ANTHROPIC, ANTHROPIC_NO_TYPE, BEDROCK],
  checkNode(node) {
    // The usual root, one that declares "object", is settled at once.
    if (
      node.role !== 'root' ||
      node.node.kind === 'null' ||
      (node.node.kind === 'object' && hasType(node.node, 'object'))
    )
      return;
    return rootProblem(node);
  },
  message(problem, ctx) {
    const who = providerList(rejectingProviders(rootType.rejectedBy));
    const { node } = problem;
    switch (problem.kind) {
      case 'not-object':
        return {
          ...atValue(node.anchor, node.pointer),
          text: `The parameters schema is not a JSON object: ${who} reject the whole request. Declare the arguments as \`{"type": "object", "properties": {…}}\`.`,
        };
      case 'no-type': {
        const advice = looksLikePropertyMap(problem.schema)
          ? 'Its members look like the properties themselves: wrap them in `{"type": "object", "properties": {…}}`.'
          : 'Add `"type": "object"`.';
        return {
          ...atValue(node.anchor, node.pointer),
          text: `The parameters schema has no \`type\`: ${who} reject a root that is not \`"type": "object"\`. ${advice}`,
        };
      }
      case 'object-case':
        return {
          ...atValue(problem.type, node.pointer),
          text: `The parameters schema is ${excerpt(ctx.text, problem.type)}: ${who} want the lower-case JSON Schema name. Write "object".`,
        };
      case 'other-type':
        return {
          ...atValue(problem.type, node.pointer),
          text: `The parameters schema is ${excerpt(ctx.text, problem.type)}, not an object: ${who} reject the whole request. Tool arguments are always an object: declare them as its properties.`,
        };
    }
  },
  repairable: (p) => p.kind === 'object-case' || (p.kind === 'no-type' && p.fix === 'add-type'),
  fixes(p, ctx): Fix[] {
    if (p.kind === 'object-case')
      return [{ title: 'Write "object"', kind: 'repair', edits: ctx.edits.replaceValue(p.type, 'object') }];
    if (p.kind !== 'no-type' || !p.fix) return [];
    if (p.fix === 'add-type')
      return [
        { title: 'Add "type": "object"', kind: 'repair', edits: ctx.edits.insertMember(p.schema, 'type', 'object') },
      ];
    return [
      {
        title: 'Wrap the members as properties: {"type": "object", "properties": {…}}',
        kind: 'authoring',
        edits: ctx.edits.replaceValue(p.schema, { type: 'object', properties: toValue(p.schema) }),
      },
    ];
  },
};

/** What is wrong with the root's type, or undefined when it is "object". */
function rootProblem(node: SchemaNode): RootProblem | undefined {
  const schema = node.node;
  if (schema.kind !== 'object') return { kind: 'not-object', node };
  const type = getProp(schema, 'type')?.value;
  if (!type) return { kind: 'no-type', node, schema, fix: missingTypeFix(schema) };
  if (isOpaque(type)) return undefined; // a type not known may be "object"
  const types = declaredTypes(schema);
  if ((type.kind === 'string' && types[0] === 'object') || (type.kind === 'array' && types.includes('object')))
    return undefined;
  if (type.kind === 'string' && type.value.toLowerCase() === 'object') return { kind: 'object-case', node, type };
  return { kind: 'other-type', node, type };
}

/**
 * `add-type`: a root made only of schema keywords, with no combinator, only lacks
 * its type: arguments are always an object, so `"type": "object"` accepts the same
 * calls (a repair). `wrap`: a root that is the property map itself is wrapped
 * (authoring: the author should confirm those are the arguments). Anything else
 * is left to a person.
 */
type MissingTypeFix = 'add-type' | 'wrap';

function missingTypeFix(schema: JsonObject): MissingTypeFix | undefined {
  if (looksLikePropertyMap(schema)) return 'wrap';
  if (NOT_PLAIN.some((k) => getProp(schema, k)) || composesOthers(schema) || !onlySchemaKeywords(schema))
    return undefined;
  return 'add-type';
}

/** Root keywords that make the root something other than one plain object: adding a type would not settle it. */
const NOT_PLAIN = ['anyOf', 'oneOf', 'allOf', 'not', 'enum', 'const'];
