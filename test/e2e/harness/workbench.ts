/**
 * Drives the VS Code workbench that code-server serves, through what a person sees: the Explorer,
 * the command palette, tabs, squiggles, the Problems panel (problems.ts), the Outline, webviews. Every action waits on
 * the element it needs; every check waits until the workbench shows what is expected.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FrameLocator, Locator, Page } from 'playwright-core';
import { RESULTS } from './paths';
import { ProblemsPanel, toolwireRows, type FileProblems } from './problems';
import { waitUntil } from './wait';

/** An editor group showing a text editor. */
const TEXT_GROUP = '.editor-group-container:has(.editor-instance .monaco-editor)';

export class Workbench {
  readonly problems: ProblemsPanel;

  constructor(readonly page: Page) {
    this.problems = new ProblemsPanel(page, () => this.focusEditor());
  }

  /** Loads the workbench and waits until the remote side lists `firstFile` in the Explorer. */
  async load(url: string, firstFile: string): Promise<void> {
    await this.page.goto(url);
    await this.page.locator('.monaco-workbench').waitFor({ timeout: 60_000 });
    await this.explorerRow(firstFile).waitFor({ timeout: 60_000 });
  }

  explorerRow(name: string): Locator {
    return this.page.locator('.explorer-folders-view .monaco-list-row', {
      has: this.page.locator('.label-name', { hasText: new RegExp(`^${escapeRegExp(name)}$`) }),
    });
  }

  /** The text editor of the group that shows text (the preview opens a webview group beside it). */
  editor(): Locator {
    return this.page.locator(`${TEXT_GROUP} .editor-instance .monaco-editor`).first();
  }

  /** Opens a file from the Explorer in the text editor group (not in a webview group beside it). */
  async openFile(name: string): Promise<void> {
    if ((await this.page.locator(TEXT_GROUP).count()) > 0) await this.focusEditor();
    await this.explorerRow(name).click();
    await this.page.locator(`${TEXT_GROUP} .tabs-container .tab.active[data-resource-name="${name}"]`).waitFor();
    await this.editor().locator('.view-lines').waitFor();
  }

  /**
   * Focuses the text editor so that keys go there (the first key can be lost otherwise). Clicking
   * its tab does it without moving the cursor, as a click in the text would.
   */
  async focusEditor(): Promise<void> {
    await this.page.locator(`${TEXT_GROUP} .tabs-container .tab.active`).first().click();
    await this.page.locator(`${TEXT_GROUP} .monaco-editor.focused`).first().waitFor();
  }

  /**
   * Runs a command from the palette by its title ("Toolwire: Open Model Preview"); with `prefix`,
   * the first command whose title starts with it ("Toolwire: Fix All" finds "… Fix All Safe Repairs").
   */
  async runCommand(title: string, options: { prefix?: boolean } = {}): Promise<void> {
    await this.focusEditor();
    await this.page.keyboard.press('F1');
    const input = this.page.locator('.quick-input-widget input');
    await input.waitFor();
    await input.fill(`>${title}`);
    const label = new RegExp(`^${escapeRegExp(title)}${options.prefix ? '' : '$'}`);
    const row = this.page.locator('.quick-input-list .monaco-list-row', {
      has: this.page.locator('.label-name', { hasText: label }),
    });
    await row
      .first()
      .waitFor({ timeout: 15_000 })
      .catch(() => {
        throw new Error(`the command palette has no command titled ${label}`);
      });
    await row.first().click();
    await this.page.locator('.quick-input-widget').waitFor({ state: 'hidden' });
  }

  /** Moves the cursor to the first occurrence of `text` in the editor (Ctrl+F, Enter, Escape). */
  async gotoText(text: string): Promise<void> {
    await this.focusEditor();
    await this.page.keyboard.press('Control+f');
    const find = this.page.locator('.find-widget.visible textarea, .find-widget.visible input').first();
    await find.waitFor();
    await find.fill(text);
    await this.page.locator('.find-widget.visible .matchesCount', { hasText: /\b1 of \d+|\d+ of \d+/ }).waitFor();
    await this.page.keyboard.press('Escape');
    await this.page.locator('.find-widget.visible').waitFor({ state: 'hidden' });
  }

  /** Closes whatever menu, widget or palette a previous step may have left open. */
  async dismiss(): Promise<void> {
    for (let i = 0; i < 3; i++) await this.page.keyboard.press('Escape');
  }

  /**
   * Opens the code actions at the cursor (Ctrl+.) and applies the one titled `title`, by keyboard:
   * the menu's pointer block swallows clicks on its rows.
   */
  async applyCodeAction(title: string, beforeApply?: () => Promise<void>): Promise<void> {
    const rows = this.page.locator('.action-widget .monaco-list-row.action');
    await this.openCodeActionMenu(rows);
    const offered = (await rows.evaluateAll((els) => els.map((e) => e.getAttribute('aria-label') ?? ''))).filter(
      Boolean,
    );
    if (!offered.includes(title))
      throw new Error(`the lightbulb menu has no "${title}"; it offers: ${offered.join(' | ')}`);
    const focused = this.page.locator('.action-widget .monaco-list-row.action.focused');
    await waitUntil(
      async () => {
        const label = await focused.getAttribute('aria-label', { timeout: 1000 });
        if (label !== title) await this.page.keyboard.press('ArrowDown');
        return label;
      },
      (label) => label === title,
      { message: `the code action "${title}" to be focused`, timeout: 10_000 },
    );
    await beforeApply?.();
    await this.page.keyboard.press('Enter');
    await this.page.locator('.action-widget').waitFor({ state: 'hidden' });
  }

  /**
   * Presses Ctrl+. until the code action menu shows, at most three times. The server's trace shows
   * why once is not enough: in code-server a Ctrl+. that lands while the lightbulb's own request
   * for a fresh selection is in flight can be dropped before any request is sent, and the editor
   * says "No code actions available". A person presses again; so does this.
   */
  private async openCodeActionMenu(rows: Locator): Promise<void> {
    for (let attempt = 1; attempt <= 3; attempt++) {
      await this.page.keyboard.press('Control+.');
      const shown = await rows
        .first()
        .waitFor({ timeout: 5_000 })
        .then(() => true)
        .catch(() => false);
      if (shown) return;
      console.log(`Ctrl+. showed no menu (attempt ${attempt}); pressing it again`);
      await this.page.keyboard.press('Escape');
    }
    throw new Error('Ctrl+. opened no code action menu, three times');
  }

  /**
   * Hovers the first editor token whose text is `token` and returns the text of the hover that
   * shows `hasText`, once it has faded in (opaque, for the screenshot the step takes).
   */
  async hoverText(token: RegExp, hasText: string): Promise<string> {
    await this.editor().locator('.view-line span span', { hasText: token }).first().hover();
    const hover = this.page.locator('.monaco-hover:not(.hidden)', { hasText }).first();
    await hover.waitFor({ timeout: 15_000 });
    await waitUntil(
      () => hover.evaluate((el) => getComputedStyle(el).opacity),
      (opacity) => opacity === '1',
      { message: 'the hover to finish fading in', timeout: 5_000 },
    );
    return hover.innerText();
  }

  /**
   * Opens `fileName` and waits for its first error squiggle, then until the Problems panel lists
   * exactly Toolwire's `rows` (`engineRows`' form: what the engine finds in the same text).
   */
  async openUntilToolwireRows(fileName: string, rows: readonly string[]): Promise<FileProblems | null> {
    await this.openFile(fileName);
    await this.squiggles('error').first().waitFor({ timeout: 60_000 });
    return this.problems.waitFor(
      fileName,
      (p) => JSON.stringify(toolwireRows(p)) === JSON.stringify(rows),
      `the Problems panel to list ${rows.join(', ')}`,
      60_000,
    );
  }

  squiggles(kind: 'error' | 'warning' | 'info' = 'error'): Locator {
    return this.editor().locator(`.squiggly-${kind}`);
  }

  /**
   * Shows the Outline with every node collapsed but `group` (the symbols one provider gives, when
   * several give symbols for the file: JSON Language Features does too). Returns the names of the
   * top-level symbols of that group.
   */
  async showOutlineOf(group: string): Promise<Locator> {
    await this.runCommand('Explorer: Focus on Outline View');
    const rows = this.page.locator('.outline-pane .monaco-list-row');
    await rows.first().waitFor();
    await this.page.keyboard.press('Control+ArrowLeft'); // list.collapseAll
    const groupRow = this.page.locator(`.outline-pane .monaco-list-row[aria-level="1"][aria-label="${group}"]`);
    if ((await groupRow.count()) === 0)
      return this.page.locator('.outline-pane .monaco-list-row[aria-level="1"] .label-name');
    await groupRow.click();
    if ((await groupRow.getAttribute('aria-expanded')) !== 'true') await this.page.keyboard.press('ArrowRight');
    await this.page
      .locator(`.outline-pane .monaco-list-row[aria-level="1"][aria-label="${group}"][aria-expanded="true"]`)
      .waitFor();
    return this.page.locator('.outline-pane .monaco-list-row[aria-level="2"] .label-name');
  }

  /**
   * Waits until the active editor's file changes: an edit makes the tab dirty (it is saved then),
   * or a command that saves itself changes the file on disk.
   */
  async waitForFileChange(path: string, before: string, message: string): Promise<void> {
    const dirty = this.page.locator(`${TEXT_GROUP} .tabs-container .tab.active.dirty`);
    await waitUntil(async () => (await dirty.count()) > 0 || readFileSync(path, 'utf8') !== before, Boolean, {
      message,
    });
    if ((await dirty.count()) > 0) await this.save();
  }

  /** Saves the active editor (Ctrl+S) and waits until its tab no longer shows unsaved changes. */
  async save(): Promise<void> {
    await this.focusEditor();
    await this.page.keyboard.press('Control+s');
    await this.page.locator(`${TEXT_GROUP} .tabs-container .tab.active.dirty`).waitFor({ state: 'detached' });
  }

  /** The webview with the given title: its content frame (outer `iframe.webview`, inner `#active-frame`). */
  webview(): FrameLocator {
    return this.page.frameLocator('iframe.webview.ready').frameLocator('iframe#active-frame');
  }

  async screenshot(name: string): Promise<string> {
    mkdirSync(RESULTS, { recursive: true });
    const path = join(RESULTS, `${name}.png`);
    await this.page.screenshot({ path });
    return path;
  }
}

export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
