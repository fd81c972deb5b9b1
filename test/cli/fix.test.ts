import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { fixAll, lint, parseJson } from '../../shared/src/index';
import { REPAIRABLE } from './helpers/fixtures';
import { runCli, tempProject } from './helpers/run';

const fixableCount = (text: string) => lint(text, { fixes: false }).findings.filter((f) => f.fixable).length;

describe('toolwire --fix, --fix-dry-run and --stdin', () => {
  it('the fixture has safe repairs (else the tests below prove nothing)', () => {
    assert.ok(fixableCount(REPAIRABLE) > 0);
  });

  it('--fix writes every safe repair; the file parses, has no repairable finding, and a second --fix changes nothing', async () => {
    const dir = tempProject({ 'tools.json': REPAIRABLE });
    const file = join(dir, 'tools.json');
    const first = await runCli(['--fix', 'tools.json'], { cwd: dir });
    assert.ok(first.code === 0 || first.code === 1, first.stderr);
    const fixed = readFileSync(file, 'utf8');
    assert.notEqual(fixed, REPAIRABLE);
    assert.equal(fixed, fixAll(REPAIRABLE), "the same text as the engine's fix-all");
    assert.deepEqual(parseJson(fixed).errors, []);
    assert.equal(fixableCount(fixed), 0);
    assert.match(first.stdout, /tools\.json \(\d+ repairs? written\)/);
    assert.doesNotMatch(first.stdout, /can be repaired/);
    const second = await runCli(['--fix', '--format', 'json', 'tools.json'], { cwd: dir });
    assert.equal(readFileSync(file, 'utf8'), fixed);
    assert.equal(second.code, first.code);
  });

  it('--fix-dry-run prints a unified diff and leaves the file alone', async () => {
    const dir = tempProject({ 'tools.json': REPAIRABLE });
    const r = await runCli(['--fix-dry-run', 'tools.json'], { cwd: dir });
    assert.ok(r.code === 0 || r.code === 1, r.stderr);
    assert.equal(readFileSync(join(dir, 'tools.json'), 'utf8'), REPAIRABLE);
    assert.match(r.stdout, /^--- a\/tools\.json\n\+\+\+ b\/tools\.json\n@@ -\d+,\d+ \+\d+,\d+ @@/m);
    // Applying the diff's + and - lines gives the engine's fix-all.
    const added = r.stdout.split('\n').filter((l) => l.startsWith('+') && !l.startsWith('+++'));
    assert.ok(added.length > 0);
    for (const l of added) assert.ok(fixAll(REPAIRABLE).includes(l.slice(1)), l);
  });

  it('--fix and --fix-dry-run leave a file with syntax errors alone and say so', async () => {
    const broken = REPAIRABLE.replace('"required": ["title"]', '"required": ["title"],,');
    assert.ok(
      lint(broken).parseErrors.length > 0 && fixableCount(broken.replace(',,', '')) > 0,
      'broken, and repairable once the syntax is right',
    );
    const dir = tempProject({ 'tools.json': broken });
    const fixed = await runCli(['--fix', 'tools.json'], { cwd: dir });
    assert.equal(readFileSync(join(dir, 'tools.json'), 'utf8'), broken);
    assert.match(fixed.stdout, /^tools\.json \(not fixed: the file has syntax errors\)$/m);
    assert.doesNotMatch(fixed.stdout, /repairs? written/);
    const dry = await runCli(['--fix-dry-run', 'tools.json'], { cwd: dir });
    assert.match(dry.stdout, /^tools\.json \(not fixed: the file has syntax errors\)$/m);
    assert.doesNotMatch(dry.stdout, /^--- a\//m, 'no diff');
    // Without --fix, no finding is offered as repairable while the syntax is broken.
    const plain = await runCli(['--format', 'json', 'tools.json'], { cwd: dir });
    const report = JSON.parse(plain.stdout) as { files: { findings: { rule: string; fixable: boolean }[] }[] };
    assert.ok(report.files[0].findings.some((f) => f.rule === 'parse-error'));
    assert.ok(report.files[0].findings.every((f) => !f.fixable));
    assert.doesNotMatch((await runCli(['tools.json'], { cwd: dir })).stdout, /can be repaired/);
  });

  it("--stdin lints standard input under --stdin-filename, with that file's config", async () => {
    const dir = tempProject({ 'toolwire.config.json': '{"rules": {"items-missing": "warning"}}', 'tools/x.json': '' });
    const text = REPAIRABLE.replace(
      '"description": "One-line summary." }',
      '"description": "One-line summary." }, "labels": {"type": "array", "description": "Labels."}',
    );
    const r = await runCli(['--stdin', '--stdin-filename', 'tools/x.json', '--format', 'json'], {
      cwd: dir,
      stdin: text,
    });
    const report = JSON.parse(r.stdout) as {
      files: { path: string; findings: { rule: string; severity: string }[] }[];
    };
    assert.equal(report.files[0].path, 'tools/x.json');
    assert.equal(
      report.files[0].findings.find((f) => f.rule === 'items-missing')?.severity,
      'warning',
      'the config found from the stdin file name applies',
    );
    const dry = await runCli(['--stdin', '--fix-dry-run'], { cwd: dir, stdin: REPAIRABLE });
    assert.match(dry.stdout, /^--- a\/<stdin>/m);
  });
});
