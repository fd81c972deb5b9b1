/**
 * The real `npx eslint` in a TypeScript MCP server project whose flat config
 * imports the built plugin as a package (`toolwire/eslint`, through package.json's
 * exports): it reports the fixture's faults under toolwire/ ids and exits 1, and
 * `--fix` applies the safe repairs.
 */
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { ensurePluginBuilt } from './build';
import { projectCopy, ROOT } from './helpers';

const CONFIG = [
  "import tseslint from 'typescript-eslint';",
  "import toolwire from 'toolwire/eslint';",
  '',
  'export default [',
  "  { files: ['**/*.ts'], languageOptions: { parser: tseslint.parser } },",
  '  toolwire.configs.recommended,',
  '];',
  '',
].join('\n');

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** `npx --no eslint ...args` in `cwd`: the project's own eslint, never one fetched. */
function npxEslint(cwd: string, args: string[]): Promise<Run> {
  const child = spawn('npx', ['--no', '--', 'eslint', ...args], { cwd, stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout.setEncoding('utf8').on('data', (d: string) => (stdout += d));
  child.stderr.setEncoding('utf8').on('data', (d: string) => (stderr += d));
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

/** The project's node_modules: toolwire (this repository, built), eslint and typescript-eslint, as links. */
function linkDependencies(dir: string): void {
  const modules = join(dir, 'node_modules');
  mkdirSync(join(modules, '.bin'), { recursive: true });
  symlinkSync(ROOT, join(modules, 'toolwire'));
  for (const name of ['eslint', 'typescript-eslint'])
    symlinkSync(join(ROOT, 'node_modules', name), join(modules, name));
  symlinkSync('../eslint/bin/eslint.js', join(modules, '.bin', 'eslint'));
}

let dir: string;
before(() => {
  ensurePluginBuilt();
  dir = projectCopy();
  linkDependencies(dir);
  writeFileSync(join(dir, 'eslint.config.mjs'), CONFIG);
});
after(() => rmSync(dir, { recursive: true, force: true }));

const rulesIn = (json: string) =>
  (JSON.parse(json) as Array<{ messages: Array<{ ruleId: string }> }>).flatMap((r) => r.messages.map((m) => m.ruleId));

describe('npx eslint with toolwire/eslint from dist/', { timeout: 120_000 }, () => {
  it("reports the fixture's faults under toolwire/ ids, and exits 1", async () => {
    const run = await npxEslint(dir, ['--format', 'json', '.']);
    assert.equal(run.code, 1, run.stderr);
    const rules = rulesIn(run.stdout);
    for (const id of [
      'items-missing',
      'format-unsupported',
      'required-undeclared',
      'converter-throws',
      'object-free-form',
    ])
      assert.ok(rules.includes(`toolwire/${id}`), `${id} in ${rules.join(', ')}`);
    assert.ok(
      rules.every((r) => r.startsWith('toolwire/')),
      rules.join(', '),
    );
  });

  it("has types: an eslint.config.mts using the plugin type-checks under TypeScript's nodenext", () => {
    const config = [
      "import type { Linter } from 'eslint';",
      "import toolwire from 'toolwire/eslint';",
      "const configs: Linter.Config[] = [toolwire.configs.recommended, { settings: { toolwire: { targets: ['openai'] } } }];",
      'export default configs;',
      '',
    ].join('\n');
    writeFileSync(join(dir, 'typed.config.mts'), config);
    const tsc = join(ROOT, 'node_modules', 'typescript', 'bin', 'tsc');
    const args = ['--noEmit', '--strict', '--module', 'nodenext', '--skipLibCheck', 'typed.config.mts'];
    const run = spawnSync(process.execPath, [tsc, ...args], { cwd: dir, encoding: 'utf8' });
    assert.equal(run.status, 0, run.stdout + run.stderr);
  });

  it('--fix applies the safe repairs and leaves what needs an author', async () => {
    const run = await npxEslint(dir, ['--fix', '--format', 'json', '.']);
    assert.equal(run.code, 1, run.stderr);
    const rules = rulesIn(run.stdout);
    assert.ok(!rules.includes('toolwire/required-undeclared') && !rules.includes('toolwire/format-unsupported'));
    assert.ok(rules.includes('toolwire/items-missing'));
    const tools = readFileSync(join(dir, 'src', 'tools.ts'), 'utf8');
    assert.match(tools, /required: \['city'\],/);
    assert.doesNotMatch(tools, /hostname/);
  });
});
