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
  /** A catalog rule, and the source file does not hold the tools the server lists together, read the same. */
  | 'catalog-scope'
  /**
   * A keyword the zod SDK adds to every tool (`$schema`, `additionalProperties`): the source
   * reports it once per file (`sdk-keywords`), the list on each tool that carries it.
   */
  | 'sdk-keywords'
  /**
   * A zod schema whose package.json does not declare zod: the converter profile is the
   * front end's default, and the zod that npm installed with the server's other
   * dependencies decides what it lists.
   */
  | 'zod-undeclared'
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
  /** Tool definitions found in the package's JavaScript (a name defined in two files counts twice). */
  sourceTools: number;
  liveTools: number;
  /** Listed tools found in source: each is compared with the definition that reads closest to it. */
  matched: number;
  /** Definitions in source that are not what the server lists (`name@file`): no tool of that name is listed, or another definition of it is. */
  notListed: string[];
  /** Listed tools no definition in source is named like. */
  notInSource: string[];
  /** Findings (rule at a pointer inside the tool) that both sides have, over the matched tools. */
  agreeing: number;
  differences: Difference[];
  /** Each matched listed tool's name, with the definition in source it was compared with. */
  matches: Map<string, ToolRecord>;
}

/** Compares the tools found in source with the tools listed, by name, and each matched tool's findings. */
export function compare(source: Side, live: Side): Comparison {
  const listed = new Map<string, ToolRecord>();
  for (const t of live.tools) if (t.name !== undefined && !listed.has(t.name)) listed.set(t.name, t);
  const out: Comparison = {
    sourceTools: source.tools.length,
    liveTools: live.tools.length,
    matched: 0,
    notListed: [],
    notInSource: [],
    agreeing: 0,
    differences: [],
    matches: new Map(),
  };
  const pairs = new Map<string, Pair>();
  for (const name of [...listed.keys()].sort()) {
    const l = listed.get(name)!;
    const s = closest(
      source.tools.filter((t) => t.name === name),
      l,
    );
    // A tool whose tree is not found explains nothing: its differences stay unexplained, not blamed on the list.
    const spots = s?.node && l.node ? valueDifferences(s.node, l.node, '') : [];
    if (s) pairs.set(name, { source: s, live: l, spots });
    else out.notInSource.push(name);
  }
  out.matches = new Map([...pairs].map(([name, pair]) => [name, pair.source]));
  // A catalog rule judges the tools of a file together: it can agree only where they all read the same.
  const sameCatalog = (where: string) => {
    const held = source.documents.get(where) ?? [];
    return held.length === listed.size && held.every((n) => pairs.get(n)?.spots.length === 0);
  };
  for (const [name, pair] of pairs) {
    const tool = compareTool(name, pair, sameCatalog(pair.source.where));
    out.matched++;
    out.agreeing += tool.agreeing;
    out.differences.push(...tool.differences);
  }
  const chosen = new Set([...pairs.values()].map((p) => p.source));
  out.notListed = source.tools.filter((t) => !chosen.has(t)).map((t) => `${t.name ?? '(no name)'}@${t.where}`);
  compareUntied(source, live, [...source.documents.keys()].some(sameCatalog), out);
  return out;
}

/** A listed tool, the definition in source it is compared with, and where their values differ. */
interface Pair {
  source: ToolRecord;
  live: ToolRecord;
  spots: Spot[];
}

/** Of the definitions named like a listed tool, the one whose value differs from it in the fewest places. */
function closest(candidates: ToolRecord[], listed: ToolRecord): ToolRecord | undefined {
  let best: { tool: ToolRecord; spots: number } | undefined;
  for (const tool of candidates) {
    const spots = valueDifferences(tool.node, listed.node, '').length;
    if (!best || spots < best.spots) best = { tool, spots };
  }
  return best?.tool;
}

/**
 * The findings on no tool (a document's catalog as a whole): the same rules on
 * both sides agree; another rule is of the catalog's scope when no source file
 * holds the tools the server lists together.
 */
function compareUntied(source: Side, live: Side, oneCatalog: boolean, out: Comparison) {
  const remaining = live.untied.map((f) => f.rule);
  const cause: Cause = oneCatalog ? 'unexplained' : 'catalog-scope';
  for (const { rule } of source.untied) {
    const i = remaining.indexOf(rule);
    if (i >= 0) {
      remaining.splice(i, 1);
      out.agreeing++;
    } else out.differences.push({ tool: '', side: 'source', rule, pointer: '', cause });
  }
  for (const rule of remaining) out.differences.push({ tool: '', side: 'live', rule, pointer: '', cause });
}

function compareTool(name: string, { source, live, spots }: Pair, sameCatalog: boolean) {
  const keys = (t: ToolRecord) => new Set(t.findings.map((f) => `${f.rule} ${f.pointer}`));
  const [s, l] = [keys(source), keys(live)];
  const differences: Difference[] = [];
  const oneSided = (mine: Set<string>, theirs: Set<string>, side: Difference['side']) => {
    for (const key of mine) {
      if (theirs.has(key)) continue;
      const [rule, pointer] = [key.slice(0, key.indexOf(' ')), key.slice(key.indexOf(' ') + 1)];
      differences.push({ tool: name, side, rule, pointer, ...causeOf(rule, pointer, { source, spots, sameCatalog }) });
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
    return Array.from({ length }, (_, i) =>
      valueDifferences(source.items[i], live.items[i], childPointer(at, i)),
    ).flat();
  }
  const same = 'value' in source && 'value' in live && Object.is(source.value, live.value);
  return same ? [] : [{ pointer: at, opaque: false }];
}

const within = (pointer: string, base: string) => pointer === base || pointer.startsWith(base + '/');

/**
 * A spot explains a finding on its node, above it (a value below the node
 * changed), below it (the finding is inside the value that changed) or beside
 * it in the same object (a sibling keyword changed), but not through the
 * tool's own top level: a changed description does not explain a finding in
 * the schema.
 */
function explains(spot: string, finding: string): boolean {
  const parent = parentPointer(spot);
  return within(spot, finding) || within(finding, spot) || (parent !== '' && within(finding, parent));
}

/** The keywords a zod SDK writes on its own, which the source does not hold (see language/computed/finish.ts addedByConverter); an OpenAPI converter's are its note's. */
const SDK_KEYWORDS = new Set(['$schema', 'additionalProperties']);

/** A finding on a keyword the SDK added: the one per-file note in source, or the keyword the list holds and the source lacks. */
function onSdkKeyword(rule: string, pointer: string, source: ToolRecord, spots: Spot[]): boolean {
  const keywords = source.zod ? SDK_KEYWORDS : source.converterKeywords && new Set(source.converterKeywords);
  if (!keywords) return false;
  if (rule === 'sdk-keywords') return true;
  const key = pointer.slice(pointer.lastIndexOf('/') + 1);
  return keywords.has(key) && spots.some((s) => !s.opaque && s.pointer === pointer);
}

interface ToolContext {
  source: ToolRecord;
  spots: Spot[];
  sameCatalog: boolean;
}

function causeOf(
  rule: string,
  pointer: string,
  { source, spots, sameCatalog }: ToolContext,
): Pick<Difference, 'cause' | 'at'> {
  if (onSdkKeyword(rule, pointer, source, spots)) return { cause: 'sdk-keywords', at: pointer };
  const spot =
    spots.find((s) => s.opaque && explains(s.pointer, pointer)) ?? spots.find((s) => explains(s.pointer, pointer));
  if (spot && !spot.opaque && source.zod?.declared === false) return { cause: 'zod-undeclared', at: spot.pointer };
  if (spot) return { cause: spot.opaque ? 'opaque-in-source' : 'changed-at-list-time', at: spot.pointer };
  if (CATALOG_RULES.has(rule) && !sameCatalog) return { cause: 'catalog-scope' };
  return { cause: 'unexplained' };
}
