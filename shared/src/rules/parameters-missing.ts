import { compactJson } from '../json/compact';
import type { SourceEdits } from '../language/language';
import { CLOSED_EMPTY_PARAMETERS, EMPTY_PARAMETERS, toolLabel, type Tool } from '../model/tool';
import type { Rejection } from '../providers';
import type { TextEdit } from '../types';
import { atTool } from './support/place';
import { rejectWholeRequest } from './support/phrases';
import type { Rule, RuleContext } from './support/rule';
import { closesEmptyParameters } from './strict-additional-properties';

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

export const parametersMissing: Rule<Tool> = {
  id: 'parameters-missing',
  title: 'Tool without a parameters schema',
  kind: 'wire',
  defaultSeverity: 'error',
  summary:
    'A tool with no parameters schema; OpenRouter, Mistral, Anthropic and Bedrock require one, even for a tool that takes no arguments.',
  rejectedBy: REJECTIONS,
  checkTool(tool) {
    if (tool.shape === 'schema' || tool.schemaProp) return;
    return tool;
  },
  message(tool, ctx) {
    return {
      ...atTool(tool, tool.schemaPointer),
      text: `${toolLabel(tool)} has no \`${keyOf(tool)}\`: ${rejectWholeRequest(parametersMissing.rejectedBy)} without one. Add it: a tool that takes no arguments sends \`${compactJson(emptyFor(ctx, tool))}\`.`,
    };
  },
  repairable: true,
  fixes(tool, ctx) {
    const empty = emptyFor(ctx, tool);
    return [
      {
        title: `Add "${keyOf(tool)}": ${compactJson(empty)}`,
        kind: 'repair',
        edits: addParameters(ctx.edits, tool, empty),
      },
    ];
  },
};

/** The parameters of a tool that takes none: closed where a strict mode that refuses an open object judges it. */
function emptyFor(ctx: RuleContext, tool: Tool): object {
  return closesEmptyParameters(ctx.targets, tool) ? CLOSED_EMPTY_PARAMETERS : EMPTY_PARAMETERS;
}

/** The key the schema goes under: Bedrock's `toolSpec` wrapper takes `inputSchema`. */
function keyOf(tool: Tool): string {
  return tool.shape === 'bedrock' && tool.schemaHolder === tool.node ? 'inputSchema' : tool.schemaKey;
}

/** The empty object schema under the shape's key, after the description (or the name) like people write it. */
function addParameters(edits: SourceEdits, tool: Tool, empty: object): TextEdit[] {
  const holder = tool.schemaHolder;
  const bedrockWrapper = tool.shape === 'bedrock' && holder === tool.node;
  const key = keyOf(tool);
  const value = bedrockWrapper ? { json: empty } : empty;
  // A key that is there with a value that is not an object (`"inputSchema": null`): its value is replaced.
  const after = holder === tool.node ? (tool.descriptionProp ?? tool.nameProp) : holder.props[holder.props.length - 1];
  return edits.setMember(holder, key, value, after);
}
