import type { SourceEdits } from '../language/language';
import { EMPTY_PARAMETERS, toolLabel, type Tool } from '../model/tool';
import type { Rejection } from '../providers';
import type { TextEdit } from '../types';
import { atTool } from './place';
import { rejectWholeRequest } from './phrases';
import type { Rule, RuleContext } from './rule';

const REJECTIONS: readonly Rejection[] = [
  {
    provider: 'openrouter',
    error:
      'type FunctionDescription = { description?: string; name: string; parameters: object; // JSON Schema object }',
    source: 'OpenRouter API reference, request schema (parameters has no `?`)',
  },
  {
    provider: 'mistral',
    error: 'body.nullable[list[Tool]].0.function.parameters Field required [type=missing…]',
    source: 'Mirascope/mirascope #961; mistral-openapi-client Function::new(name, parameters)',
  },
  {
    provider: 'anthropic',
    error: 'ToolParam.input_schema: Required[InputSchema]',
    source: 'anthropics/anthropic-sdk-python src/anthropic/types/tool_param.py (generated from the OpenAPI spec)',
  },
  {
    provider: 'bedrock',
    error: 'ToolSpecification.inputSchema: Required: Yes',
    source: 'AWS Bedrock API Reference, ToolSpecification',
  },
];

export const parametersMissing: Rule = {
  id: 'parameters-missing',
  title: 'Tool without a parameters schema',
  kind: 'wire',
  defaultSeverity: 'error',
  summary:
    'A tool with no parameters schema; OpenRouter, Mistral, Anthropic and Bedrock require one, even for a tool that takes no arguments.',
  rejectedBy: REJECTIONS,
  tool(tool, ctx) {
    if (tool.shape === 'schema' || tool.schemaProp) return;
    reportMissing(tool, ctx);
  },
};

function reportMissing(tool: Tool, ctx: RuleContext): void {
  const key = tool.shape === 'bedrock' && tool.schemaHolder === tool.node ? 'inputSchema' : tool.schemaKey;
  ctx.report({
    ...atTool(tool, tool.schemaPointer),
    message: `${toolLabel(tool)} has no \`${key}\`: ${rejectWholeRequest(parametersMissing.rejectedBy)} without one. Add it: a tool that takes no arguments sends \`{"type": "object", "properties": {}}\`.`,
    repairable: true,
    fixes: () => [
      {
        title: `Add "${key}": {"type": "object", "properties": {}}`,
        kind: 'repair',
        edits: addParameters(ctx.edits, tool),
      },
    ],
  });
}

/** The empty object schema under the shape's key, after the description (or the name) like people write it. */
function addParameters(edits: SourceEdits, tool: Tool): TextEdit[] {
  const holder = tool.schemaHolder;
  const bedrockWrapper = tool.shape === 'bedrock' && holder === tool.node;
  const key = bedrockWrapper ? 'inputSchema' : tool.schemaKey;
  const value = bedrockWrapper ? { json: EMPTY_PARAMETERS } : EMPTY_PARAMETERS;
  // A key that is there with a value that is not an object (`"inputSchema": null`): its value is replaced.
  const after = holder === tool.node ? (tool.descriptionProp ?? tool.nameProp) : holder.props[holder.props.length - 1];
  return edits.setMember(holder, key, value, after);
}
