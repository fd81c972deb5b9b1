import assert from 'node:assert/strict';
import { closeSync, mkdirSync, mkdtempSync, openSync, rmSync, writeFileSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, describe, it } from 'node:test';
import { pythonPackages } from '../../shared/src/language/python/packages';
import { parseConfig, registerLanguage, type ToolwireConfig } from '../../shared/src/index';
import { planFile } from '../../server/src/config/load';
import { PythonPackageIndex } from '../../server/src/config/python-packages';
import { twonLanguage } from '../engine/language/twon';

/**
 * The host's answer to "which version of this Python distribution does this
 * file get": the virtual environment first, then a lockfile, then a
 * requirements pin; the range pyproject.toml or a requirements file declares.
 * Each case is a project written to a scratch folder.
 */
interface Case {
  name: string;
  files: Record<string, string>;
  file: string;
  ask: string;
  interpreter?: string;
  expected: { installed?: string; declared?: string } | undefined;
}

const SITE = '.venv/lib/python3.12/site-packages';
const metadata = (name: string, version: string) => `Metadata-Version: 2.4\nName: ${name}\nVersion: ${version}\n`;

const CASES: Case[] = [
  {
    name: "the project's .venv, by its dist-info folder, over the lockfile and the declared range",
    files: {
      [`${SITE}/pydantic-2.13.5.dist-info/METADATA`]: metadata('pydantic', '2.13.5'),
      [`${SITE}/fastmcp-4.0.10.dist-info/METADATA`]: metadata('fastmcp', '4.0.10'),
      'uv.lock': '[[package]]\nname = "fastmcp"\nversion = "2.12.4"\n',
      'pyproject.toml': '[project]\ndependencies = ["fastmcp>=2"]\n',
    },
    file: 'src/server/tools.py',
    ask: 'FastMCP',
    expected: { installed: '4.0.10', declared: '>=2' },
  },
  {
    name: 'a venv named venv, on Windows layout, a name normalized',
    files: { 'venv/Lib/site-packages/langchain_core-1.6.5.dist-info/METADATA': metadata('langchain-core', '1.6.5') },
    file: 'agent.py',
    ask: 'langchain.core',
    expected: { installed: '1.6.5' },
  },
  {
    name: 'a dist-info folder whose name says no version: its METADATA',
    files: { [`${SITE}/odd.dist-info/METADATA`]: metadata('mcp', '1.29.0') },
    file: 'server.py',
    ask: 'mcp',
    expected: { installed: '1.29.0' },
  },
  {
    name: 'a venv that lacks the package: not installed, the lockfile pin instead',
    files: {
      [`${SITE}/pydantic-2.13.5.dist-info/METADATA`]: metadata('pydantic', '2.13.5'),
      'poetry.lock': '[[package]]\nname = "mcp"\nversion = "1.16.0"\n',
      'pyproject.toml': '[tool.poetry.dependencies]\nmcp = "^1.10"\n',
    },
    file: 'app/main.py',
    ask: 'mcp',
    expected: { installed: '1.16.0', declared: '^1.10' },
  },
  {
    name: 'uv.lock of a workspace root, pyproject of the member',
    files: {
      'uv.lock': '[[package]]\nname = "pydantic"\nversion = "2.11.7"\n',
      'packages/api/pyproject.toml': '[project]\ndependencies = [\n  "pydantic>=2.11",\n]\n',
    },
    file: 'packages/api/src/api/tools.py',
    ask: 'pydantic',
    expected: { installed: '2.11.7', declared: '>=2.11' },
  },
  {
    name: 'requirements.txt: an exact pin is what is installed',
    files: { 'requirements.txt': 'mcp==1.29.0\n', 'requirements-dev.txt': 'mcp>=1\n' },
    file: 'server.py',
    ask: 'mcp',
    expected: { installed: '1.29.0', declared: '==1.29.0' },
  },
  {
    name: 'requirements-dev.txt: a range only',
    files: { 'requirements-dev.txt': 'langchain-core>=1.0,<2\n' },
    file: 'server.py',
    ask: 'langchain-core',
    expected: { declared: '>=1.0,<2' },
  },
  {
    name: 'the interpreter a setting names, over the .venv beside the file',
    files: {
      [`${SITE}/fastmcp-2.12.4.dist-info/METADATA`]: metadata('fastmcp', '2.12.4'),
      'envs/py312/lib/python3.12/site-packages/fastmcp-3.1.0.dist-info/METADATA': metadata('fastmcp', '3.1.0'),
    },
    file: 'server.py',
    interpreter: 'envs/py312/bin/python',
    ask: 'fastmcp',
    expected: { installed: '3.1.0' },
  },
  {
    name: 'nothing known of it',
    files: { 'pyproject.toml': '[project]\ndependencies = ["mcp"]\n' },
    file: 'server.py',
    ask: 'pydantic',
    expected: undefined,
  },
];

const scratch = mkdtempSync(join(tmpdir(), 'toolwire-python-packages-'));
after(() => rmSync(scratch, { recursive: true, force: true }));

function project(files: Record<string, string>): string {
  const root = mkdtempSync(join(scratch, 'p-'));
  for (const [rel, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, rel)), { recursive: true });
    writeFileSync(join(root, rel), text);
  }
  return root;
}

describe("the host's package versions for a Python file", () => {
  for (const c of CASES)
    it(c.name, () => {
      const root = project(c.files);
      const index = new PythonPackageIndex(root);
      const interpreter = c.interpreter && join(root, c.interpreter);
      assert.deepEqual(index.forFile(join(root, c.file), interpreter)(c.ask), c.expected);
    });

  it('reads a change after forget(), not before', () => {
    const root = project({ 'requirements.txt': 'mcp==1.0.0\n' });
    const index = new PythonPackageIndex(root);
    const file = join(root, 'server.py');
    assert.equal(index.forFile(file)('mcp')?.installed, '1.0.0');
    writeFileSync(join(root, 'requirements.txt'), 'mcp==2.0.0\n');
    assert.equal(index.forFile(file)('mcp')?.installed, '1.0.0');
    index.forget();
    assert.equal(index.forFile(file)('mcp')?.installed, '2.0.0');
  });

  it('reads a 50 MB uv.lock in bounded time, and finds its last package', () => {
    const root = project({});
    const fd = openSync(join(root, 'uv.lock'), 'w');
    const block = '[[package]]\nname = "filler"\nversion = "1.0.0"\ndependencies = [{ name = "x" }]\n'.repeat(10_000);
    for (let written = 0; written < 50 << 20; written += block.length) writeSync(fd, block);
    writeSync(fd, '[[package]]\nname = "pydantic"\nversion = "2.13.5"\n');
    closeSync(fd);
    const started = performance.now();
    const answer = new PythonPackageIndex(root).forFile(join(root, 'a.py'))('pydantic');
    const ms = performance.now() - started;
    assert.deepEqual(answer, { installed: '2.13.5' });
    assert.ok(ms < 10_000, `${Math.round(ms)} ms`);
  });

  it("is what a registered language whose packages are PyPI's gets, through planFile and the interpreter setting", () => {
    registerLanguage({ ...twonLanguage, id: 'pyish', extensions: ['.pyish'], packages: pythonPackages });
    const root = project({
      [`${SITE}/mcp-1.29.0.dist-info/METADATA`]: metadata('mcp', '1.29.0'),
      'py/lib/python3.13/site-packages/mcp-2.3.0.dist-info/METADATA': metadata('mcp', '2.3.0'),
    });
    const file = join(root, 'server.pyish');
    const answer = (settings: ToolwireConfig) => {
      const { packages } = planFile(file, root, {}, settings).options;
      return typeof packages === 'function' ? packages('mcp') : packages;
    };
    assert.deepEqual(answer({}), { installed: '1.29.0' });
    assert.deepEqual(answer({ python: { interpreter: join(root, 'py/bin/python3') } }), { installed: '2.3.0' });
  });
});

describe('the python.interpreter setting, read as the config file reads it', () => {
  it('takes a path, and an empty one as none', () => {
    assert.deepEqual(parseConfig('{ "python": { "interpreter": "/usr/bin/python3" } }'), {
      config: { python: { interpreter: '/usr/bin/python3' } },
      problems: [],
    });
    assert.deepEqual(parseConfig('{ "python": { "interpreter": "" } }').config, { python: {} });
  });

  for (const text of [
    '{ "python": "/usr/bin/python3" }',
    '{ "python": { "interpreter": 3 } }',
    '{ "python": { "venv": "x" } }',
  ])
    it(`refuses ${text} with a problem, not a throw`, () => {
      const { config, problems } = parseConfig(text);
      assert.deepEqual(config, {});
      assert.equal(problems.length, 1);
      assert.match(problems[0].message, /"python" is/);
    });
});
