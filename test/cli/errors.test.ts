import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { chmodSync, copyFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { CLI, ensureCliBuilt } from './helpers/build';
import { CLEAN, ITEMS_MISSING } from './helpers/fixtures';
import { runCli, tempProject, type CliRun } from './helpers/run';

/** Exit code 2 and exactly one line on stderr that matches `pattern`; nothing on stdout. */
function assertUsageError(r: CliRun, pattern: RegExp) {
  assert.equal(r.code, 2, r.stderr);
  assert.equal(r.stdout, '');
  assert.match(r.stderr, /^toolwire: [^\n]+\n$/, 'one line');
  assert.match(r.stderr, pattern);
}

describe('toolwire: config discovery', () => {
  it('finds toolwire.config.json upward from each file; the nearest wins', async () => {
    const dir = tempProject({
      'toolwire.config.json': '{"rules": {"items-missing": "warning"}}',
      'a/tools.json': ITEMS_MISSING,
      'b/.toolwirerc.json': '// JSONC is fine\n{"rules": {"items-missing": "off"}}',
      'b/tools.json': ITEMS_MISSING,
    });
    const r = await runCli(['--format', 'json', '.'], { cwd: dir });
    const report = JSON.parse(r.stdout) as {
      files: { path: string; findings: { rule: string; severity: string }[] }[];
    };
    const rule = (path: string) =>
      report.files.find((f) => f.path === path)!.findings.find((f) => f.rule === 'items-missing');
    assert.equal(rule('a/tools.json')?.severity, 'warning');
    assert.equal(rule('b/tools.json'), undefined);
  });

  it('--config FILE applies one config to every file; --rule wins over it', async () => {
    const dir = tempProject({ 'cfg/strict.json': '{"rules": {"items-missing": "info"}}', 'tools.json': ITEMS_MISSING });
    const viaConfig = JSON.parse(
      (await runCli(['--format', 'json', '--config', 'cfg/strict.json', 'tools.json'], { cwd: dir })).stdout,
    ) as { files: { findings: { rule: string; severity: string }[] }[] };
    assert.equal(viaConfig.files[0].findings.find((f) => f.rule === 'items-missing')?.severity, 'info');
    const flagWins = await runCli(
      ['--format', 'json', '--config', 'cfg/strict.json', '--rule', 'items-missing=error', 'tools.json'],
      { cwd: dir },
    );
    assert.equal(flagWins.code, 1);
  });

  it('include/exclude of the config choose the walked files; a named file is always linted', async () => {
    const dir = tempProject({
      'toolwire.config.json': '{"include": ["tools/**/*.json"], "exclude": ["tools/legacy/**"]}',
      'tools/a.json': ITEMS_MISSING,
      'tools/legacy/old.json': ITEMS_MISSING,
      'other/b.json': ITEMS_MISSING,
    });
    const walked = JSON.parse((await runCli(['--format', 'json', '.'], { cwd: dir })).stdout) as {
      files: { path: string }[];
    };
    assert.deepEqual(
      walked.files.map((f) => f.path),
      ['tools/a.json'],
    );
    const named = JSON.parse((await runCli(['--format', 'json', 'other/b.json'], { cwd: dir })).stdout) as {
      files: { path: string }[];
    };
    assert.deepEqual(
      named.files.map((f) => f.path),
      ['other/b.json'],
    );
  });

  it('globs are expanded by the CLI', async () => {
    const dir = tempProject({ 'tools/a.json': ITEMS_MISSING, 'tools/b.json': CLEAN, 'tools/nested/c.json': CLEAN });
    const r = JSON.parse((await runCli(['--format', 'json', 'tools/*.json'], { cwd: dir })).stdout) as {
      files: { path: string }[];
    };
    assert.deepEqual(
      r.files.map((f) => f.path),
      ['tools/a.json', 'tools/b.json'],
    );
  });
});

describe('toolwire: usage, config and I/O problems exit 2 with one line naming the file and the cause', () => {
  it('a broken config: file:line:col and what is wrong', async () => {
    const dir = tempProject({
      'toolwire.config.json': '{\n  "rules": {\n    "items-missing": "loud"\n  }\n}\n',
      'tools.json': ITEMS_MISSING,
    });
    assertUsageError(
      await runCli(['tools.json'], { cwd: dir }),
      /toolwire\.config\.json:3:22: broken config: The severity of "items-missing" is one of/,
    );
    const syntax = tempProject({ '.toolwirerc.json': '{"rules": {,}}', 'tools.json': ITEMS_MISSING });
    assertUsageError(
      await runCli(['tools.json'], { cwd: syntax }),
      /\.toolwirerc\.json:1:\d+: broken config: Config is not valid JSON/,
    );
  });

  it('a --config file that does not exist', async () => {
    const dir = tempProject({ 'tools.json': CLEAN });
    assertUsageError(
      await runCli(['--config', 'nope.json', 'tools.json'], { cwd: dir }),
      /nope\.json: cannot read the config given by --config \(ENOENT\)/,
    );
  });

  it('a glob that matched nothing, a missing file, a folder with nothing to lint', async () => {
    const dir = tempProject({ 'tools.json': CLEAN, 'empty/readme.txt': 'hi' });
    assertUsageError(
      await runCli(['tools/**/*.json'], { cwd: dir }),
      /tools\/\*\*\/\*\.json: the glob matched no file to lint/,
    );
    assertUsageError(await runCli(['missing.json'], { cwd: dir }), /missing\.json: no such file or folder/);
    assertUsageError(
      await runCli(['empty'], { cwd: dir }),
      /empty: no file to lint in this folder \(JSON, TypeScript, JavaScript or Python,/,
    );
  });

  it('bad flags and values', async () => {
    assertUsageError(await runCli(['--frobnicate', 'x.json']), /Unknown option '--frobnicate'/);
    assertUsageError(
      await runCli(['--format', 'xml', 'x.json']),
      /--format xml: expected one of stylish, json, sarif, github/,
    );
    assertUsageError(await runCli(['--target', 'openai,skynet', 'x.json']), /--target openai,skynet/);
    assertUsageError(await runCli(['--rule', 'no-such-rule=off', 'x.json']), /there is no rule "no-such-rule"/);
    assertUsageError(await runCli(['--rule', 'items-missing=loud', 'x.json']), /--rule items-missing=loud/);
    assertUsageError(await runCli(['--max-warnings', '-1', 'x.json']), /--max-warnings/);
    assertUsageError(await runCli([]), /No files to lint/);
    assertUsageError(await runCli(['--fix', '--fix-dry-run', 'x.json']), /cannot be used together/);
    assertUsageError(await runCli(['--stdin', '--fix']), /--fix cannot write to standard input/);
  });

  it('an unreadable file', () => {
    const dir = tempProject({ 'tools.json': CLEAN });
    chmodSync(join(dir, 'tools.json'), 0o000);
    chmodSync(dir, 0o755);
    // Root reads any file: run as "nobody" then, from a copy of the bundle it can surely read.
    ensureCliBuilt();
    const asRoot = process.getuid?.() === 0;
    const cli = asRoot ? join(dir, 'cli.js') : CLI;
    if (asRoot) copyFileSync(CLI, cli);
    const r = spawnSync(process.execPath, [cli, 'tools.json'], {
      cwd: dir,
      encoding: 'utf8',
      ...(asRoot ? { uid: 65534, gid: 65534 } : {}),
    });
    assertUsageError(
      { code: r.status, stdout: r.stdout, stderr: r.stderr },
      /^toolwire: tools\.json: cannot read this file \(EACCES\)\.\n$/,
    );
  });
});
