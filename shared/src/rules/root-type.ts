import { isOpaque, getProp, toValue, type JsonObject } from '../json/tree';
import { providerList, type Rejection } from '../providers';
import { declaredTypes, hasType } from '../schema/node';
import { composesOthers, looksLikePropertyMap, onlySchemaKeywords } from '../schema/shape';
import type { SchemaNode } from '../schema/walk';
import type { SourceEdits } from '../language/language';
import type { Fix, FixKind } from '../types';
import { excerpt } from './phrases';
import { atValue } from './place';
import { rejectingProviders, type Rule, type RuleContext } from './rule';

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

export const rootType: Rule = {
  id: 'root-type',
  title: 'Parameters root is not an object',
  kind: 'wire',
  defaultSeverity: 'error',
  summary:
    'The parameters schema is not `"type": "object"`, which OpenAI, Anthropic and Bedrock require of every tool.',
  rejectedBy: [OPENAI, ANTHROPIC, ANTHROPIC_NO_TYPE, BEDROCK],
  schemaNode(node, ctx) {
    // The usual root, one that declares "object", is settled before any message is made.
    if (
      node.role !== 'root' ||
      node.node.kind === 'null' ||
      (node.node.kind === 'object' && hasType(node.node, 'object'))
    )
      return;
    const problem = rootProblem(node, ctx, providerList(rejectingProviders(this.rejectedBy)));
    if (problem) reportRootProblem(node, ctx, problem);
  },
};

function reportRootProblem(node: SchemaNode, ctx: RuleContext, { at, message, fix }: RootProblem): void {
  ctx.report({
    ...atValue(at, node.pointer),
    message,
    repairable: fix?.kind === 'repair',
    fixes: fix && (() => [fix.make()]),
  });
}

interface RootProblem {
  /** The root's key when the type is absent or the root is no object, else the `type` value. */
  at: { offset: number; length: number };
  message: string;
  fix?: LazyFix;
}

/** What is wrong with the root's type, or undefined when it is "object" (a list holding "object" is type-list's). `who` names the providers. */
function rootProblem(node: SchemaNode, ctx: RuleContext, who: string): RootProblem | undefined {
  const schema = node.node;
  if (schema.kind !== 'object') {
    return {
      at: node.anchor,
      message: `The parameters schema is not a JSON object: ${who} reject the whole request. Declare the arguments as \`{"type": "object", "properties": {…}}\`.`,
    };
  }
  const type = getProp(schema, 'type')?.value;
  if (!type) {
    const advice = looksLikePropertyMap(schema)
      ? 'Its members look like the properties themselves: wrap them in `{"type": "object", "properties": {…}}`.'
      : 'Add `"type": "object"`.';
    return {
      at: node.anchor,
      message: `The parameters schema has no \`type\`: ${who} reject a root that is not \`"type": "object"\`. ${advice}`,
      fix: missingTypeFix(ctx.edits, schema),
    };
  }
  if (isOpaque(type)) return undefined; // a type not known may be "object"
  const types = declaredTypes(schema);
  if ((type.kind === 'string' && types[0] === 'object') || (type.kind === 'array' && types.includes('object')))
    return undefined;
  const written = excerpt(ctx.text, type);
  if (type.kind === 'string' && type.value.toLowerCase() === 'object') {
    // Gemini's enum spelling, OBJECT: the meaning is certain, only the case is not portable.
    const fix: LazyFix = {
      kind: 'repair',
      make: () => ({ title: 'Write "object"', kind: 'repair', edits: ctx.edits.replaceValue(type, 'object') }),
    };
    return {
      at: type,
      message: `The parameters schema is ${written}: ${who} want the lower-case JSON Schema name. Write "object".`,
      fix,
    };
  }
  return {
    at: type,
    message: `The parameters schema is ${written}, not an object: ${who} reject the whole request. Tool arguments are always an object: declare them as its properties.`,
  };
}

/**
 * A root made only of schema keywords, with no combinator, only lacks its type:
 * arguments are always an object, so `"type": "object"` accepts the same calls (a
 * repair). A root that is the property map itself is wrapped (authoring: the
 * author should confirm those are the arguments). Anything else is left to a person.
 */
function missingTypeFix(edits: SourceEdits, schema: JsonObject): LazyFix | undefined {
  if (looksLikePropertyMap(schema)) {
    const title = 'Wrap the members as properties: {"type": "object", "properties": {…}}';
    const wrapped = () => edits.replaceValue(schema, { type: 'object', properties: toValue(schema) });
    return { kind: 'authoring', make: () => ({ title, kind: 'authoring', edits: wrapped() }) };
  }
  if (NOT_PLAIN.some((k) => getProp(schema, k)) || composesOthers(schema) || !onlySchemaKeywords(schema))
    return undefined;
  return {
    kind: 'repair',
    make: () => ({
      title: 'Add "type": "object"',
      kind: 'repair',
      edits: edits.insertMember(schema, 'type', 'object'),
    }),
  };
}

/** A fix whose kind is known before its edits are computed (they are only computed when asked for). */
interface LazyFix {
  kind: FixKind;
  make: () => Fix;
}

/** Root keywords that make the root something other than one plain object: adding a type would not settle it. */
const NOT_PLAIN = ['anyOf', 'oneOf', 'allOf', 'not', 'enum', 'const'];
