import { readFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { SourceMap, type SourceMapPayload } from 'node:module';
import { join } from 'node:path';
import { measureSideBySide, round } from './measure';
import { engine, LINT_OPTIONS } from './subjects';

/**
 * Where the lint's time goes, rule by rule, from a sampling CPU profile of many
 * lints of one catalog: each sample belongs to the innermost frame of a rule's
 * own file (rules/<id>.ts) on its stack, so a rule is charged for its hooks and
 * for everything they call (the word join of tools-overlap, ajv for
 * schema-invalid); samples with no rule frame are the engine's (parse, locate,
 * the walk, assembling the output), and the garbage collector's are shown
 * apart. Comparing the lint with and without one rule instead drowns the
 * smaller rules in the noise of a shared machine.
 */

export interface RuleCost {
  rule: string;
  /** Milliseconds of one lint spent in the rule's hooks and what they call. */
  ms: number;
}

export interface RuleCosts {
  tools: number;
  /** Median wall ms of the full lint, and of the lint with no rule on. */
  fullMs: number;
  baselineMs: number;
  /** From the profile, per lint: the engine outside any rule, and the garbage collector. */
  engineMs?: number;
  gcMs?: number;
  rules: RuleCost[];
}

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  children?: number[];
}

interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const GC = 'gc';
const ENGINE = 'engine';

/** A function of the bundle to the source file it was built from (dist/index.js carries its source map). */
function sourceOf(): (frame: ProfileNode['callFrame']) => string | undefined {
  const bundle = join(__dirname, '..', 'dist', 'index.js');
  const map = new SourceMap(JSON.parse(readFileSync(`${bundle}.map`, 'utf8')) as SourceMapPayload);
  return (frame) => {
    if (!frame.url.endsWith('/dist/index.js')) return undefined;
    const entry = map.findEntry(frame.lineNumber, frame.columnNumber);
    return 'originalSource' in entry ? entry.originalSource : undefined;
  };
}

/** Each profile node's owner: the rule whose file is the innermost on its stack, the engine, or the collector. */
function owners(profile: Profile, ruleIds: ReadonlySet<string>): Map<number, string> {
  const source = sourceOf();
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const owner = new Map<number, string>();
  const visit = (id: number, inherited: string) => {
    const node = byId.get(id)!;
    const file = source(node.callFrame)?.match(/shared\/src\/rules\/([\w-]+)\.ts$/)?.[1];
    const mine =
      file && ruleIds.has(file) ? file : node.callFrame.functionName === '(garbage collector)' ? GC : inherited;
    owner.set(id, mine);
    for (const child of node.children ?? []) visit(child, mine);
  };
  visit(profile.nodes[0].id, ENGINE);
  return owner;
}

async function profileLints(text: string, runs: number): Promise<Profile> {
  const session = new Session();
  session.connect();
  try {
    await session.post('Profiler.enable');
    await session.post('Profiler.setSamplingInterval', { interval: 200 });
    await session.post('Profiler.start');
    for (let i = 0; i < runs; i++) engine.lint(text, LINT_OPTIONS);
    return ((await session.post('Profiler.stop')) as { profile: Profile }).profile;
  } finally {
    session.disconnect();
  }
}

export async function ruleCosts(text: string, tools: number, budgetMs: number): Promise<RuleCosts> {
  const ids = engine.RULES.map((r) => r.id);
  const lintWithout = (off: readonly string[]) => () =>
    engine.lint(text, { ...LINT_OPTIONS, rules: Object.fromEntries(off.map((id) => [id, 'off' as const])) });
  const [full, baseline] = await measureSideBySide([lintWithout([]), lintWithout(ids)], budgetMs);
  const runs = Math.max(5, Math.min(40, Math.round((budgetMs * 2) / full.median)));
  const profile = await profileLints(text, runs);
  const owner = owners(profile, new Set(ids));
  const spent = new Map<string, number>();
  profile.samples.forEach((id, i) =>
    spent.set(owner.get(id)!, (spent.get(owner.get(id)!) ?? 0) + profile.timeDeltas[i] / 1000),
  );
  const perLint = (key: string) => round((spent.get(key) ?? 0) / runs, 2);
  const rules = ids.map((rule) => ({ rule, ms: perLint(rule) })).sort((a, b) => b.ms - a.ms);
  return {
    tools,
    fullMs: round(full.median),
    baselineMs: round(baseline.median),
    engineMs: perLint(ENGINE),
    gcMs: perLint(GC),
    rules,
  };
}

/** Rules that cost less than this per lint are summed in one row. */
const LISTED_MS = 0.5;

export function ruleCostTable(costs: RuleCosts | undefined): string {
  if (!costs) return '';
  if (costs.engineMs === undefined) return legacyTable(costs);
  const listed = costs.rules.filter((r) => r.ms >= LISTED_MS);
  const rest = costs.rules.filter((r) => r.ms < LISTED_MS);
  return [
    `| ${costs.tools.toLocaleString('en-US')} tools, ms per lint | |`,
    '|---|---:|',
    `| full lint (median wall time) | ${costs.fullMs.toFixed(1)} |`,
    `| every rule off (parse, locate tools, output) | ${costs.baselineMs.toFixed(1)} |`,
    `| *sampled, one lint:* engine outside the rules (parse, locate, walk, output) | ${costs.engineMs.toFixed(1)} |`,
    `| garbage collector | ${(costs.gcMs ?? 0).toFixed(1)} |`,
    ...listed.map((r) => `| ${r.rule} | ${r.ms.toFixed(1)} |`),
    `| the other ${rest.length} rules together | ${rest.reduce((sum, r) => sum + r.ms, 0).toFixed(1)} |`,
  ].join('\n');
}

/** Results written before the profile: rule costs by leaving one rule out, in CPU time; a rule with no hooks shows the noise. */
function legacyTable(costs: RuleCosts): string {
  const hookless = new Set(
    engine.RULES.filter((r) => !r.checkTool && !r.checkNode && !r.checkCatalog).map((r) => r.id),
  );
  const noise = Math.max(0, ...costs.rules.filter((r) => hookless.has(r.rule)).map((r) => r.ms));
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
