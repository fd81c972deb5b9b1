import type { Roots } from './roots';

/** A JSON Schema as this server writes it: plain data. */
export type Schema = Record<string, unknown>;

/** What a tool call may use: the folders it may read. */
export interface CallContext {
  roots: Roots;
}

/** A tool's answer: the structured result its output schema describes, and the text shown to people. */
export interface ToolAnswer {
  structured: Record<string, unknown>;
  text: string;
}

/** One tool of the server: its definition as `tools/list` sends it, and what a call does. */
export interface McpTool {
  name: string;
  title: string;
  description: string;
  /** Portable form: optional inputs are left out of `required` (strict-form.ts derives the strict ones). */
  inputSchema: Schema;
  outputSchema: Schema;
  /** The arguments have passed `inputSchema`; nulls (the strict form's "not given") are dropped. */
  run(args: Record<string, unknown>, context: CallContext): Promise<ToolAnswer> | ToolAnswer;
}

/**
 * A call the tool cannot answer because of its input (a path outside the roots, a text
 * over the size limit, nothing to lint): an error result (`isError: true`) with this
 * message, never a protocol error, so the agent reads it and corrects the call.
 */
export class ToolInputError extends Error {
  override readonly name = 'ToolInputError';
}
