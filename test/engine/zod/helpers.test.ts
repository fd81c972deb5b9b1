import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { lint, type LintOptions, type ModuleHost } from '../../../shared/src/index';

/**
 * A workspace function around a converter (issue 23, pattern 4): the schema
 * handed to it is judged as that converter writes it, the finding names the
 * helper, and a finding on a keyword the helper's own code changes is a
 * warning that says so.
 */
const DIR = join(__dirname, '..', '..', 'fixtures', 'zod');
const ZOD3 = { zod: '^3.25.0', 'zod-to-json-schema': '^3.24.0' };
const ZOD4 = { zod: '^4.1.0', '@modelcontextprotocol/sdk': '^1.17.0' };

const listed = (inputSchema: string, prelude: string[]) =>
  [
    ...prelude,
    'server.setRequestHandler(ListToolsRequestSchema, async () => ({ tools: [',
    `  { name: 'find', description: 'Find the documents that match a phrase.', inputSchema: ${inputSchema} },`,
    '] }));',
  ].join('\n');

const IMPORTS = ["import { z } from 'zod';", "import { zodToJsonSchema } from 'zod-to-json-schema';"];
const ARGS =
  "const Args = z.object({ q: z.string().describe('The phrase'), meta: z.record(z.string(), z.string()).describe('Tags') });";

interface Case {
  name: string;
  text: string;
  options?: Partial<LintOptions>;
  /** The rule that must be found, with its severity, and the words its message must hold. */
  expected: { rule: string; severity: 'error' | 'warning' | 'info'; says: RegExp };
  /** Rules that must not be found (what reading the call as a JSON Schema literal gives). */
  absent?: string[];
}

const CASES: Case[] = [
  {
    name: "export const toJson = (s) => zodToJsonSchema(s, { $refStrategy: 'none' })",
    text: listed('toJson(Args)', [
      ...IMPORTS,
      ARGS,
      "export const toJson = (s: z.ZodTypeAny) => zodToJsonSchema(s, { $refStrategy: 'none' });",
    ]),
    options: { packages: ZOD3 },
    expected: { rule: 'object-free-form', severity: 'error', says: /\(Converted through `toJson`\.\)/ },
  },
  {
    name: '(shape) => z.object(shape).toJSONSchema(), given a raw shape',
    text: listed(
      "schemaOf({ q: z.string().describe('The phrase'), meta: z.record(z.string(), z.string()).describe('Tags') })",
      ["import { z } from 'zod';", 'const schemaOf = (shape: z.ZodRawShape) => z.object(shape).toJSONSchema();'],
    ),
    options: { packages: ZOD4 },
    expected: {
      rule: 'object-free-form',
      severity: 'error',
      says: /\(Converted through `schemaOf`\.\)/,
    },
    absent: ['root-type', 'root-properties'],
  },
  {
    name: 'function toJSONSchema(s) that calls z.toJSONSchema with options, then adjusts required',
    text: listed('toJSONSchema(Args)', [
      "import { z } from 'zod';",
      "const Args = z.object({ q: z.string().describe('The phrase'), page: z.number().optional().describe('Which page') });",
      'function toJSONSchema(s: z.ZodTypeAny) {',
      "  const json = z.toJSONSchema(s, { target: 'draft-7', io: 'input' }) as Record<string, unknown>;",
      '  json.required = Object.keys(json.properties ?? {}).filter((k) => k !== "page");',
      '  return json;',
      '}',
    ]),
    options: { packages: ZOD4, targets: ['openai-strict'] },
    expected: {
      rule: 'strict-required-all',
      severity: 'warning',
      says: /`toJSONSchema` changes `required` itself/,
    },
  },
  {
    name: 'tsc CommonJS: (0, zod_to_json_schema_1.zodToJsonSchema)(schema)',
    text: listed('(0, zod_to_json_schema_1.zodToJsonSchema)(Args)', [
      'const { z } = require("zod");',
      'const zod_to_json_schema_1 = require("zod-to-json-schema");',
      ARGS,
    ]),
    options: { packages: ZOD3, fileName: 'server.js' },
    expected: { rule: 'object-free-form', severity: 'error', says: /`meta` is a map/ },
  },
];

const UTILS =
  "import { zodToJsonSchema } from 'zod-to-json-schema';\nexport const toJson = (s: unknown) => zodToJsonSchema(s as never, { $refStrategy: 'none' });\n";
const modules: ModuleHost = (_from, specifier) =>
  specifier === './utils/schema.js' ? { fileName: '/p/src/utils/schema.ts', text: UTILS } : undefined;

CASES.push({
  name: 'a helper imported from the workspace, named with its module',
  text: listed('toJson(Args)', ["import { z } from 'zod';", "import { toJson } from './utils/schema.js';", ARGS]),
  options: { packages: ZOD3, modules, fileName: '/p/src/index.ts' },
  expected: { rule: 'object-free-form', severity: 'error', says: /through `toJson` in utils\/schema\.ts/ },
});

describe('a workspace helper around the converter', () => {
  for (const c of CASES)
    it(c.name, () => {
      const out = lint(c.text, { fileName: 'server.ts', ...c.options });
      const found = out.findings.find((f) => f.rule === c.expected.rule);
      assert.ok(found, out.findings.map((f) => `${f.rule}: ${f.message}`).join('\n'));
      assert.equal(found.severity, c.expected.severity, found.message);
      assert.match(found.message, c.expected.says);
      for (const rule of ['schema-opaque', ...(c.absent ?? [])])
        assert.ok(!out.findings.some((f) => f.rule === rule), `${rule} in ${out.findings.map((f) => f.rule).join()}`);
    });

  it('a helper that hands over something else than its parameter, or calls itself, is no helper', () => {
    for (const helper of [
      'const toJson = (s: unknown) => zodToJsonSchema(Other);',
      'function toJson(s: unknown): unknown { return toJson(s); }',
      'const toJson = (s: unknown) => JSON.stringify(s);',
    ]) {
      const text = listed('toJson(Args)', [...IMPORTS, ARGS, 'const Other = z.object({});', helper]);
      const out = lint(text, { fileName: 'server.ts', packages: ZOD3 });
      assert.ok(!out.findings.some((f) => /through `toJson`/.test(f.message)), helper);
      assert.ok(
        !out.findings.some((f) => f.rule === 'object-free-form'),
        `${helper}: the record is not known to be sent`,
      );
    }
  });

  it('the fixtures: TypeScript and tsc CommonJS', () => {
    for (const [file, rule, severity] of [
      ['converter-helper.ts', 'object-free-form', 'error'],
      ['converter-helper.cjs', 'object-free-form', 'error'],
      // It sets `required` itself: an optional field left out of it is not certain.
      ['converter-helper.cjs', 'strict-required-all', 'warning'],
    ] as const) {
      const text = readFileSync(join(DIR, file), 'utf8');
      const out = lint(text, { fileName: file, packages: ZOD3, targets: ['gemini', 'openai-strict'] });
      const found = out.findings.find((f) => f.rule === rule);
      assert.ok(found, `${file}: ${out.findings.map((f) => f.rule).join()}`);
      assert.equal(found.severity, severity);
    }
  });
});
