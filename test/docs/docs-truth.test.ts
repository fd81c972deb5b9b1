import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { DEFAULT_EXCLUDE, DEFAULT_INCLUDE, lintedLanguageIds } from '../../shared/src/index';
import { CLI, ensureCliBuilt, ROOT } from '../cli/helpers/build';
import { cloneLikeFolder, runShell, toolwireCommands } from './commands';
import { backticked, codeBlocks, extensionLists, helixLanguages, lineStarting, luaList, tableRow } from './markdown';

// What the docs state, compared with what the code does: each claim is found where the page makes
// it (a table row, a line, a code block), so a default changed without its doc fails here.

const page = (path: string) => readFileSync(join(ROOT, path), 'utf8');
const README = page('README.md');
const CLI_DOC = page('docs/cli.md');
const EDITORS = page('docs/editors.md');
const EDITOR_PAGES = { 'README.md': README, 'docs/editors.md': EDITORS, 'docs/editors-neovim-helix.md': page('docs/editors-neovim-helix.md') };
const MANIFEST = JSON.parse(page('package.json')) as {
  activationEvents: string[];
  contributes: { configuration: { properties: Record<string, { default: unknown }> } };
};

const INCLUDED_EXTENSIONS = DEFAULT_INCLUDE.map((glob) => glob.replace(/^\*\*\/\*/, ''));
const sorted = (list: Iterable<string>) => [...list].sort();

/** Helix names some languages otherwise than the LSP language ids (its languages.toml). */
const HELIX_NAME: Record<string, string> = { typescriptreact: 'tsx', javascriptreact: 'jsx' };

function helpText(): string {
  ensureCliBuilt();
  return spawnSync(process.execPath, [CLI, '--help'], { encoding: 'utf8' }).stdout;
}

describe('docs: the include and exclude defaults', () => {
  const includeClaims: Record<string, string> = {
    'README.md, the `include` row': tableRow(README, '`include`')[0],
    'docs/editors.md, the `toolwire.include` row': tableRow(EDITORS, '`toolwire.include`')[0],
    'docs/cli.md, the folder walk': lineStarting(CLI_DOC, '- A **folder** is walked for'),
    'toolwire --help': helpText().split('\n').find((line) => line.startsWith('.json'))!,
  };
  for (const [where, text] of Object.entries(includeClaims))
    it(`${where} lists the extensions of the default include`, () => {
      const lists = extensionLists([...backticked(text ?? ''), text ?? '']);
      assert.ok(lists.length, `no list of extensions in ${JSON.stringify(text)}`);
      assert.deepEqual(lists[0], INCLUDED_EXTENSIONS);
    });

  const excludeClaims: Record<string, string> = {
    'README.md, the `exclude` row': tableRow(README, '`exclude`')[0],
    'docs/editors.md, the `toolwire.exclude` row': tableRow(EDITORS, '`toolwire.exclude`')[0],
  };
  for (const [where, text] of Object.entries(excludeClaims))
    it(`${where} lists the default exclude globs`, () => assert.deepEqual(backticked(text), DEFAULT_EXCLUDE));

  it("package.json's settings defaults are the config's", () => {
    const settings = MANIFEST.contributes.configuration.properties;
    assert.deepEqual(settings['toolwire.include'].default, DEFAULT_INCLUDE);
    assert.deepEqual(settings['toolwire.exclude'].default, DEFAULT_EXCLUDE);
  });
});

describe('docs: the languages the editors are set up for', () => {
  const linted = sorted(lintedLanguageIds());

  it("docs/editors.md's activation languages are package.json's activationEvents", () => {
    const activated = MANIFEST.activationEvents.filter((e) => e.startsWith('onLanguage:')).map((e) => e.slice(11));
    const stated = backticked(lineStarting(EDITORS, '- The extension activates on'));
    assert.deepEqual(sorted(stated), sorted(activated));
    assert.deepEqual(sorted(activated), linted);
  });

  for (const [file, markdown] of Object.entries(EDITOR_PAGES)) {
    const blocks = codeBlocks(markdown).filter((b) => b.body.includes('toolwire-language-server'));
    const lua = blocks.filter((b) => b.lang === 'lua');
    const toml = blocks.filter((b) => b.lang === 'toml');
    it(`${file}: every Neovim snippet's filetypes are the registry's languages`, () => {
      assert.ok(lua.length, 'a Neovim snippet');
      for (const block of lua) assert.deepEqual(sorted(luaList(block.body, 'pattern') ?? luaList(block.body, 'filetypes') ?? []), linted);
    });
    it(`${file}: every Helix snippet's languages are the registry's`, () => {
      assert.ok(toml.length, 'a Helix snippet');
      for (const block of toml)
        assert.deepEqual(sorted(helixLanguages(block.body, 'toolwire')), sorted(linted.map((id) => HELIX_NAME[id] ?? id)));
    });
  }
});

describe('docs: the pre-commit hook', () => {
  const hooks = page('.pre-commit-hooks.yaml');

  it("docs/cli.md shows .pre-commit-hooks.yaml as it is", () => {
    assert.ok(codeBlocks(CLI_DOC).some((b) => b.lang === 'yaml' && b.body === hooks));
  });

  it('its files pattern takes every extension a folder walk lints, and its entry is an executable in the repository', () => {
    const files = new RegExp(/^\s*files: (.+)$/m.exec(hooks)![1]);
    assert.deepEqual(
      INCLUDED_EXTENSIONS.filter((ext) => !files.test(`tools/a${ext}`)),
      [],
    );
    assert.equal(files.test('README.md'), false);
    const entry = /^\s*entry: (.+)$/m.exec(hooks)![1];
    assert.ok(statSync(join(ROOT, entry)).mode & 0o111, `${entry} is executable`);
  });
});

describe('docs: every toolwire command in README.md and docs/cli.md exits as its comment says', () => {
  const commands = [...toolwireCommands('README.md', README), ...toolwireCommands('docs/cli.md', CLI_DOC)];

  it('each command states its exit code, or why it is not run', () => {
    assert.ok(commands.length >= 10, `${commands.length} commands`);
    assert.deepEqual(
      commands.filter((c) => c.exit === undefined && c.notRun === undefined).map((c) => c.command),
      [],
    );
  });

  for (const c of commands.filter((command) => command.exit !== undefined))
    it(`${c.file}: ${c.command.slice(0, 90)}`, { timeout: 60_000 }, async () => {
      ensureCliBuilt();
      const { dir, env } = cloneLikeFolder(ROOT, CLI);
      try {
        const r = await runShell(c.command, dir, env);
        assert.equal(r.code, c.exit, r.stderr);
      } finally {
        rmSync(dir, { recursive: true, force: true }); // the links go, not what they point to
      }
    });
});
