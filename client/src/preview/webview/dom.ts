/**
 * The one way the preview builds DOM: elements by createElement, values as text nodes.
 * No innerHTML anywhere, so a tool description like `<img src=x onerror=…>` can only
 * ever show as those characters.
 */
export type Child = Node | string | null | undefined | false;
export type Attrs = Record<string, string | number | boolean | undefined>;

export function h(doc: Document, tag: string, attrs: Attrs = {}, ...children: Array<Child | Child[]>): HTMLElement {
  const el = doc.createElement(tag);
  for (const [name, value] of Object.entries(attrs)) {
    if (value === undefined || value === false) continue;
    // A style attribute would be refused by the CSP (no 'unsafe-inline'): styles live in preview.css.
    if (name === 'style') throw new Error('h(): use classes, not style attributes');
    el.setAttribute(name, value === true ? '' : String(value));
  }
  for (const child of children.flat()) {
    if (child === null || child === undefined || child === false) continue;
    el.append(typeof child === 'string' ? doc.createTextNode(child) : child);
  }
  return el;
}

/** A codicon glyph; decorative, so hidden from screen readers (the text next to it says it). */
export function icon(doc: Document, name: string, extraClass = ''): HTMLElement {
  return h(doc, 'span', { class: `codicon codicon-${name} ${extraClass}`.trim(), 'aria-hidden': 'true' });
}

/** A bar filled to `share` (0..1); CSSOM width is allowed by the CSP, a style attribute is not. */
export function bar(doc: Document, share: number, label: string, extraClass = ''): HTMLElement {
  const clamped = Math.max(0, Math.min(1, share));
  const fill = h(doc, 'span', { class: 'bar-fill' });
  fill.style.width = `${(clamped * 100).toFixed(1)}%`;
  return h(
    doc,
    'span',
    {
      class: `bar ${extraClass}`.trim(),
      role: 'meter',
      'aria-label': label,
      'aria-valuemin': 0,
      'aria-valuemax': 100,
      'aria-valuenow': Math.round(share * 100),
    },
    fill,
  );
}

/** A message whose `backticked` spans become <code>, everything as text. */
export function withCode(doc: Document, message: string): DocumentFragment {
  const out = doc.createDocumentFragment();
  message.split('`').forEach((part, i, parts) => {
    // An unpaired last backtick stays a literal character.
    if (i % 2 === 1 && i < parts.length - 1) out.append(h(doc, 'code', {}, part));
    else out.append(i % 2 === 1 ? `\`${part}` : part);
  });
  return out;
}
