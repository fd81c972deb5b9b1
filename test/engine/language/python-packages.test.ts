import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  distInfoFolder,
  lockedReader,
  metadataOf,
  normalizeName,
  pinnedVersion,
  pyprojectReader,
  readLines,
  requirementOf,
  requirementsReader,
  type LineReader,
} from '../../../shared/src/language/python/packages';

/** The pure readers of a Python project's manifests: each case a file's text, a name asked, and the answer. */
interface Case {
  name: string;
  reader: (name: string) => LineReader;
  text: string;
  ask: string;
  expected: string | undefined;
}

const UV_LOCK = `version = 1
requires-python = ">=3.10"

[[package]]
name = "annotated-types"
version = "0.7.0"
source = { registry = "https://pypi.org/simple" }

[[package]]
name = "pydantic"
version = "2.13.5"
dependencies = [
    { name = "annotated-types" },
    { name = "pydantic-core" },
]

[package.optional-dependencies]
email = [{ name = "email-validator" }]

[[package]]
name = "pydantic-core"
version = "2.41.5"
`;

const POETRY_LOCK = `[[package]]
name = "fastmcp"
version = "2.12.4"
description = "The fast, Pythonic way to build MCP servers."
optional = false

[package.dependencies]
mcp = ">=1.12.4,<2.0.0"

[[package]]
name = "mcp"
version = "1.16.0"
`;

const PYPROJECT = `[project]
name = "server"
dependencies = [
  "fastmcp>=2.10,<3",  # the server
  'pydantic[email] ~= 2.11',
  "Langchain_Core==1.6.5 ; python_version >= '3.10'",
]

[project.optional-dependencies]
dev = ["pytest>=8", "mcp"]

[tool.poetry.dependencies]
python = "^3.10"
openai = "^1.40"
anthropic = { version = "^0.40", extras = ["bedrock"] }
local-lib = { path = "../lib" }
`;

const REQUIREMENTS = `# pinned by pip-compile
--index-url https://pypi.org/simple
-r base.txt
mcp==1.29.0 \\
    --hash=sha256:0123
pydantic>=2.0,<3  # any 2.x
fastmcp @ git+https://github.com/jlowin/fastmcp@v2.12.0
-e ./local
`;

const CASES: Case[] = [
  { name: 'uv.lock: a package table', reader: lockedReader, text: UV_LOCK, ask: 'pydantic', expected: '2.13.5' },
  {
    name: 'uv.lock: a name written otherwise',
    reader: lockedReader,
    text: UV_LOCK,
    ask: 'Pydantic_Core',
    expected: '2.41.5',
  },
  {
    name: 'uv.lock: a dependency only, not a package',
    reader: lockedReader,
    text: UV_LOCK,
    ask: 'email-validator',
    expected: undefined,
  },
  {
    name: 'poetry.lock: the package, not its dependency ranges',
    reader: lockedReader,
    text: POETRY_LOCK,
    ask: 'mcp',
    expected: '1.16.0',
  },
  {
    name: 'poetry.lock: the first package',
    reader: lockedReader,
    text: POETRY_LOCK,
    ask: 'fastmcp',
    expected: '2.12.4',
  },
  {
    name: 'pyproject: PEP 621, a comment after',
    reader: pyprojectReader,
    text: PYPROJECT,
    ask: 'fastmcp',
    expected: '>=2.10,<3',
  },
  {
    name: 'pyproject: extras and spaces',
    reader: pyprojectReader,
    text: PYPROJECT,
    ask: 'pydantic',
    expected: '~=2.11',
  },
  {
    name: 'pyproject: a marker dropped, the name normalized',
    reader: pyprojectReader,
    text: PYPROJECT,
    ask: 'langchain-core',
    expected: '==1.6.5',
  },
  {
    name: 'pyproject: an optional dependency with no version',
    reader: pyprojectReader,
    text: PYPROJECT,
    ask: 'mcp',
    expected: '*',
  },
  { name: 'pyproject: Poetry, a string', reader: pyprojectReader, text: PYPROJECT, ask: 'openai', expected: '^1.40' },
  { name: 'pyproject: Poetry, a table', reader: pyprojectReader, text: PYPROJECT, ask: 'anthropic', expected: '^0.40' },
  { name: 'pyproject: Poetry, a path', reader: pyprojectReader, text: PYPROJECT, ask: 'local-lib', expected: '*' },
  {
    name: 'pyproject: the project itself is no dependency',
    reader: pyprojectReader,
    text: PYPROJECT,
    ask: 'server',
    expected: undefined,
  },
  {
    name: 'requirements: a pin with hashes',
    reader: requirementsReader,
    text: REQUIREMENTS,
    ask: 'mcp',
    expected: '==1.29.0',
  },
  {
    name: 'requirements: a range, a comment after',
    reader: requirementsReader,
    text: REQUIREMENTS,
    ask: 'pydantic',
    expected: '>=2.0,<3',
  },
  {
    name: 'requirements: a URL',
    reader: requirementsReader,
    text: REQUIREMENTS,
    ask: 'fastmcp',
    expected: '@ git+https://github.com/jlowin/fastmcp@v2.12.0',
  },
  {
    name: 'requirements: an option is no requirement',
    reader: requirementsReader,
    text: REQUIREMENTS,
    ask: 'base-txt',
    expected: undefined,
  },
];

describe("a Python project's manifests, read as text", () => {
  for (const c of CASES) it(c.name, () => assert.equal(readLines(c.reader(c.ask), c.text), c.expected));

  it('stops reading once the answer is known', () => {
    const reader = lockedReader('pydantic');
    const lines = UV_LOCK.split('\n');
    const at = lines.findIndex((line) => reader.line(line));
    assert.equal(lines[at], 'version = "2.13.5"');
  });
});

describe('names, requirements and installed distributions', () => {
  it('normalizes names as PEP 503', () => {
    for (const name of ['Pydantic_Core', 'pydantic.core', 'pydantic--core', 'PYDANTIC-_.CORE'])
      assert.equal(normalizeName(name), 'pydantic-core');
  });

  it('reads a requirement, or refuses what is none', () => {
    assert.deepEqual(requirementOf('mcp[cli] (>=1.2)'), { name: 'mcp', spec: '>=1.2' });
    assert.equal(requirementOf('not a requirement'), undefined);
    assert.equal(requirementOf(''), undefined);
  });

  it('takes a version from an exact pin only', () => {
    assert.equal(pinnedVersion('==2.13.5'), '2.13.5');
    assert.equal(pinnedVersion('===1.0'), '1.0');
    for (const spec of ['>=2', '==2.*', '==2.0,<3', '*']) assert.equal(pinnedVersion(spec), undefined, spec);
  });

  it('reads a dist-info folder name, and METADATA headers before the description', () => {
    assert.deepEqual(distInfoFolder('pydantic_core-2.41.5.dist-info'), { name: 'pydantic-core', version: '2.41.5' });
    assert.equal(distInfoFolder('pydantic_core'), undefined);
    const metadata = 'Metadata-Version: 2.4\nName: FastMCP\nVersion: 4.0.10\n\nVersion: 9.9.9 in the description\n';
    assert.deepEqual(metadataOf(metadata), { name: 'fastmcp', version: '4.0.10' });
    assert.equal(metadataOf('Name: x\n\nVersion: 1.0\n'), undefined);
  });
});
