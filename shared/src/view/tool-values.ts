import { languageFor } from '../language/registry';
import { parseOptionsOf } from '../options';
import { toValue } from '../json/tree';
import { bareSchemaTool, locateTools } from '../model/locate';
import type { Tool } from '../model/tool';
import type { LintOptions } from '../types';

/** The tools of a document as `lint` finds them (a bare-schema document is one tool). */
export function toolsOf(text: string, options: LintOptions): Tool[] {
  const { root } = languageFor(options).parse(text, parseOptionsOf(options));
  return options.bareSchema ? bareSchemaTool(root, '') : locateTools(root);
}

/** A tool's name, description and parameters as plain values. */
export interface ToolValues {
  name?: string;
  description?: string;
  parameters?: unknown;
}

export function valuesOf(tool: Tool | undefined): ToolValues {
  if (!tool) return {};
  return { name: tool.name, description: tool.description, parameters: tool.schema ? toValue(tool.schema) : undefined };
}
