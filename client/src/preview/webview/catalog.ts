import type { PreviewModel } from '../../../../shared/src/view/model';
import { bar, h } from './dom';
import { findingsBlock } from './findings';
import { count, percent, plural } from './labels';

/** The catalog view: budgets as meters, each tool's share of the block, the catalog text. */
export function catalogSection(doc: Document, model: PreviewModel): HTMLElement {
  const { budgets, catalog, totals } = model;
  const meters = [
    meter(doc, 'Tools per turn', totals.sent, budgets.toolsPerTurn, 'tools sent'),
    meter(doc, 'Catalog text', catalog.chars, budgets.catalogChars, 'characters'),
    budgets.catalogTokens > 0
      ? meter(doc, 'Tool block', totals.tokens, budgets.catalogTokens, `tokens (${model.encoding})`)
      : null,
  ];
  const listed = `Lists ${plural(catalog.listed, 'tool')}${catalog.omitted ? `; ${count(catalog.omitted)} did not fit and are named only on its last line` : ''}.`;
  return h(
    doc,
    'section',
    { class: 'catalog', 'aria-labelledby': 'catalog-heading' },
    h(doc, 'h2', { id: 'catalog-heading' }, 'Catalog'),
    h(doc, 'div', { class: 'meters' }, meters),
    tokenShare(doc, model),
    h(doc, 'h3', {}, 'Catalog text'),
    h(doc, 'p', { class: 'hint' }, 'What a turn that cannot carry every schema lists instead. ', listed),
    h(doc, 'pre', { class: 'catalog-text', tabindex: 0, 'aria-label': 'Catalog text' }, catalog.text || '(empty)'),
    findingsBlock(doc, model.documentFindings, 'finding:doc', 'Catalog findings'),
  );
}

function meter(doc: Document, label: string, value: number, limit: number, unit: string): HTMLElement {
  const over = limit > 0 && value > limit;
  const text = `${count(value)} of ${count(limit)} ${unit}`;
  return h(
    doc,
    'div',
    { class: `meter${over ? ' over' : ''}` },
    h(doc, 'div', { class: 'meter-label' }, h(doc, 'span', {}, label), h(doc, 'span', { class: 'meter-value' }, text)),
    bar(doc, limit > 0 ? value / limit : 0, `${label}: ${text}`),
    over ? h(doc, 'p', { class: 'meter-note' }, `Over the budget by ${count(value - limit)}.`) : null,
  );
}

/** The biggest tools by tokens; the rest are summed on one line. */
const SHARE_ROWS = 20;

/** Each tool's tokens as a bar of the whole block, biggest first; a name jumps to its card. */
function tokenShare(doc: Document, model: PreviewModel): HTMLElement {
  const total = model.totals.tokens;
  const ranked = [...model.tools].sort((a, b) => b.tokens - a.tokens || a.index - b.index);
  const rest = ranked.slice(SHARE_ROWS);
  const restTokens = rest.reduce((n, t) => n + t.tokens, 0);
  const rows = ranked
    .slice(0, SHARE_ROWS)
    .map((t) =>
      h(
        doc,
        'li',
        { class: `share-row status-${t.status}` },
        h(
          doc,
          'button',
          { type: 'button', class: 'link', 'data-action': 'jump', 'data-tool': t.index, 'data-key': `jump:${t.index}` },
          t.name || '(no name)',
        ),
        bar(doc, total ? t.tokens / total : 0, `${t.name}: ${percent(t.tokens, total)} of the block`, 'token-bar'),
        h(doc, 'span', { class: 'share-value' }, `${count(t.tokens)} · ${percent(t.tokens, total)}`),
      ),
    );
  return h(
    doc,
    'div',
    { class: 'share' },
    h(doc, 'h3', {}, `Tokens: ${count(total)} in total `, h(doc, 'span', { class: 'encoding' }, `(${model.encoding})`)),
    h(doc, 'ul', { class: 'share-list' }, rows),
    rest.length
      ? h(
          doc,
          'p',
          { class: 'hint share-rest' },
          `${plural(rest.length, 'more tool')}: ${count(restTokens)} tokens · ${percent(restTokens, total)}`,
        )
      : null,
  );
}
