import { h } from './dom';

// Keys, strings, numbers and literals of JSON.stringify output, each coloured by class.
const TOKEN = /("(?:\\.|[^"\\])*")(\s*:)?|(-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?)|\b(true|false|null)\b/g;

/** Pretty JSON as a <pre>, tokens wrapped in spans; every piece is a text node. */
export function jsonBlock(doc: Document, text: string, label: string): HTMLElement {
  const code = h(doc, 'code');
  let last = 0;
  for (const m of text.matchAll(TOKEN)) {
    if (m.index > last) code.append(text.slice(last, m.index));
    const [whole, str, colon, num, literal] = m;
    if (str !== undefined) {
      code.append(h(doc, 'span', { class: colon ? 'j-key' : 'j-string' }, str));
      if (colon) code.append(colon);
    } else if (num !== undefined) code.append(h(doc, 'span', { class: 'j-number' }, num));
    else code.append(h(doc, 'span', { class: 'j-literal' }, literal ?? whole));
    last = m.index + whole.length;
  }
  if (last < text.length) code.append(text.slice(last));
  return h(doc, 'pre', { class: 'json', tabindex: 0, 'aria-label': label }, code);
}
