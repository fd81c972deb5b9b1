import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { lint } from '../../../shared/src/index';

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
