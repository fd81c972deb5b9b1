import type { Linter, Rule } from 'eslint';
import { DIAGNOSTICS, docsUrl, type RuleMeta, type Severity } from '../../../shared/src/index';
import { findingsFor } from './lint-once';
import { reportOf } from './report';

/** ESLint's level for a Toolwire severity: ESLint has no "info", and an info finding is a hint, not a failure. */
const LEVEL: Record<Severity, Linter.RuleSeverity> = { error: 'error', warning: 'warn', info: 'warn' };

/** The ESLint rule of one Toolwire rule (or engine diagnostic): it reports that id's findings of the file. */
function eslintRule(meta: RuleMeta): Rule.RuleModule {
  const { fixes, repairable } = meta as { fixes?: unknown; repairable?: unknown };
  return {
    meta: {
      type: meta.kind === 'wire' ? 'problem' : 'suggestion',
      docs: { description: meta.summary, url: docsUrl(meta.id) },
      // A rule that states no fixes, or whose fixes are never repairs, has nothing for --fix.
      ...(fixes !== undefined && repairable !== false ? { fixable: 'code' as const } : {}),
      ...(fixes !== undefined ? { hasSuggestions: true } : {}),
      schema: [],
    },
    create(context) {
      const findings = findingsFor(context, meta.id);
      // No finding of this rule (most files, most rules): no listener for ESLint to call.
      if (!findings.length) return {};
      return {
        Program() {
          for (const f of findings) context.report(reportOf(f, context.sourceCode));
        },
      };
    },
  };
}

/** One ESLint rule per id a finding can carry, named as in Toolwire (`items-missing`). */
export const ESLINT_RULES: Record<string, Rule.RuleModule> = Object.fromEntries(
  DIAGNOSTICS.map((meta) => [meta.id, eslintRule(meta)]),
);

/** Each rule at its default severity, under the plugin's prefix (`toolwire/items-missing`). */
export function recommendedLevels(prefix: string): Record<string, Linter.RuleSeverity> {
  return Object.fromEntries(DIAGNOSTICS.map((meta) => [`${prefix}/${meta.id}`, LEVEL[meta.defaultSeverity]]));
}
