import { positionAt } from './text';
import { waitUntil } from './wait';
import type { Workbench } from './workbench';

/** Runs "Toolwire: Locate Provider Error..." from the palette and types `error` into the input box it opens. */
export async function locate(wb: Workbench, error: string): Promise<void> {
  await wb.focusEditor();
  await wb.page.keyboard.press('F1');
  const input = wb.page.locator('.quick-input-widget input');
  await input.fill('>Toolwire: Locate Provider Error');
  await wb.page.locator('.quick-input-list .monaco-list-row', { hasText: 'Locate Provider Error' }).first().click();
  await wb.page.locator('.quick-input-widget', { hasText: 'Toolwire: Locate Provider Error' }).waitFor();
  await input.fill(error);
  await wb.page.keyboard.press('Enter');
}

/** Waits until the editor's selection ends where the engine's match ends, `length` characters long. */
export async function expectSelection(wb: Workbench, text: string, offset: number, length: number): Promise<void> {
  const end = positionAt(text, offset + length);
  await waitUntil(
    () => wb.page.locator('#status\\.editor\\.selection').innerText(),
    (label) => label.startsWith(`Ln ${end.line}, Col ${end.column} (${length} selected)`),
    { message: `the selection to end at Ln ${end.line}, Col ${end.column} with ${length} characters selected` },
  );
}
