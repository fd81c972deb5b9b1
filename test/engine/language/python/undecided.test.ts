import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { lint } from '../../../../shared/src/index';

/**
 * Issue 25 item 4: where the SDK's line is not decided (no version known, the import names none),
 * say which converters disagree, and give no error only one of them would cause.
 */
const SERVER = (from: string) => `from typing import Any
${from}

mcp = FastMCP("s")


@mcp.tool
def only_positional(a: int, /, b: str) -> str:
    """Only fastmcp 4 refuses positional-only parameters."""
    return b


@mcp.tool
def with_metadata(query: str, metadata: dict[str, Any]) -> str:
    """Every line sends metadata as a map, which Gemini refuses."""
    return query
`;

const FASTMCP = SERVER('from fastmcp import FastMCP');

function findings(text: string, packages: Record<string, string> | undefined) {
  return lint(text, { fileName: 'server.py', targets: ['gemini'], packages }).findings;
}

const one = (list: ReturnType<typeof findings>, rule: string, tool: string) => {
  const found = list.filter((f) => f.rule === rule && f.tool === tool);
  assert.equal(found.length, 1, `${rule} on ${tool}: ${JSON.stringify(list.map((f) => [f.rule, f.tool]))}`);
  return found[0];
};

describe('Python: an undecided SDK line', () => {
  it('an exception only the newest fastmcp raises is a warning naming a line that sends the tool', () => {
    const thrown = one(findings(FASTMCP, {}), 'converter-throws', 'only_positional');
    assert.equal(thrown.severity, 'warning');
    assert.match(thrown.message, /positional-only/);
    assert.match(thrown.message, /\(no version of fastmcp is known: FastMCP [23]\.x sends this tool\.\)$/);
  });

  it('an error every line causes stays an error', () => {
    const map = one(findings(FASTMCP, {}), 'keyword-unsupported', 'with_metadata');
    assert.equal(map.severity, 'error');
    assert.doesNotMatch(map.message, /no version of fastmcp is known:/);
  });

  const decided: Array<[string, string, Record<string, string> | undefined]> = [
    ['fastmcp 4 installed', FASTMCP, { fastmcp: '4.0.10' }],
    ['no host asked for versions (the newest line, as the hover says)', FASTMCP, undefined],
  ];
  for (const [name, text, packages] of decided)
    it(`decided, ${name}: the exception is an error`, () => {
      const thrown = one(findings(text, packages), 'converter-throws', 'only_positional');
      assert.equal(thrown.severity, 'error');
      assert.doesNotMatch(thrown.message, /sends this tool/);
    });

  it('fastmcp 2 installed: no exception, and nothing hedged', () => {
    const list = findings(FASTMCP, { fastmcp: '2.12.5' });
    assert.equal(list.filter((f) => f.rule === 'converter-throws').length, 0);
    assert.equal(list.filter((f) => /is known:/.test(f.message)).length, 0);
  });

  it("mcp's import path names its line: no version known, nothing hedged", () => {
    const text = SERVER('from mcp.server.fastmcp import FastMCP');
    assert.equal(lint(text, { fileName: 'server.py', packages: {} }).tools.length, 2);
    assert.equal(findings(text, {}).filter((f) => /is known:/.test(f.message)).length, 0);
  });
});
