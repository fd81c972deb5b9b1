import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { lint, type LintOptions } from '../../../shared/src/index';

/**
 * Where the zod a file gets is not decided, the converters it may get are
 * compared on each tool: an error only one of them would cause is a warning
 * that names the other and what it writes; an error both cause stays one.
 */
const TOOL = [
  "import { z } from 'zod';",
  "server.registerTool('note', { description: 'Write a note about the record for later.', inputSchema: {",
  "  note: z.string().nullable().describe('The note'),",
  "  when: z.date().describe('When'),",
  '} }, h);',
].join('\n');

interface Case {
  name: string;
  packages: LintOptions['packages'];
  /** rule -> severity, and the words a hedged one ends with. */
  expected: Record<string, 'error' | 'warning'>;
  says?: RegExp;
}

const CASES: Case[] = [
  {
    name: 'zod ^4.0.0 declared, nothing installed: 4.0 writes .nullable() as anyOf, so the type list is not certain',
    packages: { zod: '^4.0.0' },
    expected: { 'type-list': 'warning', 'converter-throws': 'error' },
    says: /zod \^4\.0\.0 is declared, not installed: zod 4\.0 writes this as `\{"anyOf":\[\{"type":"string"\},\{"type":"null"\}\]/,
  },
  {
    name: 'zod 4.6.7 installed: decided',
    packages: (name) => (name === 'zod' ? { installed: '4.6.7', declared: '^4.0.0' } : undefined),
    expected: { 'type-list': 'error', 'converter-throws': 'error' },
  },
  {
    name: 'zod ~4.6.0 declared: every minor it admits writes the same',
    packages: { zod: '~4.6.0' },
    expected: { 'type-list': 'error', 'converter-throws': 'error' },
  },
  {
    name: 'no zod anywhere: zod 3 writes a date as a string, and a nullable as a type list too',
    packages: { '@modelcontextprotocol/sdk': '^1.17.0' },
    expected: { 'type-list': 'error', 'converter-throws': 'warning' },
    says: /No zod is installed, locked or declared for this file: zod 3 \(zod-to-json-schema\) writes this as `\{"type":"string","format":"date-time"/,
  },
];

describe('an undecided zod version', () => {
  for (const c of CASES)
    it(c.name, () => {
      const out = lint(TOOL, { fileName: 'server.ts', packages: c.packages, targets: ['gemini'] });
      const severities = Object.fromEntries(
        out.findings.filter((f) => f.rule in c.expected).map((f) => [f.rule, f.severity]),
      );
      assert.deepEqual(severities, c.expected);
      const hedged = out.findings.filter((f) => f.severity === 'warning');
      for (const f of hedged) assert.match(f.message, c.says!, f.rule);
    });

  it('zodToJsonSchema with no zod known: read as zod 3, every error a warning that says what zod 4 sends', () => {
    const text = readFileSync(join(__dirname, '..', '..', 'fixtures', 'zod', 'low-level-converter.ts'), 'utf8');
    const out = lint(text, { fileName: 'server.ts', packages: { 'zod-to-json-schema': '^3.23.5' } });
    const free = out.findings.find((f) => f.rule === 'object-free-form')!;
    assert.ok(free, out.findings.map((f) => f.rule).join());
    assert.equal(free.severity, 'warning');
    assert.match(free.message, /with zod 4, zod-to-json-schema sends only `\{"\$schema": …\}` for it/);
    assert.ok(!out.findings.some((f) => f.severity === 'error'), out.findings.map((f) => f.rule).join());
  });

  it('no packages given at all (the library with no host): the current majors, nothing hedged', () => {
    const out = lint(TOOL, { fileName: 'server.ts', targets: ['gemini'] });
    assert.ok(out.findings.every((f) => f.severity !== 'warning'));
  });
});
