import type { Budgets, Finding, ToolShape } from '../types';
import type { CatalogText } from '../wire/catalog';
import type { WireFormat } from '../wire/formats';

export { WIRE_FORMATS, type WireFormat } from '../wire/formats';

export type SendStatus =
  /** Portable as written: sent as declared. */
  | 'unchanged'
  /** Sent after safe repairs (see `changes`). */
  | 'repaired'
  /** Cannot be sent: a finding with no safe repair remains (see `leftOutBecause`). */
  | 'left-out';

/** One tool as the model sees it. */
export interface PreviewTool {
  index: number;
  /** The name as written, when there is one. */
  sourceName?: string;
  /** The name as sent. */
  name: string;
  shape: ToolShape;
  status: SendStatus;
  /** Human-readable list of the repairs applied ("Dropped additionalProperties from `options`"). */
  changes: string[];
  /** Unified diff of the tool's parameters, as written -> as sent (empty when unchanged). */
  diff: string;
  /** Why the tool is left out: the findings that have no safe repair. */
  leftOutBecause: Array<{ rule: string; message: string }>;
  /** The description as sent. */
  description: string;
  /** True when the source had no description and the derived one is sent. */
  descriptionDerived: boolean;
  /** The parameters schema as sent, after repairs. */
  parameters: unknown;
  /** The whole tool definition in each provider's wire form (null when left out). */
  wire: Record<WireFormat, unknown>;
  /** Tokens of the tool in the OpenAI wire form, counted with `PreviewModel.encoding`. */
  tokens: number;
  /** This tool's findings, with offsets in the source text. */
  findings: Finding[];
  /** Range of the tool's object and of its name in the source text. */
  offset: number;
  length: number;
  nameOffset: number;
  nameLength: number;
}

export interface PreviewModel {
  version: 1;
  /** The tokenizer's encoding, e.g. `o200k_base`. */
  encoding: string;
  tools: PreviewTool[];
  totals: { tools: number; sent: number; repaired: number; leftOut: number; tokens: number };
  budgets: Budgets;
  /** The catalog text listing the tools by name and first line (at most `budgets.catalogChars`). */
  catalog: CatalogText;
  /** Findings that belong to no single tool (catalog rules). */
  documentFindings: Finding[];
}

/** Result of checking call arguments against a tool's declared schema (nothing runs). */
export interface CallCheck {
  /** True when the declared schema accepts the arguments. */
  valid: boolean;
  /** Required arguments that are absent (`missing_arguments`). */
  missing: string[];
  /** What the schema rejects, one line each, with the JSON pointer of the argument. */
  errors: Array<{ pointer: string; message: string }>;
  /** Set when the arguments are not valid JSON or the schema cannot be read. */
  problem?: string;
  /** One sentence for the user, marking the call not run (`not_run: missing_arguments: a, b`); absent with `problem`. */
  summary?: string;
}
