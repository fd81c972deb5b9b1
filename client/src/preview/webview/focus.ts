/**
 * Re-rendering replaces every element, so keep what the user would notice: the
 * scroll position, the focused control (found again by its data-key) and the caret
 * of a text box being typed in. Everything happens in one task, so nothing flickers.
 */
export function preserveFocusAndScroll(root: HTMLElement, replace: () => void): void {
  const doc = root.ownerDocument;
  const win = doc.defaultView;
  const active =
    doc.activeElement instanceof HTMLElement && root.contains(doc.activeElement) ? doc.activeElement : null;
  const key = active?.closest('[data-key]')?.getAttribute('data-key') ?? null;
  const caret =
    active instanceof HTMLTextAreaElement ? [active.selectionStart, active.selectionEnd, active.scrollTop] : null;
  const x = win?.scrollX ?? 0;
  const y = win?.scrollY ?? 0;

  replace();

  if (key !== null) {
    const again = [...root.querySelectorAll<HTMLElement>('[data-key]')].find((el) => el.dataset.key === key);
    again?.focus({ preventScroll: true });
    if (caret && again instanceof HTMLTextAreaElement) {
      again.setSelectionRange(caret[0], caret[1]);
      again.scrollTop = caret[2];
    }
  }
  if (win && (win.scrollX !== x || win.scrollY !== y)) win.scrollTo(x, y);
}
