import type { Finding } from '../../../../shared/src/types';
import type { PreviewModel, PreviewTool } from '../../../../shared/src/view/model';
import { callBox } from './call';
import { diffBlock } from './diff';
import { bar, h, icon, withCode } from './dom';
import { findingsBlock, findingsList } from './findings';
import { jsonBlock } from './json-view';
import { FORMAT_LABEL, STATUS_LABEL, count, percent } from './labels';
import { parametersTable } from './parameters';
import type { ViewState } from './state';

/**
 * A large catalog renders its first FULL_CARDS tools in full and the rest as their header
 * line, opened on demand: thousands of full cards would take seconds to build on every edit.
 */
export const FULL_CARDS = 30;

function isFull(tool: PreviewTool, state: ViewState): boolean {
  return tool.index < FULL_CARDS || state.expanded[String(tool.index)] === true;
}

/** One tool as the model sees it, or its header line when it is past the first FULL_CARDS. */
export function toolCard(doc: Document, tool: PreviewTool, model: PreviewModel, state: ViewState): HTMLElement {
  if (!isFull(tool, state)) return compactCard(doc, tool, model);
  return fullCard(doc, tool, model, state);
}

function compactCard(doc: Document, tool: PreviewTool, model: PreviewModel): HTMLElement {
  const i = tool.index;
  const open = h(
    doc,
    'button',
    {
      type: 'button',
      class: 'button secondary',
      'data-action': 'expand',
      'data-tool': i,
      'data-key': `expand:${i}`,
      'aria-expanded': 'false',
    },
    icon(doc, 'chevron-down'),
    'Show details',
  );
  return h(doc, 'article', cardAttrs(tool, 'compact'), cardHeader(doc, tool, model), open);
}

function cardAttrs(tool: PreviewTool, extraClass = ''): Record<string, string | number> {
  return {
    class: `card ${extraClass} status-${tool.status}`.replace('  ', ' '),
    id: `tool-${tool.index}`,
    'aria-labelledby': `tool-${tool.index}-name`,
    'data-tool-index': tool.index,
  };
}

function fullCard(doc: Document, tool: PreviewTool, model: PreviewModel, state: ViewState): HTMLElement {
  const i = tool.index;
  // The findings that keep a left-out tool out are shown (clickable) where it says why; the rest below.
  const blocking =
    tool.status === 'left-out'
      ? tool.findings.filter((f) => tool.leftOutBecause.some((r) => r.rule === f.rule && r.message === f.message))
      : [];
  const others = tool.findings.filter((f) => !blocking.includes(f));
  return h(
    doc,
    'article',
    cardAttrs(tool),
    cardHeader(doc, tool, model),
    descriptionBlock(doc, tool),
    statusBlock(doc, tool, blocking),
    h(
      doc,
      'section',
      { class: 'field' },
      h(doc, 'h3', {}, tool.status === 'left-out' ? 'Parameters as declared' : 'Parameters as sent'),
      parametersTable(doc, tool.parameters),
    ),
    wireBlock(doc, tool, state),
    findingsBlock(doc, others, `finding:${i}`, blocking.length ? 'Other findings' : 'Findings'),
    callBox(doc, tool, state),
  );
}

function cardHeader(doc: Document, tool: PreviewTool, model: PreviewModel): HTMLElement {
  const status = STATUS_LABEL[tool.status];
  const share = model.totals.tokens ? tool.tokens / model.totals.tokens : 0;
  const shareText = `${percent(tool.tokens, model.totals.tokens)} of the block`;
  const renamed = tool.sourceName !== undefined && tool.sourceName !== tool.name;
  return h(
    doc,
    'header',
    { class: 'card-head' },
    h(
      doc,
      'h2',
      { id: `tool-${tool.index}-name`, class: 'tool-name', tabindex: -1, 'data-key': `card:${tool.index}` },
      icon(doc, 'symbol-method'),
      h(doc, 'code', {}, tool.name || '(no name)'),
    ),
    h(doc, 'span', { class: `status status-${tool.status}` }, icon(doc, status.icon), status.text),
    h(
      doc,
      'div',
      { class: 'tokens' },
      h(
        doc,
        'span',
        { class: 'token-count' },
        tool.status === 'left-out' ? 'Not sent: 0 tokens' : `${count(tool.tokens)} tokens · ${shareText}`,
      ),
      bar(doc, share, `${tool.name}: ${shareText}`, 'token-bar'),
    ),
    renamed
      ? h(
          doc,
          'p',
          { class: 'renamed' },
          'Written as ',
          h(doc, 'code', {}, tool.sourceName ?? ''),
          ', sent as ',
          h(doc, 'code', {}, tool.name),
          '.',
        )
      : null,
  );
}

function descriptionBlock(doc: Document, tool: PreviewTool): HTMLElement {
  const derived = tool.descriptionDerived
    ? h(
        doc,
        'p',
        { class: 'derived-note' },
        h(doc, 'span', { class: 'badge badge-derived' }, 'Derived'),
        ' The source has no description, so this one is written for it and sent.',
      )
    : null;
  return h(
    doc,
    'section',
    { class: 'field' },
    h(doc, 'h3', {}, 'Description as sent'),
    derived,
    h(doc, 'p', { class: `description${tool.descriptionDerived ? ' is-derived' : ''}` }, tool.description),
  );
}

function statusBlock(doc: Document, tool: PreviewTool, blocking: readonly Finding[]): HTMLElement | null {
  if (tool.status === 'left-out') {
    const unmatched = tool.leftOutBecause.filter(
      (r) => !blocking.some((f) => f.rule === r.rule && f.message === r.message),
    );
    const reasons = unmatched.length
      ? h(
          doc,
          'ul',
          { class: 'reasons' },
          unmatched.map((r) =>
            h(doc, 'li', {}, h(doc, 'code', { class: 'rule' }, r.rule), ' ', withCode(doc, r.message)),
          ),
        )
      : null;
    return h(
      doc,
      'section',
      { class: 'field left-out' },
      h(doc, 'h3', {}, 'Why it is left out'),
      h(
        doc,
        'p',
        { class: 'hint' },
        'No safe repair exists for these, so the tool stays out of the request instead of failing it.',
      ),
      blocking.length ? findingsList(doc, blocking, `blocking:${tool.index}`) : null,
      reasons,
    );
  }
  if (tool.status !== 'repaired') return null;
  const changes = h(
    doc,
    'ul',
    { class: 'changes' },
    tool.changes.map((c) => h(doc, 'li', {}, withCode(doc, c))),
  );
  return h(
    doc,
    'section',
    { class: 'field repaired' },
    h(doc, 'h3', {}, 'What was repaired'),
    changes,
    diffBlock(doc, tool.diff, `Changes to ${tool.name}'s parameters`),
  );
}

function wireBlock(doc: Document, tool: PreviewTool, state: ViewState): HTMLElement {
  const format = FORMAT_LABEL[state.format];
  const wire = tool.wire[state.format];
  const heading = h(doc, 'h3', {}, `As sent to ${format.name} `, h(doc, 'code', { class: 'place' }, format.place));
  if (wire === null || wire === undefined) {
    return h(
      doc,
      'section',
      { class: 'field wire' },
      heading,
      h(doc, 'p', { class: 'hint' }, 'Not sent to any provider.'),
    );
  }
  const copied = state.copied[String(tool.index)];
  const copyLabel = copied === 'ok' ? 'Copied' : copied === 'failed' ? 'Copy failed' : 'Copy';
  const copy = h(
    doc,
    'button',
    {
      type: 'button',
      class: 'button secondary copy',
      'data-action': 'copy',
      'data-tool': tool.index,
      'data-key': `copy:${tool.index}`,
      'aria-label': `Copy ${tool.name} as ${format.name} JSON`,
    },
    icon(doc, copied === 'ok' ? 'check' : 'copy'),
    copyLabel,
  );
  return h(
    doc,
    'section',
    { class: 'field wire' },
    h(doc, 'div', { class: 'field-head' }, heading, copy),
    jsonBlock(doc, wireText(tool, state.format), `${tool.name} in ${format.name}'s wire format`),
  );
}

/** Exactly the JSON the engine produced for that provider, pretty-printed. */
export function wireText(tool: PreviewTool, format: keyof PreviewTool['wire']): string {
  return JSON.stringify(tool.wire[format], null, 2) ?? 'null';
}
