import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { checkCall } from '../../../shared/src/index';
import { CliError } from '../cli/errors';
import { withoutNulls } from './strict-form';
import { ToolInputError, type CallContext, type McpTool } from './tool';

/**
 * One `tools/call`: the arguments checked against the tool's input schema as listed
 * (by the engine's own call check), then the tool run. Whatever goes wrong is an
 * error result (`isError: true`) the agent can read, never a thrown protocol error.
 */
export async function callTool(
  tools: readonly McpTool[],
  listedText: string,
  name: string,
  args: Record<string, unknown>,
  context: CallContext,
): Promise<CallToolResult> {
  const index = tools.findIndex((tool) => tool.name === name);
  if (index < 0)
    return failure(`There is no tool named ${JSON.stringify(name)}: ${tools.map((t) => t.name).join(', ')}.`);
  const check = checkCall(listedText, {}, index, JSON.stringify(args));
  if (!check.valid) {
    const problems = check.problem ? [check.problem] : check.errors.map((e) => `${e.pointer || '/'}: ${e.message}`);
    return failure(`${name}: the arguments do not match its input schema: ${problems.join('; ')}`);
  }
  try {
    const answer = await tools[index].run(withoutNulls(args), context);
    return { content: [{ type: 'text', text: answer.text }], structuredContent: answer.structured };
  } catch (e) {
    if (e instanceof ToolInputError || e instanceof CliError) return failure(`${name}: ${e.message}`);
    return failure(`${name}: internal error (please report it): ${(e as Error)?.stack ?? String(e)}`);
  }
}

function failure(text: string): CallToolResult {
  return { content: [{ type: 'text', text }], isError: true };
}
