/**
 * Each ESLint rule of the plugin under ESLint's RuleTester, on every TypeScript,
 * JavaScript and zod fixture: the errors are the engine's findings of that rule,
 * linted with the CLI's options for the file, on the same ranges (lines and
 * columns counted apart from ESLint), the output is one pass of their safe
 * repairs, and every other fix is a suggestion whose output is that fix applied.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { applyEdits, DIAGNOSTICS, safeRepair, type Finding } from '../../shared/src/index';
import plugin from '../../server/src/eslint/index';
import { cliFindings, onePass, placeOf, PROJECT, ROOT, suggestedFixes } from './helpers';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

interface FixtureFile {
  path: string;
  text: string;
  findings: Finding[];
}

const FOLDERS = ['test/fixtures/typescript', 'test/fixtures/zod'].map((f) => join(ROOT, f));
const FILES: FixtureFile[] = [
  ...FOLDERS.flatMap((dir) => readdirSync(dir).map((name) => join(dir, name))),
  join(PROJECT, 'src', 'server.ts'),
  join(PROJECT, 'src', 'tools.ts'),
]
  .filter((path) => /\.[cm]?[jt]s$/.test(path))
  .map((path) => {
    const text = readFileSync(path, 'utf8');
    return { path, text, findings: cliFindings(path, ROOT, text) };
  });

/** TypeScript through typescript-eslint's parser; JavaScript through ESLint's own (espree): any parser serves. */
function languageOptions(path: string) {
  return /\.[cm]?ts$/.test(path) ? { parser: tseslint.parser } : { sourceType: 'module' as const };
}

function errorOf(file: FixtureFile, f: Finding) {
  return {
    message: f.message,
    ...placeOf(file.text, f),
    suggestions: suggestedFixes(f).map((fix) => ({ desc: fix.title, output: applyEdits(file.text, fix.edits) })),
  };
}

/** ESLint sorts a file's messages by line, then column; a stable sort keeps the engine's order of ties. */
function byPlace(file: FixtureFile, findings: Finding[]): Finding[] {
  const key = (f: Finding) => placeOf(file.text, f);
  return [...findings].sort((a, b) => key(a).line - key(b).line || key(a).column - key(b).column);
}

function invalidCase(file: FixtureFile, findings: Finding[]) {
  const repairs = findings.flatMap((f) => safeRepair(f) ?? []);
  return {
    name: `${file.path.slice(ROOT.length + 1)}`,
    code: file.text,
    filename: file.path,
    languageOptions: languageOptions(file.path),
    errors: byPlace(file, findings).map((f) => errorOf(file, f)),
    output: repairs.length ? onePass(file.text, repairs) : null,
  };
}

const tester = new RuleTester();
const found = new Set(FILES.flatMap((file) => file.findings.map((f) => f.rule)));

describe('the plugin on the fixtures under RuleTester', () => {
  it('finds something on the fixtures, for several rules (the cases below are not empty)', () => {
    if (found.size < 10) throw new Error(`only ${[...found].join(', ')}`);
  });

  for (const meta of DIAGNOSTICS.filter((m) => found.has(m.id))) {
    const withIt = FILES.filter((file) => file.findings.some((f) => f.rule === meta.id));
    // Valid: the fixtures on which the engine finds nothing of this rule (a few, to bound the run's time).
    const without = FILES.filter((file) => !withIt.includes(file)).slice(0, 3);
    tester.run(`toolwire/${meta.id}`, plugin.rules[meta.id], {
      valid: without.map((file) => ({
        code: file.text,
        filename: file.path,
        languageOptions: languageOptions(file.path),
      })),
      invalid: withIt.map((file) =>
        invalidCase(
          file,
          file.findings.filter((f) => f.rule === meta.id),
        ),
      ),
    });
  }
});
