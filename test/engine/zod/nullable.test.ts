import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { applyEdits, fixAll, lint, type ProviderId } from '../../../shared/src/index';

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

/** One case of the target-dependent fix: the input, where it is linted, and the zod the fix writes (none: no fix). */
interface FixCase {
  name: string;
  input: string;
  targets: ProviderId[];
  zod?: string;
  rule: string;
  title?: string;
  after?: string;
  message?: RegExp;
}

const OPTIONAL_INSTEAD = 'Use `.optional()` instead of `.nullable()`';
const NULLABLE_INSTEAD = 'Use `.nullable()` instead of `.optional()`';
const NO_FORM = /No form of it passes every target: OpenAI strict mode requires every property/;

const FIX_CASES: FixCase[] = [
  {
    name: 'a type list at Gemini: `.optional()`',
    input: "z.number().nullable().describe('X.')",
    targets: ['gemini'],
    rule: 'type-list',
    title: OPTIONAL_INSTEAD,
    after: "z.number().optional().describe('X.')",
  },
  {
    name: 'a type list at Gemini with Anthropic strict, which keeps optional properties: `.optional()`',
    input: "z.number().nullable().describe('X.')",
    targets: ['gemini', 'anthropic-strict'],
    rule: 'type-list',
    title: OPTIONAL_INSTEAD,
    after: "z.number().optional().describe('X.')",
  },
  {
    name: 'a type list at Gemini with OpenAI strict: no form passes both, and the message says so',
    input: "z.number().nullable().describe('X.')",
    targets: ['gemini', 'openai-strict'],
    rule: 'type-list',
    message: NO_FORM,
  },
  {
    name: 'a null branch at Vertex AI: `.optional()`',
    input: "z.number().int().nullable().describe('X.')",
    targets: ['vertex'],
    rule: 'type-unknown',
    title: OPTIONAL_INSTEAD,
    after: "z.number().int().optional().describe('X.')",
  },
  {
    name: 'a null branch at Vertex AI with OpenAI strict: no form passes both',
    input: "z.number().int().nullable().describe('X.')",
    targets: ['vertex', 'openai-strict'],
    rule: 'type-unknown',
    message: NO_FORM,
  },
  {
    name: 'an optional property at OpenAI strict: `.nullable()`',
    input: "z.number().optional().describe('X.')",
    targets: ['openai-strict'],
    rule: 'strict-required-all',
    title: NULLABLE_INSTEAD,
    after: "z.number().nullable().describe('X.')",
  },
  {
    name: 'with Gemini too, on zod 4.6: `.nullable()` is a type list Gemini refuses, so no fix',
    input: "z.number().optional().describe('X.')",
    targets: ['openai-strict', 'gemini'],
    rule: 'strict-required-all',
    message: /pull opposite ways: `\["string", "null"\]`/,
  },
  {
    name: 'with Gemini too, on zod 4.3: `.nullable()` is an anyOf Gemini takes',
    input: "z.number().optional().describe('X.')",
    targets: ['openai-strict', 'gemini'],
    zod: '4.3.6',
    rule: 'strict-required-all',
    title: NULLABLE_INSTEAD,
    after: "z.number().nullable().describe('X.')",
  },
  {
    name: 'with Vertex AI too, on zod 4.3: its anyOf has a null type Vertex AI refuses, so no fix',
    input: "z.number().optional().describe('X.')",
    targets: ['openai-strict', 'vertex'],
    zod: '4.3.6',
    rule: 'strict-required-all',
    message:
      /pull opposite ways: null for "no value" is what strict mode wants and what Vertex AI refuses in the form this converter sends it/,
  },
  {
    name: 'with Gemini too, on zod 4.6, described before `.optional()`: an anyOf, so the fix is offered',
    input: "z.number().describe('X.').optional()",
    targets: ['openai-strict', 'gemini'],
    rule: 'strict-required-all',
    title: NULLABLE_INSTEAD,
    after: "z.number().describe('X.').nullable()",
  },
];

/** The rules that judge how an argument says "no value": a fix must leave none of them to fire. */
const NULL_RULES = new Set(['type-list', 'type-unknown', 'strict-required-all']);

describe('zod: the fix between `.nullable()` and `.optional()` is the one the targets allow', () => {
  for (const c of FIX_CASES)
    it(c.name, () => {
      const text = tool(c.input);
      const options = { fileName: 'server.ts', targets: c.targets, packages: { ...PACKAGES, zod: c.zod ?? '4.6.7' } };
      const finding = lint(text, options).findings.find((f) => f.rule === c.rule);
      assert.ok(finding, `no ${c.rule}`);
      assert.equal(finding.fixable, false);
      // Without fixes asked for too: an author's fix is never counted as one fix-all or --fix makes.
      const plain = lint(text, { ...options, fixes: false }).findings.find((f) => f.rule === c.rule);
      assert.equal(plain?.fixable, false);
      if (c.message) assert.match(finding.message, c.message);
      if (c.after === undefined) return assert.deepEqual(finding.fixes, []);
      assert.deepEqual(
        finding.fixes.map((f) => [f.title, f.kind, f.choice]),
        [[c.title, 'authoring', true]],
      );
      const fixed = applyEdits(text, finding.fixes[0].edits);
      assert.equal(fixed, tool(c.after));
      // What the fix writes passes every target in force.
      const left = lint(fixed, options).findings.filter((f) => NULL_RULES.has(f.rule));
      assert.deepEqual(
        left.map((f) => f.rule),
        [],
      );
    });

  it('never applied in bulk: fix-all leaves `.nullable()` as written', () => {
    const text = tool("z.number().nullable().describe('X.')");
    assert.equal(fixAll(text, { fileName: 'server.ts', targets: ['gemini'], packages: PACKAGES }), text);
  });
});

describe('the same fixes in JSON', () => {
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
