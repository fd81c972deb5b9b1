import type { ParsedSource } from '../language/language';
import { lint, lintParsed, type LintOutput } from '../lint';
import { locateTools } from '../model/locate';
import type { Tool } from '../model/tool';
import { resolveOptions, type ResolvedOptions } from '../options';
import { NO_SUPPRESSIONS, readSuppressions, type Suppressions } from '../suppress';
import type { Finding, LintOptions, ToolSummary } from '../types';
import { previewModel, previewToolOf } from './assemble';
import { CardCache, isCatalogFinding, type CardCounts, type PreviewDocument } from './cards';
import type { PreviewModel, PreviewTool } from './model';
import { isBlocking } from './as-sent';

/**
 * Builds preview models and keeps each tool's card, keyed by the tool's own
 * text, so that after an edit only the tools whose text changed are repaired,
 * diffed and tokenized again. Keep one per document (docs/preview-model.md).
 */
export interface Previewer {
  /**
   * The model-facing view of `text`, equal to `buildPreview(text, options)`.
   * `lint`, when the caller has it, is the lint of this very text with these
   * options (fixes need not be computed); without it the text is linted here.
   */
  preview(text: string, options?: LintOptions, lint?: LintOutput): PreviewModel;
  /** Cards made and reused since the previewer was created. */
  readonly counts: Readonly<CardCounts>;
}

/** How many tools' cards a previewer keeps by default: a large catalog, with room for the versions an edit passes through. */
export const DEFAULT_PREVIEW_CACHE = 5000;

export function createPreviewer(capacity = DEFAULT_PREVIEW_CACHE): Previewer {
  const cache = new CardCache(capacity);
  return { preview: (text, options = {}, given) => previewOf(cache, text, options, given), counts: cache.counts };
}

/**
 * The model-facing view of a document: each tool as it would be sent after the
 * safe repairs (or why it is left out), in every provider's wire form, with
 * token counts, and the catalog text that lists the sent tools. Pure; never throws
 * on bad input (an unparsable document gives the tools that could be read).
 */
export function buildPreview(text: string, options: LintOptions = {}): PreviewModel {
  return previewOf(new CardCache(0), text, options);
}

function previewOf(cache: CardCache, text: string, options: LintOptions, given?: LintOutput): PreviewModel {
  const resolved = resolveOptions(options);
  // A tool of a language that cannot be read alone (it names consts declared elsewhere) is
  // shown from the whole file's parse, so the lint is made here even when one is given.
  const alone = resolved.language.toolsReadAlone !== false;
  const { output, tools: located, comments } = given && alone ? { output: given } : lintHere(text, options);
  // The editor offers fixes through its own requests; the preview's findings travel light.
  const findings = byTool(output.findings.map((f) => (f.fixes.length ? { ...f, fixes: [] } : f)));
  const repairs = output.parseErrors.length === 0;
  const doc: PreviewDocument = {
    text,
    lintOptions: options,
    options: resolved,
    key: `${JSON.stringify({ ...options, fixes: false })}\u0000${repairs}`,
    findings,
    tools: located,
    suppressions: suppressionsOf(text, resolved, comments),
    repairs,
  };
  cache.begin(doc);
  const tools = output.tools.map((summary) => previewTool(summary, doc, cache));
  return previewModel(tools, resolved.budgets, findings.get(undefined) ?? []);
}

/** One tool's card, with what the catalog rules say about it: their blocking findings follow its repairs into its repaired text. */
function previewTool(summary: ToolSummary, doc: PreviewDocument, cache: CardCache): PreviewTool {
  const own = doc.findings.get(summary.index) ?? [];
  const { sent, trail } = cache.cardOf(summary, own, doc);
  const fromCatalog = own
    .filter((f) => isCatalogFinding(f) && isBlocking(f))
    .map((f) => ({ rule: f.rule, message: f.message, offset: trail.forward(f.offset - summary.offset) }));
  return previewToolOf(summary, sent, [...sent.blockers, ...fromCatalog], own);
}

/** The document's lint without fixes, and the tools and comments of the parse it made. */
function lintHere(
  text: string,
  options: LintOptions,
): { output: LintOutput; tools?: Tool[]; comments?: ParsedSource['comments'] } {
  const resolved = resolveOptions({ ...options, fixes: false });
  if (text.length > resolved.maxFileSize || resolved.bareSchema)
    return { output: lint(text, { ...options, fixes: false }) };
  const parsed = resolved.language.parse(text);
  return { output: lintParsed(text, parsed, resolved), tools: locateTools(parsed.root), comments: parsed.comments };
}

/** Directives are rare: a text that names none has none, and is not parsed for them. */
function suppressionsOf(text: string, options: ResolvedOptions, comments?: ParsedSource['comments']): Suppressions {
  if (!text.includes('toolwire-')) return NO_SUPPRESSIONS;
  const { language } = options;
  return readSuppressions(text, comments ?? language.parse(text).comments, language.comments);
}

function byTool(findings: readonly Finding[]): Map<number | undefined, Finding[]> {
  const out = new Map<number | undefined, Finding[]>();
  for (const f of findings) (out.get(f.toolIndex) ?? out.set(f.toolIndex, []).get(f.toolIndex)!).push(f);
  return out;
}
