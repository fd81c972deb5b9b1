/**
 * The packaged extension in a real VS Code workbench on an MCP server written with zod 4:
 * `server.registerTool('x', { inputSchema: { tags: z.record(...), when: z.date() } }, h)`
 * shows the object-free-form squiggle on `z.record(...)` in Gemini's words and the zod-4 throw
 * on `z.date()`, the hover on the tool's name shows the JSON Schema the SDK sends, and Ctrl+. on
 * `z.date()` writes `z.iso.datetime()`. What the editor must show is computed by the engine
 * from the same text and the same package.json.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { applyEdits, lint, type LintOptions } from '../../shared/src/index';
import { vsixPath } from './harness/paths';
import { engineRows } from './harness/problems';
import { openSession, type Session } from './harness/session';
import { positionAt } from './harness/text';
import { waitUntil } from './harness/wait';

const FILE = 'server.ts';
const TEXT = [
  "import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';",
  "import { z } from 'zod';",
  '',
  "const server = new McpServer({ name: 'demo', version: '1.0.0' });",
  'const h = async () => ({ content: [] });',
  '',
  'server.registerTool(',
  "  'x',",
  '  {',
  '    inputSchema: {',
  '      tags: z.record(z.string(), z.string()),',
  '      when: z.date(),',
  '    },',
  '  },',
  '  h,',
  ');',
  '',
].join('\n');
/** The workspace's package.json: the converter is the MCP SDK v1's with zod 4. */
const DEPENDENCIES = { '@modelcontextprotocol/sdk': '1.32.2', zod: '4.6.7' };
const PACKAGE_JSON = JSON.stringify({ name: 'demo', private: true, dependencies: DEPENDENCIES }, null, 2) + '\n';
const OPTIONS: LintOptions = { fileName: FILE, packages: DEPENDENCIES };
const STEP = { timeout: 120_000 };

let s: Session;
const onDisk = () => readFileSync(join(s.server.workspace, FILE), 'utf8');

describe(
  'VS Code (code-server) with the packaged VSIX, on an MCP server written with zod',
  { timeout: 10 * 60_000 },
  () => {
    before(
      async () => {
        s = await openSession({
          vsix: vsixPath(),
          files: { [FILE]: TEXT, 'package.json': PACKAGE_JSON },
          logName: 'workbench-zod-code-server.log',
          firstFile: FILE,
        });
      },
      { timeout: 180_000 },
    );
    after(async () => {
      await s?.close();
    });

    test(
      '1. z.record(...) has the object-free-form squiggle in Gemini words, z.date() the zod-4 throw',
      STEP,
      async () => {
        await s.step('zod-1-problems', async () => {
          const findings = lint(TEXT, OPTIONS).findings;
          const free = findings.find((f) => f.rule === 'object-free-form');
          assert.ok(free, 'the engine flags z.record');
          assert.equal(TEXT.slice(free.offset, free.offset + free.length), 'z.record(z.string(), z.string())');
          assert.match(free.message, /Gemini[^]*should be non-empty for OBJECT type/);
          const thrown = findings.find((f) => f.rule === 'converter-throws');
          assert.ok(thrown, 'the engine flags z.date()');
          assert.equal(TEXT.slice(thrown.offset, thrown.offset + thrown.length), 'z.date()');
          const expected = engineRows(TEXT, OPTIONS);
          const rows = await s.wb.openUntilToolwireRows(FILE, expected);
          const row = rows?.markers.find((m) => m.code === 'object-free-form');
          assert.ok(row && /Gemini/.test(row.message), `the object-free-form row in Gemini's words: ${row?.message}`);
          // The squiggle starts at z.record (the Problems row gives 1-based columns, as positionAt does).
          assert.equal(row.column, positionAt(TEXT, free.offset).column, 'the object-free-form row starts at z.record');
        });
      },
    );

    test("2. hovering the tool's name shows the JSON Schema the SDK sends", STEP, async () => {
      await s.step('zod-2-hover', async () => {
        await s.wb.openFile(FILE);
        await s.wb.gotoText("'x'");
        const shown = await s.wb.hoverText(/^'x'$/, 'The SDK sends this schema');
        assert.match(shown, /converted by MCP TypeScript SDK v1 with zod 4/, shown);
        assert.match(shown, /"\$schema": "http:\/\/json-schema\.org\/draft-07\/schema#"/, shown);
        assert.match(shown, /"propertyNames"/, shown);
      });
    });

    test('3. Ctrl+. on z.date() writes z.iso.datetime()', STEP, async () => {
      await s.step('zod-3-fix', async () => {
        await s.wb.dismiss();
        const finding = lint(TEXT, OPTIONS).findings.find((f) => f.rule === 'converter-throws');
        const fix = finding?.fixes[0];
        assert.ok(fix, 'the engine offers a fix for z.date()');
        assert.equal(fix.title, '`z.date()` → `z.iso.datetime()`');
        const expected = applyEdits(TEXT, fix.edits);
        assert.match(expected, / {6}when: z\.iso\.datetime\(\),/);
        await s.wb.openFile(FILE);
        await s.wb.gotoText('z.date()');
        await s.wb.applyCodeAction(fix.title, async () => void (await s.wb.screenshot('zod-3-lightbulb')));
        await s.wb.waitForFileChange(
          join(s.server.workspace, FILE),
          TEXT,
          'the z.iso.datetime() edit to change the file',
        );
        await waitUntil(onDisk, (text) => text === expected, {
          message: 'the file after the fix is what the engine fix makes',
          timeout: 10_000,
        });
      });
    });
  },
);
