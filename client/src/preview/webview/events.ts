import type { WireFormat } from '../../../../shared/src/view/model';
import { WIRE_FORMATS } from '../../../../shared/src/view/model';
import { isWireFormat } from '../messages';

export interface Handlers {
  selectFormat(format: WireFormat, focusTab: boolean): void;
  reveal(offset: number, length: number): void;
  check(toolIndex: number): void;
  copy(toolIndex: number): void;
  jump(toolIndex: number): void;
  expand(toolIndex: number): void;
  draft(toolIndex: number, text: string): void;
}

/**
 * Listeners on the root, installed once: re-rendering replaces the elements but never
 * the listeners, and each action is read from the element's data-* attributes.
 */
export function bindEvents(root: HTMLElement, on: Handlers): void {
  root.addEventListener('click', (e) => {
    const el = (e.target as Element | null)?.closest<HTMLElement>('[data-action]');
    if (el && root.contains(el)) dispatch(el, on);
  });
  root.addEventListener('input', (e) => {
    const el = e.target as HTMLElement;
    if (el instanceof HTMLTextAreaElement && el.dataset.draft !== undefined)
      on.draft(Number(el.dataset.draft), el.value);
  });
  root.addEventListener('keydown', (e) => onKey(e, on));
}

function dispatch(el: HTMLElement, on: Handlers): void {
  const tool = Number(el.dataset.tool);
  switch (el.dataset.action) {
    case 'format':
      if (isWireFormat(el.dataset.format)) on.selectFormat(el.dataset.format, false);
      break;
    case 'reveal':
      on.reveal(Number(el.dataset.offset), Number(el.dataset.length));
      break;
    case 'check':
      on.check(tool);
      break;
    case 'copy':
      on.copy(tool);
      break;
    case 'jump':
      on.jump(tool);
      break;
    case 'expand':
      on.expand(tool);
      break;
  }
}

function onKey(e: KeyboardEvent, on: Handlers): void {
  const el = e.target as HTMLElement;
  if (
    el instanceof HTMLTextAreaElement &&
    el.dataset.draft !== undefined &&
    e.key === 'Enter' &&
    (e.ctrlKey || e.metaKey)
  ) {
    e.preventDefault();
    on.check(Number(el.dataset.draft));
    return;
  }
  if (el.getAttribute('role') !== 'tab' || !isWireFormat(el.dataset.format)) return;
  const next = nextTab(el.dataset.format, e.key);
  if (!next) return;
  e.preventDefault();
  on.selectFormat(next, true);
}

/** Arrow keys wrap around the tabs; Home and End jump to the ends. */
function nextTab(current: WireFormat, key: string): WireFormat | undefined {
  const i = WIRE_FORMATS.indexOf(current);
  const n = WIRE_FORMATS.length;
  if (key === 'ArrowRight') return WIRE_FORMATS[(i + 1) % n];
  if (key === 'ArrowLeft') return WIRE_FORMATS[(i - 1 + n) % n];
  if (key === 'Home') return WIRE_FORMATS[0];
  if (key === 'End') return WIRE_FORMATS[n - 1];
  return undefined;
}
