import { measureSideBySide, round } from './measure';
import { engine, LINT_OPTIONS } from './subjects';

/**
 * Where the lint's time goes, rule by rule: the full lint, and the full lint with
 * one rule turned off; the difference is what that rule costs (in CPU time,
 * steadier than wall time on a shared machine). Also the lint with every rule
 * off: parsing, locating tools and assembling the output.
 */

export interface RuleCost {
  rule: string;
  /** Median CPU ms the rule adds to the full lint. */
  ms: number;
}

export interface RuleCosts {
  tools: number;
  /** Median CPU ms of the full lint, and of the lint with no rule on. */
  fullMs: number;
  baselineMs: number;
  rules: RuleCost[];
}

export async function ruleCosts(text: string, tools: number, budgetMs: number): Promise<RuleCosts> {
  const ids = engine.RULES.map((r) => r.id);
  const lintWithout = (off: readonly string[]) => () => engine.lint(text, { ...LINT_OPTIONS, rules: Object.fromEntries(off.map((id) => [id, 'off' as const])) });
  const [full, baseline] = await measureSideBySide([lintWithout([]), lintWithout(ids)], budgetMs);
  const rules: RuleCost[] = [];
  for (const id of ids) {
    // Side by side with the full lint again, so that both see the same load.
    const [withIt, without] = await measureSideBySide([lintWithout([]), lintWithout([id])], budgetMs);
    rules.push({ rule: id, ms: round(Math.max(0, withIt.cpuMedian - without.cpuMedian), 2) });
  }
  rules.sort((a, b) => b.ms - a.ms);
  return { tools, fullMs: round(full.cpuMedian), baselineMs: round(baseline.cpuMedian), rules };
}

/** Rules with no hook cost nothing: what the measure gives them is its noise. */
function noiseFloor(costs: RuleCosts): number | undefined {
  const hookless = new Set(engine.RULES.filter((r) => !r.tool && !r.schemaNode && !r.catalog).map((r) => r.id));
  const seen = costs.rules.filter((r) => hookless.has(r.rule)).map((r) => r.ms);
  return seen.length ? Math.max(...seen) : undefined;
}

export function ruleCostTable(costs: RuleCosts | undefined): string {
  if (!costs) return '';
  const noise = noiseFloor(costs) ?? 0;
  const rows = costs.rules.filter((r) => r.ms > noise).map((r) => `| cost of ${r.rule} | ${r.ms.toFixed(1)} |`);
  return [
    `| ${costs.tools.toLocaleString('en-US')} tools, CPU ms | |`,
    '|---|---:|',
    `| full lint | ${costs.fullMs.toFixed(1)} |`,
    `| every rule off (parse, locate tools, output) | ${costs.baselineMs.toFixed(1)} |`,
    ...rows,
    `| noise of this measure (a rule with no hooks; rules below it not listed) | ${noise.toFixed(1)} |`,
  ].join('\n');
}
