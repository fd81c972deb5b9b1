import type { SyntaxNode, Tree } from '@lezer/common';
import type { JsonNode } from '../../json/tree';
import type { Span } from '../../types';
import type { ModuleHost } from '../language';

/*
 * The evaluation contract with pyeval (/work/wt/prompts2/python-contract.md),
 * until `./pydantic` lands on this branch: the types as the contract writes
 * them, and an evaluator that reads nothing (every schema stays opaque, so no
 * rule judges what is not known). Replaced by `export * from './pydantic'`.
 */

export type PythonProfileId =
  | 'mcp1'
  | 'mcp2'
  | 'fm2'
  | 'fm3'
  | 'fm4'
  | 'lc'
  | 'lc-strict'
  | 'lc-args'
  | 'oai'
  | 'ant'
  | 'genai'
  | 'genai-old'
  | 'lc-gg'
  | 'agents'
  | 'agents-nonstrict'
  | 'pai'
  | 'smol';

export interface PyModule {
  text: string;
  tree: Tree;
  fileName?: string;
}

export interface PyEvalContext {
  module: PyModule;
  modules?: ModuleHost;
  parse: (text: string) => Tree;
  profile: PythonProfileId;
}

export interface FunctionTool {
  kind: 'function';
  node: SyntaxNode;
  paramDocs?: ReadonlyMap<string, { text: string; span: Span }>;
  injected?: ReadonlySet<string>;
}

export interface ModelTool {
  kind: 'model';
  node: SyntaxNode;
}

export interface PyEvaluation {
  schema: JsonNode | undefined;
  throws?: { message: string; span: Span };
  sdkKeywords: readonly string[];
}

export function evaluateTool(tool: FunctionTool | ModelTool, ctx: PyEvalContext): PyEvaluation {
  void tool;
  void ctx;
  return { schema: undefined, sdkKeywords: [] };
}
