import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { lint, type LintOptions } from '../../../../shared/src/index';
import { parseScript } from '../../../../shared/src/language/typescript/parse';
import { locateTools } from '../../../../shared/src/model/locate';
import { fixtureModules } from '../../../helpers/fixture-modules';

const DIR = join(__dirname, '..', '..', '..', 'fixtures', 'sites');
const PACKAGES = { zod: '^4.1.0', '@modelcontextprotocol/sdk': '^1.17.0' };

/** Per fixture stem: each tool found, its description as read, and the text its z.record fault is reported on. */
const CASES: Record<string, Array<{ name: string; description: string; fault: string }>> = {
  'held-parts': [
    {
      name: 'gzip_file',
      description: 'Compress one file with gzip and return the path of the archive it writes.',
      fault: 'z.record(z.string(), z.string())',
    },
    {
      name: 'count_lines',
      description: 'Count the lines of a text file, optionally only those matching a pattern.',
      fault: 'z.record(z.string(), z.string())',
    },
    {
      name: 'web_search',
      description: 'Search the web and return the first page of results.',
      fault: 'z.record(z.string(), z.unknown())',
    },
  ],
  // The parts live in another module: the findings sit on the expression that names them here.
  'imported-tool': [
    {
      name: 'fetch_url',
      description: 'Fetch a URL and return its body as text, following at most five redirects.',
      fault: 'fetchTool.schema',
    },
  ],
};

function lintFixture(file: string, options: Partial<LintOptions> = {}) {
  const fileName = join(DIR, file);
  const text = readFileSync(fileName, 'utf8');
  const all = { fileName, modules: fixtureModules(DIR), packages: PACKAGES, ...options };
  const descriptions = locateTools(parseScript(text, all).root).map((t) => t.description);
  return { text, out: lint(text, all), descriptions };
}

describe('tool sites: parts held in consts, spreads, fallbacks and imported objects', () => {
  for (const [stem, tools] of Object.entries(CASES)) {
    for (const ext of ['ts', 'mjs']) {
      it(`${stem}.${ext}: ${tools.map((t) => t.name).join(', ')} found once each and judged`, () => {
        const { text, out, descriptions } = lintFixture(`${stem}.${ext}`);
        assert.deepEqual(out.internalErrors, []);
        assert.deepEqual(
          out.tools.map((t, i) => [t.name, t.shape, descriptions[i]]),
          tools.map((t) => [t.name, 'mcp', t.description]),
        );
        for (const tool of tools) {
          const free = out.findings.filter((f) => f.rule === 'object-free-form' && f.tool === tool.name);
          assert.deepEqual(
            free.map((f) => text.slice(f.offset, f.offset + f.length)),
            [tool.fault],
          );
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
