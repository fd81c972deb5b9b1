import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { fixAll } from '../../../shared/src/fix';
import { applyEdits, lint, type Finding, type PackageVersions } from '../../../shared/src/index';

const DIR = join(__dirname, '..', '..', 'fixtures', 'zod');

/** The shape each SDK sends its tool in, by fixture. */
const SHAPES: Record<string, string> = {
  'mcp-register': 'mcp',
  'mcp-tool': 'mcp',
  'ai-sdk': 'mcp',
  'openai-zod-function': 'openai-function',
  'anthropic-beta': 'anthropic',
  langchain: 'openai-function',
  mastra: 'mcp',
  'low-level-converter': 'mcp',
};

const slice = (text: string, f: { offset: number; length: number }) => text.slice(f.offset, f.offset + f.length);

describe('zod tools: recognised in each SDK, judged as it sends them, on the zod source', () => {
  for (const [stem, shape] of Object.entries(SHAPES)) {
    for (const ext of ['ts', 'mjs']) {
      it(`${stem}.${ext}: get_forecast as ${shape}, z.record flagged where it is written`, () => {
        const file = `${stem}.${ext}`;
        const text = readFileSync(join(DIR, file), 'utf8');
        const out = lint(text, { fileName: file });
        assert.deepEqual(out.internalErrors, []);
        assert.deepEqual(
          out.tools.map((t) => [t.name, t.shape]),
          [['get_forecast', shape]],
        );
        const free = out.findings.find((f) => f.rule === 'object-free-form')!;
        assert.ok(free, 'object-free-form on tags');
        assert.equal(slice(text, free), 'z.record(z.string(), z.string())');
        assert.match(free.message, /^`z\.record\(\.\.\.\)` becomes a map/);
        const fix = free.fixes[0];
        assert.equal(fix.kind, 'authoring');
        assert.match(
          applyEdits(text, fix.edits),
          /tags: z\.string\(\)\.describe\('A JSON object of string values \(as JSON text\)'\)/,
        );
      });
    }
  }
});

const DONE_WHEN = [
  "import { z } from 'zod';",
  "server.registerTool('x', { inputSchema: { tags: z.record(z.string(), z.string()), when: z.date() } }, h);",
].join('\n');

describe('zod tools: the converter profile and the zod-only findings', () => {
  it('zod 4 (the default): z.date() throws at tools/list; the fix writes z.iso.datetime()', () => {
    const out = lint(DONE_WHEN, { fileName: 'server.ts' });
    const thrown = out.findings.find((f) => f.rule === 'converter-throws')!;
    assert.equal(slice(DONE_WHEN, thrown), 'z.date()');
    assert.equal(thrown.severity, 'error');
    assert.match(thrown.message, /Date cannot be represented in JSON Schema/);
    assert.match(thrown.message, /MCP TypeScript SDK v1 with zod 4/);
    assert.equal(thrown.fixes[0].title, '`z.date()` → `z.iso.datetime()`');
    assert.match(applyEdits(DONE_WHEN, thrown.fixes[0].edits), /when: z\.iso\.datetime\(\)/);
    const free = out.findings.find((f) => f.rule === 'object-free-form')!;
    assert.ok(free.providers.includes('gemini'));
    assert.match(free.message, /should be non-empty for OBJECT type/);
  });

  it('a thrown construct with calls after it: the finding and its fix are on the first call, the rest kept', () => {
    const text = DONE_WHEN.replace('when: z.date()', "when: z.date().describe('When to run').optional()");
    const out = lint(text, { fileName: 'server.ts' });
    const thrown = out.findings.find((f) => f.rule === 'converter-throws')!;
    assert.equal(slice(text, thrown), 'z.date()');
    assert.equal(thrown.fixes[0].title, '`z.date()` → `z.iso.datetime()`');
    assert.match(
      applyEdits(text, thrown.fixes[0].edits),
      /when: z\.iso\.datetime\(\)\.describe\('When to run'\)\.optional\(\) \}/,
    );
  });

  it('z.set(X) and z.map(K, V) get authoring fixes to z.array(X) and z.record(K, V), their arguments kept', () => {
    for (const [written, fixed] of [
      ["z.set(z.string()).describe('Labels')", "z.array(z.string()).describe('Labels')"],
      ['z.map(z.string(), z.number())', 'z.record(z.string(), z.number())'],
    ]) {
      const text = DONE_WHEN.replace('z.date()', written);
      const thrown = lint(text, { fileName: 'server.ts' }).findings.find((f) => f.rule === 'converter-throws')!;
      assert.ok(thrown, written);
      assert.equal(thrown.fixes.length, 1, written);
      assert.equal(thrown.fixes[0].kind, 'authoring', 'the handler receives an array or an object, not a Set or a Map');
      const after = applyEdits(text, thrown.fixes[0].edits);
      assert.ok(after.includes(`when: ${fixed} }`), after);
      const again = lint(after, { fileName: 'server.ts' }).findings.map((f) => f.rule);
      assert.ok(!again.includes('converter-throws'), again.join());
    }
  });

  it('no container fix where the arguments are not read whole, or map keys are not strings', () => {
    for (const written of ['z.map(z.number(), z.string())', 'z.set(Imported)', 'z.map(z.string(), z.date())']) {
      const text = DONE_WHEN.replace('z.date()', written);
      const thrown = lint(text, { fileName: 'server.ts' }).findings.filter((f) => f.rule === 'converter-throws');
      const outer = thrown.find((f) => slice(text, f) === written)!;
      assert.ok(outer, written);
      assert.deepEqual(outer.fixes, [], written);
    }
  });

  it('z.bigint() gets an authoring fix to a string of digits, not z.number().int(), which loses large integers', () => {
    const text = DONE_WHEN.replace('z.date()', 'z.bigint()');
    const thrown = lint(text, { fileName: 'server.ts' }).findings.find((f) => f.rule === 'converter-throws')!;
    assert.equal(thrown.fixes[0].kind, 'authoring');
    assert.match(
      applyEdits(text, thrown.fixes[0].edits),
      /when: z\.string\(\)\.describe\('An integer, in decimal digits'\)/,
    );
    assert.match(thrown.message, /Take it as a string/);
  });

  it('zod 3 in package.json: z.date() is a date-time string, nothing throws', () => {
    const out = lint(DONE_WHEN, {
      fileName: 'server.ts',
      packages: { zod: '^3.25.0', '@modelcontextprotocol/sdk': '^1.17.0' },
    });
    assert.equal(out.findings.filter((f) => f.rule === 'converter-throws').length, 0);
    const stamps = out.findings.filter((f) => f.rule === 'sdk-keywords');
    assert.equal(stamps.length, 1);
    assert.match(stamps[0].message, /zod 3.*@modelcontextprotocol\/sdk \^1\.17\.0 declared, zod \^3\.25\.0 declared/);
  });

  it('the keywords the SDK adds are one information finding per file, not an error per tool', () => {
    const text = [
      "import { z } from 'zod';",
      "server.registerTool('a', { description: 'Search the documents for a phrase.', inputSchema: { q: z.string().describe('Query') } }, h);",
      "server.registerTool('b', { description: 'Fetch one document by its id.', inputSchema: { id: z.string().describe('Id') } }, h);",
    ].join('\n');
    const out = lint(text, { fileName: 'server.ts' });
    assert.deepEqual(
      out.findings.map((f) => [f.rule, f.severity]),
      [['sdk-keywords', 'info']],
    );
    assert.match(out.findings[0].message, /each of the 2 tools/);
    assert.equal(slice(text, out.findings[0]), 'inputSchema', "no SDK import: on the first tool's schema key");
  });

  it("the keywords' finding is placed on the SDK's import, written as import or as require", () => {
    const tool =
      "server.registerTool('a', { description: 'Search the documents for a phrase.', inputSchema: { q: z.string().describe('Query') } }, h);";
    for (const [imported, at] of [
      [
        "import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';",
        "'@modelcontextprotocol/sdk/server/mcp.js'",
      ],
      [
        'const mcp_js_1 = require("@modelcontextprotocol/sdk/server/mcp.js");',
        '"@modelcontextprotocol/sdk/server/mcp.js"',
      ],
      ["const sdk = __importDefault(require('@modelcontextprotocol/sdk'));", "'@modelcontextprotocol/sdk'"],
    ]) {
      const text = ["import { z } from 'zod';", imported, tool].join('\n');
      const stamps = lint(text, { fileName: 'server.ts' }).findings.filter((f) => f.rule === 'sdk-keywords');
      assert.deepEqual(
        stamps.map((f) => slice(text, f)),
        [at],
        imported,
      );
    }
  });

  it("the keywords' finding of a positional server.tool with no SDK import: the shape's first character", () => {
    const text = [
      "import { z } from 'zod';",
      "server.tool('a', 'Search the documents for a phrase.', { q: z.string().describe('Query') }, h);",
    ].join('\n');
    const stamps = lint(text, { fileName: 'server.ts' }).findings.filter((f) => f.rule === 'sdk-keywords');
    assert.deepEqual(
      stamps.map((f) => [slice(text, f), f.offset]),
      [['{', text.indexOf('{ q:')]],
    );
  });

  it('MCP SDK v1 sends a root union as an empty object: an error', () => {
    const text = [
      "import { z } from 'zod';",
      "server.registerTool('pay', { description: 'Pay an invoice by card or by bank transfer.', inputSchema: z.union([z.object({ card: z.string() }), z.object({ iban: z.string() })]) }, h);",
    ].join('\n');
    const out = lint(text, { fileName: 'server.ts' });
    const replaced = out.findings.find((f) => f.rule === 'root-replaced')!;
    assert.ok(replaced, out.findings.map((f) => f.rule).join());
    assert.equal(replaced.severity, 'error');
    assert.match(slice(text, replaced), /^z\.union/);
  });

  it('zodToJsonSchema given a zod 4 schema sends only its $schema: root-replaced, with the package.json that says so', () => {
    const text = readFileSync(join(DIR, 'low-level-converter.ts'), 'utf8');
    const rules = (packages?: Record<string, string>) =>
      lint(text, { fileName: 'server.ts', packages }).findings.map((f) => f.rule);
    // zod not declared (server-gitlab's package.json): the host answers zod-to-json-schema's own peer range, and npm
    // installs the highest major it admits, zod 4.
    const peer: PackageVersions = (name) =>
      name === 'zod'
        ? { declared: '^3.25.28 || ^4' }
        : name === 'zod-to-json-schema'
          ? { declared: '^3.23.5' }
          : undefined;
    const undeclared = lint(text, { fileName: 'server.ts', packages: peer });
    const replaced = undeclared.findings.find((f) => f.rule === 'root-replaced')!;
    assert.ok(replaced, undeclared.findings.map((f) => f.rule).join());
    assert.equal(slice(text, replaced), 'Forecast');
    assert.match(
      replaced.message,
      /sends this schema as `\{"\$schema": "http:\/\/json-schema\.org\/draft-07\/schema#"\}`/,
    );
    assert.match(replaced.message, /z\.toJSONSchema/);
    assert.ok(!undeclared.findings.some((f) => f.rule === 'object-free-form'), 'nothing of the schema is sent');
    assert.ok(rules({ zod: '^4.1.0', 'zod-to-json-schema': '^3.24.0' }).includes('root-replaced'));
    // zod 3, or no package.json read: the schema is converted as written.
    for (const packages of [{ zod: '^3.25.0', 'zod-to-json-schema': '^3.24.0' }, undefined]) {
      const found = rules(packages);
      assert.ok(!found.includes('root-replaced') && found.includes('object-free-form'), String(found));
    }
  });

  it('what zodToJsonSchema sends for a zod 4 schema is not in the source: no fix writes into its call', () => {
    const text = readFileSync(join(DIR, 'low-level-converter.ts'), 'utf8');
    const out = lint(text, { fileName: 'server.ts', packages: { zod: '^4.1.0', 'zod-to-json-schema': '^3.24.0' } });
    const root = out.findings.filter((f) => f.rule === 'root-type' || f.rule === 'root-properties');
    assert.equal(root.length, 2, out.findings.map((f) => f.rule).join());
    // Their repairs were once written into `zodToJsonSchema(Forecast)` as if it were an object literal.
    assert.deepEqual(
      root.map((f) => f.fixes),
      [[], []],
    );
    assert.equal(
      fixAll(text, { fileName: 'server.ts', packages: { zod: '^4.1.0', 'zod-to-json-schema': '^3.24.0' } }),
      text,
    );
  });

  it('the additionalProperties: false that zod 3 adds is sent: strict-additional-properties only under zod 4', () => {
    const text = [
      "import { z } from 'zod';",
      "server.registerTool('find', { description: 'Find the documents that match a phrase.', inputSchema: { q: z.string().describe('The phrase') } }, h);",
    ].join('\n');
    const rules = (zod: string) =>
      lint(text, {
        fileName: 'server.ts',
        targets: ['openai-strict'],
        packages: { zod, '@modelcontextprotocol/sdk': '1.10.0' },
      }).findings.map((f) => f.rule);
    // OpenAI strict mode takes `$schema`: with it the only target, sdk-keywords has nothing to say.
    assert.deepEqual(rules('^3.23.8'), []);
    assert.deepEqual(rules('^4.0.0'), ['strict-additional-properties']);
  });

  it('inputSchema: {} in registerTool is an empty raw shape, sent as an object; in a plain literal it stays {}', () => {
    const lintLine = (line: string) => lint(["import { z } from 'zod';", line].join('\n'), { fileName: 'server.ts' });
    const described = "description: 'Read the entire knowledge graph.', inputSchema: {}";
    const registered = lintLine(`server.registerTool('read_graph', { ${described} }, h);`);
    assert.deepEqual(
      registered.findings.map((f) => f.rule),
      ['sdk-keywords'],
    );
    const literal = lintLine(`const tools = [{ name: 'read_graph', ${described} }];`);
    assert.deepEqual(literal.findings.map((f) => f.rule).sort(), ['root-properties', 'root-type']);
  });

  it('zod fixes: z.literal -> z.enum is a repair, fix-all applies it; .nullable() -> .optional() is not', () => {
    const text = [
      "import { z } from 'zod';",
      "server.registerTool('set_mode', { description: 'Set the mode of the device for the next hour.', inputSchema: {",
      "  mode: z.literal('fast').describe('The mode'),",
      "  note: z.string().nullable().describe('A note for the log'),",
      '} }, h);',
    ].join('\n');
    const out = lint(text, { fileName: 'server.ts' });
    const byRule = (id: string): Finding => out.findings.find((f) => f.rule === id)!;
    const literal = byRule('keyword-unsupported');
    assert.equal(literal.fixes[0].kind, 'repair');
    assert.equal(literal.fixes[0].title, "`z.literal('fast')` → `z.enum(['fast'])`");
    const nullable = byRule('type-list');
    assert.equal(nullable.fixes[0].kind, 'authoring');
    assert.equal(nullable.fixes[0].title, 'Use `.optional()` instead of `.nullable()`');
    const fixed = fixAll(text, { fileName: 'server.ts' });
    assert.match(fixed, /mode: z\.enum\(\['fast'\]\)\.describe\('The mode'\)/);
    assert.match(fixed, /note: z\.string\(\)\.nullable\(\)/);
  });

  it('a fix that cannot be said in zod is not offered', () => {
    const out = lint(DONE_WHEN, { fileName: 'server.ts' });
    const kept = out.findings.filter((f) => f.rule === 'keyword-unsupported');
    assert.ok(kept.length > 0);
    for (const f of kept) assert.deepEqual(f.fixes, [], f.message);
  });
});

describe('zod tools: hostile input gives findings, never an exception or a false finding', () => {
  const cases: Record<string, string> = {
    'a half-typed chain':
      "import { z } from 'zod';\nserver.registerTool('x', { description: 'Search the documents for a phrase.', inputSchema: { a: z.str",
    'a half-typed call': 'server.tool(',
    'consts bound to each other':
      "const A = B; const B = A;\nserver.registerTool('x', { description: 'Search the documents for a phrase.', inputSchema: A }, h);",
    'a method of Object.prototype': 'x.constructor({ a: 1 }); y.toString({});',
    'a helper that calls itself':
      "import { z } from 'zod';\nconst f = () => f();\nconst g = () => { return g().optional(); };\nserver.registerTool('x', { description: 'Search the documents for a phrase.', inputSchema: { a: f(), b: g() } }, h);",
    'a shape that spreads itself':
      "import { z } from 'zod';\nconst S = { ...S, a: z.string().describe('A') };\nconst T = z.object({ ...(x ? T.shape : S) });\nserver.registerTool('x', { description: 'Search the documents for a phrase.', inputSchema: T }, h);",
    'X.shape of a name not known':
      "server.registerTool('x', { description: 'Search the documents for a phrase.', inputSchema: Missing.shape }, h);",
  };
  for (const [name, text] of Object.entries(cases)) {
    it(name, () => {
      const out = lint(text, { fileName: 'server.ts' });
      assert.deepEqual(out.internalErrors, []);
      // What is said of every tool read (what the SDK adds) or not read is no judgement of the broken part.
      const said = new Set(['schema-opaque', 'description-length', 'sdk-keywords']);
      const judged = out.findings.filter((f) => !said.has(f.rule));
      assert.deepEqual(
        judged.map((f) => f.rule),
        [],
      );
    });
  }

  it('a union of 3,000 literals: one finding per literal, no exception', () => {
    const union = Array.from({ length: 3000 }, (_, i) => `z.literal('v${i}')`).join(', ');
    const text = `server.registerTool('x', { description: 'Pick one value of the list.', inputSchema: { u: z.union([${union}]).describe('The value') } }, h);`;
    const out = lint(text, { fileName: 'server.ts' });
    assert.deepEqual(out.internalErrors, []);
    assert.equal(out.findings.filter((f) => f.rule === 'keyword-unsupported').length, 3000);
  });
});

describe('zod tools: schemas imported from the workspace', () => {
  const modules: Record<string, string> = {
    '/p/src/schemas.ts':
      "import { z } from 'zod';\nexport * from './more.js';\nexport const Tags = z.object({ tags: z.record(z.string(), z.string()) });",
    '/p/src/more.ts':
      "import { z } from 'zod';\nexport const When = z.object({ when: z.date() });\nexport * from './schemas.js';",
  };
  const host = (from: string | undefined, specifier: string) => {
    const base = `${(from ?? '/p/src/server.ts').replace(/[^/]+$/, '')}${specifier.replace(/^\.\//, '')}`.replace(
      /\.js$/,
      '.ts',
    );
    return modules[base] !== undefined ? { fileName: base, text: modules[base] } : undefined;
  };
  const text = [
    "import { z } from 'zod';",
    "import { Tags, When } from './schemas.js';",
    "server.registerTool('tag', { description: 'Tag the record with the given labels.', inputSchema: Tags.shape }, h);",
    "server.registerTool('remind', { description: 'Remind the user at the given time.', inputSchema: When }, h);",
  ].join('\n');

  it('reads an imported schema through export * (cycles included), and places its findings on the name', () => {
    const out = lint(text, { fileName: '/p/src/server.ts', modules: host });
    assert.deepEqual(out.internalErrors, []);
    const free = out.findings.find((f) => f.rule === 'object-free-form')!;
    assert.ok(free, out.findings.map((f) => f.rule).join());
    assert.equal(slice(text, free), 'Tags.shape');
    assert.deepEqual(free.fixes, []);
    const thrown = out.findings.find((f) => f.rule === 'converter-throws')!;
    assert.equal(slice(text, thrown), 'When');
  });

  it('reads ns.Schema of a namespace import, which a same-named const in a handler does not hide', () => {
    const byNamespace = [
      "import { z } from 'zod';",
      "import * as schemas from './schemas.js';",
      "server.registerTool('tag', { description: 'Tag the record with the given labels.', inputSchema: schemas.Tags.shape }, h);",
      "server.registerTool('remind', { description: 'Remind the user at the given time.', inputSchema: schemas.When }, h);",
      'function h() { const schemas = []; return schemas; }',
    ].join('\n');
    const out = lint(byNamespace, { fileName: '/p/src/server.ts', modules: host });
    assert.deepEqual(out.internalErrors, []);
    const free = out.findings.find((f) => f.rule === 'object-free-form')!;
    assert.ok(free, out.findings.map((f) => f.rule).join());
    assert.equal(slice(byNamespace, free), 'schemas.Tags.shape');
    const thrown = out.findings.find((f) => f.rule === 'converter-throws')!;
    assert.equal(slice(byNamespace, thrown), 'schemas.When');
  });

  it('asks the host once per module and lint, and reads a module again when its text changes', () => {
    const asked: string[] = [];
    let tags = 'z.object({ tags: z.record(z.string(), z.string()) })';
    const counting = (from: string | undefined, specifier: string) => {
      asked.push(specifier);
      const found = host(from, specifier);
      return found?.fileName === '/p/src/schemas.ts'
        ? { ...found, text: found.text.replace(/z\.object\(\{ tags: [^]*\) \}\)/, tags) }
        : found;
    };
    const rulesOf = () => lint(text, { fileName: '/p/src/server.ts', modules: counting }).findings.map((f) => f.rule);
    assert.ok(rulesOf().includes('object-free-form'));
    // Two names from one specifier (and export * hops from there): each (from, specifier) asked once.
    assert.deepEqual(asked, ['./schemas.js', './more.js']);
    // The same file name with another text is parsed anew: the free-form record is gone.
    tags = "z.object({ tags: z.array(z.string()).describe('The labels') })";
    assert.ok(!rulesOf().includes('object-free-form'));
  });

  it('without the host, an imported schema is not known', () => {
    const out = lint(text, { fileName: '/p/src/server.ts' });
    assert.deepEqual(
      out.findings.map((f) => f.rule),
      ['schema-opaque', 'schema-opaque'],
    );
  });
});
