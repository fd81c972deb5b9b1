import { parseJson, type ParsedJson } from './json/parse';
import { bareSchemaTool, locateTools } from './model/locate';
import { toolAnchor, type Tool } from './model/tool';
import { resolveOptions, type ResolvedOptions } from './options';
import { RULES, RULES_BY_ID } from './rules';
import { rejectingProviders, type Report, type Rule, type RuleContext } from './rules/rule';
import { walkSchema } from './schema/walk';
import { readSuppressions, type Suppressions } from './suppress';
import type { Finding, LintOptions, LintResult, ProviderId, Severity, ToolSummary } from './types';

/** A rule that threw: the other rules' findings still stand. */
export interface InternalError {
  rule: string;
  message: string;
  stack?: string;
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
  const parsed = parseJson(text);
  return lintParsed(text, parsed, resolved);
}

/** Lint an already parsed document (the language server keeps the parse per version). */
export function lintParsed(text: string, parsed: ParsedJson, options: ResolvedOptions): LintOutput {
  const tools = options.bareSchema ? bareSchemaTool(parsed.root, toolNameFromFile(options.fileName)) : locateTools(parsed.root);
  const run = new Run(text, options, readSuppressions(text, parsed.comments));
  run.checkTools(tools);
  return {
    findings: run.findings.sort((a, b) => a.offset - b.offset || a.rule.localeCompare(b.rule)),
    tools: tools.map(summarize),
    parseErrors: parsed.errors,
    internalErrors: run.internalErrors,
  };
}

function toolNameFromFile(fileName: string | undefined): string {
  const base = (fileName ?? 'schema').split(/[\\/]/).pop()!;
  return base.replace(/(\.schema)?\.jsonc?$/i, '') || 'schema';
}

class Run {
  readonly findings: Finding[] = [];
  readonly internalErrors: InternalError[] = [];
  private readonly active: Rule[];

  constructor(
    private readonly text: string,
    private readonly options: ResolvedOptions,
    private readonly suppressions: Suppressions,
  ) {
    this.active = RULES.filter((r) => (options.severities[r.id] ?? r.defaultSeverity) !== 'off');
  }

  checkTools(tools: Tool[]) {
    const toolRules = this.active.filter((r) => r.tool);
    const nodeRules = this.active.filter((r) => r.schemaNode);
    for (const tool of tools) {
      for (const rule of toolRules) this.guard(rule, () => rule.tool!(tool, this.context(rule, tool)));
      const judged = nodeRules.filter((r) => (r.dialects ?? ['profile']).includes(tool.dialect));
      if (!judged.length) continue;
      // One context per rule and tool, and no closure per node: the walk is the hot loop.
      const contexts = judged.map((rule) => this.context(rule, tool));
      walkSchema(tool, (node) => {
        for (let i = 0; i < judged.length; i++) {
          try {
            judged[i].schemaNode!(node, contexts[i]);
          } catch (e) {
            this.fail(judged[i], e);
          }
        }
      });
    }
    for (const rule of this.active) if (rule.catalog) this.guard(rule, () => rule.catalog!(tools, this.context(rule, undefined)));
  }

  private guard(rule: Rule, body: () => void) {
    try {
      body();
    } catch (e) {
      this.fail(rule, e);
    }
  }

  private fail(rule: Rule, e: unknown) {
    const err = e as Error;
    this.internalErrors.push({ rule: rule.id, message: String(err?.message ?? err), stack: err?.stack });
  }

  private context(rule: Rule, tool: Tool | undefined): RuleContext {
    return {
      text: this.text,
      budgets: this.options.budgets,
      report: (r) => this.add(rule, tool, r),
    };
  }

  private add(rule: Rule, hookTool: Tool | undefined, r: Report) {
    const tool = r.tool ?? hookTool;
    const severity = (this.options.severities[rule.id] ?? rule.defaultSeverity) as Severity | 'off';
    if (severity === 'off' || this.suppressions.isSuppressed(rule.id, r.offset)) return;
    const providers = this.providersFor(rule, tool, r);
    if (rule.kind === 'wire' && providers.length === 0) return;
    const fixes = this.options.fixes && r.fixes ? r.fixes() : [];
    this.findings.push({
      rule: rule.id,
      severity,
      message: r.message,
      offset: r.offset,
      length: r.length,
      pointer: r.pointer,
      tool: tool?.name,
      toolIndex: tool?.index,
      providers,
      fixes,
      fixable: r.repairable ?? fixes.some((f) => f.kind === 'repair'),
      ...(r.related ? { related: r.related } : {}),
    });
  }

  /** The chosen targets that reject this finding; a `parametersJsonSchema` tool only ever goes to Gemini. */
  private providersFor(rule: Rule, tool: Tool | undefined, r: Report): ProviderId[] {
    if (rule.kind === 'contract') return [];
    let ids = r.providers ?? rejectingProviders(rule.rejectedBy);
    if (tool?.dialect === 'json-schema') ids = ids.filter((p) => p === 'gemini' || p === 'vertex');
    return ids.filter((p) => this.options.targets.has(p));
  }
}

function summarize(tool: Tool): ToolSummary {
  const anchor = toolAnchor(tool);
  const outer = tool.wrapper ?? tool.node;
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
  };
}

function tooLarge(text: string, options: ResolvedOptions): LintOutput {
  const rule = RULES_BY_ID.get('file-too-large')!;
  const severity = (options.severities[rule.id] ?? rule.defaultSeverity) as Severity | 'off';
  const findings: Finding[] =
    severity === 'off'
      ? []
      : [
          {
            rule: rule.id,
            severity,
            message: `This file has ${text.length.toLocaleString('en-US')} characters, more than the ${options.maxFileSize.toLocaleString('en-US')} that Toolwire lints (setting maxFileSize); it was not checked.`,
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
