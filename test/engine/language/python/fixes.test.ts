import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { applyEdits, lint } from '../../../../shared/src/index';

const server = (signature: string) =>
  `from typing import Optional, Union\nfrom fastmcp import FastMCP\nmcp = FastMCP("x")\n\n@mcp.tool\ndef find(${signature}) -> str:\n    """Find the items that match a query, if one is given."""\n    return ""\n`;

/** Each nullable annotation, and what the fix that drops its null branch writes (Vertex AI has no NULL type). */
const CASES: Array<[string, string]> = [
  ['query: Optional[str] = None', 'query: str = None'],
  ['query: str | None = None', 'query: str = None'],
  ['query: None | str = None', 'query: str = None'],
  ['query: Union[str, None] = None', 'query: str = None'],
  ['query: Optional[list[str]] = None', 'query: list[str] = None'],
];

describe('fixes written in Python', () => {
  for (const [signature, fixed] of CASES)
    it(`${signature} → ${fixed}`, () => {
      const text = server(signature);
      const out = lint(text, { fileName: 'server.py', targets: ['vertex'] });
      const finding = out.findings.find((f) => f.rule === 'type-unknown');
      assert.ok(finding, out.findings.map((f) => f.rule).join());
      const fix = finding.fixes.find((f) => f.title.includes('→'));
      assert.ok(fix, finding.fixes.map((f) => f.title).join(' | '));
      assert.equal(fix.kind, 'authoring');
      const after = applyEdits(text, fix.edits);
      assert.equal(after, server(fixed));
      assert.ok(
        !lint(after, { fileName: 'server.py', targets: ['vertex'] }).findings.some((f) => f.rule === 'type-unknown'),
      );
    });

  it('offers no edit where Python cannot say the change (a def name, a docstring)', () => {
    const text = server('query: str');
    for (const f of lint(text, { fileName: 'server.py', targets: ['gemini', 'openai-strict'] }).findings)
      for (const fix of f.fixes)
        for (const e of fix.edits) assert.ok(!/^\s*"""/.test(text.slice(e.offset, e.offset + 3)), f.rule);
  });
});
