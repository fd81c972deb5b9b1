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
  const check = h(
    doc,
    'button',
    {
      type: 'button',
      class: 'button',
      'data-action': 'check',
      'data-tool': key,
      'data-key': `check:${key}`,
      'aria-busy': state.pending[key] ? 'true' : undefined,
    },
    icon(doc, 'play'),
    state.pending[key] ? 'Checking…' : 'Check',
  );
  const result = state.results[key];
  return h(
    doc,
    'section',
    { class: 'field call' },
    h(doc, 'h3', {}, h(doc, 'label', { for: inputId }, 'Try a call')),
    h(
      doc,
      'p',
      { class: 'hint' },
      'Paste the arguments as JSON to see whether the schema the tool declares accepts them. Nothing runs. Ctrl+Enter checks.',
    ),
    draft,
    h(doc, 'div', { class: 'call-actions' }, check),
    h(
      doc,
      'div',
      { class: 'call-result', role: 'status', 'aria-live': 'polite' },
      result ? callAnswer(doc, result) : null,
    ),
  );
}

/** The answer: the engine's own sentence (`not_run: missing_arguments: ...`) when it sends one, else one built here. */
export function callAnswer(doc: Document, r: CallCheck): HTMLElement {
  if (r.problem !== undefined)
    return verdict(
      doc,
      'problem',
      'warning',
      h(doc, 'p', { class: 'verdict-title' }, 'Could not check the call'),
      h(doc, 'p', {}, r.problem),
    );
  const errors = r.errors.length ? errorList(doc, r) : null;
  if (r.missing.length) {
    const line =
      r.summary ?? 'The call lacks arguments the tool requires, so it is answered with what is missing and never runs.';
    return verdict(
      doc,
      'missing',
      'error',
      h(doc, 'p', { class: 'verdict-title' }, 'not_run: missing_arguments: ', names(doc, r.missing)),
      h(doc, 'p', {}, withoutPrefix(line)),
      errors,
    );
  }
  if (r.valid)
    return verdict(
      doc,
      'valid',
      'pass',
      h(doc, 'p', { class: 'verdict-title' }, r.summary ?? 'The declared schema accepts these arguments.'),
    );
  const line =
    r.summary ?? 'The declared schema rejects these arguments; nothing is missing, so the tool itself judges the call.';
  return verdict(doc, 'invalid', 'warning', h(doc, 'p', { class: 'verdict-title' }, line), errors);
}

/** The summary repeats `not_run: missing_arguments: a, b.`, which the title already shows. */
function withoutPrefix(summary: string): string {
  return summary.replace(/^not_run: missing_arguments:[^.]*\.\s*/, '');
}

function verdict(
  doc: Document,
  kind: string,
  iconName: string,
  title: HTMLElement,
  ...body: Array<HTMLElement | null>
): HTMLElement {
  title.prepend(icon(doc, iconName));
  return h(doc, 'div', { class: `verdict verdict-${kind}` }, title, ...body);
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
  return h(
    doc,
    'ul',
    { class: 'call-errors' },
    r.errors.map((e) => h(doc, 'li', {}, h(doc, 'code', {}, e.pointer || '/'), ' ', e.message)),
  );
}
