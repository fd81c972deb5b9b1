import type { Own } from '../detach';
import type { SourceEdits } from '../language/language';
import type { Rejection } from '../providers';
import type { Tool } from '../model/tool';
import type { SchemaDialect } from '../model/tool';
import type { SchemaNode } from '../schema/walk';
import type { Budgets, Fix, ProviderId, RelatedLocation, RuleKind, Severity } from '../types';

/** What a rule knows when it runs. */
export interface RuleContext {
  /** The text being linted, for quoting what the author wrote in a message. */
  readonly text: string;
  /** Fixes are stated through it, on tree nodes: the document's language writes them in its syntax. */
  readonly edits: SourceEdits;
  readonly budgets: Budgets;
  /** The providers the lint is for (a tool that sets `"strict": true` adds its strict target to its findings'). */
  readonly targets: ReadonlySet<ProviderId>;
  /** Report one finding. */
  report(report: Report): void;
  /**
   * What the rule keeps while one tool is checked (its `tool` hook and the `schemaNode` hooks over
   * its schema): made by `make` on the first call for that tool, dropped when the next tool starts.
   * In a `catalog` hook there is no tool: each call makes a new state.
   */
  toolState<S extends object>(make: () => S): S;
}

export interface Report {
  /** Range in the text: the smallest node that names the problem. */
  offset: number;
  length: number;
  pointer: string;
  message: string;
  /**
   * Who rejects this instance, when it is narrower than the rule's `rejectedBy` (e.g. which keyword): the
   * providers that reject it themselves. The engine adds the relays and drops those the tool's dialect does not reach.
   */
  providers?: ProviderId[];
  /** True when `fixes` yields a `repair` (a fix that never changes what the tool accepts). */
  repairable?: boolean;
  /** Computed only when the caller asks for fixes. */
  fixes?: () => Fix[];
  related?: RelatedLocation[];
  /** The tool the finding belongs to, when a catalog hook reports on one of several (default: the tool the hook ran for). */
  tool?: Tool;
}

/**
 * What a finding's id stands for, as a person configures and reads it: every
 * rule has it, and so has each diagnostic the engine makes itself
 * (`ENGINE_DIAGNOSTICS`, which judge no tool).
 */
export interface RuleMeta {
  id: string;
  title: string;
  kind: RuleKind;
  defaultSeverity: Severity;
  /** One sentence: what the rule flags. */
  summary: string;
  /**
   * Providers that reject what the rule flags themselves, with their own words (empty for contract rules).
   * Who else answers the same (relays, providers judged as another) is derived from the provider table:
   * `withDerived(rejectedBy)` is the whole list.
   */
  rejectedBy: readonly Rejection[];
}

/**
 * One rule, one file, one shape. A rule reads the lean tree through the hooks it
 * needs; the engine walks each tool's schema once and calls every rule's
 * `schemaNode` hook on each node, so adding a rule never adds a pass.
 *
 * A hook only decides; the report, with its `fixes` thunk and any other closure,
 * is built in a function of its own (`reportX(...)`) called when there is
 * something to report. V8 allocates the variables a closure captures in a heap
 * context at the start of every call of the function that declares them, even
 * one that returns before making the closure: in a hook that runs on every
 * schema node, that is garbage on every node for a few findings.
 */
export interface Rule extends RuleMeta {
  /** Schema dialects whose nodes the `schemaNode` hook judges (default: the portable profile only). */
  dialects?: readonly SchemaDialect[];
  /** Called once per schema node of every tool whose dialect the rule judges. */
  schemaNode?(node: SchemaNode, ctx: RuleContext): void;
  /** Called once per tool (bare schema documents included: check `tool.shape === 'schema'`). */
  tool?(tool: Tool, ctx: RuleContext): void;
  /**
   * Called once with every tool of the document. When the document is linted
   * incrementally, `previous` is what this hook returned for the document's
   * previous version: the tools that did not change are the same `Tool` objects
   * (their nodes moved, not changed), so a hook can redo only what the changed
   * ones affect. What it reports must not depend on `previous`.
   */
  catalog?(tools: readonly Tool[], ctx: RuleContext, previous: CatalogMemo | undefined): CatalogMemo | void;
  /**
   * What `catalog` returned, made to hold no string sliced from the document's
   * text: `own` copies one that may be. The engine calls it once, on the first
   * edit after a whole parse, when it copies what it keeps off the text it
   * parsed (a slice would keep that version alive); the tools are the same
   * objects, their strings copied in place. Without this hook the memo is
   * dropped then, and the next `catalog` call starts over.
   */
  detachMemo?(memo: CatalogMemo, own: Own): CatalogMemo;
}

/** What a `catalog` hook keeps for its next call on the same document; the engine only hands it back. */
export type CatalogMemo = object;

const DOCS_BASE = 'https://github.com/toolwire/toolwire/blob/main/docs/rules/';

export function docsUrl(ruleId: string): string {
  return `${DOCS_BASE}${ruleId}.md`;
}

/** A rule's rejections name only the providers that reject themselves: the table derives the rest. */
export { rejectingProviders } from '../providers';
