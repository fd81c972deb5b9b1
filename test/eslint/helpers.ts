import { cpSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  applyEdits,
  lint,
  safeRepair,
  type Finding,
  type Fix,
  type LintOptions,
  type TextEdit,
} from '../../shared/src/index';
import { ConfigResolver } from '../../server/src/cli/configs';
import { LineIndex } from '../../server/src/cli/positions';

export const ROOT = join(__dirname, '..', '..');
/** A TypeScript MCP server with the e2e fixtures' faults: zod tools (one schema imported) and an OpenAI literal. */
export const PROJECT = join(ROOT, 'test', 'fixtures', 'eslint-project');

/** The options the CLI lints `file` with (its config, package.json and imported modules), fixes computed. */
export function cliOptions(file: string, baseDir: string): LintOptions {
  const resolver = new ConfigResolver({ rules: {} });
  return { ...resolver.plan(file, baseDir).options, fixes: true };
}

/** What the CLI's engine finds in `file`. */
export function cliFindings(file: string, baseDir = ROOT, text = readFileSync(file, 'utf8')): Finding[] {
  return lint(text, cliOptions(file, baseDir)).findings;
}

/** A finding's place as ESLint prints it (1-based lines and columns), counted apart from ESLint's own code. */
export function placeOf(text: string, f: Finding) {
  const lines = new LineIndex(text);
  const start = lines.position(f.offset);
  const end = lines.position(f.offset + f.length);
  return { line: start.line, column: start.column, endLine: end.line, endColumn: end.column };
}

/** The fixes of a finding that ESLint offers as suggestions: all but the safe repair `--fix` applies. */
export function suggestedFixes(f: Finding): Fix[] {
  const repair = safeRepair(f);
  return f.fixes.filter((x) => x !== repair);
}

/**
 * One pass of fixes as ESLint applies them: in the order of their ranges, each
 * fix whole (from its first edit to the end of its last), leaving out one that
 * starts where or before the previous one ended.
 */
export function onePass(text: string, fixes: readonly Fix[]): string {
  const spans = fixes
    .map((fix) => ({ fix, start: Math.min(...fix.edits.map((e) => e.offset)), end: endOf(fix.edits) }))
    .sort((a, b) => a.start - b.start || a.end - b.end);
  const kept: TextEdit[] = [];
  let last = -Infinity;
  for (const s of spans) {
    if (s.start <= last) continue;
    kept.push(...s.fix.edits);
    last = s.end;
  }
  return applyEdits(text, kept);
}

function endOf(edits: readonly TextEdit[]): number {
  return Math.max(...edits.map((e) => e.offset + e.length));
}

/** A fresh copy of the fixture project in a temporary folder. */
export function projectCopy(): string {
  const dir = mkdtempSync(join(tmpdir(), 'toolwire-eslint-'));
  cpSync(PROJECT, dir, { recursive: true });
  return dir;
}
