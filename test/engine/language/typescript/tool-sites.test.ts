import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { lint, type LintOptions } from '../../../../shared/src/index';
import { parseScript } from '../../../../shared/src/language/typescript/parse';
import { findByPointer } from '../../../../shared/src/json/tree';
import { locateTools } from '../../../../shared/src/model/locate';
import { fixtureModules } from '../../../helpers/fixture-modules';

const DIR = join(__dirname, '..', '..', '..', 'fixtures', 'sites');
const PACKAGES = { zod: '^4.1.0', '@modelcontextprotocol/sdk': '^1.17.0' };

interface Case {
  /** The fixture files that write the same tools (a TS source and its JS, or a bundle of it). */
  files: string[];
  /** Each tool: its shape is `mcp` unless said. */
  tools: Array<{ name: string; description: string; fault: RegExp; shape?: string }>;
}

const ARCHIVE = {
  name: 'archive_folder',
  description: 'Pack a folder into one archive and return where the archive was written.',
  fault: /^(z4|external_exports|zod_1\.z)\.record\(/,
};

/** Per group of fixtures: each tool found, its description as read, and the text its z.record fault is reported on. */
const CASES: Case[] = [
  {
    files: ['held-parts.ts', 'held-parts.mjs'],
    tools: [
      {
        name: 'gzip_file',
        description: 'Compress one file with gzip and return the path of the archive it writes.',
        fault: /^z\.record\(z\.string\(\), z\.string\(\)\)$/,
      },
      {
        name: 'count_lines',
        description: 'Count the lines of a text file, optionally only those matching a pattern.',
        fault: /^z\.record\(z\.string\(\), z\.string\(\)\)$/,
      },
      {
        name: 'web_search',
        description: 'Search the web and return the first page of results.',
        fault: /^z\.record\(z\.string\(\), z\.unknown\(\)\)$/,
      },
    ],
  },
  // The parts live in another module: the findings sit on the expression that names them here.
  {
    files: ['imported-tool.ts', 'imported-tool.mjs'],
    tools: [
      {
        name: 'fetch_url',
        description: 'Fetch a URL and return its body as text, following at most five redirects.',
        fault: /^fetchTool\.schema$/,
      },
    ],
  },
  // Tools kept as data and registered in a loop: for...of, Object.entries(...).map, forEach with destructuring.
  {
    files: ['data-tools.ts', 'data-tools.mjs'],
    tools: [
      {
        name: 'add_note',
        description: 'Add a note to the notebook and return its id.',
        fault: /^z\.record\(z\.string\(\), z\.string\(\)\)$/,
      },
      {
        name: 'edit_note',
        description: 'Replace the fields of one note, found by its id.',
        fault: /^z\.record\(z\.string\(\), z\.unknown\(\)\)$/,
      },
      {
        name: 'list_tags',
        description: 'List the tags in use, with how many notes carry each.',
        fault: /^z\.record\(z\.string\(\), z\.string\(\)\)$/,
      },
      {
        name: 'archive_notes',
        description: 'Move the notes older than a date into the archive.',
        fault: /^z\.record\(z\.string\(\), z\.boolean\(\)\)$/,
      },
      {
        name: 'list_orgs',
        description: 'List the organisations the account belongs to.',
        fault: /^z\.record\(z\.string\(\), z\.string\(\)\)$/,
        shape: 'openai-function',
      },
    ],
  },
  // A framework's tools described by zod objects: name and description read through `.shape.<member>.value`.
  {
    files: ['described-tools.ts', 'described-tools.mjs'],
    tools: [
      {
        name: 'rename_file',
        description: 'Rename one file inside the workspace, keeping its folder.',
        fault: /^z\.record\(z\.string\(\), z\.string\(\)\)/,
      },
    ],
  },
  // zod taken from a vendored module of the workspace: re-exported from zod, or a bundle's namespace of it.
  {
    files: ['reexported-zod.ts', 'reexported-zod.mjs', 'reexported-zod.cjs'],
    tools: [
      {
        name: 'tag_release',
        description: 'Tag the current commit as a release and write its notes.',
        fault: /^(zod|z2)\.record\((zod|z2)\.string\(\), (zod|z2)\.string\(\)\)/,
      },
    ],
  },
  // Tools defined through the workspace's own framework: a function given the definition, or a function returning it.
  {
    files: ['framework-tools.ts', 'framework-tools.mjs', 'framework-tools.cjs'],
    tools: [
      {
        name: 'export_report',
        description: 'Export the current report as a file and return where it was written.',
        fault: /^(zod_1\.)?z\.record\((zod_1\.)?z\.string\(\), (zod_1\.)?z\.string\(\)\)/,
      },
      {
        name: 'list_sessions',
        description: 'List the open sessions of the current user, newest first.',
        fault: /^(zod_1\.)?z\.record\((zod_1\.)?z\.string\(\), (zod_1\.)?z\.unknown\(\)\)/,
      },
    ],
  },
  // A class registry: each tool a class whose workspace base registers it (static toolName, description,
  // argsShape), one shape built by a base method from a workspace function's result (ESM and tsc CommonJS).
  {
    files: ['class-tools.ts', 'class-tools.mjs', 'class-tools.cjs'],
    tools: [
      {
        name: 'tag_notes',
        description: 'Set tags on every note of a notebook and return how many notes changed.',
        fault: /^(zod_1\.)?z\.record\((zod_1\.)?z\.string\(\), (zod_1\.)?z\.string\(\)\)$/,
      },
      {
        name: 'find_notes',
        description: 'Find the notes whose fields match a filter, newest first.',
        fault: /^(zod_1\.)?z\.record\((zod_1\.)?z\.string\(\), (zod_1\.)?z\.unknown\(\)\)$/,
      },
    ],
  },
  // Bundled output: a renamed import, esbuild's var and bundled zod namespace, tsc's exports.X and zod_1.z.
  { files: ['bundled-source.ts', 'bundled-esbuild.mjs', 'bundled-esbuild-lazy.mjs'], tools: [ARCHIVE] },
  {
    files: ['bundled-tsc.cjs'],
    tools: [
      ARCHIVE,
      {
        name: 'list_pages',
        description: 'List the pages of the archive index, one page at a time.',
        fault: /^schemas_1\.PageSchema$/,
      },
    ],
  },
  // A raw shape converted by a helper from a re-exporting module, with parts of a shared module (ESM and tsc CommonJS).
  {
    files: ['helper-chart.ts', 'helper-chart.cjs'],
    tools: [
      {
        name: 'draw_chart',
        description: 'Draw a line chart of the values and return where the image was written.',
        fault: /^(helper_base_1\.)?LabelsSchema$/,
      },
    ],
  },
  // A registration wrapper (the MCP Apps SDK's, and bundled as a renamed function), an imported name,
  // a name with a fallback, a property built by a declared function.
  {
    files: ['app-tools.ts', 'app-tools.mjs'],
    tools: [
      {
        name: 'show_board',
        description: 'Show the board of notes in the app view, grouped by tag.',
        fault: /^(external_exports|z)\.record\((external_exports|z)\.string\(\), (external_exports|z)\.string\(\)\)$/,
      },
      {
        name: 'pin_note',
        description: 'Pin a note to the top of the board and return its new position.',
        fault: /^(external_exports|z)\.record\((external_exports|z)\.string\(\), (external_exports|z)\.string\(\)\)$/,
      },
    ],
  },
  // A default-imported schema module's `.shape`.
  {
    files: ['default-tool.ts', 'default-tool.mjs'],
    tools: [
      {
        name: 'list_rows',
        description: 'List the rows of a table that match a filter.',
        fault: /^params\.shape$/,
      },
    ],
  },
  // Properties built by functions imported from the workspace (a declared one, a const arrow, one that calls itself).
  {
    files: ['props-tool.ts', 'props-tool.mjs'],
    tools: [
      {
        name: 'tag_note',
        description: 'Tag one note and return the tags it now has.',
        fault: /^z\.record\(z\.string\(\), z\.string\(\)\)$/,
      },
    ],
  },
];

function lintFixture(file: string, options: Partial<LintOptions> = {}) {
  const fileName = join(DIR, file);
  const text = readFileSync(fileName, 'utf8');
  const all = { fileName, modules: fixtureModules(DIR), packages: PACKAGES, ...options };
  const descriptions = locateTools(parseScript(text, all).root).map((t) => t.description);
  return { text, out: lint(text, all), descriptions };
}

describe('tool sites: parts held in consts, spreads, fallbacks and imported objects', () => {
  for (const { files, tools } of CASES) {
    for (const file of files) {
      it(`${file}: ${tools.map((t) => t.name).join(', ')} found once each and judged`, () => {
        const { text, out, descriptions } = lintFixture(file);
        assert.deepEqual(out.internalErrors, []);
        assert.deepEqual(
          out.tools.map((t, i) => [t.name, t.shape, descriptions[i]]),
          tools.map((t) => [t.name, t.shape ?? 'mcp', t.description]),
        );
        for (const tool of tools) {
          const free = out.findings.filter((f) => f.rule === 'object-free-form' && f.tool === tool.name);
          assert.equal(free.length, 1, tool.name);
          assert.match(text.slice(free[0].offset, free[0].offset + free[0].length), tool.fault);
          assert.ok(free[0].providers.includes('gemini'));
        }
        const judged = new Set(['object-free-form', 'keyword-unsupported', 'sdk-keywords']);
        assert.deepEqual(
          out.findings.filter((f) => !judged.has(f.rule)).map((f) => f.rule),
          [],
        );
      });
    }
  }

  it('the held parts are read where they are written: the fault of gzip_file lies in its schema const', () => {
    const { text, out } = lintFixture('held-parts.ts');
    const free = out.findings.find((f) => f.tool === 'gzip_file' && f.rule === 'object-free-form')!;
    assert.ok(free.offset < text.indexOf('const name'), 'inside GzipSchema, above the call');
    const tool = out.tools.find((t) => t.name === 'gzip_file')!;
    assert.equal(text.slice(tool.nameOffset, tool.nameOffset + tool.nameLength), "'gzip_file'");
  });

  it('a bare `var` set twice, or also declared with a value, is no const: its uses stay unknown', () => {
    for (const sets of [
      "label = 'first_name'; label = 'second_name';",
      "var label = 'first_name'; label = 'second_name';",
    ]) {
      const text = `var label;\n${sets}\nserver.registerTool(label, { description: 'Say hello to the user by name.', inputSchema: {} }, cb);\n`;
      const out = lint(text, { fileName: 'bundle.mjs', packages: PACKAGES });
      assert.deepEqual(
        out.tools.map((t) => t.name),
        [undefined],
        sets,
      );
    }
  });

  it('the properties built by imported functions are read there; the one that calls itself stays unknown', () => {
    for (const file of ['props-tool.ts', 'props-tool.mjs']) {
      const fileName = join(DIR, file);
      const options = { fileName, modules: fixtureModules(DIR), packages: PACKAGES };
      const root = parseScript(readFileSync(fileName, 'utf8'), options).root;
      const [tool] = locateTools(root);
      const kind = (name: string) => findByPointer(root, `${tool.pointer}/inputSchema/properties/${name}`)?.kind;
      assert.deepEqual(['note', 'limit', 'again'].map(kind), ['object', 'object', 'opaque'], file);
      const limit = findByPointer(root, `${tool.pointer}/inputSchema/properties/limit/type`);
      assert.equal(limit?.kind === 'string' && limit.value, 'integer', file);
    }
  });

  it('a vendored namespace that is not zod (no ZodObject among its members) is not read as zod', () => {
    const text = readFileSync(join(DIR, 'reexported-zod.mjs'), 'utf8').replace('{ zod }', '{ cli as zod }');
    const fileName = join(DIR, 'not-zod.mjs');
    const out = lint(text, { fileName, modules: fixtureModules(DIR), packages: PACKAGES });
    assert.deepEqual(
      out.tools.map((t) => t.name),
      ['tag_release'],
    );
    assert.deepEqual(
      out.findings.filter((f) => f.severity !== 'info').map((f) => f.rule),
      [],
    );
  });

  it('without the module host, the imported parts stay unknown and nothing is judged wrong', () => {
    const { out } = lintFixture('imported-tool.ts', { modules: undefined });
    assert.deepEqual(
      out.findings.filter((f) => f.severity === 'error'),
      [],
    );
  });
});

/** A name with a fallback, as a name argument: which one is listed. */
const FALLBACKS: Array<[string, string | undefined]> = [
  ["opts.name || 'web_search'", 'web_search'],
  ["opts.name ?? 'web_search'", 'web_search'],
  ["'' || 'web_search'", 'web_search'],
  ["'mine' || 'web_search'", 'mine'],
  ["NAME ?? 'web_search'", 'given'],
  ['opts.name || opts.other', undefined],
];

describe('tool sites: a name with a fallback', () => {
  for (const [written, listed] of FALLBACKS) {
    it(`${written} is listed as ${listed ?? 'a name not known'}`, () => {
      const text = [
        "import { z } from 'zod';",
        "const NAME = 'given';",
        `server.registerTool(${written}, { description: 'Search the web for pages.', inputSchema: { q: z.string() } }, h);`,
      ].join('\n');
      const out = lint(text, { fileName: 'server.ts' });
      assert.deepEqual(out.internalErrors, []);
      assert.deepEqual(
        out.tools.map((t) => t.name),
        [listed],
      );
    });
  }
});

/** zod-to-json-schema's converter under the names a bundler gives it when two modules import it. */
const CONVERTER_IMPORTS = [
  "import { zodToJsonSchema as zodToJsonSchema2 } from 'zod-to-json-schema';",
  "import zodToJsonSchema2 from 'zod-to-json-schema';",
];

describe('tool sites: the converter imported under another name', () => {
  for (const line of CONVERTER_IMPORTS) {
    for (const fileName of ['server.ts', 'server.mjs']) {
      it(`${fileName}: ${line}`, () => {
        const text = [
          "import { z } from 'zod';",
          line,
          'const Args = z.object({ tags: z.record(z.string(), z.string()).describe("Tags to set.") });',
          "export const tools = [{ name: 'set_tags', description: 'Set the tags of one record.', inputSchema: zodToJsonSchema2(Args) }];",
        ].join('\n');
        const out = lint(text, { fileName, packages: { zod: '^3.24.2', 'zod-to-json-schema': '^3.24.3' } });
        assert.deepEqual(out.internalErrors, []);
        assert.deepEqual(
          out.findings.filter((f) => f.severity === 'error').map((f) => [f.tool, f.rule]),
          [
            ['set_tags', 'keyword-unsupported'],
            ['set_tags', 'object-free-form'],
          ],
        );
      });
    }
  }
});

/** A framework's definition passed to what is no function of the workspace, or holding no zod: no tool is read from it. */
const NOT_FRAMEWORK = [
  [
    "import { defineTool } from 'tool-kit';",
    'defineTool',
    'schema: { q: z.string(), tags: z.record(z.string(), z.string()) }',
  ],
  ['', 'registry.defineTool', 'schema: { q: z.string(), tags: z.record(z.string(), z.string()) }'],
  [
    'function defineTool(d) { return defineTool(d); }',
    'defineTool',
    "schema: { type: 'object', properties: { tags: { type: 'object' } } }",
  ],
];

describe('tool sites: a framework convention recognised only where it holds', () => {
  for (const [head, callee, schema] of NOT_FRAMEWORK) {
    it(`${callee}({ name, description, ${schema.slice(0, 24)}... }) after ${JSON.stringify(head)}`, () => {
      const text = [
        "import { z } from 'zod';",
        head,
        `export const t = ${callee}({ name: 'find_notes', description: 'Find the notes that match.', ${schema}, handler: async () => ({}) });`,
      ].join('\n');
      const out = lint(text, { fileName: 'tools.ts', packages: PACKAGES });
      assert.deepEqual(out.internalErrors, []);
      assert.deepEqual(
        out.findings.filter((f) => f.severity === 'error').map((f) => f.rule),
        [],
      );
    });
  }

  it('the finding and the hover say which convention was recognised', () => {
    const { out } = lintFixture('framework-tools.ts');
    const free = out.findings.find((f) => f.rule === 'object-free-form' && f.tool === 'export_report')!;
    assert.match(
      free.message,
      /The tool is defined through `defineTool`, a function of the workspace: its `schema` is/,
    );
  });
});

/** A whole schema chosen by a condition the lint cannot know: what each branch is, and the errors found. */
const CHOSEN: Array<[string, string, string[][]]> = [
  [
    'two objects: the members of both judged',
    "process.env.HOSTED === 'true' ? Hosted : Local",
    [
      ['read_file', 'keyword-unsupported'],
      ['read_file', 'keyword-unsupported'],
      ['read_file', 'object-free-form'],
    ],
  ],
  ['an object or a string: not known, nothing judged', "process.env.HOSTED === 'true' ? Hosted : 'none'", []],
  ['an object or a non-object schema: not known, nothing judged', 'process.env.HOSTED ? Hosted : z.string()', []],
];

describe('tool sites: a schema chosen by a condition', () => {
  for (const [what, chosen, errors] of CHOSEN) {
    it(what, () => {
      const text = [
        "import { z } from 'zod';",
        "const Base = z.object({ path: z.string().describe('The file to read.') });",
        "const Hosted = Base.extend({ upload: z.string().describe('The upload reference.') });",
        "const Local = Base.extend({ headers: z.record(z.string(), z.string()).describe('Headers to send.') });",
        `const Params = ${chosen};`,
        "server.registerTool('read_file', { description: 'Read one file and return its text.', inputSchema: Params }, h);",
      ].join('\n');
      const out = lint(text, { fileName: 'server.ts', packages: PACKAGES });
      assert.deepEqual(out.internalErrors, []);
      assert.deepEqual(
        out.findings.filter((f) => f.severity === 'error').map((f) => [f.tool, f.rule]),
        errors,
      );
    });
  }
});
