import { MarkupKind, type Hover, type HoverParams } from 'vscode-languageserver';
import {
  docsUrl,
  locateTools,
  PROVIDER_LABEL,
  DIAGNOSTICS_BY_ID,
  withDerived,
  type Finding,
  type Rejection,
  type SchemaSource,
} from '../../shared/src/index';
import { toolsAnalysisOf, type ServerContext } from './context';
import type { Analysis } from './documents/analyze';
import { codeBlock, escapeMarkdown, inlineCode } from './markdown';
import { runSafe } from './safe';
import { toolAtName, toolView, type ToolView } from './tool-view';

export function registerHover(ctx: ServerContext): void {
  ctx.connection.onHover((params, token) => runSafe(ctx.log, 'hover', token, null, () => hover(ctx, params)));
}

/**
 * On a flagged node: each rule once, with the providers' own words about that
 * node and a link to the rule's page. On a tool's name: what the model is sent.
 * The findings' messages are not repeated: the editor shows the diagnostics
 * themselves beside the hover.
 */
async function hover(ctx: ServerContext, params: HoverParams): Promise<Hover | null> {
  const open = await toolsAnalysisOf(ctx, params.textDocument.uri);
  if (!open) return null;
  const { doc, analysis } = open;
  const offset = ctx.positions.offset(doc, params.position);
  const findings = analysis.output.findings.filter((f) => offset >= f.offset && offset <= f.offset + f.length);
  const tool = toolAtName(analysis, offset);
  const sections = [...findingSections(findings), ...(tool ? [toolSection(analysis, tool.index)] : [])].filter(
    (s) => s,
  );
  if (!sections.length) return null;
  const value = sections.join('\n\n---\n\n');
  return { contents: { kind: ctx.client.markdownHover ? MarkupKind.Markdown : MarkupKind.PlainText, value } };
}

/** One section per rule among the findings, in their order; a provider's words quoted once in the whole hover. */
function findingSections(findings: readonly Finding[]): string[] {
  const quoted = new Set<string>();
  const byRule = new Map<string, Finding[]>();
  for (const f of findings) (byRule.get(f.rule) ?? byRule.set(f.rule, []).get(f.rule)!).push(f);
  return [...byRule].map(([id, found]) => {
    const rule = DIAGNOSTICS_BY_ID.get(id);
    const lines = [`**${escapeMarkdown(rule?.title ?? id)}** · ${inlineCode(id)} · [more](${docsUrl(id)})`];
    for (const r of rejectionsAbout(found, rule?.rejectedBy ?? [])) {
      if (quoted.has(r.error)) continue;
      quoted.add(r.error);
      lines.push(`- ${PROVIDER_LABEL[r.provider]}: ${inlineCode(r.error)}`);
    }
    return lines.join('\n');
  });
}

/**
 * The rule's provider errors that speak of these findings' node: from a provider
 * that judges one of them, and, when the error names the keyword it refuses
 * (`Unknown name "exclusiveMinimum"`), one the findings speak of. A
 * rule's errors are examples of their kind, and one about another keyword
 * would mislead.
 */
function rejectionsAbout(found: readonly Finding[], rejectedBy: readonly Rejection[]): Rejection[] {
  const providers = new Set(found.flatMap((f) => f.providers));
  const messages = found.map((f) => f.message);
  return withDerived(rejectedBy).filter((r) => {
    if (!providers.has(r.provider)) return false;
    const named = [...r.error.matchAll(QUOTED_KEYWORD)].map((m) => m[1] ?? m[2]);
    return !named.length || named.some((k) => messages.some((m) => m.includes(k)));
  });
}

/** How an error names the one keyword it refuses: `Unknown name "exclusiveMinimum"` (its quotes escaped in a relay's JSON), `'minLength' is not permitted`. */
const QUOTED_KEYWORD = /Unknown name \\?"([^"\\]+)\\?"|'([^']+)' is not permitted/g;

/** The tool as sent: its status, its description, and one copy of its parameters (the SDK's, for a schema computed in code). */
function toolSection(analysis: Analysis, index: number): string {
  const view = toolView(analysis, index);
  if (!view) return '';
  const lines = [`**${escapeMarkdown(view.name)}**: ${view.sent ? 'what the model is sent' : 'as declared'}`, ''];
  if (view.sent) lines.push(...sentStatus(view.sent), '');
  if (view.descriptionDerived)
    lines.push('*No description was given: the model is sent this one, derived from the tool.*');
  // Two trailing spaces make each line break hard: the derived description lists one input per line.
  lines.push(
    view.description ? `> ${escapeMarkdown(view.description).split('\n').join('  \n> ')}` : '*No description.*',
  );
  const source = computedSource(analysis, index);
  if (source) lines.push('', `The SDK sends this schema · converted by ${escapeMarkdown(source.converter)}`);
  if (source?.convention) lines.push('', `The tool is ${escapeMarkdown(source.convention)}.`);
  const parameters = source?.sent ?? view.parameters;
  if (parameters !== undefined) lines.push('', codeBlock(clip(JSON.stringify(parameters, null, 2)), 'json'));
  return lines.join('\n');
}

/** What the front end noted of a schema computed in code (zod): its converter, and the JSON Schema its SDK sends. */
function computedSource(analysis: Analysis, index: number): SchemaSource | undefined {
  const tool = analysis.parsed ? locateTools(analysis.parsed.root).find((t) => t.index === index) : undefined;
  return analysis.parsed?.computed?.sourceOf(tool?.schema);
}

function sentStatus(sent: NonNullable<ToolView['sent']>): string[] {
  if (sent.status === 'left-out')
    return [
      '**Left out**: no provider call can carry it until these are fixed:',
      ...[...new Set(sent.leftOutBecause.map((r) => r.rule))].map((rule) => `- ${inlineCode(rule)}`),
    ];
  const tokens = `${sent.tokens} tokens`;
  if (sent.status === 'unchanged') return [`Sent as written · ${tokens}`];
  return [`Sent after safe repairs · ${tokens}`, ...sent.changes.map((c) => `- ${escapeMarkdown(c)}`)];
}

/** A hover is a glance, about one screen: a longer schema is cut at a line (the preview shows it whole). */
const MAX_SCHEMA_CHARS = 700;

function clip(text: string): string {
  if (text.length <= MAX_SCHEMA_CHARS) return text;
  const cut = text.lastIndexOf('\n', MAX_SCHEMA_CHARS);
  return `${text.slice(0, cut > 0 ? cut : MAX_SCHEMA_CHARS)}\n… (the preview shows it whole)`;
}
