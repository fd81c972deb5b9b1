/**
 * The preview page as a pure function of what it shows and the view state: no
 * `acquireVsCodeApi`, no listeners (main.ts delegates events from the root), so it
 * renders the same in VS Code and in a plain browser under test.
 */
import type { PreviewModel, WireFormat } from '../../../../shared/src/view/model';
import { WIRE_FORMATS } from '../../../../shared/src/view/model';
import { toolCard } from './card';
import { catalogSection } from './catalog';
import { h, icon } from './dom';
import { FORMAT_LABEL, STATUS_LABEL, count, plural } from './labels';
import type { PageContent, ViewState } from './state';

export function render(content: PageContent, state: ViewState, doc: Document): DocumentFragment {
  const out = doc.createDocumentFragment();
  if (content.kind === 'loading') out.append(empty(doc, 'loading', 'Loading the preview…', 'codicon-modifier-spin'));
  else if (content.kind === 'error') out.append(title(doc, content.fileName), empty(doc, 'warning', content.message));
  else if (!content.model || !content.model.tools.length)
    out.append(title(doc, content.fileName), empty(doc, 'info', 'No tool definitions in this document.'));
  else out.append(...page(doc, content.fileName, content.model, state));
  return out;
}

function page(doc: Document, fileName: string, model: PreviewModel, state: ViewState): HTMLElement[] {
  const cards = model.tools.map((t) => toolCard(doc, t, model, state));
  return [
    h(doc, 'header', { class: 'top' }, title(doc, fileName, summary(doc, model)), formatTabs(doc, state.format)),
    catalogSection(doc, model),
    h(
      doc,
      'section',
      { class: 'tools', id: 'tools', role: 'tabpanel', 'aria-labelledby': `tab-${state.format}` },
      cards,
    ),
  ];
}

function title(doc: Document, fileName: string, ...rest: HTMLElement[]): HTMLElement {
  return h(doc, 'div', { class: 'title-row' }, h(doc, 'h1', {}, icon(doc, 'json'), fileName), ...rest);
}

function summary(doc: Document, model: PreviewModel): HTMLElement {
  const { totals } = model;
  const chip = (cls: string, iconName: string, text: string) =>
    h(doc, 'span', { class: `chip ${cls}` }, icon(doc, iconName), text);
  return h(
    doc,
    'p',
    { class: 'summary' },
    chip('', 'tools', plural(totals.tools, 'tool')),
    chip('status-unchanged', STATUS_LABEL.unchanged.icon, `${count(totals.sent - totals.repaired)} unchanged`),
    chip('status-repaired', STATUS_LABEL.repaired.icon, `${count(totals.repaired)} repaired`),
    chip('status-left-out', STATUS_LABEL['left-out'].icon, `${count(totals.leftOut)} left out`),
    chip('', 'symbol-numeric', `${count(totals.tokens)} tokens (${model.encoding})`),
  );
}

/** The wire-format switch: a tablist, arrow keys move between formats (main.ts). */
function formatTabs(doc: Document, selected: WireFormat): HTMLElement {
  const tabs = WIRE_FORMATS.map((f) =>
    h(
      doc,
      'button',
      {
        type: 'button',
        role: 'tab',
        id: `tab-${f}`,
        class: 'tab',
        'aria-selected': f === selected ? 'true' : 'false',
        'aria-controls': 'tools',
        tabindex: f === selected ? 0 : -1,
        'data-action': 'format',
        'data-format': f,
        'data-key': `tab:${f}`,
      },
      FORMAT_LABEL[f].name,
    ),
  );
  return h(doc, 'div', { class: 'tabs', role: 'tablist', 'aria-label': 'Wire format' }, tabs);
}

function empty(doc: Document, iconName: string, text: string, iconClass = ''): HTMLElement {
  return h(doc, 'p', { class: 'empty' }, icon(doc, iconName, iconClass), text);
}
