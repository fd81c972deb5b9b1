import { insertProperty } from '../json/edits';
import { getProp } from '../json/tree';
import { providerList, viaOpenRouter, type Rejection } from '../providers';
import { declaredTypes } from '../schema/node';
import { composesOthers } from '../schema/shape';
import type { SchemaNode } from '../schema/walk';
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
const ANTHROPIC_NO_TYPE: Rejection = { provider: 'anthropic', error: 'tools.N.custom.input_schema.type: Field required', source: 'elie222/inbox-zero PR #2224' };
const BEDROCK: Rejection = {
  provider: 'bedrock',
  error: 'The value at toolConfig.tools.0.toolSpec.inputSchema.json.type must be one of the following: object.',
  source: 'cognitect-labs/aws-api #272; alibaba/spring-ai-alibaba #3082; kirodotdev/Kiro #10270; earendil-works/pi #8279',
};

/** Root keywords that make the root something other than one plain object: adding a type would not settle it. */
const NOT_PLAIN = ['anyOf', 'oneOf', 'allOf', 'not', 'enum', 'const'];

export const rootType: Rule = {
  id: 'root-type',
  title: 'Parameters root is not an object',
  kind: 'wire',
  defaultSeverity: 'error',
  summary: 'The parameters schema is not `"type": "object"`, which OpenAI, Anthropic and Bedrock require of every tool.',
  rejectedBy: [OPENAI, ANTHROPIC, ANTHROPIC_NO_TYPE, BEDROCK, viaOpenRouter(OPENAI)],
  schemaNode(node, ctx) {
    if (node.role !== 'root' || node.node.kind === 'null') return;
    const schema = node.node;
    const who = providerList(rejectingProviders(this.rejectedBy));
    if (schema.kind !== 'object') {
      report(node, ctx, node.anchor, `The parameters schema is not a JSON object: ${who} reject the whole request. Declare the arguments as \`{"type": "object", "properties": {…}}\`.`);
      return;
    }
    const typeProp = getProp(schema, 'type');
    if (!typeProp?.value) {
      const plain = !NOT_PLAIN.some((k) => getProp(schema, k)) && !composesOthers(schema);
      report(node, ctx, node.anchor, `The parameters schema has no \`type\`: ${who} reject a root that is not \`"type": "object"\`. Add \`"type": "object"\`.`, plain);
      return;
    }
    const types = declaredTypes(schema);
    if (typeProp.value.kind === 'string' && types[0] === 'object') return;
    if (typeProp.value.kind === 'array' && types.includes('object')) return; // type-list narrows it to "object"
    report(node, ctx, typeProp.value, `The parameters schema is ${ctx.text.slice(typeProp.value.offset, typeProp.value.offset + typeProp.value.length)}, not an object: ${who} reject the whole request. Tool arguments are always an object: declare them as its properties.`);
  },
};

/** `addType`: the root only lacks its type, and for an object-only call `"type": "object"` changes nothing it accepts. */
function report(node: SchemaNode, ctx: RuleContext, range: { offset: number; length: number }, message: string, addType = false) {
  const schema = node.node;
  ctx.report({
    offset: range.offset,
    length: range.length,
    pointer: node.pointer,
    message,
    repairable: addType && schema.kind === 'object',
    fixes: addType && schema.kind === 'object' ? () => [{ title: 'Add "type": "object"', kind: 'repair', edits: [insertProperty(ctx.text, schema, 'type', 'object')] }] : undefined,
  });
}
