import type { ParsedSource, SourceEdits } from './language/language';
import { toolNameFromFile } from './language/registry';
import { bareSchemaTool, locateTools } from './model/locate';
import { noteServerStamp } from './model/served';
import { outerNode, toolAnchor, type SchemaDialect, type Tool } from './model/tool';
import { resolveOptions, type ResolvedOptions } from './options';
import { FILE_TOO_LARGE } from './engine-diagnostics';
import { RULES } from './rules';
import { strictModeOf, whoRejects, type StrictMode } from './providers';
import type { CatalogMemo, Message, Rule, RuleContext } from './rules/rule';
import { walkSchema } from './schema/walk';
import { isOpaque } from './json/tree';
import { readSuppressions } from './suppress';
import type { Finding, Fix, InternalError, LintOptions, LintResult, ProviderId, ToolSummary } from './types';
import { hedgeFor, inSourceTerms, sourceOf, termKey, type Hedge, type SchemaSource } from './model/source';
import { thousands } from './numbers';
import { byOffsetThenRule } from './order';

export type { InternalError };

/** What threw, for a log line: `rule items-missing`, or `the typescript front end's zod evaluator`. */
export function failedPart(e: InternalError): string {
  return e.frontEnd ? `the ${e.frontEnd} front end's ${e.rule}` : `rule ${e.rule}`;
}

export interface LintOutput extends LintResult {
  internalErrors: InternalError[];
}

/**
 * Lint one document: text and options in, findings with offsets out.
 * Pure and total: bad input gives findings or parse errors, never an exception.
 */
export function lint(text: string, options: LintOptions = {}): LintOutput {
  const resolved = resolveOptions(options);
  if (text.length > resolved.maxFileSize) return tooLarge(text, resolved);
  const parsed = resolved.language.parse(text, resolved.parse);
  return lintParsed(text, parsed, resolved);
}

const NOTHING_FOUND: ToolCheck = { findings: [], internalErrors: [] };

/** Lint an already parsed document (the language server keeps the parse per version). */
export function lintParsed(text: string, parsed: ParsedSource, options: ResolvedOptions): LintOutput {
  const tools = toolsOf(parsed, options);
  // Most code files hold no tool: nothing for a rule to judge, and no edit writer to make (it reads the file's style).
  if (!tools.length) return assemble(text, parsed, tools, [], NOTHING_FOUND, options);
  const run = new Run(text, options);
  const perTool = tools.map((tool) => run.checkTool(tool));
  return assemble(text, parsed, tools, perTool, run.checkCatalog(tools), options);
}

/** The document's tools: every tool shape in it, or the whole document as one schema (`bareSchema`). */
export function toolsOf(parsed: ParsedSource, options: ResolvedOptions): Tool[] {
  if (options.bareSchema) return bareSchemaTool(parsed.root, toolNameFromFile(options.fileName));
  const tools = locateTools(parsed.root);
  if (options.listed) noteServerStamp(tools);
  return tools;
}

/** What one tool's own checks (`checkTool`, `checkNode`) found: they judge that tool alone, so it can be kept while the tool's text is unchanged. */
export interface ToolCheck {
  findings: Finding[];
  internalErrors: InternalError[];
}

/** What each rule's `checkCatalog` kept, by rule id. */
export type CatalogMemos = ReadonlyMap<string, CatalogMemo>;

/** What the `checkCatalog` calls found, and what they keep for the next version of the document. */
export interface CatalogCheck extends ToolCheck {
  memos: CatalogMemos;
}

/** The output: every tool's findings and the catalog's, less the suppressed ones, in document order. */
export function assemble(
  text: string,
  parsed: ParsedSource,
  tools: readonly Tool[],
  perTool: readonly ToolCheck[],
  catalog: ToolCheck,
  options: ResolvedOptions,
): LintOutput {
  const suppressions = readSuppressions(text, parsed.comments, options.language.comments);
  const findings: Finding[] = [];
  // What the front end could not read is reported as a rule's throw is (the part is opaque in the tree).
  const internalErrors: InternalError[] = [...(parsed.internalErrors ?? [])];
  for (const check of [...perTool, catalog]) {
    for (const f of check.findings) if (!suppressions.isSuppressed(f.rule, f.offset)) findings.push(f);
    internalErrors.push(...check.internalErrors);
  }
  return {
    findings: findings.sort(byOffsetThenRule),
    tools: tools.map(summarize),
    parseErrors: parsed.errors,
    internalErrors,
  };
}

/** The rules of one lint, run tool by tool and then over the catalog. */
export class Run {
  private readonly active: Rule[];
  private readonly toolRules: Rule[];
  private readonly nodeRules: Rule[];
  /** Where findings go: the check being made, and the tool it is of (undefined for the catalog checks). */
  private sink: ToolCheck = { findings: [], internalErrors: [] };
  private currentTool: Tool | undefined;
  /** Each rule's `toolState` for the tool being checked. */
  private readonly toolStates = new Map<Rule, object>();
  /** One context per rule for the whole lint: checks run one at a time, so a context reads the tool being checked from the run. */
  private readonly contexts: Map<Rule, RuleContext>;
  /** The document's edit writer, shared by every rule's context. */
  private readonly edits: SourceEdits;

  constructor(
    private readonly text: string,
    private readonly options: ResolvedOptions,
  ) {
    this.edits = options.language.edits(text);
    this.active = RULES.filter((r) => (options.severities[r.id] ?? r.defaultSeverity) !== 'off');
    this.toolRules = this.active.filter((r) => r.checkTool !== undefined);
    this.nodeRules = this.active.filter((r) => r.checkNode !== undefined);
    this.contexts = new Map(this.active.map((rule) => [rule, this.contextOf(rule)]));
  }

  /** One tool's `checkTool` calls and the `checkNode` calls over its schema. */
  checkTool(tool: Tool): ToolCheck {
    const check: ToolCheck = (this.sink = { findings: [], internalErrors: [] });
    this.currentTool = tool;
    this.toolStates.clear();
    for (const rule of this.toolRules) {
      try {
        const ctx = this.contexts.get(rule)!;
        this.found(rule, rule.checkTool!(tool, ctx), ctx);
      } catch (e) {
        this.fail(rule, e);
      }
    }
    const { judged, contexts } = this.nodeRulesFor(tool.dialect);
    if (!judged.length) return check;
    // No closure per node: the walk is the hot loop.
    walkSchema(tool, (node) => {
      for (let i = 0; i < judged.length; i++) {
        try {
          const found = judged[i].checkNode!(node, contexts[i]);
          if (found !== undefined) this.found(judged[i], found, contexts[i]);
        } catch (e) {
          this.fail(judged[i], e);
        }
      }
    });
    return check;
  }

  private readonly plans = new Map<SchemaDialect, NodeRules>();

  /** The `checkNode` rules that judge a dialect, and their contexts (worked out once per lint). */
  private nodeRulesFor(dialect: SchemaDialect): NodeRules {
    let plan = this.plans.get(dialect);
    if (!plan) {
      const judged = this.nodeRules.filter((r) => (r.dialects ?? ['profile']).includes(dialect));
      const contexts = judged.map((rule) => this.contexts.get(rule)!);
      this.plans.set(dialect, (plan = { judged, contexts }));
    }
    return plan;
  }

  /** The `checkCatalog` calls, over every tool; `previous` holds what they kept on the document's previous version. */
  checkCatalog(tools: Tool[], previous?: CatalogMemos): CatalogCheck {
    const memos = new Map<string, CatalogMemo>();
    const check: CatalogCheck = { findings: [], internalErrors: [], memos };
    this.sink = check;
    this.currentTool = undefined;
    for (const rule of this.active) {
      if (!rule.checkCatalog) continue;
      try {
        const ctx = this.contexts.get(rule)!;
        const found = rule.checkCatalog(tools, ctx, previous?.get(rule.id));
        if (found?.memo) memos.set(rule.id, found.memo);
        if (found?.states) this.found(rule, found.states, ctx);
      } catch (e) {
        this.fail(rule, e);
      }
    }
    return check;
  }

  private fail(rule: Rule, e: unknown) {
    const err = e as Error;
    this.sink.internalErrors.push({ rule: rule.id, message: String(err?.message ?? err), stack: err?.stack });
  }

  private contextOf(rule: Rule): RuleContext {
    return {
      text: this.text,
      edits: this.edits,
      budgets: this.options.budgets,
      targets: this.options.targets,
      code: this.options.language.code === true,
      toolState: <S extends object>(make: () => S): S => {
        if (!this.currentTool) return make();
        let state = this.toolStates.get(rule) as S | undefined;
        if (!state) this.toolStates.set(rule, (state = make()));
        return state;
      },
    };
  }

  /** What a check returned (nothing, a state, or a list of them): each state becomes a finding. */
  private found(rule: Rule, found: unknown, ctx: RuleContext) {
    if (found === undefined) return;
    if (!Array.isArray(found)) return this.add(rule, found, ctx);
    for (const state of found as unknown[]) this.add(rule, state, ctx);
  }

  /** One state's finding: its message, the providers that judge it, and its fixes when the caller wants them. */
  private add(rule: Rule, state: unknown, ctx: RuleContext) {
    const chosen = this.options.severities[rule.id] ?? rule.defaultSeverity;
    if (chosen === 'off') return;
    const m = rule.message(state, ctx);
    const tool = m.tool ?? this.currentTool;
    const mode = tool && strictModeOf(tool);
    const providers = this.providersFor(rule, tool, m, mode?.target);
    if (rule.kind === 'wire' && providers.length === 0) return;
    const source = sourceOf(tool?.schema);
    // A computed schema's repair exists only where its front end writes one, so its fixes are computed to say whether it is fixable.
    const wanted = rule.fixes && (this.options.fixes || source !== undefined);
    const offered = wanted ? this.fixesOf(rule.fixes!(state, ctx), source !== undefined) : [];
    const fixes = this.options.fixes ? offered : [];
    const written = source && rule.kind === 'wire' ? inTermsOf(source, m) : m.text;
    const byDefault = mode?.because === 'responses-default' && providers.length === 1 && providers[0] === mode.target;
    // The Responses API documents normalising such a tool, not rejecting it: an error becomes a warning.
    const hedge = source && hedgeFor(source, m, rule.id);
    const hedged = hedge && chosen === 'error' ? 'warning' : chosen;
    const severity = byDefault && hedged === 'error' && !this.options.targets.has(mode.target) ? 'warning' : hedged;
    const repairable = source
      ? offered.some(isRepair)
      : typeof rule.repairable === 'function'
        ? rule.repairable(state, ctx)
        : rule.repairable;
    this.sink.findings.push({
      rule: rule.id,
      severity,
      message: withHedge(
        mode && providers.includes(mode.target) ? `${written} ${STRICT_BECAUSE[mode.because]}` : written,
        hedge,
      ),
      offset: m.offset,
      length: m.length,
      pointer: m.pointer,
      tool: tool?.name,
      toolIndex: tool?.index,
      providers,
      fixes,
      fixable: repairable ?? fixes.some(isRepair),
      ...(m.related ? { related: m.related } : {}),
    });
  }

  /**
   * A computed schema's fixes (zod, say) are what its front end could write: one
   * it could not write has no edit, and is not offered; the others say what they
   * change in the source's terms.
   */
  private fixesOf(fixes: Fix[], computed: boolean): Fix[] {
    return computed ? fixes.filter((f) => f.edits.length > 0).map(inSourceTerms) : fixes;
  }

  /**
   * The chosen targets that reject this finding, derived from the provider table and routed by the tool's
   * dialect; a tool that sets `"strict": true` adds its strict target to the chosen ones.
   */
  private providersFor(rule: Rule, tool: Tool | undefined, m: Message, strict: ProviderId | undefined): ProviderId[] {
    if (rule.kind === 'contract') return [];
    const { targets } = this.options;
    return whoRejects(m.providers ?? rule.rejectedBy, tool?.dialect).filter((p) => targets.has(p) || p === strict);
  }
}

const isRepair = (f: Fix) => f.kind === 'repair';

/** The sentence after a finding its tool's own strict mode adds. */
const STRICT_BECAUSE: Record<StrictMode['because'], string> = {
  'sets-strict': '(This tool sets strict: true.)',
  'responses-default':
    '(This tool is in the Responses API\'s form and leaves out `strict`, which that API takes as strict mode: it normalises the schema, closing objects and requiring every field. Set `"strict": false` to keep it non-strict.)',
};

interface NodeRules {
  judged: Rule[];
  /** The context of each judged rule, by the same index. */
  contexts: RuleContext[];
}

/** A finding's text, ended with why it may not hold as written (model/source.ts `Hedge`). */
function withHedge(text: string, hedge: Hedge | undefined): string {
  return hedge ? `${text} ${hedge.because}` : text;
}

/** A finding placed on a construct of a computed schema, opened with what that construct becomes: "`z.record(...)` becomes a map ...". */
function inTermsOf(source: SchemaSource, m: Message): string {
  const term = source.terms.get(termKey(m.offset, m.length));
  const text = term ? `${term}. ${m.text}` : m.text;
  return source.through ? `${text} (Converted ${source.through}.)` : text;
}

function summarize(tool: Tool): ToolSummary {
  const anchor = toolAnchor(tool);
  const outer = outerNode(tool);
  return {
    index: tool.index,
    name: tool.name,
    shape: tool.shape,
    pointer: tool.pointer,
    offset: outer.offset,
    length: outer.length,
    nameOffset: anchor.offset,
    nameLength: anchor.length,
    schemaPointer: tool.schema ? tool.schemaPointer : undefined,
    schema: !tool.schema ? 'absent' : isOpaque(tool.schema) ? 'unread' : 'read',
    ...(tool.schema && { schemaOffset: tool.schema.offset, schemaLength: tool.schema.length }),
  };
}

function tooLarge(text: string, options: ResolvedOptions): LintOutput {
  const rule = FILE_TOO_LARGE;
  const severity = options.severities[rule.id] ?? rule.defaultSeverity;
  const findings: Finding[] =
    severity === 'off'
      ? []
      : [
          {
            rule: rule.id,
            severity,
            message: `This file has ${thousands(text.length)} characters, more than the ${thousands(options.maxFileSize)} that Toolwire lints (setting maxFileSize); it was not checked.`,
            offset: 0,
            length: Math.min(1, text.length),
            pointer: '',
            providers: [],
            fixes: [],
            fixable: false,
          },
        ];
  return { findings, tools: [], parseErrors: [], internalErrors: [] };
}
