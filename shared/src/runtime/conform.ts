import type { InternalError } from '../lint';
import { resolveOptions, type ResolvedOptions } from '../options';
import type { ProviderId } from '../types';
import type { WireFormat } from '../wire/form';
import { batchOf, jsonText, type BatchEntry } from './batch';
import { conformEntry, NOT_A_TOOL, unreadable, type ConformedTool, type ToolDefect } from './conform-one';
import { toolItems, type ToolItem } from './input';
import { OUTCOMES, type Outcomes, type ToolOutcome } from './memo';
import { repairEach, type RepairedTool } from './repair';

export { NOT_A_TOOL, type ToolDefect } from './conform-one';

export interface ConformOptions {
  /** `portable` (every provider, the default) or the providers the request may go to. */
  targets?: 'portable' | ProviderId[];
  /** Send every tool in this wire form; by default each keeps the shape it came in. */
  wire?: WireFormat;
  /**
   * Told once per tool and defect: what was repaired, renamed or described, and
   * why a tool was left out. Once per callback for as long as the process runs,
   * so an agent that conforms its tools on every turn logs each defect once.
   */
  onDefect?: (defect: Defect) => void;
  /**
   * True (the default): a tool conformed before with the same options, and the
   * same JSON text, is recalled rather than judged again, as an agent sends the
   * same tools every turn. False judges every tool and keeps nothing.
   */
  recall?: boolean;
}

/** One thing wrong with one tool, and what was done about it. */
export interface Defect extends ToolDefect {
  /** The tool's name as given (undefined when it has none). */
  tool: string | undefined;
  /** Its position among the tools given. */
  index: number;
  /**
   * `repaired`: sent after this change; `excluded`: left out for this; `unchecked`: a rule could
   * not judge the tool here (the message says why; in a runtime that forbids generating code, such
   * as an edge worker, the JSON Schema meta-schema check cannot compile), and the tool was sent
   * on what the other rules found.
   */
  action: 'repaired' | 'excluded' | 'unchecked';
}

export interface ExcludedTool {
  /** The tool as given. */
  tool: unknown;
  index: number;
  name?: string;
  /** The findings that keep it out, none of which a safe repair resolves. */
  findings: ToolDefect[];
}

export interface Conformed {
  /** The tools to send, in order: repaired, named and described. */
  offered: unknown[];
  excluded: ExcludedTool[];
  /** Name as sent -> the tool as given, to dispatch a call the model makes. */
  nameMap: Map<string, unknown>;
}

/**
 * Conform the tools of one request: a portable tool passes unchanged, a
 * repairable one is repaired, one without a description gets the derived
 * description, and one with no name or with a schema no safe repair mends is
 * left out; then a tool whose model-safe name an earlier tool already has is
 * left out too. Never throws: what cannot be read is excluded with the reason.
 * Idempotent: conforming `offered` again offers the same tools.
 */
export function conformTools(tools: unknown, options: ConformOptions = {}): Conformed {
  const memo = options.recall === false ? undefined : OUTCOMES;
  const resolved = resolveOptions({ targets: options.targets, fixes: true });
  const out: Conformed = { offered: [], excluded: [], nameMap: new Map() };
  const report = reporter(options.onDefect);
  const items = toolItems(tools);
  outcomesOf(memo, items, resolved, options.wire).forEach((one, index) => {
    const given = items[index].value;
    for (const e of one.internalErrors) report(unchecked(e, one.givenName, index));
    if (one.offeredText === undefined) exclude(out, given, index, one.name, one.reasons, report);
    else if (out.nameMap.has(one.name)) exclude(out, given, index, one.name, [sameName(one.name)], report);
    else {
      out.offered.push(JSON.parse(one.offeredText));
      out.nameMap.set(one.name, given);
      for (const c of one.changes) report({ ...c, tool: one.givenName, index, action: 'repaired' });
    }
  });
  return out;
}

/**
 * Each tool's outcome: recalled when the same tool was conformed with the same
 * options before, else judged, with every other unseen tool, in one batch.
 */
function outcomesOf(
  memo: Outcomes | undefined,
  items: readonly ToolItem[],
  resolved: ResolvedOptions,
  wire: WireFormat | undefined,
): ToolOutcome[] {
  const settings = `${[...resolved.targets].sort().join(',')}\u0000${wire ?? ''}`;
  const texts = items.map((item) => jsonText(item.value));
  const keys = items.map((item, i) =>
    texts[i] === undefined ? undefined : `${settings}\u0000${item.listKey}\u0000${texts[i]}`,
  );
  const known = keys.map((key) => (key === undefined ? undefined : memo?.recall(key)));
  const unseen = known.flatMap((outcome, i) => (outcome === undefined ? [i] : []));
  if (!unseen.length) return known as ToolOutcome[];
  const batch = batchOf(
    unseen.map((i) => items[i]),
    unseen.map((i) => texts[i]),
  );
  const repaired = repairEach(batch, resolved);
  batch.entries.forEach((entry, j) => {
    const outcome = outcomeOf(entry, repaired[j], resolved.targets, wire);
    const key = keys[unseen[j]];
    if (key !== undefined) memo?.remember(key, outcome);
    known[unseen[j]] = outcome;
  });
  return known as ToolOutcome[];
}

/** One tool judged: offered (as JSON text) or left out, with the rules that threw on it. */
function outcomeOf(
  entry: BatchEntry,
  repaired: RepairedTool,
  targets: ReadonlySet<ProviderId>,
  wire: WireFormat | undefined,
): ToolOutcome {
  const { internalErrors } = repaired;
  const givenName = entry.tool?.name;
  const one = safely(() => conformEntry(entry, repaired, targets, wire));
  if ('reasons' in one) return { internalErrors, givenName, name: one.name, reasons: one.reasons };
  const offeredText = jsonText(one.offered);
  if (offeredText === undefined)
    return {
      internalErrors,
      givenName,
      name: one.name,
      reasons: [{ rule: NOT_A_TOOL, message: unreadable('it cannot be written as JSON'), pointer: '' }],
    };
  return { internalErrors, givenName, offeredText, name: one.name, changes: one.changes };
}

function exclude(
  out: Conformed,
  tool: unknown,
  index: number,
  name: string | undefined,
  findings: readonly ToolDefect[],
  report: (defect: Defect) => void,
): void {
  out.excluded.push({
    tool,
    index,
    ...(name !== undefined ? { name } : {}),
    findings: findings.map((f) => ({ ...f })),
  });
  for (const f of findings) report({ ...f, tool: name, index, action: 'excluded' });
}

/** A rule that threw on the tool: told, and the tool judged on what the other rules found. */
function unchecked(e: InternalError, tool: string | undefined, index: number): Defect {
  return {
    rule: e.rule,
    message: `The rule could not run: ${e.message}`,
    pointer: '',
    tool,
    index,
    action: 'unchecked',
  };
}

/** The name census: the model could not tell two tools of one name apart, so the first keeps it. */
function sameName(name: string): ToolDefect {
  return {
    rule: 'name-duplicate',
    message: `An earlier tool is already sent as \`${name}\`, so this one is left out: rename one of them.`,
    pointer: '',
  };
}

/** A rule that threw is isolated by the engine; anything else that throws here leaves the one tool out. */
function safely(conform: () => ConformedTool): ConformedTool {
  try {
    return conform();
  } catch (e) {
    return { reasons: [{ rule: NOT_A_TOOL, message: unreadable(String(e)), pointer: '' }] };
  }
}

/** The defects each callback has been told of, so it is told each one once. */
const told = new WeakMap<object, Set<string>>();

function reporter(onDefect: ConformOptions['onDefect']): (defect: Defect) => void {
  if (typeof onDefect !== 'function') return () => {};
  let seen = told.get(onDefect);
  if (!seen) told.set(onDefect, (seen = new Set()));
  const known = seen;
  return (defect) => {
    const key = [defect.tool ?? `#${defect.index}`, defect.rule, defect.pointer, defect.message].join('\u0000');
    if (known.has(key)) return;
    known.add(key);
    try {
      onDefect(defect);
    } catch {
      // The caller's logger failing is no reason to fail the request.
    }
  };
}
