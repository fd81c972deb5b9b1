import { end } from './json/tree';
import { lintParsed, Run } from './lint';
import type { LintState } from './incremental';
import { outerNode, outerPointer, type Tool } from './model/tool';
import type { ResolvedOptions } from './options';
import { RULES_BY_ID } from './rules';
import { readSuppressions } from './suppress';
import type { Finding, Fix, Span } from './types';
import { byOffsetThenRule } from './order';


/**
 * Where an editor wants fixes: ranges of the current text (the cursor, a
 * diagnostic of this version), and JSON pointers (a diagnostic of an older
 * version, whose offset may have moved but whose pointer has not).
 */
export interface FixTargets {
  spans?: readonly Span[];
  pointers?: readonly string[];
}

/**
 * The findings of `state.text` that touch a target, with their fixes, computed
 * from that text (never stitched from older results). Only the tools the
 * targets lie in are judged again (their `checkTool` and `checkNode`: they
 * judge one tool alone), and `checkCatalog` only of the rules with a
 * finding there, so a request on one tool of a large catalog costs about
 * one tool. Same findings and fixes as `lint(text, {fixes: true})` has there.
 * `state` must be the newest one made from its tree (lintIncremental moves it).
 */
export function findingsWithFixes(state: LintState, targets: FixTargets): Finding[] {
  const wanted = targetFilter(targets);
  if (!state.parsed) return wholeDocument(state, wanted);
  const options: ResolvedOptions = { ...state.options, fixes: true };
  const tools = toolsOf(state.tools, targets);
  // Spans cover the tools a pointer names: their findings are then all at hand.
  const touch = targetFilter({
    spans: [...(targets.spans ?? []), ...tools.map(outerSpan)],
    pointers: targets.pointers,
  });
  const run = new Run(state.text, options);
  const found = tools.flatMap((tool) => run.checkTool(tool).findings);
  const catalogRules = new Set(
    state.output.findings
      .filter((f) => touch(f) && RULES_BY_ID.get(f.rule)?.checkCatalog !== undefined)
      .map((f) => f.rule),
  );
  if (catalogRules.size)
    found.push(
      ...new Run(state.text, onlyCatalogRules(options, catalogRules)).checkCatalog(
        state.tools.slice(),
        state.catalogMemos,
      ).findings,
    );
  const suppressions = readSuppressions(state.text, state.parsed.comments, state.options.language.comments);
  return found.filter((f) => wanted(f) && !suppressions.isSuppressed(f.rule, f.offset)).sort(byOffsetThenRule);
}

/** The fixes for the finding of `rule` at `offset` in `state.text`, computed from that text. */
export function fixesAt(state: LintState, rule: string, offset: number): Fix[] {
  return (
    findingsWithFixes(state, { spans: [{ offset, length: 0 }] }).find((f) => f.rule === rule && f.offset === offset)
      ?.fixes ?? []
  );
}

/** Does a finding touch a span (an empty span at its either end counts), or sit at one of the pointers? */
function targetFilter({ spans = [], pointers = [] }: FixTargets): (f: Span & { pointer: string }) => boolean {
  const at = new Set(pointers);
  return (f) => at.has(f.pointer) || spans.some((s) => touches(f, s));
}

function touches(a: Span, b: Span): boolean {
  return a.offset <= b.offset + b.length && b.offset <= a.offset + a.length;
}

function outerSpan(tool: Tool): Span {
  const outer = outerNode(tool);
  return { offset: outer.offset, length: end(outer) - outer.offset };
}

function within(pointer: string, prefix: string): boolean {
  return pointer === prefix || pointer.startsWith(`${prefix}/`);
}

/** The tools a span touches or a pointer lies in. A linear scan: thousands of comparisons, nothing next to judging a tool. */
function toolsOf(tools: readonly Tool[], { spans = [], pointers = [] }: FixTargets): Tool[] {
  return tools.filter((tool) => {
    const outer = outerSpan(tool);
    return spans.some((s) => touches(outer, s)) || pointers.some((p) => within(p, outerPointer(tool)));
  });
}

/** The options with every other rule that has a `checkCatalog` turned off: the catalog pass runs only `rules`. */
function onlyCatalogRules(options: ResolvedOptions, rules: ReadonlySet<string>): ResolvedOptions {
  const severities = { ...options.severities };
  for (const [id, rule] of RULES_BY_ID) if (rule.checkCatalog && !rules.has(id)) severities[id] = 'off';
  return { ...options, severities };
}

/**
 * A state that keeps no tree (a bare schema: one tool; a text over
 * maxFileSize: not linted, so no fixes) is linted again whole.
 */
function wholeDocument(state: LintState, wanted: (f: Finding) => boolean): Finding[] {
  if (state.text.length > state.options.maxFileSize) return state.output.findings.filter(wanted);
  return lintParsed(state.text, state.options.language.parse(state.text, state.options.parse), {
    ...state.options,
    fixes: true,
  }).findings.filter(wanted);
}
