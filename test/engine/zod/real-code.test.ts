import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { lint } from '../../../shared/src/index';
import { toolsOf } from '../../../shared/src/lint';
import { resolveOptions } from '../../../shared/src/options';

const DIR = join(__dirname, '..', '..', 'fixtures', 'zod', 'real');

/** The package.json a fixture is linted under: zod 3 and the MCP SDK v1, as most servers on npm have it. */
const ZOD3 = { zod: '^3.25.0', '@modelcontextprotocol/sdk': '^1.17.0', 'zod-to-json-schema': '^3.24.0' };
const ZOD4 = { zod: '^4.1.0', '@modelcontextprotocol/sdk': '^1.17.0' };

/**
 * Code as real servers write it (issue 23), each a TS and a JS fixture: the
 * tools found, every finding of the rules named in `present` (rule and the
 * source text it is on, in order) and the rules that must not fire.
 */
interface Case {
  stem: string;
  why: string;
  packages: Readonly<Record<string, string>>;
  tools: string[];
  present: Array<[rule: string, text: string]>;
  absent: string[];
}

const CASES: Case[] = [
  {
    stem: 'output-schema-field',
    why: 'a z.object with a field named inputSchema (an output schema) is not a nameless tool',
    packages: ZOD3,
    tools: ['describe_tool'],
    present: [],
    absent: ['root-replaced', 'description-missing', 'name-missing'],
  },
  {
    stem: 'default-unread',
    why: 'a default beside a keyword not read is not judged, and nothing throws; a known bad default still is',
    packages: ZOD3,
    tools: ['list_items'],
    present: [['default-invalid', '-1']],
    absent: [],
  },
  {
    stem: 'converted-refined-root',
    why: 'a refined root converted by the code itself is sent as converted; its own faults are judged',
    packages: ZOD3,
    tools: ['search'],
    present: [
      ['object-free-form', 'z.record(z.string(), z.string())'],
      ['type-missing', 'z.any()'],
    ],
    absent: ['root-replaced'],
  },
  {
    stem: 'description-unread',
    why: 'a description that is not read (imported, concatenated with one) is never missing',
    packages: ZOD4,
    tools: ['find_files', 'read_file'],
    present: [
      ['property-description-missing', 'z.number()'],
      ['property-description-missing', 'lines'],
    ],
    absent: ['description-missing'],
  },
  {
    stem: 'shorthand-shape',
    why: 'a shorthand member is a member of the raw shape, not a JSON Schema keyword',
    packages: ZOD4,
    tools: ['search', 'count'],
    present: [
      ['keyword-unsupported', 'z.record'], // propertyNames
      ['keyword-unsupported', 'z.record'], // additionalProperties
      ['object-free-form', 'z.record(z.string(), z.number())'],
      ['property-description-missing', 'z.record(z.string(), z.number())'],
      ['property-description-missing', 'z.number()'],
    ],
    absent: ['root-properties', 'root-type'],
  },
  {
    stem: 'shape-const',
    why: 'a const whose values are zod is a raw shape wherever it is used, registerTool or server.tool',
    packages: ZOD4,
    tools: ['read_files', 'run', 'run_again'],
    present: [
      ['object-free-form', 'z.record(z.string(), z.string())'], // run
      ['object-free-form', 'z.record(z.string(), z.string())'], // run_again, through a second const
    ],
    absent: ['root-properties', 'root-type', 'property-description-missing'],
  },
  {
    stem: 'partly-known',
    why: 'a spread, .extend(x), a computed key or an import not read makes only its own part unknown',
    packages: ZOD4,
    tools: ['scrape', 'list_pages', 'search_pages', 'weather'],
    present: [
      ['format-unsupported', 'url'],
      ['object-free-form', 'z.record(z.string(), z.any())'],
      ['property-description-missing', 'z.string()'], // site, beside .extend(paging())
      ['schema-opaque', "SAFE ? {} : { actions: z.array(z.string()).describe('Browser actions to run first') }"],
      ['schema-opaque', 'paging()'],
      ['schema-opaque', 'CommonArgs'],
    ],
    absent: ['root-properties', 'root-type', 'required-undeclared', 'required-absent', 'default-invalid'],
  },
  {
    stem: 'helpers-and-branches',
    why: 'a local function returning zod is followed, and both branches of a conditional spread are judged',
    packages: ZOD4,
    tools: ['make_thing'],
    present: [
      ['object-free-form', 'z.record(z.string(), z.string())'],
      ['object-free-form', 'z.array'],
      ['schema-opaque', "SAFE ? {} : { actions: z.array(z.any()).describe('Actions to run after') }"],
    ],
    absent: ['property-description-missing', 'root-properties', 'required-undeclared'],
  },
];

const slice = (text: string, f: { offset: number; length: number }) => text.slice(f.offset, f.offset + f.length);

describe('zod on real code: what servers write is read as the SDK sends it', () => {
  for (const c of CASES) {
    for (const ext of ['ts', 'mjs']) {
      it(`${c.stem}.${ext}: ${c.why}`, () => {
        const file = `${c.stem}.${ext}`;
        const text = readFileSync(join(DIR, file), 'utf8');
        const out = lint(text, { fileName: file, packages: c.packages });
        assert.deepEqual(out.internalErrors, []);
        assert.deepEqual(
          out.tools.map((t) => t.name),
          c.tools,
        );
        const found = out.findings.map((f) => [f.rule, slice(text, f)]);
        for (const rule of new Set(c.present.map(([r]) => r)))
          assert.deepEqual(
            found.filter(([r]) => r === rule),
            c.present.filter(([r]) => r === rule),
          );
        for (const rule of c.absent)
          assert.deepEqual(
            found.filter(([r]) => r === rule),
            [],
          );
      });
    }
  }
});

describe('zod on real code: what is not read is said, never dropped', () => {
  it('properties imported one by one are sent, and the hover shows them as not read', () => {
    const text = readFileSync(join(DIR, 'partly-known.ts'), 'utf8');
    const options = resolveOptions({ fileName: 'partly-known.ts', packages: ZOD4 });
    const parsed = options.language.parse(text, options.parse);
    const weather = toolsOf(parsed, options).find((t) => t.name === 'weather')!;
    const sent = parsed.computed!.sourceOf(weather.schema)!.sent as { properties: object; required: unknown[] };
    assert.deepEqual(sent.properties, {
      location: '…',
      units: '…',
      days: {
        type: 'integer',
        description: 'How many days to forecast',
        minimum: -9007199254740991,
        maximum: 9007199254740991,
      },
    });
  });

  it('a part not read is named in the note on it, with what it means for the rest', () => {
    const text = readFileSync(join(DIR, 'partly-known.ts'), 'utf8');
    const out = lint(text, { fileName: 'partly-known.ts', packages: ZOD4 });
    const note = out.findings.find((f) => f.rule === 'schema-opaque' && slice(text, f) === 'CommonArgs')!;
    assert.match(
      note.message,
      /^The parameters schema may have more properties than the ones read here: `CommonArgs`, `\[FIELD\]: z\.string\(\)` are computed when the code runs\./,
    );
    assert.equal(note.severity, 'info');
  });
});
