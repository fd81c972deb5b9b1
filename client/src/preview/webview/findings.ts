import type { Finding } from '../../../../shared/src/types';
import { providerList } from '../../../../shared/src/providers';
import { h, icon, withCode } from './dom';
import { SEVERITY_ICON } from './labels';

/** A list of findings under a heading; null when there are none. */
export function findingsBlock(
  doc: Document,
  findings: readonly Finding[],
  keyPrefix: string,
  heading = 'Findings',
): HTMLElement | null {
  if (!findings.length) return null;
  return h(
    doc,
    'section',
    { class: 'field' },
    h(doc, 'h3', {}, `${heading} (${findings.length})`),
    findingsList(doc, findings, keyPrefix),
  );
}

/** Each finding is a button that asks the extension to reveal its range in the editor. */
export function findingsList(doc: Document, findings: readonly Finding[], keyPrefix: string): HTMLElement {
  return h(
    doc,
    'ul',
    { class: 'findings' },
    findings.map((f, i) => h(doc, 'li', {}, findingButton(doc, f, `${keyPrefix}:${i}`))),
  );
}

function findingButton(doc: Document, f: Finding, key: string): HTMLElement {
  const rejectedBy = f.providers.length ? ` Rejected by ${providerList(f.providers)}.` : '';
  return h(
    doc,
    'button',
    {
      type: 'button',
      class: `finding sev-${f.severity}`,
      'data-action': 'reveal',
      'data-offset': f.offset,
      'data-length': f.length,
      'data-key': key,
      title: `Show in the editor.${rejectedBy}`,
    },
    icon(doc, SEVERITY_ICON[f.severity], 'finding-icon'),
    h(doc, 'span', { class: 'finding-text' }, h(doc, 'code', { class: 'rule' }, f.rule), ' ', withCode(doc, f.message)),
    icon(doc, 'go-to-file', 'finding-go'),
  );
}
