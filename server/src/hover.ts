import { MarkupKind, type Hover, type HoverParams } from 'vscode-languageserver';
import {
  docsUrl,
  locateTools,
  PROVIDER_LABEL,
  DIAGNOSTICS_BY_ID,
  sourceOf,
  withDerived,
  type Finding,
} from '../../shared/src/index';
import { toolsAnalysisOf, type ServerContext } from './context';
import type { Analysis } from './documents/analyze';
import { codeBlock, escapeMarkdown, inlineCode } from './markdown';
import { runSafe } from './safe';
import { toolAtName, toolView, type ToolView } from './toolView';

export function registerHover(ctx: ServerContext): void {
  ctx.connection.onHover((params, token) => runSafe(ctx.log, 'hover', token, null, () => hover(ctx, params)));
}

/** On a flagged node: why, and each rejecting provider's own words. On a tool's name: what the model is sent. */
async function hover(ctx: ServerContext, params: HoverParams): Promise<Hover | null> {
  const open = await toolsAnalysisOf(ctx, params.textDocument.uri);
  if (!open) return null;
  const { doc, analysis } = open;
  const offset = ctx.positions.offset(doc, params.position);
  const findings = analysis.output.findings.filter((f) => offset >= f.offset && offset <= f.offset + f.length);
  const tool = toolAtName(analysis, offset);
  const sections = [...findings.map(findingSection), ...(tool ? [toolSection(analysis, tool.index)] : [])].filter(
    (s) => s,
  );
  if (!sections.length) return null;
  const value = sections.join('\n\n---\n\n');
  return { contents: { kind: ctx.client.markdownHover ? MarkupKind.Markdown : MarkupKind.PlainText, value } };
}

function findingSection(f: Finding): string {
  const rule = DIAGNOSTICS_BY_ID.get(f.rule);
  const lines = [
    `**${escapeMarkdown(rule?.title ?? f.rule)}** ([${f.rule}](${docsUrl(f.rule)}))`,
    '',
    escapeMarkdown(f.message),
  ];
  if (rule?.summary) lines.push('', `*${escapeMarkdown(rule.summary)}*`);
  const rejections = withDerived(rule?.rejectedBy ?? []).filter((r) => f.providers.includes(r.provider));
  if (rejections.length) {
    lines.push('', 'What the providers answer:');
    for (const r of rejections) lines.push(`- ${PROVIDER_LABEL[r.provider]}: ${inlineCode(r.error)}`);
  }
  return lines.join('\n');
}

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
  if (view.parameters !== undefined) lines.push('', codeBlock(clip(JSON.stringify(view.parameters, null, 2)), 'json'));
  lines.push(...convertedSection(analysis, index));
  return lines.join('\n');
}

/** A schema computed in code (zod): which converter wrote it, and the JSON Schema its SDK sends, as sent. */
function convertedSection(analysis: Analysis, index: number): string[] {
  const tool = analysis.parsed ? locateTools(analysis.parsed.root).find((t) => t.index === index) : undefined;
  const source = sourceOf(tool?.schema);
  if (!source) return [];
  const lines = ['', `The SDK sends this schema · converted by ${escapeMarkdown(source.converter)}`];
  if (source.sent !== undefined) lines.push('', codeBlock(clip(JSON.stringify(source.sent, null, 2)), 'json'));
  return lines;
}

function sentStatus(sent: NonNullable<ToolView['sent']>): string[] {
  if (sent.status === 'left-out')
    return [
      '**Left out**: no provider call can carry it until these are fixed:',
      ...sent.leftOutBecause.map((r) => `- ${inlineCode(r.rule)}: ${escapeMarkdown(r.message)}`),
    ];
  const tokens = `${sent.tokens} tokens`;
  if (sent.status === 'unchanged') return [`Sent as written · ${tokens}`];
  return [`Sent after safe repairs · ${tokens}`, ...sent.changes.map((c) => `- ${escapeMarkdown(c)}`)];
}

/** A hover is a glance: a huge schema is cut (the preview shows it whole). */
const MAX_SCHEMA_CHARS = 4000;

function clip(text: string): string {
  return text.length <= MAX_SCHEMA_CHARS ? text : `${text.slice(0, MAX_SCHEMA_CHARS)}\n…`;
}
