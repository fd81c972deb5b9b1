import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, it } from 'node:test';
import { ROOT, run, underBuildLocks } from './pack';

/**
 * The pre-commit hook as a project uses it (docs/cli.md, "pre-commit"): a
 * `.pre-commit-config.yaml` naming a clone of this repository by a `file://` URL
 * at a commit, and `pre-commit run --all-files`. pre-commit reads the hook from
 * `.pre-commit-hooks.yaml` at that commit, clones it into its home and runs
 * `scripts/pre-commit-hook.sh` there with the files its `files` pattern picks.
 *
 * The commit is this repository's HEAD with the working tree's hook files and
 * the built dist/ added, marked as built: the hook's first-run build (`npm ci`
 * of every development dependency, then the bundles) takes minutes, so the
 * test starts from its result, and the dependencies dist/ requires are found
 * where Node looks for them from pre-commit's clone (a node_modules in
 * pre-commit's home, linked to this repository's).
 */
// A relative TOOLWIRE_PYTHON (.ci/run's) is taken from the repository root: the hook runs in a scratch folder.
const PYTHON =
  (process.env.TOOLWIRE_PYTHON?.includes('/')
    ? resolve(ROOT, process.env.TOOLWIRE_PYTHON)
    : process.env.TOOLWIRE_PYTHON) ??
  (existsSync(join(ROOT, 'out', 'python-env', 'bin', 'python'))
    ? join(ROOT, 'out', 'python-env', 'bin', 'python')
    : 'python3');

/** Why the test cannot run here (pre-commit not importable by PYTHON), or undefined. */
function missingPreCommit(): string | undefined {
  const r = spawnSync(PYTHON, ['-c', 'import pre_commit'], { encoding: 'utf8' });
  if (r.status === 0) return undefined;
  return `pre-commit is not importable by ${PYTHON} (TOOLWIRE_PYTHON, else out/python-env/bin/python, else python3): CI's scripts/python-env.sh installs it`;
}

const GIT = ['-c', 'user.name=Toolwire test', '-c', 'user.email=test@toolwire.invalid', '-c', 'commit.gpgsign=false'];

function git(cwd: string, ...args: string[]): string {
  const r = spawnSync('git', [...GIT, ...args], { cwd, encoding: 'utf8' });
  assert.equal(r.status, 0, `git ${args.join(' ')}: ${r.stderr}`);
  return r.stdout.trim();
}

/** A clone of this repository's HEAD with the hook files of the working tree and dist/ built, committed: its commit. */
function publishedClone(dir: string): string {
  git(dir, 'clone', '--quiet', '--depth', '1', `file://${ROOT}`, 'toolwire');
  const clone = join(dir, 'toolwire');
  for (const file of ['.pre-commit-hooks.yaml', 'scripts/pre-commit-hook.sh'])
    copyFileSync(join(ROOT, file), join(clone, file));
  mkdirSync(join(clone, 'dist'));
  const copied = underBuildLocks(`cp dist/*.js "${join(clone, 'dist')}/"`);
  assert.equal(copied.status, 0, copied.stderr);
  writeFileSync(join(clone, 'dist', '.pre-commit-built'), '');
  git(clone, 'add', '--force', '.pre-commit-hooks.yaml', 'scripts/pre-commit-hook.sh', 'dist');
  git(clone, 'commit', '--quiet', '--allow-empty', '-m', 'the hook, built');
  return git(clone, 'rev-parse', 'HEAD');
}

/** An Anthropic tool whose `words` argument has the type `type`. */
function toolFile(type: unknown): string {
  const words = { type, description: 'The words to look for.' };
  const tool = {
    name: 'find_notes',
    description: 'Find the notes that match the words given.',
    input_schema: { type: 'object', properties: { words }, required: ['words'] },
  };
  return JSON.stringify({ tools: [tool] }, null, 2) + '\n';
}

describe('the pre-commit hook, from a clone of the repository at a commit', { skip: missingPreCommit() }, () => {
  it('fails on a tool file with an error, naming it, and passes once it is fixed', { timeout: 120_000 }, async () => {
    const dir = mkdtempSync(join(tmpdir(), 'toolwire-pre-commit-'));
    const rev = publishedClone(dir);
    const home = join(dir, 'pre-commit-home');
    mkdirSync(home);
    symlinkSync(join(ROOT, 'node_modules'), join(home, 'node_modules'), 'dir');
    const project = join(dir, 'project');
    mkdirSync(project);
    git(project, 'init', '--quiet');
    const config = `repos:\n  - repo: file://${join(dir, 'toolwire')}\n    rev: ${rev}\n    hooks:\n      - id: toolwire\n`;
    writeFileSync(join(project, '.pre-commit-config.yaml'), config);
    writeFileSync(join(project, 'tools.json'), toolFile(['string', 'null']));
    writeFileSync(join(project, 'notes.txt'), 'Not a file the hook picks.\n');
    git(project, 'add', '.');
    const preCommit = () =>
      run(
        'env',
        [`PRE_COMMIT_HOME=${home}`, PYTHON, '-m', 'pre_commit', 'run', '--all-files', '--color', 'never'],
        project,
      );

    const bad = await preCommit();
    assert.equal(bad.code, 1, bad.output);
    assert.match(bad.output, /^toolwire\.+Failed$/m);
    assert.match(bad.output, /^tools\.json\n\s+\d+:\d+\s+error\s+`words` has a list of types: .*\btype-list$/m);
    assert.doesNotMatch(bad.output, /notes\.txt/);

    writeFileSync(join(project, 'tools.json'), toolFile('string'));
    git(project, 'add', 'tools.json');
    const good = await preCommit();
    assert.equal(good.code, 0, good.output);
    assert.match(good.output, /^toolwire\.+Passed$/m);
  });
});
