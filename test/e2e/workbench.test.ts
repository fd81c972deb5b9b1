/**
 * The packaged extension in a real VS Code workbench (code-server in headless Chromium), driven the
 * way a person uses it, in seven steps (the incident's errors, a quick fix, fix-all, the preview, hover,
 * targets, the status bar and Outline). What the editor must show is computed by the engine
 * from the same fixture text, so the checks follow the rules as they change.
 */
import assert from 'node:assert/strict';
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { applyEdits, buildPreview, lint, fixAll, type Finding } from '../../shared/src/index';
import { FIXTURES, vsixPath } from './harness/paths';
import { openSession, type Session } from './harness/session';
import { positionAt } from './harness/text';
import { waitUntil } from './harness/wait';
import type { FileProblems } from './harness/problems';
import { escapeRegExp } from './harness/workbench';

const INCIDENT = 'incident.tools.json';
const KITCHEN_SINK = 'kitchen-sink.mcp.json';
/** A second copy of the kitchen sink for the targets step: step 3 fixes the first one. */
const TARGETS = 'targets.mcp.json';
const fixture = (name: string) => readFileSync(join(FIXTURES, name), 'utf8');
const STEP = { timeout: 120_000 };

let s: Session;
const onDisk = (name: string) => readFileSync(join(s.server.workspace, name), 'utf8');

/** Waits until the file on disk reads `expected` (a save lands a moment after the tab turns clean); fails with a diff. */
async function expectOnDisk(name: string, expected: string, message: string): Promise<void> {
  await waitUntil(
    () => onDisk(name),
    (text) => text === expected,
    { message, timeout: 10_000 },
  ).catch(() => assert.equal(onDisk(name), expected, message));
}

/** Rule ids with their 1-based lines, sorted: what the Problems panel should list. */
function expectedRows(findings: readonly Finding[], text: string): string[] {
  return findings.map((f) => `${positionAt(text, f.offset).line} ${f.rule}`).sort();
}
function shownRows(problems: FileProblems | null): string[] {
  return (problems?.markers ?? []).map((m) => `${m.line} ${m.code}`).sort();
}
const sameRows = (expected: string[]) => (p: FileProblems | null) =>
  p?.count === expected.length && JSON.stringify(shownRows(p)) === JSON.stringify(expected);

describe('VS Code (code-server) with the packaged VSIX', { timeout: 15 * 60_000 }, () => {
  before(
    async () => {
      s = await openSession({
        vsix: vsixPath(),
        files: {
          [INCIDENT]: fixture(INCIDENT),
          [KITCHEN_SINK]: fixture(KITCHEN_SINK),
          [TARGETS]: fixture(KITCHEN_SINK),
        },
        logName: 'workbench-code-server.log',
        firstFile: INCIDENT,
      });
    },
    { timeout: 180_000 },
  );
  after(async () => {
    await s?.close();
  });

  test('1. the incident file: squiggles, and the Problems panel lists its errors with rule ids', STEP, async () => {
    await s.step('1-incident-problems', async () => {
      const text = fixture(INCIDENT);
      const findings = lint(text, { fileName: INCIDENT }).findings;
      const itemsMissing = findings.filter((f) => f.rule === 'items-missing');
      assert.equal(itemsMissing.length, 5, 'the engine should find five arrays without items in the incident');
      await s.wb.openFile(INCIDENT);
      await s.wb.squiggles('error').first().waitFor({ timeout: 60_000 });
      const problems = await s.wb.problems.waitFor(
        INCIDENT,
        sameRows(expectedRows(findings, text)),
        `the Problems panel to list ${expectedRows(findings, text).join(', ')}`,
        60_000,
      );
      // The incident fixture: six errors, five arrays without items and one empty description.
      assert.deepEqual(
        problems?.markers.map((m) => `${m.severity} ${m.source} ${m.code}`).sort(),
        [...Array<string>(5).fill('Error toolwire items-missing'), 'Error toolwire description-missing'].sort(),
      );
      console.log(`step 1: ${problems?.count} problems: ${shownRows(problems).join(', ')}`);
    });
  });

  test(
    '2. the lightbulb on "deliverables" applies "add items": the text changes and the count drops by one',
    STEP,
    async () => {
      await s.step('2-after-fix', async () => {
        const text = fixture(INCIDENT);
        const deliverables = lint(text, { fileName: INCIDENT }).findings.find(
          (f) => f.rule === 'items-missing' && f.pointer.endsWith('/deliverables'),
        );
        assert.ok(deliverables, 'the engine flags deliverables');
        const fix = deliverables.fixes.find((f) => /add "items"/i.test(f.title));
        assert.ok(fix, `no "add items" fix among ${deliverables.fixes.map((f) => f.title).join(', ')}`);
        const expected = applyEdits(text, fix.edits);
        const remaining = expectedRows(lint(expected, { fileName: INCIDENT }).findings, expected);

        await s.wb.openFile(INCIDENT);
        await s.wb.gotoText('"deliverables"');
        await s.wb.applyCodeAction(fix.title, async () => void (await s.wb.screenshot('2-lightbulb')));
        await s.wb.waitForFileChange(
          join(s.server.workspace, INCIDENT),
          text,
          'the "add items" edit to change the file',
        );
        await expectOnDisk(INCIDENT, expected, 'the file after "add items" is what the engine fix makes');
        await s.wb.problems.waitFor(
          INCIDENT,
          sameRows(remaining),
          `the Problems panel to drop to ${remaining.length}: ${remaining.join(', ')}`,
        );
      });
    },
  );

  test('3. "Toolwire: Fix All" on the kitchen sink applies every safe repair', STEP, async () => {
    await s.step('3-fix-all', async () => {
      const expected = fixAll(fixture(KITCHEN_SINK), { fileName: KITCHEN_SINK });
      assert.notEqual(expected, fixture(KITCHEN_SINK), 'the engine repairs nothing in the kitchen sink');
      await s.wb.openFile(KITCHEN_SINK);
      await s.wb.squiggles('error').first().waitFor({ timeout: 60_000 });
      await s.wb.runCommand('Toolwire: Fix All', { prefix: true });
      await s.wb.waitForFileChange(
        join(s.server.workspace, KITCHEN_SINK),
        fixture(KITCHEN_SINK),
        'Fix All to change the file',
      );
      await expectOnDisk(KITCHEN_SINK, expected, 'the file after Fix All is what the engine fix-all makes');
      const left = expectedRows(lint(expected, { fileName: KITCHEN_SINK }).findings, expected);
      await s.wb.problems.waitFor(
        KITCHEN_SINK,
        (p) => p?.count === left.length,
        `${left.length} problems left after Fix All`,
      );
    });
  });

  test('4. the model preview: cards, the wire-format switch, live updates, findings that reveal', STEP, async () => {
    await s.step('4-preview', async () => {
      await s.wb.openFile(INCIDENT);
      const text = onDisk(INCIDENT);
      const tools = lint(text, { fileName: INCIDENT }).tools;
      await s.wb.runCommand('Toolwire: Open Model Preview');
      const view = s.wb.webview();
      const names = view.locator('article.card .tool-name code');
      await waitUntil(
        () => names.allInnerTexts(),
        (shown) => shown.length === tools.length,
        { message: `${tools.length} tool cards in the preview` },
      );
      assert.deepEqual(
        await names.allInnerTexts(),
        tools.map((t) => t.name),
      );

      await view.locator('button[role=tab][data-format=gemini]').click();
      await view.locator('button[role=tab][data-format=gemini][aria-selected=true]').waitFor();
      await view.locator('.card .field.wire h3', { hasText: 'As sent to Gemini' }).first().waitFor();
      await s.wb.screenshot('4-preview-gemini');

      // Typing in the editor: rename the first tool and watch its card follow. (The name without its
      // quotes: typing a quote over a selection would wrap it in quotes.)
      await s.wb.gotoText('memory_list');
      await s.wb.page.keyboard.type('memory_search');
      await view.locator('article.card .tool-name code', { hasText: /^memory_search$/ }).waitFor({ timeout: 15_000 });
      await s.wb.save();
      await expectOnDisk(
        INCIDENT,
        text.replace('"memory_list"', '"memory_search"'),
        'the file holds the rename typed in the editor',
      );

      // Clicking a finding reveals its range in the editor: the cursor lands on its line.
      const finding = view.locator('button.finding[data-action=reveal]').first();
      const offset = Number(await finding.getAttribute('data-offset'));
      const target = positionAt(onDisk(INCIDENT), offset);
      await finding.click();
      await waitUntil(
        () => s.wb.page.locator('#status\\.editor\\.selection').innerText(),
        (label) => label.startsWith(`Ln ${target.line}, Col `),
        {
          message: `the editor cursor on line ${target.line} after clicking the finding`,
        },
      );
    });
  });

  test('5. hovering a tool name shows what the model sees', STEP, async () => {
    await s.step('5-hover', async () => {
      await s.wb.runCommand('View: Close All Editors'); // the preview beside would sit under the hover
      await s.wb.openFile(INCIDENT);
      // A tool that is sent (a left-out one has no token count): the repaired one if there is one.
      const tools = buildPreview(onDisk(INCIDENT), { fileName: INCIDENT }).tools.filter((t) => t.status !== 'left-out');
      const tool = tools.find((t) => t.status === 'repaired') ?? tools[0];
      assert.ok(tool, 'the engine sends no tool of the incident file');
      await s.wb.gotoText(`"${tool.name}"`); // scrolls it into view
      const shown = await s.wb.hoverText(new RegExp(`^"${escapeRegExp(tool.name)}"$`), tool.name);
      assert.ok(
        shown.includes(`${tool.tokens} tokens`),
        `the hover shows the engine's token count (${tool.tokens} tokens):\n${shown}`,
      );
      assert.ok(
        shown.includes(tool.description.split('\n')[0].slice(0, 40)),
        `the hover shows the description as sent:\n${shown}`,
      );
    });
  });

  test('6. targets = ["openai"]: the Gemini-only diagnostics go away', STEP, async () => {
    await s.step('6-targets-openai', async () => {
      const text = fixture(KITCHEN_SINK);
      const portable = lint(text, { fileName: TARGETS }).findings;
      const openai = lint(text, { fileName: TARGETS, targets: ['openai'] }).findings;
      const geminiOnly = portable.filter((f) => f.providers.length > 0 && !f.providers.includes('openai'));
      assert.ok(geminiOnly.length > 0, 'the kitchen sink has no finding that only Gemini-family providers reject');
      await s.wb.openFile(TARGETS);
      await s.wb.problems.waitFor(
        TARGETS,
        (p) => p?.count === portable.length,
        `${portable.length} problems under the portable target`,
        60_000,
      );

      mkdirSync(join(s.server.workspace, '.vscode'), { recursive: true });
      writeFileSync(
        join(s.server.workspace, '.vscode/settings.json'),
        JSON.stringify({ 'toolwire.targets': ['openai'] }, null, 2),
      );
      const after = await s.wb.problems.waitFor(
        TARGETS,
        (p) => p?.count === openai.length,
        `${openai.length} problems once targets is ["openai"] (${geminiOnly.length} Gemini-only ones gone)`,
      );
      const gone = new Set(geminiOnly.map((f) => f.rule));
      const still = after?.markers.filter((m) => gone.has(m.code) && !openai.some((f) => f.rule === m.code)) ?? [];
      assert.deepEqual(still, [], 'Gemini-only diagnostics are still listed');
    });
  });

  test('7. the status bar and the Outline show the tools', STEP, async () => {
    await s.step('7-status-outline', async () => {
      await s.wb.openFile(TARGETS);
      const tools = lint(fixture(KITCHEN_SINK), { fileName: TARGETS }).tools;
      const item = s.wb.page.locator('.statusbar-item[id^="toolwire."]');
      await waitUntil(
        () => item.first().getAttribute('aria-label'),
        (label) => new RegExp(`\\b${tools.length} tools\\b`).test(label ?? ''),
        {
          message: `the Toolwire status-bar item to count ${tools.length} tools`,
        },
      );
      const rows = await s.wb.showOutlineOf('Toolwire');
      const expected = tools.map((t) => t.name ?? '');
      await waitUntil(
        () => rows.allInnerTexts(),
        (names) => expected.every((n) => names.includes(n)),
        { message: `the Outline listing ${expected.join(', ')}` },
      );
    });
  });
});
