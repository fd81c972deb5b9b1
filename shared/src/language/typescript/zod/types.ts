import type * as TS from 'typescript';
import type { JsonNode } from '../../../json/tree';
import type { ComputedNote } from '../../computed/note';
import type { ZNode, ZShape } from './ir';
import type { ZodReader } from './reader';

/**
 * Which converter turns a tool's zod schema into the JSON Schema its SDK sends.
 * They differ (draft, input or output types, how a reused instance is written,
 * what throws), so a zod schema is judged as the one its SDK uses.
 */
export type ZodProfileId =
  'mcp-v1-zod3' | 'mcp-v1-zod4' | 'mcp-v2' | 'ai-sdk' | 'openai-helpers' | 'anthropic-beta' | 'langchain';

export interface ZodProfile {
  id: ZodProfileId;
  /** For people: "MCP TypeScript SDK v1 with zod 3 (zod-to-json-schema)". */
  label: string;
  zod: 3 | 4;
  draft: 'draft-07' | '2020-12';
  /** Input types (a `.default()` field is optional) or output types (it is required). */
  io: 'input' | 'output';
  /** zod 4's minor version, where its converter's output changed (profiles.ts `converterFor`); undefined: the newest. */
  minor?: number;
  /** What a workspace helper's own options change in its converter (helpers.ts): `$refStrategy: 'none'`, a target. */
  switches?: ZodSwitches;
}

/** The converter switches a call's own options set (profiles.ts `ZodConverter` has them all). */
export interface ZodSwitches {
  reused?: 'inline';
  root?: 'as-is';
  langchainInterop?: false;
  schemaUri?: string;
}

/** What the converter would do that the schema alone does not say (computed/note.ts). */
export type ZodNote = ComputedNote;

export interface ZodEvaluation {
  /**
   * The JSON Schema the SDK sends, as the engine's tree. Each value's range is
   * the zod expression that produced it; each keyword's key range is the call
   * or member that wrote it (`z.record`, `.nullable`). What cannot be known
   * statically (an identifier not resolved, a package import) is opaque.
   */
  schema: JsonNode;
  notes: ZodNote[];
}

/** Resolves a name used in a zod expression to the expression it is bound to (same-file consts first). */
export interface ZodScope {
  resolve(name: TS.Identifier): TS.Expression | undefined;
  /**
   * A schema another module of the workspace holds, named here (an imported
   * `X`, a namespace's `ns.X`), read there and placed at the name; undefined
   * when it is none.
   */
  foreign?(node: TS.Identifier | TS.PropertyAccessExpression, zod: 3 | 4): ZNode | undefined;
  /** What a call of no argument of a function imported from the workspace returns (`loose()`), read there. */
  foreignCall?(callee: TS.Identifier, zod: 3 | 4): ZNode | undefined;
  /** The raw shape an expression is made into by code the reader does not follow (a class tool's `argsShape()`), read by `reader`. */
  composed?(node: TS.Expression, reader: ZodReader): ZShape | undefined;
}
