/**
 * The packaged extension in a real VS Code workbench on a TypeScript file: an OpenAI `tools: [...]`
 * literal whose `days` array has no `items` shows the squiggle on that key, Ctrl+. offers the fix,
 * which applies in the file's own style (single quotes, bare keys), and the preview shows the tool.
 * What the editor must show is computed by the engine from the same fixture text.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { applyEdits, lint } from '../../shared/src/index';
import { FIXTURES, vsixPath } from './harness/paths';
import { engineRows } from './harness/problems';
import { openSession, type Session } from './harness/session';
import { waitUntil } from './harness/wait';

const FILE = 'openai-chat.ts';
const TEXT = readFileSync(join(FIXTURES, 'typescript', FILE), 'utf8');
const STEP = { timeout: 120_000 };

let s: Session;
const onDisk = () => readFileSync(join(s.server.workspace, FILE), 'utf8');

describe('VS Code (code-server) with the packaged VSIX, on a TypeScript file', { timeout: 10 * 60_000 }, () => {
  before(
    async () => {
      s = await openSession({
        vsix: vsixPath(),
        files: { [FILE]: TEXT },
        logName: 'workbench-typescript-code-server.log',
        firstFile: FILE,
      });
    },
    { timeout: 180_000 },
  );
  after(async () => {
    await s?.close();
  });

  test('1. the squiggle sits on the array with no items, and the Problems panel lists the findings', STEP, async () => {
    await s.step('ts-1-problems', async () => {
      const expected = engineRows(TEXT, { fileName: FILE });
      assert.ok(
        expected.some((r) => r.endsWith(' items-missing')),
        'the engine flags days',
      );
      await s.wb.openUntilToolwireRows(FILE, expected);
    });
  });

  test("2. Ctrl+. on days applies the fix in the file's style", STEP, async () => {
    await s.step('ts-2-fix', async () => {
      const finding = lint(TEXT, { fileName: FILE, fixes: true }).findings.find((f) => f.rule === 'items-missing');
      const fix = finding?.fixes.find((f) => /add "items"/i.test(f.title));
      assert.ok(fix, 'the engine offers "add items"');
      const expected = applyEdits(TEXT, fix.edits);
      assert.match(expected, /days: \{ type: 'array', description: '[^']+', items: \{ type: 'string' \} \}/);
      await s.wb.openFile(FILE);
      await s.wb.gotoText('days:');
      await s.wb.applyCodeAction(fix.title, async () => void (await s.wb.screenshot('ts-2-lightbulb')));
      await s.wb.waitForFileChange(join(s.server.workspace, FILE), TEXT, 'the "add items" edit to change the file');
      await waitUntil(onDisk, (text) => text === expected, {
        message: 'the file after "add items" is what the engine fix makes',
        timeout: 10_000,
      });
    });
  });

  test('3. the model preview shows the tool', STEP, async () => {
    await s.step('ts-3-preview', async () => {
      const tools = lint(onDisk(), { fileName: FILE }).tools;
      await s.wb.openFile(FILE);
      await s.wb.runCommand('Toolwire: Open Model Preview');
      const names = s.wb.webview().locator('article.card .tool-name code');
      await waitUntil(
        () => names.allInnerTexts(),
        (shown) => JSON.stringify(shown) === JSON.stringify(tools.map((t) => t.name)),
        { message: `the preview to show ${tools.map((t) => t.name).join(', ')}` },
      );
    });
  });
});
