import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { fixAll } from '../../shared/src/index';
import { Progress } from '../../server/src/cli/progress';
import { workerCount } from '../../server/src/cli/pool';
import type { LintJob } from '../../server/src/cli/lint-file';
import { CLEAN, ITEMS_MISSING, REPAIRABLE } from './helpers/fixtures';
import { runCli, tempProject } from './helpers/run';

function manyFiles(n: number): Record<string, string> {
  const files: Record<string, string> = {};
  for (let i = 0; i < n; i++)
    files[`tools/${String(i).padStart(3, '0')}.json`] = [CLEAN, ITEMS_MISSING, REPAIRABLE][i % 3];
  return files;
}

describe('toolwire: worker threads', () => {
  it('gives the same report in worker threads as in one thread', async () => {
    const dir = tempProject(manyFiles(60));
    const one = await runCli(['--format', 'json', '.'], { cwd: dir, env: { TOOLWIRE_WORKERS: '0' } });
    const two = await runCli(['--format', 'json', '.'], { cwd: dir, env: { TOOLWIRE_WORKERS: '2' } });
    assert.equal(one.code, 1);
    assert.equal(two.code, one.code);
    assert.equal(two.stdout, one.stdout);
    assert.equal((JSON.parse(two.stdout) as { summary: { files: number } }).summary.files, 60);
  });

  it('--fix writes every file from the workers', async () => {
    const dir = tempProject(manyFiles(30));
    const r = await runCli(['--fix', '.'], { cwd: dir, env: { TOOLWIRE_WORKERS: '2' } });
    assert.ok(r.code === 0 || r.code === 1, r.stderr);
    for (let i = 2; i < 30; i += 3)
      assert.equal(readFileSync(join(dir, `tools/${String(i).padStart(3, '0')}.json`), 'utf8'), fixAll(REPAIRABLE));
  });

  it('uses min(cores, files) workers only when the files are big enough to repay them', () => {
    const jobs = (n: number, size: number): LintJob[] =>
      Array.from({ length: n }, (_, i) => ({
        path: `/${i}`,
        display: `${i}`,
        explicit: false,
        options: {},
        fix: 'none',
        size,
      }));
    assert.equal(workerCount(jobs(500, 2000), {}), 0, '1 MB: this thread alone');
    assert.ok(workerCount(jobs(1, 50e6), {}) <= 1, 'never more workers than files');
    assert.equal(workerCount(jobs(10, 2000), { TOOLWIRE_WORKERS: '3' }), 3);
    assert.equal(workerCount(jobs(2, 2000), { TOOLWIRE_WORKERS: '8' }), 2);
  });
});

describe('toolwire: progress line', () => {
  const tty = () => {
    const written: string[] = [];
    return { written, stream: { isTTY: true, write: (s: string) => written.push(s) > 0 } };
  };

  it('stays silent for the first second, then redraws in place, and erases itself', () => {
    let now = 0;
    const { written, stream } = tty();
    const progress = new Progress(100, stream, () => now);
    progress.update(10);
    now = 999;
    progress.update(20);
    assert.deepEqual(written, []);
    now = 1001;
    progress.update(30);
    assert.deepEqual(written, ['\r\u001b[Ktoolwire: 30/100 files']);
    now = 1050;
    progress.update(40);
    assert.equal(written.length, 1, 'at most every 100 ms');
    progress.done();
    assert.equal(written.at(-1), '\r\u001b[K');
  });

  it('never writes when stderr is not a terminal', () => {
    let now = 0;
    const written: string[] = [];
    const progress = new Progress(5, { isTTY: false, write: (s: string) => written.push(s) > 0 }, () => now);
    now = 5000;
    progress.update(3);
    progress.done();
    assert.deepEqual(written, []);
  });
});
