import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { lint, type ModuleHost } from '../../../shared/src/index';

/**
 * tsc's CommonJS output across modules (issue 23, patterns 4 and 7): a
 * converter helper and the parts of a schema are found through `require`,
 * `Object.defineProperty(exports, ...)` getters, `__exportStar` and
 * `exports.X = m_1.Y`, as ESM imports and re-exports are. A module that
 * requires itself, or a cycle, finds nothing and hangs nowhere.
 */
const ZOD4 = { zod: '^4.1.0', '@modelcontextprotocol/sdk': '^1.17.0' };

const HEADER = '"use strict";\nObject.defineProperty(exports, "__esModule", { value: true });\n';
const HELPER = `${HEADER}const zod_1 = require("zod");\nconst toSchema = (shape) => zod_1.z.object(shape).toJSONSchema({ io: "input" });\nexports.toSchema = toSchema;\n`;
const PARTS = `${HEADER}const zod_1 = require("zod");\nexports.Tags = zod_1.z.record(zod_1.z.string(), zod_1.z.string()).describe("Tags by key");\n`;
const getter = (name: string, from: string) =>
  `Object.defineProperty(exports, "${name}", { enumerable: true, get: function () { return ${from}; } });\n`;

/** The tool module: a raw shape with one part from `./lib`, converted by `lib_1.toSchema`. */
const TOOL = [
  '"use strict";',
  'const zod_1 = require("zod");',
  'const lib_1 = require("./lib");',
  'const schema = { q: zod_1.z.string().describe("The phrase"), tags: lib_1.Tags };',
  'exports.tool = { name: "find", description: "Find the notes that match a phrase.", inputSchema: (0, lib_1.toSchema)(schema) };',
].join('\n');

function host(modules: Record<string, string>): ModuleHost {
  return (_from, specifier) => {
    const name = specifier.replace(/^\.\//, '');
    return modules[name] === undefined ? undefined : { fileName: `/p/${name}`, text: modules[name] };
  };
}

function lintTool(modules: Record<string, string>) {
  return lint(TOOL, { fileName: '/p/tool.js', packages: ZOD4, targets: ['gemini'], modules: host(modules) });
}

/** Ways `./lib` may give `toSchema` and `Tags`, each as tsc writes it. */
const FORWARDS: Array<[string, Record<string, string>]> = [
  [
    'declared in the module itself',
    { lib: HELPER + PARTS.slice(HEADER.length).replace('const zod_1 = require("zod");\n', '') },
  ],
  [
    'Object.defineProperty getters (export { X } from)',
    {
      lib: `${HEADER}var h_1 = require("./helper");\nvar p_1 = require("./parts");\n${getter('toSchema', 'h_1.toSchema')}${getter('Tags', 'p_1.Tags')}`,
      helper: HELPER,
      parts: PARTS,
    },
  ],
  [
    '__exportStar (export * from)',
    {
      lib: `${HEADER}__exportStar(require("./helper"), exports);\ntslib_1.__exportStar(require("./parts"), exports);\n`,
      helper: HELPER,
      parts: PARTS,
    },
  ],
  [
    'exports.X = m_1.Y',
    {
      lib: `${HEADER}const h_1 = require("./helper");\nconst p_1 = require("./parts");\nexports.toSchema = h_1.toSchema;\nexports.Tags = p_1.Tags;\n`,
      helper: HELPER,
      parts: PARTS,
    },
  ],
];

describe('CommonJS modules: helpers and schema parts through require', () => {
  for (const [name, modules] of FORWARDS)
    it(`${name}: the tool is read, and the imported part judged where it is named`, () => {
      const out = lintTool(modules);
      assert.deepEqual(out.internalErrors, []);
      assert.deepEqual(
        out.tools.map((t) => [t.name, t.schema]),
        [['find', 'read']],
      );
      const free = out.findings.find((f) => f.rule === 'object-free-form');
      assert.ok(free, out.findings.map((f) => f.rule).join());
      assert.equal(TOOL.slice(free.offset, free.offset + free.length), 'lib_1.Tags');
      assert.match(free.message, /through `toSchema` in lib|through `toSchema` in helper/);
    });

  const HOSTILE: Array<[string, Record<string, string>]> = [
    [
      'a module that requires itself',
      { lib: `${HEADER}__exportStar(require("./lib"), exports);\nexports.toSchema = require("./lib").toSchema;\n` },
    ],
    [
      'a require cycle',
      {
        lib: `${HEADER}var o_1 = require("./other");\n${getter('toSchema', 'o_1.toSchema')}${getter('Tags', 'o_1.Tags')}`,
        other: `${HEADER}var l_1 = require("./lib");\n${getter('toSchema', 'l_1.toSchema')}exports.Tags = l_1.Tags;\n`,
      },
    ],
    ['a getter that returns something else', { lib: `${HEADER}${getter('toSchema', 'someCall()')}` }],
  ];
  for (const [name, modules] of HOSTILE)
    it(`${name}: nothing found, no hang, no finding on what is not known`, () => {
      const out = lintTool(modules);
      assert.deepEqual(out.internalErrors, []);
      assert.deepEqual(
        out.findings.filter((f) => f.severity === 'error'),
        [],
      );
    });
});
