import { childPointer, parentPointer, type JsonNode } from '../../shared/src/json/tree';
import { CATALOG_RULES, type Side, type ToolRecord } from './sides';

/**
 * Why a finding is on one side only. Each is a cause outside the front end;
 * `unexplained` is none of them (the tool reads the same on both sides and the
 * findings still differ): a bug of the front end, which the test rejects.
 */
export type Cause =
  /** The source holds a value the front end cannot read (a call, an import) where the live tool has one. */
  | 'opaque-in-source'
  /** The server or its SDK lists a value other than the literal (added, dropped or rewritten at list time). */
  | 'changed-at-list-time'
  /** A catalog rule, and the source file holds other tools than the server lists together. */
  | 'catalog-scope'
  | 'unexplained';

export interface Difference {
  tool: string;
  side: 'source' | 'live';
  rule: string;
  pointer: string;
  cause: Cause;
  /** The pointer of the value that differs, or of the opaque node. */
  at?: string;
}

export interface Comparison {
  /** Distinct tool names on each side (a tool found in two files of a package counts once). */
  sourceTools: number;
  liveTools: number;
  matched: number;
  sourceOnly: string[];
  liveOnly: string[];
  /** Findings (rule at a pointer inside the tool) that both sides have, over the matched tools. */
  agreeing: number;
  differences: Difference[];
}

/** Compares the tools found in source with the tools listed, by name, and each matched tool's findings. */
export function compare(source: Side, live: Side): Comparison {
  const sourceByName = byName(source.tools);
  const liveByName = byName(live.tools);
  const liveNames = [...liveByName.keys()].sort();
  const matched = liveNames.filter((n) => sourceByName.has(n));
  const out: Comparison = {
    sourceTools: sourceByName.size,
    liveTools: liveByName.size,
    matched: matched.length,
    sourceOnly: [...sourceByName.keys()].filter((n) => !liveByName.has(n)).sort(),
    liveOnly: liveNames.filter((n) => !sourceByName.has(n)),
    agreeing: 0,
    differences: [],
  };
  const listedTogether = new Set(liveNames);
  for (const name of matched) {
    const s = sourceByName.get(name)!;
    const l = liveByName.get(name)!;
    const sameCatalog = sameSet(source.documents.get(s.where) ?? [], listedTogether);
    const tool = compareTool(name, s, l, sameCatalog);
    out.agreeing += tool.agreeing;
    out.differences.push(...tool.differences);
  }
  return out;
}

function byName(tools: readonly ToolRecord[]): Map<string, ToolRecord> {
  const map = new Map<string, ToolRecord>();
  for (const t of tools) if (t.name !== undefined && !map.has(t.name)) map.set(t.name, t);
  return map;
}

function sameSet(names: readonly string[], set: ReadonlySet<string>): boolean {
  return names.length === set.size && names.every((n) => set.has(n));
}

function compareTool(name: string, source: ToolRecord, live: ToolRecord, sameCatalog: boolean) {
  const keys = (t: ToolRecord) => new Set(t.findings.map((f) => `${f.rule} ${f.pointer}`));
  const [s, l] = [keys(source), keys(live)];
  const spots = valueDifferences(source.node, live.node, '');
  const differences: Difference[] = [];
  const oneSided = (mine: Set<string>, theirs: Set<string>, side: Difference['side']) => {
    for (const key of mine) {
      if (theirs.has(key)) continue;
      const [rule, pointer] = [key.slice(0, key.indexOf(' ')), key.slice(key.indexOf(' ') + 1)];
      differences.push({ tool: name, side, rule, pointer, ...causeOf(rule, pointer, spots, sameCatalog) });
    }
  };
  oneSided(s, l, 'source');
  oneSided(l, s, 'live');
  return { agreeing: [...s].filter((k) => l.has(k)).length, differences };
}

/** Where the two trees differ: an opaque node in source, or a value that is not the same. */
interface Spot {
  pointer: string;
  opaque: boolean;
}

function valueDifferences(source: JsonNode | undefined, live: JsonNode | undefined, at: string): Spot[] {
  if (source?.kind === 'opaque') return [{ pointer: at, opaque: true }];
  if (!source || !live || source.kind !== live.kind) return [{ pointer: at, opaque: false }];
  if (source.kind === 'object' && live.kind === 'object') {
    const keys = new Set([...source.props.map((p) => p.key), ...live.props.map((p) => p.key)]);
    const member = (n: typeof source, k: string) => n.props.find((p) => p.key === k)?.value;
    return [...keys].flatMap((k) => valueDifferences(member(source, k), member(live, k), childPointer(at, k)));
  }
  if (source.kind === 'array' && live.kind === 'array') {
    const length = Math.max(source.items.length, live.items.length);
    return Array.from({ length }, (_, i) => valueDifferences(source.items[i], live.items[i], childPointer(at, i))).flat();
  }
  const same = 'value' in source && 'value' in live && Object.is(source.value, live.value);
  return same ? [] : [{ pointer: at, opaque: false }];
}

const within = (pointer: string, base: string) => pointer === base || pointer.startsWith(base + '/');

/**
 * A spot explains a finding on its node, above it (a value below the node
 * changed) or beside it in the same object (a sibling keyword changed), but
 * not through the tool's own top level: a changed description does not
 * explain a finding in the schema.
 */
function explains(spot: string, finding: string): boolean {
  const parent = parentPointer(spot);
  return within(spot, finding) || (parent !== '' && within(finding, parent));
}

function causeOf(rule: string, pointer: string, spots: Spot[], sameCatalog: boolean): Pick<Difference, 'cause' | 'at'> {
  const spot = spots.find((s) => s.opaque && explains(s.pointer, pointer)) ?? spots.find((s) => explains(s.pointer, pointer));
  if (spot) return { cause: spot.opaque ? 'opaque-in-source' : 'changed-at-list-time', at: spot.pointer };
  if (CATALOG_RULES.has(rule) && !sameCatalog) return { cause: 'catalog-scope' };
  return { cause: 'unexplained' };
}
