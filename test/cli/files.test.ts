import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { lint } from '../../shared/src/index';
import { CLEAN, ITEMS_MISSING, NOT_TOOLS } from './helpers/fixtures';
import { runCli, tempProject } from './helpers/run';

interface JsonReport {
  version: string;
  files: { path: string; findings: Record<string, unknown>[] }[];
  summary: { files: number; tools: number; errors: number; warnings: number };
}

describe('toolwire <files>: exit codes and the stylish and json formats', () => {
  it('exits 0 on a clean file and says so', async () => {
    const dir = tempProject({ 'clean.json': CLEAN });
    const r = await runCli(['clean.json'], { cwd: dir });
    assert.equal(r.code, 0, r.stderr);
    assert.match(r.stdout, /No problems \(1 file, 1 tool\)/);
    assert.equal(r.stderr, '');
  });

  it('exits 1 and prints file:line:col, severity, message and rule id when an error remains', async () => {
    const dir = tempProject({ 'tools.json': ITEMS_MISSING });
    const r = await runCli(['tools.json'], { cwd: dir });
    assert.equal(r.code, 1);
    const line = r.stdout.split('\n').find((l) => l.includes('items-missing'));
    assert.ok(line, r.stdout);
    // "tags" sits on line 10, column 11 of the fixture.
    assert.match(line, /^\s+10:11\s+error\s+`tags` is an array with no `items`.*\s+items-missing$/);
    assert.match(r.stdout, /^tools\.json$/m);
    assert.match(r.stdout, /✖ \d+ problems? \(1 error,/);
    assert.doesNotMatch(r.stdout, /\u001b\[/, 'no colour when stdout is not a terminal');
  });

  it('colours the stylish report with FORCE_COLOR and not with NO_COLOR', async () => {
    const dir = tempProject({ 'tools.json': ITEMS_MISSING });
    assert.match((await runCli(['tools.json'], { cwd: dir, env: { FORCE_COLOR: '1' } })).stdout, /\u001b\[31m/);
    assert.doesNotMatch((await runCli(['tools.json'], { cwd: dir, env: { NO_COLOR: '1' } })).stdout, /\u001b\[/);
  });

  it('json: the documented shape, 1-based positions in UTF-16 units, the same findings as the engine', async () => {
    // An astral character before the finding: 2 UTF-16 units, so columns count it twice.
    const text = ITEMS_MISSING.replace('"Tags to attach."', '"Tags 😀."').replace('"tags": {', '"😀": 1, "tags": {');
    const dir = tempProject({ 'tools.json': text });
    const r = await runCli(['--format', 'json', 'tools.json'], { cwd: dir });
    assert.equal(r.code, 1, r.stderr);
    const report = JSON.parse(r.stdout) as JsonReport;
    assert.match(report.version, /^\d+\.\d+\.\d+/);
    assert.equal(report.files.length, 1);
    assert.equal(report.files[0].path, 'tools.json');
    const engine = lint(text, { fileName: 'tools.json', fixes: false }).findings;
    assert.equal(report.files[0].findings.length, engine.length);
    const finding = report.files[0].findings.find((f) => f.rule === 'items-missing')!;
    assert.deepEqual(Object.keys(finding), [
      'rule',
      'severity',
      'message',
      'line',
      'column',
      'endLine',
      'endColumn',
      'offset',
      'length',
      'pointer',
      'tool',
      'providers',
      'fixable',
    ]);
    const lineText = text.split('\n')[9];
    assert.equal(finding.line, 10);
    assert.equal(finding.column, lineText.indexOf('"tags"') + 1);
    assert.equal(finding.endColumn, lineText.indexOf('"tags"') + 1 + '"tags"'.length);
    assert.equal(finding.offset, text.indexOf('"tags"'));
    assert.equal(finding.pointer, '/tools/0/inputSchema/properties/tags');
    assert.equal(finding.tool, 'tag_note');
    assert.equal(report.summary.files, 1);
    assert.equal(report.summary.tools, 1);
    assert.equal(report.summary.errors, engine.filter((f) => f.severity === 'error').length);
    assert.equal(report.summary.warnings, engine.filter((f) => f.severity === 'warning').length);
  });

  it('walks folders for .json and .jsonc, skips files without tools, respects .gitignore', async () => {
    const dir = tempProject({
      'tools/a.json': ITEMS_MISSING,
      'tools/b.jsonc': `// a comment\n${CLEAN}`,
      'tools/package-ish.json': NOT_TOOLS,
      'tools/notes.txt': ITEMS_MISSING,
      'build/generated.json': ITEMS_MISSING,
      'node_modules/dep/tools.json': ITEMS_MISSING,
      '.gitignore': 'build/\n',
    });
    const r = await runCli(['--format', 'json', '.'], { cwd: dir });
    const report = JSON.parse(r.stdout) as JsonReport;
    assert.deepEqual(
      report.files.map((f) => f.path),
      ['tools/a.json', 'tools/b.jsonc'],
    );
    assert.equal(r.code, 1);
  });

  it('reports a named file that holds no tools, and exits 0', async () => {
    const dir = tempProject({ 'package-ish.json': NOT_TOOLS });
    const r = await runCli(['package-ish.json'], { cwd: dir });
    assert.equal(r.code, 0, r.stderr);
    assert.match(r.stdout, /package-ish\.json.*no tool definitions found/);
  });

  it('--quiet hides warnings and infos; --max-warnings fails the run when they exceed it', async () => {
    const weak = CLEAN.replace(/"Look up[^"]*"/, '"Weather."');
    const dir = tempProject({ 'weak.json': weak });
    const warnings = lint(weak, { fixes: false }).findings.filter((f) => f.severity === 'warning').length;
    assert.ok(warnings > 0, 'the fixture has a warning (a too short description)');
    const plain = await runCli(['--format', 'json', 'weak.json'], { cwd: dir });
    assert.equal(plain.code, 0);
    const quiet = JSON.parse(
      (await runCli(['--format', 'json', '--quiet', 'weak.json'], { cwd: dir })).stdout,
    ) as JsonReport;
    assert.deepEqual(quiet.files[0].findings, []);
    const strict = await runCli(['--max-warnings', '0', 'weak.json'], { cwd: dir });
    assert.equal(strict.code, 1);
    assert.match(strict.stderr, new RegExp(`${warnings} warnings?, more than --max-warnings 0`));
    assert.equal((await runCli(['--max-warnings', String(warnings), 'weak.json'], { cwd: dir })).code, 0);
  });

  it('--rule turns a rule off or changes its severity; --target narrows the providers', async () => {
    const dir = tempProject({ 'tools.json': ITEMS_MISSING });
    const off = JSON.parse(
      (await runCli(['--format', 'json', '--rule', 'items-missing=off', 'tools.json'], { cwd: dir })).stdout,
    ) as JsonReport;
    assert.ok(!off.files[0].findings.some((f) => f.rule === 'items-missing'));
    const warn = await runCli(['--format', 'json', '--rule', 'items-missing=warning', 'tools.json'], { cwd: dir });
    assert.equal(
      (JSON.parse(warn.stdout) as JsonReport).files[0].findings.find((f) => f.rule === 'items-missing')?.severity,
      'warning',
    );
    const anthropic = JSON.parse(
      (await runCli(['--format', 'json', '--target', 'anthropic', 'tools.json'], { cwd: dir })).stdout,
    ) as JsonReport;
    assert.ok(
      !anthropic.files[0].findings.some((f) => f.rule === 'items-missing'),
      'Anthropic accepts an array without items',
    );
  });

  it('--version and --help', async () => {
    assert.match((await runCli(['--version'])).stdout, /^\d+\.\d+\.\d+\n$/);
    const help = await runCli(['--help']);
    assert.equal(help.code, 0);
    for (const flag of [
      '--target',
      '--config',
      '--rule',
      '--quiet',
      '--max-warnings',
      '--format',
      '--fix',
      '--fix-dry-run',
      '--stdin',
      '--stdin-filename',
    ])
      assert.ok(help.stdout.includes(flag), flag);
  });
});
