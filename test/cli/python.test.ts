import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { runCli, tempProject } from './helpers/run';

const SERVER = `from typing import Any

from fastmcp import FastMCP

mcp = FastMCP("catalog")


@mcp.tool
def tag(item: str, metadata: dict[str, Any]) -> str:
    """Tag an item of the catalog with free-form metadata."""
    return item
`;
const LITERAL = `TOOLS = [
    {
        "name": "search",
        "description": "Search the docs for a phrase and return the best pages.",
        "input_schema": {"type": "object", "properties": {"tags": {"type": "array", "description": "Tags"}}},
    },
]
`;
/** A Python literal whose `"type": ["string"]` has a repair (`"type": "string"`, for Gemini). */
const REPAIRABLE = `TOOLS = [
    {
        "name": "search",
        "description": "Search the docs for a phrase and return the best pages.",
        "input_schema": {"type": "object", "properties": {"q": {"type": ["string"], "description": "The phrase"}}, "required": ["q"]},
    },
]
`;
const JSON_TOOLS = JSON.stringify([
  {
    name: 'search',
    description: 'Search the docs for a phrase and return the best pages.',
    input_schema: { type: 'object', properties: { tags: { type: 'array', description: 'Tags' } } },
  },
]);

interface JsonReport {
  files: { path: string; findings: { ruleId?: string; rule?: string }[] }[];
}
const paths = (stdout: string) => (JSON.parse(stdout) as JsonReport).files.map((f) => f.path).sort();
const ruleIds = (stdout: string) =>
  (JSON.parse(stdout) as JsonReport).files.flatMap((f) => f.findings.map((x) => x.ruleId ?? x.rule)).sort();

describe('toolwire on Python files', () => {
  it('walks a folder for .py files, skipping .venv, venv and __pycache__', async () => {
    const dir = tempProject({
      'src/server.py': SERVER,
      'src/util.py': 'def add(a: int, b: int) -> int:\n    return a + b\n',
      '.venv/lib/python3.11/site-packages/fastmcp/server.py': SERVER,
      'venv/lib/site.py': SERVER,
      'src/__pycache__/server.py': SERVER,
      'typings/server.pyi': SERVER,
    });
    const r = await runCli(['.', '--format', 'json', '--target', 'gemini'], { cwd: dir });
    assert.deepEqual(paths(r.stdout), ['src/server.py'], r.stderr);
    assert.ok(ruleIds(r.stdout).includes('keyword-unsupported'), r.stdout);
  });

  it('reports the same rule ids for a tool written as a Python literal as for the same tool in JSON', async () => {
    const dir = tempProject({ 'tools.py': LITERAL, 'tools.json': JSON_TOOLS });
    const py = await runCli(['tools.py', '--format', 'json'], { cwd: dir });
    const json = await runCli(['tools.json', '--format', 'json'], { cwd: dir });
    assert.ok(ruleIds(py.stdout).includes('items-missing'), py.stdout + py.stderr);
    assert.deepEqual(ruleIds(py.stdout), ruleIds(json.stdout));
  });

  it("counts only repairs as fixable: the evaluated tools' fixes are the author's, and --fix leaves the file", async () => {
    const dir = tempProject({ 'server.py': SERVER });
    const json = await runCli(['server.py', '--format', 'json', '--target', 'gemini'], { cwd: dir });
    const findings = (JSON.parse(json.stdout) as { files: { findings: { rule: string; fixable: boolean }[] }[] })
      .files[0].findings;
    assert.ok(
      findings.some((f) => f.rule === 'object-free-form'),
      json.stdout,
    );
    assert.deepEqual(
      findings.filter((f) => f.fixable).map((f) => f.rule),
      [],
    );
    const text = await runCli(['server.py', '--target', 'gemini'], { cwd: dir });
    assert.doesNotMatch(text.stdout, /can be repaired/);
    await runCli(['server.py', '--target', 'gemini', '--fix'], { cwd: dir });
    assert.equal(readFileSync(join(dir, 'server.py'), 'utf8'), SERVER);
  });

  it('counts and applies the repair of a Python literal, written in Python', async () => {
    const dir = tempProject({ 'tools.py': REPAIRABLE });
    const text = await runCli(['tools.py', '--target', 'gemini'], { cwd: dir });
    assert.match(text.stdout, /1 problem .*; 1 can be repaired with --fix\./);
    await runCli(['tools.py', '--target', 'gemini', '--fix'], { cwd: dir });
    assert.equal(readFileSync(join(dir, 'tools.py'), 'utf8'), REPAIRABLE.replace('["string"]', '"string"'));
  });
});
