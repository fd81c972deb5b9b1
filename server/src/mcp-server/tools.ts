import { conformTool } from './conform';
import { explainErrorTool } from './explain-error';
import { fixTool } from './fix';
import { lintTool } from './lint';
import { previewTool } from './preview';
import { strictForm } from './strict-form';
import type { McpTool } from './tool';

/** The server's tools, in the order `tools/list` gives them. */
export const TOOLS: readonly McpTool[] = [lintTool, fixTool, explainErrorTool, conformTool, previewTool];

/** The tools as `tools/list` sends them: their input schemas in the portable form, or the strict one. */
export function listedTools(strict: boolean) {
  return TOOLS.map((tool) => ({
    name: tool.name,
    title: tool.title,
    description: tool.description,
    inputSchema: strict ? strictForm(tool.inputSchema) : tool.inputSchema,
    outputSchema: tool.outputSchema,
  }));
}
