import type { Rule, SourceCode } from 'eslint';
import { safeRepair, type Finding, type Fix } from '../../../shared/src/index';

/**
 * What ESLint is told of one finding: its range (the engine's UTF-16 offsets are
 * JavaScript string indices, as ESLint's are, so the language server's range), its
 * message, its safe repair as the fix `--fix` applies, and every other fix
 * (authoring ones, which may change what the tool accepts) as a suggestion.
 */
export function reportOf(finding: Finding, source: SourceCode): Rule.ReportDescriptor {
  const repair = safeRepair(finding);
  const suggest = finding.fixes.filter((f) => f !== repair).map((f) => ({ desc: f.title, fix: fixerOf(f) }));
  return {
    loc: {
      start: source.getLocFromIndex(finding.offset),
      end: source.getLocFromIndex(finding.offset + finding.length),
    },
    message: finding.message,
    ...(repair ? { fix: fixerOf(repair) } : {}),
    ...(suggest.length ? { suggest } : {}),
  };
}

/** A fix's edits as ESLint text edits (the engine's edits of one fix never overlap). */
function fixerOf(fix: Fix): Rule.ReportFixer {
  return (fixer) => fix.edits.map((e) => fixer.replaceTextRange([e.offset, e.offset + e.length], e.newText));
}
