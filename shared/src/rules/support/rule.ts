import type { Own } from '../../detach';
import type { SourceEdits } from '../../language/language';
import type { Rejection } from '../../providers';
import type { Tool } from '../../model/tool';
import type { SchemaDialect } from '../../model/tool';
import type { SchemaNode } from '../../schema/walk';
import type { Budgets, Fix, ProviderId, RelatedLocation, RuleKind, Severity } from '../../types';

/** What a rule knows when it runs. */
export interface RuleContext {
  /** The text being linted, for quoting what the author wrote in a message. */
  readonly text: string;
  /** Fixes are stated through it, on tree nodes: the document's language writes them in its syntax. */
  readonly edits: SourceEdits;
  readonly budgets: Budgets;
  /** The providers the lint is for (a tool that sets `"strict": true` adds its strict target to its findings'). */
  readonly targets: ReadonlySet<ProviderId>;
  /** The document is a program's source (`SourceLanguage.code`): made-up prose is an authoring fix there, not a repair. */
  readonly code: boolean;
  /**
   * What the rule keeps while one tool is checked (its `checkTool` and the `checkNode` calls over
   * its schema): made by `make` on the first call for that tool, dropped when the next tool starts.
   * In `checkCatalog` there is no tool: each call makes a new state.
   */
  toolState<S extends object>(make: () => S): S;
}

/** Where a finding goes and what it says: what a rule's `message` returns for one state. */
export interface Message {
  /** Range in the text: the smallest node that names the problem. */
  offset: number;
  length: number;
  pointer: string;
  text: string;
  /**
   * Who rejects this instance, when it is narrower than the rule's `rejectedBy` (e.g. which keyword): the
   * providers that reject it themselves. The engine adds the relays and drops those the tool's dialect does not reach.
   */
  providers?: ProviderId[];
  related?: RelatedLocation[];
  /** The tool the finding belongs to, when a catalog check finds on one of several (default: the tool checked). */
  tool?: Tool;
}

/** What a check found: nothing, one state, or several (a state is never an array itself). */
export type Found<S> = S | readonly S[] | undefined;

/** What `checkCatalog` returns: its states, and what it keeps for its next call on the same document. */
export interface CatalogFound<S> {
  states?: readonly S[];
  memo?: CatalogMemo;
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
 * One rule, one file, one shape: check -> state -> message -> fixes.
 *
 * A check only decides. It reads the lean tree (and `ctx.toolState`,
 * `ctx.targets`, `ctx.budgets`, `ctx.text`) and returns plain data, a state per
 * finding, or undefined when there is none: no message, no fix, no closure. The
 * engine walks each tool's schema once and calls every rule's `checkNode` on
 * each node, so adding a rule never adds a pass, and a check that makes
 * nothing where nothing is wrong costs no garbage on the hot path.
 *
 * The engine then calls `message` once per state, and `fixes` only when the
 * caller asks for fixes. A rule with several kinds of finding gives its states
 * a `kind` and switches on it.
 */
export interface Rule<S = unknown> extends RuleMeta {
  /** Schema dialects whose nodes `checkNode` judges (default: the portable profile only). */
  dialects?: readonly SchemaDialect[];
  /** Called once per schema node of every tool whose dialect the rule judges. */
  checkNode?(node: SchemaNode, ctx: RuleContext): Found<S>;
  /** Called once per tool (bare schema documents included: check `tool.shape === 'schema'`). */
  checkTool?(tool: Tool, ctx: RuleContext): Found<S>;
  /**
   * Called once with every tool of the document (not for a document with no
   * tool: `lint` then runs no rule). When the document is linted incrementally, `previous` is the memo this check returned for the
   * document's previous version: the tools that did not change are the same
   * `Tool` objects (their nodes moved, not changed), so a check can redo only
   * what the changed ones affect. What it finds must not depend on `previous`.
   */
  checkCatalog?(
    tools: readonly Tool[],
    ctx: RuleContext,
    previous: CatalogMemo | undefined,
  ): CatalogFound<S> | undefined;
  /** Where one state's finding goes and what it says. */
  message(state: S, ctx: RuleContext): Message;
  /** The state's fixes, stated through `ctx.edits`: called only when the caller asks for fixes. */
  fixes?(state: S, ctx: RuleContext): Fix[];
  /**
   * Whether `fixes` yields a `repair` (a fix that never changes what the tool
   * accepts), said even when the caller asks for no fixes; left out, the fixes
   * computed decide (none when none are asked for).
   */
  repairable?: boolean | OfState<S, boolean>;
  /**
   * What `checkCatalog` kept, made to hold no string sliced from the document's
   * text: `own` copies one that may be. The engine calls it once, on the first
   * edit after a whole parse, when it copies what it keeps off the text it
   * parsed (a slice would keep that version alive); the tools are the same
   * objects, their strings copied in place. Without it the memo is
   * dropped then, and the next `checkCatalog` call starts over.
   */
  detachMemo?(memo: CatalogMemo, own: Own): CatalogMemo;
}

/**
 * A function of a rule's state, typed as a method's is so that any `Rule<S>` is
 * a `Rule` (the registry's type): TypeScript checks a method's parameters both ways.
 */
type OfState<S, R> = { of(state: S, ctx: RuleContext): R }['of'];

/** What a `checkCatalog` keeps for its next call on the same document; the engine only hands it back. */
export type CatalogMemo = object;

const DOCS_BASE = 'https://github.com/toolwire/toolwire/blob/main/docs/rules/';

export function docsUrl(ruleId: string): string {
  return `${DOCS_BASE}${ruleId}.md`;
}

/** A rule's rejections name only the providers that reject themselves: the table derives the rest. */
export { rejectingProviders } from '../../providers';
