/**
 * "Toolwire: Locate Provider Error..." in a real VS Code workbench (code-server in headless
 * Chromium) with the packaged VSIX: a provider's 400 pasted into its input box selects the node
 * it is about and shows the finding. Where the node is, is asked of the engine from the same text.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { locateRejectionInText } from '../../shared/src/runtime';
import { FIXTURES, REPO, vsixPath } from './harness/paths';
import { expectSelection, locate } from './harness/locate';
import { openSession, type Session } from './harness/session';
import { waitUntil } from './harness/wait';

const REQUEST = 'incident-request.json';
const INCIDENT = 'incident.tools.json';
const CLEAN = 'clean.tools.json';
const requestText = readFileSync(join(REPO, 'test/runtime/fixtures', REQUEST), 'utf8');
const files = {
  [REQUEST]: requestText,
  [INCIDENT]: readFileSync(join(FIXTURES, INCIDENT), 'utf8'),
  [CLEAN]: JSON.stringify({ tools: [(JSON.parse(requestText) as { tools: unknown[] }).tools[0]] }, null, 2),
};
const GEMINI_400 =
  '* GenerateContentRequest.tools[0].function_declarations[15].parameters.properties[deliverables].items: missing field.';
const STEP = { timeout: 120_000 };

let s: Session;

describe('VS Code (code-server): Toolwire: Locate Provider Error...', { timeout: 10 * 60_000 }, () => {
  before(
    async () => {
      s = await openSession({ vsix: vsixPath(), files, logName: 'locate-error-code-server.log', firstFile: REQUEST });
    },
    { timeout: 180_000 },
  );
  after(async () => {
    await s?.close();
  });

  test(
    "1. Gemini's 400 selects project_run_create's deliverables in the active file and shows the finding",
    STEP,
    async () => {
      await s.step('1-locate-active', async () => {
        const match = locateRejectionInText(GEMINI_400, requestText).matches[0];
        assert.equal(match.tool, 'project_run_create', 'the engine locates the tool');
        await s.wb.openFile(REQUEST);
        await locate(s.wb, GEMINI_400);
        await expectSelection(s.wb, requestText, match.offset, match.length);
        await s.wb.page
          .locator('.notifications-toasts .notification-list-item-message', { hasText: 'items-missing' })
          .first()
          .waitFor({ timeout: 15_000 });
      });
    },
  );

  test('2. from a file without the tool, the workspace is searched and the likeliest files offered', STEP, async () => {
    await s.step('2-locate-workspace', async () => {
      await s.wb.openFile(CLEAN);
      await locate(s.wb, GEMINI_400);
      // Both files hold project_run_create, each decided on its own: a pick between them.
      const rows = s.wb.page.locator('.quick-input-list .monaco-list-row', { hasText: 'project_run_create' });
      await waitUntil(
        () => rows.count(),
        (n) => n === 2,
        { message: 'two candidates, one per file' },
      );
      await rows.filter({ hasText: '/tools/15/' }).first().click();
      await s.wb.page.locator(`.tabs-container .tab.active[data-resource-name="${REQUEST}"]`).first().waitFor();
      const match = locateRejectionInText(GEMINI_400, requestText).matches[0];
      await expectSelection(s.wb, requestText, match.offset, match.length);
    });
  });
});
