/**
 * The plugin through ESLint's Node API, with its recommended config, on a copy of
 * a TypeScript MCP server (test/fixtures/eslint-project): the findings the CLI
 * gives, under toolwire/ ids, on the language server's ranges; toolwire.config.json
 * and settings.toolwire honoured; and `fix: true` writing what `toolwire --fix` writes.
 */
import assert from 'node:assert/strict';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, it } from 'node:test';
import { ESLint, type Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { fixAll, type Finding } from '../../shared/src/index';
import plugin from '../../server/src/eslint/index';
import { createCodec } from '../../server/src/positions';
import { cliFindings, cliOptions, projectCopy } from './helpers';

const FILES = ['src/server.ts', 'src/tools.ts'];
const lsp = createCodec('utf-16');

let dir: string;
beforeEach(() => (dir = projectCopy()));
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function eslint(extra: Linter.Config[] = [], fix = false): ESLint {
  return new ESLint({
    cwd: dir,
    fix,
    overrideConfigFile: true,
    overrideConfig: [
      { files: ['**/*.ts'], languageOptions: { parser: tseslint.parser } },
      plugin.configs.recommended,
      ...extra,
    ],
  });
}

async function messagesOf(extra: Linter.Config[] = []): Promise<Map<string, Linter.LintMessage[]>> {
  const results = await eslint(extra).lintFiles(FILES);
  return new Map(results.map((r) => [r.filePath.slice(dir.length + 1), r.messages]));
}

/** A finding as ESLint should print it: its LSP range (0-based, UTF-16) moved to ESLint's 1-based lines and columns. */
function asEslint(path: string, f: Finding) {
  const doc = TextDocument.create(`file://${path}`, 'typescript', 1, readFileSync(path, 'utf8'));
  const { start, end } = lsp.range(doc, f.offset, f.length);
  return {
    ruleId: `toolwire/${f.rule}`,
    message: f.message,
    line: start.line + 1,
    column: start.character + 1,
    endLine: end.line + 1,
    endColumn: end.character + 1,
  };
}

const ruleIds = (messages: Linter.LintMessage[] | undefined) => (messages ?? []).map((m) => m.ruleId);

describe('the plugin through the ESLint Node API', () => {
  it("reports the CLI's findings with toolwire/ ids, on the language server's ranges", async () => {
    const byFile = await messagesOf();
    for (const file of FILES) {
      const path = join(dir, file);
      const got = (byFile.get(file) ?? []).map(({ ruleId, message, line, column, endLine, endColumn }) => ({
        ruleId,
        message,
        line,
        column,
        endLine,
        endColumn,
      }));
      const want = cliFindings(path, dir)
        .map((f) => asEslint(path, f))
        .sort((a, b) => a.line - b.line || a.column - b.column);
      assert.ok(want.length >= 3, `${file}: ${want.length} findings`);
      assert.deepEqual(got, want, file);
    }
  });

  it('reads a zod schema imported from a sibling module, and places its finding on the import', async () => {
    const text = readFileSync(join(dir, 'src/server.ts'), 'utf8').split('\n');
    const onPlace = (await messagesOf())
      .get('src/server.ts')
      ?.filter((m) => text[m.line - 1].slice(m.column - 1, (m.endColumn ?? 0) - 1) === 'Place');
    // schemas.ts's `added: z.date()`: the SDK's zod 4 converter throws on it.
    assert.deepEqual(
      onPlace?.map((m) => m.ruleId),
      ['toolwire/converter-throws'],
    );
  });

  it('counts columns in UTF-16 code units, as the engine and the language server do', async () => {
    const text = readFileSync(join(dir, 'src/tools.ts'), 'utf8');
    const format = (await messagesOf()).get('src/tools.ts')?.find((m) => m.ruleId === 'toolwire/format-unsupported');
    assert.ok(format);
    const line = text.split('\n')[format.line - 1];
    // The satellite before it is two code units (and four UTF-8 bytes): the columns land on the format's value.
    assert.match(line, /🛰/);
    assert.equal(line.slice(format.column - 1, (format.endColumn ?? 0) - 1), "'hostname'");
  });

  it("gives each rule its default severity: errors, and Toolwire's warnings and infos as warnings", async () => {
    const messages = [...(await messagesOf()).values()].flat();
    const severity = (id: string) => messages.find((m) => m.ruleId === `toolwire/${id}`)?.severity;
    assert.equal(severity('items-missing'), 2);
    assert.equal(severity('property-description-missing'), 1);
    assert.equal(severity('sdk-keywords'), 1);
  });

  it('honours the nearest toolwire.config.json: its targets and its rules', async () => {
    writeFileSync(
      join(dir, 'toolwire.config.json'),
      JSON.stringify({ targets: ['openai'], rules: { 'converter-throws': 'off' } }),
    );
    const byFile = await messagesOf();
    const tools = ruleIds(byFile.get('src/tools.ts'));
    assert.ok(tools.includes('toolwire/items-missing'), String(tools));
    // Gemini's refusal: not a finding for OpenAI alone.
    assert.ok(!tools.includes('toolwire/format-unsupported'), String(tools));
    assert.ok(!ruleIds(byFile.get('src/server.ts')).includes('toolwire/converter-throws'));
  });

  it("reads settings.toolwire as the config file's keys, and the config file wins over them", async () => {
    const anthropic = [{ settings: { toolwire: { targets: ['anthropic'] } } }];
    // Anthropic takes an array with no items: that finding is not shown for it.
    assert.ok(!ruleIds((await messagesOf(anthropic)).get('src/tools.ts')).includes('toolwire/items-missing'));
    writeFileSync(join(dir, 'toolwire.config.json'), JSON.stringify({ targets: ['openai'] }));
    assert.ok(ruleIds((await messagesOf(anthropic)).get('src/tools.ts')).includes('toolwire/items-missing'));
  });

  it("leaves out the files the config's exclude names", async () => {
    writeFileSync(join(dir, 'toolwire.config.json'), JSON.stringify({ exclude: ['src/tools.ts'] }));
    const byFile = await messagesOf();
    assert.deepEqual(byFile.get('src/tools.ts'), []);
    assert.ok(ruleIds(byFile.get('src/server.ts')).length > 0);
  });

  it('stops on a broken config or setting, naming where', async () => {
    writeFileSync(join(dir, 'toolwire.config.json'), '{ "targets": ["openai", "nobody"] }');
    await assert.rejects(eslint().lintFiles(FILES), /toolwire\.config\.json:1:14: broken Toolwire config: "targets"/);
    rmSync(join(dir, 'toolwire.config.json'));
    await assert.rejects(
      eslint([{ settings: { toolwire: { budget: {} } } }]).lintFiles(FILES),
      /settings\.toolwire: Unknown config key "budget"/,
    );
  });

  it('with fix: true writes what toolwire --fix writes: the safe repairs, and no authoring fix', async () => {
    const before = new Map(FILES.map((f) => [f, readFileSync(join(dir, f), 'utf8')]));
    const results = await eslint([], true).lintFiles(FILES);
    await ESLint.outputFixes(results);
    for (const file of FILES) {
      const path = join(dir, file);
      assert.equal(readFileSync(path, 'utf8'), fixAll(before.get(file) ?? '', cliOptions(path, dir)), file);
    }
    const tools = readFileSync(join(dir, 'src/tools.ts'), 'utf8');
    assert.match(tools, /required: \['city'\],/);
    assert.match(tools, /station: \{ description: 'Station 🛰 host name', type: 'string' \}/);
    // Adding `items` is an authoring fix (it narrows what is accepted): a suggestion, never applied by --fix.
    assert.match(tools, /days: \{ type: 'array', description: 'Days to forecast, as ISO dates' \}/);
    // A missing description gets a drafted one as a suggestion; the derived text is for run time, never written.
    assert.doesNotMatch(readFileSync(join(dir, 'src/server.ts'), 'utf8'), /no description came with this tool/);
    const left = results.flatMap((r) => r.messages.map((m) => m.ruleId));
    assert.ok(left.includes('toolwire/items-missing') && !left.includes('toolwire/required-undeclared'), String(left));
  });
});
