/**
 * The packaged extension in a real VS Code workbench on a FastMCP server written in Python
 * (issue 25's Done-when): `metadata: dict[str, Any]` shows Gemini's squiggle on the annotation,
 * hovering the tool's name shows the schema FastMCP sends, the code lenses and the model preview
 * show the tool, Locate Provider Error selects the annotation Gemini's 400 is about, and Ctrl+.
 * on `metadata` writes `str` carrying JSON text in the file. What the
 * editor must show is computed by the engine from the same text and the same pyproject.toml.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { applyEdits, lint, type LintOptions } from '../../shared/src/index';
import { locateRejectionInText } from '../../shared/src/runtime';
import { expectSelection, locate } from './harness/locate';
import { vsixPath } from './harness/paths';
import { engineRows } from './harness/problems';
import { openSession, type Session } from './harness/session';
import { positionAt } from './harness/text';
import { waitUntil } from './harness/wait';

const FILE = 'server.py';
const TEXT = [
  'from typing import Any',
  '',
  'from fastmcp import FastMCP',
  '',
  'mcp = FastMCP("notes")',
  '',
  '',
  '@mcp.tool',
  'def save_note(title: str, metadata: dict[str, Any]) -> str:',
  '    """Save a note under its title, with the fields the caller gives."""',
  '    return title',
  '',
].join('\n');
/** The workspace's pyproject.toml: the converter is fastmcp 4's. */
const PYPROJECT = '[project]\nname = "notes"\nversion = "0.1.0"\ndependencies = ["fastmcp==4.0.10"]\n';
const OPTIONS: LintOptions = { fileName: FILE, packages: { fastmcp: '4.0.10' } };
const STEP = { timeout: 120_000 };
/** What Gemini answers for the map's `additionalProperties` (research: the python-authoring reports). */
const GEMINI_400 = `Invalid JSON payload received. Unknown name "additionalProperties" at 'tools[0].function_declarations[0].parameters.properties[1].value': Cannot find field.`;
const JSON_TEXT_FIX = '`dict[str, Any]` → `str` carrying JSON text (the tool then decodes it)';

let s: Session;
const onDisk = () => readFileSync(join(s.server.workspace, FILE), 'utf8');

describe(
  'VS Code (code-server) with the packaged VSIX, on a FastMCP server in Python',
  { timeout: 10 * 60_000 },
  () => {
    before(
      async () => {
        s = await openSession({
          vsix: vsixPath(),
          files: { [FILE]: TEXT, 'pyproject.toml': PYPROJECT },
          logName: 'workbench-python-code-server.log',
          firstFile: FILE,
        });
      },
      { timeout: 180_000 },
    );
    after(async () => {
      await s?.close();
    });

    test(
      "1. dict[str, Any] has Gemini's squiggle, and the Problems panel lists the engine's findings",
      STEP,
      async () => {
        await s.step('py-1-problems', async () => {
          const map = lint(TEXT, OPTIONS).findings.find(
            (f) => f.rule === 'keyword-unsupported' && f.providers.includes('gemini'),
          );
          assert.ok(map, 'the engine flags dict[str, Any] for Gemini');
          assert.equal(TEXT.slice(map.offset, map.offset + map.length), 'dict[str, Any]');
          assert.match(map.message, /^`dict\[str, Any\]` becomes a map \(`additionalProperties`\)[^]*Gemini/);
          const rows = await s.wb.openUntilToolwireRows(FILE, engineRows(TEXT, OPTIONS));
          const row = rows?.markers.find((m) => m.code === 'keyword-unsupported');
          assert.ok(
            row && /Gemini/.test(row.message),
            `the keyword-unsupported row in Gemini's words: ${row?.message}`,
          );
          assert.equal(row.column, positionAt(TEXT, map.offset).column, 'the squiggle starts at dict[str, Any]');
        });
      },
    );

    test("2. hovering the tool's name shows the schema FastMCP sends", STEP, async () => {
      await s.step('py-2-hover', async () => {
        await s.wb.openFile(FILE);
        await s.wb.gotoText('save_note');
        const shown = await s.wb.hoverText(/^save_note$/, 'The SDK sends this schema');
        assert.match(shown, /FastMCP 4\.x/, shown);
        assert.match(shown, /"additionalProperties": false/, shown);
        assert.match(shown, /"metadata"/, shown);
      });
    });

    test('3. the code lenses count the problems, and the model preview shows the tool', STEP, async () => {
      await s.step('py-3-preview', async () => {
        const problems = lint(TEXT, OPTIONS).findings.filter((f) => f.toolIndex === 0).length;
        await s.wb.openFile(FILE);
        const lenses = s.wb.editor().locator('.codelens-decoration');
        await waitUntil(
          () => lenses.allInnerTexts(),
          (shown) => shown.some((t) => t.includes(`${problems} problems`) && t.includes('Preview')),
          { message: `a code lens "${problems} problems | … | Preview" above the tool` },
        );
        const tools = lint(TEXT, OPTIONS).tools;
        await s.wb.runCommand('Toolwire: Open Model Preview');
        const names = s.wb.webview().locator('article.card .tool-name code');
        await waitUntil(
          () => names.allInnerTexts(),
          (shown) => JSON.stringify(shown) === JSON.stringify(tools.map((t) => t.name)),
          { message: `the preview to show ${tools.map((t) => t.name).join(', ')}` },
        );
      });
    });

    test("4. Locate Provider Error selects dict[str, Any] for Gemini's 400 and shows the finding", STEP, async () => {
      await s.step('py-4-locate', async () => {
        const match = locateRejectionInText(GEMINI_400, TEXT, OPTIONS).matches[0];
        assert.equal(match?.rule, 'keyword-unsupported', 'the engine locates the keyword');
        assert.equal(TEXT.slice(match.offset, match.offset + match.length), 'dict[str, Any]');
        await s.wb.openFile(FILE);
        await locate(s.wb, GEMINI_400);
        await expectSelection(s.wb, TEXT, match.offset, match.length);
        await s.wb.page
          .locator('.notifications-toasts .notification-list-item-message', { hasText: 'keyword-unsupported' })
          .first()
          .waitFor({ timeout: 15_000 });
      });
    });

    test('5. Ctrl+. on metadata writes str carrying JSON text', STEP, async () => {
      await s.step('py-5-fix', async () => {
        await s.wb.dismiss();
        const finding = lint(TEXT, OPTIONS).findings.find((f) => f.rule === 'object-free-form');
        const fix = finding?.fixes.find((f) => f.title === JSON_TEXT_FIX);
        assert.ok(fix, `the engine offers "${JSON_TEXT_FIX}"`);
        assert.equal(fix.kind, 'authoring');
        const expected = applyEdits(TEXT, fix.edits);
        assert.match(expected, /metadata: Annotated\[str, Field\(description="A JSON object \(as JSON text\)"\)\]/);
        await s.wb.openFile(FILE);
        await s.wb.gotoText('metadata:');
        await s.wb.applyCodeAction(fix.title, async () => void (await s.wb.screenshot('py-5-lightbulb')));
        await s.wb.waitForFileChange(join(s.server.workspace, FILE), TEXT, 'the JSON-text edit to change the file');
        await waitUntil(onDisk, (text) => text === expected, {
          message: 'the file after the fix is what the engine fix makes',
          timeout: 10_000,
        });
      });
    });
  },
);
