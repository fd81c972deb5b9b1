import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { applyEdits, lint } from '../../../shared/src/index';

/** One MCP tool (zod 4) whose only input is `input`, as written. */
function tool(input: string): string {
  return [
    "import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';",
    "import { z } from 'zod';",
    "const server = new McpServer({ name: 'n', version: '1.0.0' });",
    `server.registerTool('find', { description: 'Find the notes that match.', inputSchema: { x: ${input} } }, h);`,
  ].join('\n');
}

const PACKAGES = { zod: '4.6.7', '@modelcontextprotocol/sdk': '1.32.2' };

describe('zod: .nullable() said in what the SDK writes', () => {
  const cases: Array<[string, string, string, RegExp]> = [
    [
      'a bare type: a list of types',
      "z.string().nullable().describe('X.')",
      'type-list',
      /^`\.nullable\(\)` becomes the list of types `\["string", "null"\]`\. /,
    ],
    [
      'a type with keywords: anyOf with a null branch',
      "z.number().int().nullable().describe('X.')",
      'type-unknown',
      /^`\.nullable\(\)` becomes `anyOf: \[T, \{"type": "null"\}\]`\. anyOf\[1\] of `x` has type "null", /,
    ],
    [
      'an enum: anyOf too',
      "z.enum(['a', 'b']).nullable().describe('X.')",
      'type-unknown',
      /has type "null", which is not one of/,
    ],
    [
      'z.nullable(...) as the base',
      "z.nullable(z.string()).describe('X.')",
      'type-list',
      /^`z\.nullable\(\.\.\.\)` becomes the list of types `\["string", "null"\]`/,
    ],
  ];
  for (const [name, input, rule, message] of cases)
    it(name, () => {
      const found = lint(tool(input), { fileName: 'server.ts', packages: PACKAGES, fixes: false }).findings;
      const finding = found.find((f) => f.rule === rule);
      assert.ok(finding, found.map((f) => f.rule).join());
      assert.match(finding.message, message);
      assert.doesNotMatch(finding.message, /has type nullable/);
    });
});

describe('zod: the quick fix of a null branch is written in zod', () => {
  it('anyOf [T, {"type": "null"}]: `.nullable()` becomes `.optional()`, offered, never applied in bulk', () => {
    const text = tool("z.number().int().nullable().describe('X.')");
    const found = lint(text, { fileName: 'server.ts', packages: PACKAGES }).findings;
    const finding = found.find((f) => f.rule === 'type-unknown')!;
    assert.equal(finding.fixable, false);
    assert.deepEqual(
      finding.fixes.map((f) => f.kind),
      ['authoring'],
    );
    assert.match(finding.fixes[0].title, /^`\.nullable\(\)` → `\.optional\(\)`/);
    assert.equal(applyEdits(text, finding.fixes[0].edits), tool("z.number().int().optional().describe('X.')"));
  });

  it('the same fix in JSON drops the null branch and keeps the rest of the schema', () => {
    const text =
      '{"tools": [{"name": "find", "description": "Find the notes that match.", "inputSchema": {"type": "object", "properties": {"x": {"anyOf": [{"type": "integer", "minimum": 0}, {"type": "null"}], "description": "X."}}}}]}';
    const finding = lint(text).findings.find((f) => f.rule === 'type-unknown')!;
    const fix = finding.fixes.find((f) => f.title.startsWith('Drop the `null` branch'))!;
    assert.equal(fix.kind, 'authoring');
    const fixed = JSON.parse(applyEdits(text, fix.edits)) as {
      tools: [{ inputSchema: { properties: { x: unknown } } }];
    };
    assert.deepEqual(fixed.tools[0].inputSchema.properties.x, { type: 'integer', minimum: 0, description: 'X.' });
  });
});
