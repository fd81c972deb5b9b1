import type { CallCheck, PreviewTool } from '../../../../shared/src/view/model';
import { h, icon } from './dom';
import type { ViewState } from './state';

/** "Try a call": a JSON box, a Check button, and the answer (nothing runs). */
export function callBox(doc: Document, tool: PreviewTool, state: ViewState): HTMLElement {
  const key = String(tool.index);
  const inputId = `call-${key}`;
  const draft = h(doc, 'textarea', {
    id: inputId,
    class: 'call-args',
    rows: 3,
    spellcheck: 'false',
    placeholder: '{ "argument": "value" }',
    'data-draft': key,
    'data-key': `draft:${key}`,
  }) as HTMLTextAreaElement;
  draft.value = state.drafts[key] ?? '';
  const check = h(doc, 'button', { type: 'button', class: 'button', 'data-action': 'check', 'data-tool': key, 'data-key': `check:${key}`, 'aria-busy': state.pending[key] ? 'true' : undefined }, icon(doc, 'play'), state.pending[key] ? 'Checking…' : 'Check');
  const result = state.results[key];
  return h(
    doc,
    'section',
    { class: 'field call' },
    h(doc, 'h3', {}, h(doc, 'label', { for: inputId }, 'Try a call')),
    h(doc, 'p', { class: 'hint' }, 'Paste the arguments as JSON to see whether the schema the tool declares accepts them. Nothing runs. Ctrl+Enter checks.'),
    draft,
    h(doc, 'div', { class: 'call-actions' }, check),
    h(doc, 'div', { class: 'call-result', role: 'status', 'aria-live': 'polite' }, result ? callAnswer(doc, result) : null),
  );
}

export function callAnswer(doc: Document, r: CallCheck): HTMLElement {
  if (r.problem !== undefined) return verdict(doc, 'problem', 'warning', 'Could not check the call', h(doc, 'p', {}, r.problem));
  const errors = r.errors.length ? errorList(doc, r) : null;
  if (r.missing.length) {
    return verdict(
      doc,
      'missing',
      'error',
      'Not run: missing_arguments',
      h(doc, 'p', {}, 'The call lacks ', names(doc, r.missing), `. It is answered at once with what is missing and the schema, and nothing runs.`),
      errors,
    );
  }
  if (r.valid) return verdict(doc, 'valid', 'pass', 'Valid: the declared schema accepts these arguments');
  return verdict(doc, 'invalid', 'warning', 'The declared schema rejects these arguments', errors, h(doc, 'p', { class: 'hint' }, 'No required argument is missing, so the call is not refused up front: the tool judges these itself.'));
}

function verdict(doc: Document, kind: string, iconName: string, title: string, ...body: Array<HTMLElement | null>): HTMLElement {
  return h(doc, 'div', { class: `verdict verdict-${kind}` }, h(doc, 'p', { class: 'verdict-title' }, icon(doc, iconName), title), ...body);
}

function names(doc: Document, missing: readonly string[]): DocumentFragment {
  const out = doc.createDocumentFragment();
  missing.forEach((name, i) => {
    if (i) out.append(i === missing.length - 1 ? ' and ' : ', ');
    out.append(h(doc, 'code', {}, name));
  });
  return out;
}

function errorList(doc: Document, r: CallCheck): HTMLElement {
  return h(doc, 'ul', { class: 'call-errors' }, r.errors.map((e) => h(doc, 'li', {}, h(doc, 'code', {}, e.pointer || '/'), ' ', e.message)));
}
