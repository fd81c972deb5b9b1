import type { InternalError } from '../lint';
import { resolveOptions } from '../options';
import type { ProviderId } from '../types';
import type { WireFormat } from '../wire/form';
import { readBatch } from './batch';
import { conformEntry, NOT_A_TOOL, unreadable, type ConformedTool, type ToolDefect } from './conform-one';
import { toolItems } from './input';
import { repairEach } from './repair';

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
  const resolved = resolveOptions({ targets: options.targets, fixes: true });
  const out: Conformed = { offered: [], excluded: [], nameMap: new Map() };
  const report = reporter(options.onDefect);
  const batch = readBatch(toolItems(tools));
  const repaired = repairEach(batch, resolved);
  batch.entries.forEach((entry, index) => {
    for (const e of repaired[index].internalErrors) report(unchecked(e, entry.tool?.name, index));
    const one = safely(() => conformEntry(entry, repaired[index], resolved.targets, options.wire));
    if ('reasons' in one) exclude(out, entry.item.value, index, one.name, one.reasons, report);
    else if (out.nameMap.has(one.name)) exclude(out, entry.item.value, index, one.name, [sameName(one.name)], report);
    else {
      out.offered.push(one.offered);
      out.nameMap.set(one.name, entry.item.value);
      for (const c of one.changes) report({ ...c, tool: one.sourceName, index, action: 'repaired' });
    }
  });
  return out;
}

function exclude(
  out: Conformed,
  tool: unknown,
  index: number,
  name: string | undefined,
  findings: ToolDefect[],
  report: (defect: Defect) => void,
): void {
  out.excluded.push({ tool, index, ...(name !== undefined ? { name } : {}), findings });
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
