import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { modulesFrom } from '../../../../server/src/config/modules';
import { packagesNear } from '../../../../server/src/config/packages';
import { lint, type Finding, type LintOptions } from '../../../../shared/src/index';

/** The reference server's shipped JavaScript (a devDependency), one file per tool, `registerTool(name, config, cb)`. */
const TOOLS_DIR = join(
  __dirname,
  '..',
  '..',
  '..',
  '..',
  'node_modules',
  '@modelcontextprotocol',
  'server-everything',
  'dist',
  'tools',
);

/** What `toolwire mcp -- node dist/index.js` lists from version 2026.8.31 (the others need a client capability). */
const LISTED = [
  'echo',
  'get-annotated-message',
  'get-env',
  'get-resource-links',
  'get-resource-reference',
  'get-structured-content',
  'get-sum',
  'get-tiny-image',
  'gzip-file-as-resource',
  'toggle-simulated-logging',
  'toggle-subscriber-updates',
  'trigger-long-running-operation',
  'simulate-research-query',
];

/** Its two `format` faults: the tool, and the zod that writes the format. */
const FORMATS: Array<[string, RegExp]> = [
  ['gzip-file-as-resource', /^z\s*\.url$/],
  ['trigger-url-elicitation', /^url$/],
];

function lintTools(): Array<{ text: string; tools: string[]; findings: Finding[] }> {
  return readdirSync(TOOLS_DIR)
    .filter((f) => f.endsWith('.js'))
    .map((f) => {
      const fileName = join(TOOLS_DIR, f);
      const text = readFileSync(fileName, 'utf8');
      const options: LintOptions = {
        fileName,
        packages: packagesNear(fileName),
        modules: modulesFrom(fileName),
        targets: ['gemini'],
      };
      const out = lint(text, options);
      assert.deepEqual(out.internalErrors, [], f);
      return { text, tools: out.tools.map((t) => t.name ?? '?'), findings: out.findings };
    });
}

describe('server-everything (shipped JS): every listed tool found and read from source', () => {
  const files = lintTools();
  const found = files.flatMap((f) => f.tools);

  it('each listed tool is found once, and no schema is left unread', () => {
    for (const name of LISTED) assert.equal(found.filter((n) => n === name).length, 1, name);
    assert.deepEqual(
      files.flatMap((f) => f.findings.filter((x) => x.rule === 'schema-opaque').map((x) => x.tool)),
      [],
    );
  });

  it("its two format faults get Gemini's error where the zod writes them, and nothing else is an error", () => {
    const errors = files.flatMap((f) =>
      f.findings
        .filter((x) => x.severity === 'error')
        .map((x) => ({ tool: x.tool, rule: x.rule, at: f.text.slice(x.offset, x.offset + x.length) })),
    );
    assert.equal(errors.length, FORMATS.length, JSON.stringify(errors));
    for (const [tool, at] of FORMATS) {
      const error = errors.find((e) => e.tool === tool)!;
      assert.equal(error.rule, 'format-unsupported', tool);
      assert.match(error.at, at);
    }
  });
});
