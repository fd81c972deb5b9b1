import assert from 'node:assert/strict';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { lint, type LintOutput, type ModuleHost } from '../../../../shared/src/index';
import { fixtureModules } from '../../../helpers/fixture-modules';
import { timed } from '../../../fuzz/invariants';

const SITES = join(__dirname, '..', '..', '..', 'fixtures', 'sites');
const PACKAGES = { zod: '^4.1.0', '@modelcontextprotocol/sdk': '^1.17.0' };
const BASE =
  "import { z } from 'zod';\nclass NoteToolBase { register(s) { s.add(this.name, this.description, this.argsShape()); } }";
const DESCRIBED = "description = 'Find the notes whose fields match a filter, newest first.';";
const FREE = "{ filter: z.record(z.string(), z.unknown()).describe('The fields to match.') }";

/** A class tool's file with `head` before it, written as `cls` (`CLASS` stands for the usual members). */
function classFile(head: string, cls: string): string {
  const members = `static toolName = 'find_notes';\n  ${DESCRIBED}\n  argsShape() { return ${FREE}; }`;
  return `${head}\n${cls.replace('CLASS', members)}\n`;
}

function linted(text: string, modules?: ModuleHost): LintOutput {
  const fileName = join(SITES, 'tools.ts');
  const out = timed(5000, 'lint', () => lint(text, { fileName, packages: PACKAGES, modules }));
  assert.deepEqual(out.internalErrors, []);
  return out;
}

const errors = (out: LintOutput) => out.findings.filter((f) => f.severity === 'error').map((f) => [f.tool, f.rule]);
const FOUND = [
  ['find_notes', 'keyword-unsupported'],
  ['find_notes', 'keyword-unsupported'],
  ['find_notes', 'object-free-form'],
];

/** Where the convention holds, and where it does not: a tool is read only when its base is the workspace's and its schema zod. */
const CASES: Array<{ what: string; text: string; found: boolean }> = [
  {
    what: 'a base of the same file',
    text: classFile(BASE, 'class FindNotes extends NoteToolBase {\n  CLASS\n}'),
    found: true,
  },
  {
    what: 'a class expression held in a const',
    text: classFile(BASE, 'const FindNotes = class extends NoteToolBase {\n  CLASS\n};'),
    found: true,
  },
  {
    what: 'a name given to the instance',
    text: classFile(
      BASE,
      `class FindNotes extends NoteToolBase {\n  name = 'find_notes';\n  ${DESCRIBED}\n  argsShape = ${FREE};\n}`,
    ),
    found: true,
  },
  {
    what: 'a base imported from a package',
    text: classFile(
      "import { z } from 'zod';\nimport { ToolBase } from 'tool-kit';",
      'class FindNotes extends ToolBase {\n  CLASS\n}',
    ),
    found: false,
  },
  { what: 'no base', text: classFile("import { z } from 'zod';", 'class FindNotes {\n  CLASS\n}'), found: false },
  {
    what: 'a schema of plain JSON Schema values',
    text: classFile(
      BASE,
      `class FindNotes extends NoteToolBase {\n  static toolName = 'find_notes';\n  ${DESCRIBED}\n  parameters = { type: 'object', properties: { filter: { type: 'object' } } };\n}`,
    ),
    found: false,
  },
  {
    what: 'no name',
    text: classFile(
      BASE,
      `class FindNotes extends NoteToolBase {\n  ${DESCRIBED}\n  argsShape() { return ${FREE}; }\n}`,
    ),
    found: false,
  },
];

describe('class registries: a tool read only where the convention holds', () => {
  for (const { what, text, found } of CASES) {
    it(`${what}: ${found ? 'read and judged' : 'no tool, no error'}`, () => {
      const out = linted(text);
      assert.deepEqual(out.tools.filter((t) => t.name === 'find_notes').length, found ? 1 : 0);
      assert.deepEqual(errors(out), found ? FOUND : []);
    });
  }

  it('the finding names the convention: the class, its base and the members read', () => {
    const out = linted(classFile(BASE, 'class FindNotes extends NoteToolBase {\n  CLASS\n}'));
    const free = out.findings.find((f) => f.rule === 'object-free-form')!;
    assert.match(
      free.message,
      /The tool is a class registry's tool: `FindNotes` extends `NoteToolBase`, a class of the workspace, whose base registers its `toolName` as the tool's name, its `description` as the description and what its `argsShape\(\)` returns as the MCP inputSchema\./,
    );
  });

  it('a shape chosen by a condition: both branches judged, the fault of each found', () => {
    const cls = `class FindNotes extends NoteToolBase {\n  static toolName = 'find_notes';\n  ${DESCRIBED}\n  argsShape() { return this.wide ? ${FREE} : { tags: z.record(z.string(), z.string()).describe('Tags.') }; }\n}`;
    const out = linted(classFile(BASE, cls));
    const free = out.findings.filter((f) => f.rule === 'object-free-form').map((f) => f.pointer.split('/').at(-1));
    assert.deepEqual(free, ['filter', 'tags']);
  });

  it('without the module host, a base imported from the workspace is not known: no tool, nothing judged', () => {
    const out = linted(
      classFile(
        "import { z } from 'zod';\nimport { NoteToolBase } from './class-base.js';",
        'class FindNotes extends NoteToolBase {\n  CLASS\n}',
      ),
    );
    assert.deepEqual(errors(out), []);
    const withHost = linted(
      classFile(
        "import { z } from 'zod';\nimport { NoteToolBase } from './class-base.js';",
        'class FindNotes extends NoteToolBase {\n  CLASS\n}',
      ),
      fixtureModules(SITES),
    );
    assert.deepEqual(errors(withHost), FOUND);
  });
});

/** Classes and helpers that never end, each with the tool members: no hang, no throw, no false finding. */
const HOSTILE: Array<[string, string]> = [
  [
    'a class that extends itself',
    `class Loop extends Loop {\n  static toolName = 'loop';\n  ${DESCRIBED}\n  argsShape() { return this.pick(); }\n}`,
  ],
  [
    'a cycle of bases',
    `class A extends B {\n  static toolName = 'a';\n  ${DESCRIBED}\n  argsShape() { return this.pick(); }\n}\nclass B extends A {\n  static toolName = 'b';\n  ${DESCRIBED}\n  argsShape() { return this.pick(); }\n}`,
  ],
  [
    'a method that calls itself',
    `class Loop extends NoteToolBase {\n  static toolName = 'loop';\n  ${DESCRIBED}\n  argsShape() { return this.argsShape(); }\n}`,
  ],
  [
    'a helper that calls itself',
    `function grow(shape) { return grow({ ...shape }); }\nclass Loop extends NoteToolBase {\n  static toolName = 'loop';\n  ${DESCRIBED}\n  argsShape() { return grow({ q: z.string() }); }\n}`,
  ],
  [
    'a shape that spreads itself',
    `const S = { ...S, ...T };\nconst T = { ...S };\nclass Loop extends NoteToolBase {\n  static toolName = 'loop';\n  ${DESCRIBED}\n  argsShape() { return S; }\n}`,
  ],
  [
    'a member of itself',
    `const V = { plain: V.plain };\nclass Loop extends NoteToolBase {\n  static toolName = 'loop';\n  ${DESCRIBED}\n  argsShape() { return V.plain; }\n}`,
  ],
];

describe('class registries: hostile input', () => {
  for (const [what, cls] of HOSTILE) {
    it(`${what}: no hang, no throw, no error`, () => {
      const out = linted(`${BASE}\n${cls}\n`);
      assert.deepEqual(errors(out), []);
    });
  }

  it('10,000 classes, each a tool: every one read, in time', () => {
    const classes = Array.from(
      { length: 10_000 },
      (_, i) =>
        `class T${i} extends NoteToolBase {\n  static toolName = 't${i}';\n  ${DESCRIBED}\n  argsShape() { return { q: z.string().describe('The text to look for.') }; }\n}`,
    );
    const text = `${BASE}\n${classes.join('\n')}\n`;
    const out = timed(120_000, 'lint', () =>
      lint(text, { fileName: 'tools.ts', packages: PACKAGES, maxFileSize: text.length + 1 }),
    );
    assert.deepEqual(out.internalErrors, []);
    assert.equal(out.tools.length, 10_000);
    // So many tools are more than a provider takes in one request: that is the only error.
    assert.deepEqual(new Set(errors(out).map(([, rule]) => rule)), new Set(['tool-count']));
  });
});
