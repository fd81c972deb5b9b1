import { conformTool } from './conform';
import { explainErrorTool } from './explain-error';
import { fixTool } from './fix';
import { lintTool } from './lint';
import { previewTool } from './preview';
import { inForm, type SchemaForm } from './strict-form';
import type { McpTool } from './tool';

/** The server's tools, in the order `tools/list` gives them. */
export const TOOLS: readonly McpTool[] = [lintTool, fixTool, explainErrorTool, conformTool, previewTool];

/** The tools as `tools/list` sends them, their input schemas in the given form. */
export function listedTools(form: SchemaForm) {
  return TOOLS.map((tool) => ({
    name: tool.name,
    title: tool.title,
    description: tool.description,
    inputSchema: inForm(tool.inputSchema, form),
    outputSchema: tool.outputSchema,
  }));
}
