import type { Rule, SourceCode } from 'eslint';
import { isLintedFileName, lint, type Finding } from '../../../shared/src/index';
import { planEslintFile } from './file-plan';

interface Linted {
  filename: string;
  settings: unknown;
  findings: readonly Finding[];
}

/**
 * The engine's findings on the file one ESLint rule is looking at. Every
 * ESLint rule of the plugin asks; the file is linted once: ESLint gives all the
 * rules of one pass over a file the same SourceCode (its text cannot change), so
 * its findings are kept on it, with the file name and settings they were made
 * under (a Linter may verify the same SourceCode again under another config).
 * A --fix pass makes a new SourceCode for the new text, which is linted anew.
 */
export function findingsFor(context: Rule.RuleContext, ruleId: string): readonly Finding[] {
  const source = context.sourceCode;
  let linted = kept.get(source);
  if (!linted || linted.filename !== context.filename || linted.settings !== context.settings) {
    linted = { filename: context.filename, settings: context.settings, findings: lintFile(context, source.text) };
    kept.set(source, linted);
  }
  // Most files have no finding at all; the findings of one that has are filtered once per rule.
  return linted.findings.length ? linted.findings.filter((f) => f.rule === ruleId) : NONE;
}

const kept = new WeakMap<SourceCode, Linted>();
const NONE: readonly Finding[] = [];

function lintFile(context: Rule.RuleContext, text: string): readonly Finding[] {
  const plan = planEslintFile({
    filename: context.filename,
    physicalFilename: context.physicalFilename,
    settings: context.settings,
    cwd: context.cwd,
  });
  if (!plan.included) return NONE;
  // Syntax errors are the parser's to report (ESLint never runs a rule on a file it cannot parse).
  return lint(text, { ...plan.options, language: languageOf(context.filename), fixes: true }).findings;
}

/**
 * ESLint lints JavaScript and TypeScript: a text with no such file name (standard
 * input is `<text>`) is read as TypeScript, which reads JavaScript too, not as JSON.
 */
function languageOf(filename: string): string | undefined {
  return isLintedFileName(filename) ? undefined : 'typescript';
}
