import type { LintOptions } from '../../shared/src/index';
import type { Comparison } from './compare';
import { getValue, type JsonNode } from '../../shared/src/json/tree';
import { readSide, type Document, type Side, type ToolRecord } from './sides';

/** The targets the figures are given at (issue 23): one provider's request, and every provider's. */
export const VERDICT_TARGETS = { gemini: ['gemini'], portable: 'portable' } satisfies Record<
  string,
  LintOptions['targets']
>;
export type VerdictTarget = keyof typeof VERDICT_TARGETS;

/**
 * What a user gets from a lint of the server's source, judged on the tools it
 * lists (the live list as the JSON front end judges it):
 * - coverage: listed tools found in source with their schema read;
 * - recall: of the listed tools with an error at the target, those with an error in source;
 * - specificity: of the listed tools with none, those with none in source.
 */
export interface Verdict {
  listed: number;
  covered: number;
  /** Listed tools the live list gives an error at the target. */
  rejected: number;
  /** Of those, the tools that have an error in source too. */
  caught: number;
  /** Listed tools with no error at the target. */
  clean: number;
  /** Of those, the tools with no error in source either (a tool not found in source has none). */
  quiet: number;
}

/** One listed tool at one target: whether its schema was read in source, and the errors each side gives it. */
export interface ToolOutcome {
  name: string;
  /** Where its definition in source is (a file relative to the package), if one was matched. */
  where?: string;
  covered: boolean;
  /** The rules that give the listed tool an error. */
  liveErrors: string[];
  /** The rules that give its definition in source an error. */
  sourceErrors: string[];
}

/**
 * Both sides judged at each target, tool by tool. The definition each listed tool is judged
 * by is the one `compare` matched it with; the live list is judged without the
 * keywords a zod SDK adds to every tool, which the source reports once per file.
 */
export function toolOutcomes(
  source: readonly Document[],
  live: Document,
  comparison: Comparison,
  sourceSide: Side,
  writtenIn: 'json' | 'zod',
): Record<VerdictTarget, ToolOutcome[]> {
  // A definition whose schema is not read says no more than a tool not found: the row says how the server writes.
  const fromZod = (name: string) => {
    const record = comparison.matches.get(name);
    return record?.schemaRead ? record.zod !== undefined : writtenIn === 'zod';
  };
  const stripped = { ...live, text: withoutSdkKeywords(live.text, fromZod, (name) => comparison.matches.get(name)) };
  const out = {} as Record<VerdictTarget, ToolOutcome[]>;
  for (const [name, targets] of Object.entries(VERDICT_TARGETS) as [VerdictTarget, LintOptions['targets']][]) {
    const judgedSource = readSide(source, targets);
    const judgedLive = readSide([stripped], targets);
    // readSide keeps the documents' order and each document's tool order, whatever the targets:
    // the same index names the same definition on every side made from these documents.
    const sourceOf = (record: ToolRecord) => judgedSource.tools[sourceSide.tools.indexOf(record)];
    out[name] = outcomes(judgedLive, (listedName) => {
      const record = comparison.matches.get(listedName);
      return record && sourceOf(record);
    });
  }
  return out;
}

/** The figures of `toolOutcomes` at each target. */
export function verdicts(...args: Parameters<typeof toolOutcomes>): Record<VerdictTarget, Verdict> {
  return tallyAll(toolOutcomes(...args));
}

/** Each target's outcomes counted. */
export function tallyAll(judged: Record<VerdictTarget, readonly ToolOutcome[]>): Record<VerdictTarget, Verdict> {
  const out = {} as Record<VerdictTarget, Verdict>;
  for (const target of Object.keys(judged) as VerdictTarget[]) out[target] = tally(judged[target]);
  return out;
}

function outcomes(live: Side, sourceFor: (name: string) => ToolRecord | undefined): ToolOutcome[] {
  const out: ToolOutcome[] = [];
  const seen = new Set<string>();
  for (const tool of live.tools) {
    if (tool.name === undefined || seen.has(tool.name)) continue;
    seen.add(tool.name);
    const source = sourceFor(tool.name);
    out.push({
      name: tool.name,
      where: source?.where,
      covered: source?.schemaRead ?? false,
      liveErrors: tool.errors,
      sourceErrors: source?.errors ?? [],
    });
  }
  return out;
}

function tally(judged: readonly ToolOutcome[]): Verdict {
  const v: Verdict = { listed: 0, covered: 0, rejected: 0, caught: 0, clean: 0, quiet: 0 };
  for (const tool of judged) {
    const flagged = tool.sourceErrors.length > 0;
    v.listed++;
    if (tool.covered) v.covered++;
    if (tool.liveErrors.length) {
      v.rejected++;
      if (flagged) v.caught++;
    } else {
      v.clean++;
      if (!flagged) v.quiet++;
    }
  }
  return v;
}

/**
 * The list with the root `$schema` and every `additionalProperties: false` taken out of each
 * tool written in zod (its definition's, or for a tool not found or not read, the server's): what the SDK
 * adds to every tool, not what the author wrote.
 */
function withoutSdkKeywords(
  text: string,
  fromZod: (name: string) => boolean,
  matched: (name: string) => ToolRecord | undefined,
): string {
  const list = JSON.parse(text) as { tools?: { name?: string; inputSchema?: unknown }[] };
  for (const tool of list.tools ?? []) {
    const record = tool.name === undefined ? undefined : matched(tool.name);
    if (record?.converterKeywords) {
      const schema = record.node?.kind === 'object' ? getValue(record.node, 'inputSchema') : undefined;
      withoutConverterKeywords(tool.inputSchema, schema, new Set(record.converterKeywords), 0);
      continue;
    }
    if (!tool.name || !fromZod(tool.name)) continue;
    const schema = tool.inputSchema as Record<string, unknown> | undefined;
    if (schema && typeof schema === 'object') delete schema.$schema;
    unclose(schema, 0);
  }
  return JSON.stringify(list, null, 2);
}

function unclose(node: unknown, depth: number): void {
  if (!node || typeof node !== 'object' || depth > 200) return;
  if (Array.isArray(node)) return node.forEach((n) => unclose(n, depth + 1));
  const object = node as Record<string, unknown>;
  if (object.additionalProperties === false) delete object.additionalProperties;
  for (const value of Object.values(object)) unclose(value, depth + 1);
}

/**
 * A listed schema less the keywords a converter of an OpenAPI document writes on its own
 * (`keywords`, as the source's `sdk-keywords` note names them): taken out only where the
 * tool's tree in source does not hold them, so a keyword the document writes stays. A `$defs`
 * entry no reference reaches is one of them (the tree keeps the reached ones).
 */
function withoutConverterKeywords(
  listed: unknown,
  source: JsonNode | undefined,
  keywords: ReadonlySet<string>,
  depth: number,
) {
  if (!listed || typeof listed !== 'object' || depth > 200) return;
  if (Array.isArray(listed)) {
    const items = source?.kind === 'array' ? source.items : [];
    return listed.forEach((item, i) => withoutConverterKeywords(item, items[i], keywords, depth + 1));
  }
  const object = listed as Record<string, unknown>;
  for (const key of Object.keys(object)) {
    const held = source?.kind === 'object' ? getValue(source, key) : undefined;
    if (keywords.has(key) && !held) delete object[key];
    else {
      if (
        key === '$defs' &&
        keywords.has(key) &&
        held?.kind === 'object' &&
        object.$defs &&
        typeof object.$defs === 'object'
      )
        for (const name of Object.keys(object.$defs))
          if (!getValue(held, name)) delete (object.$defs as Record<string, unknown>)[name];
      withoutConverterKeywords(object[key], held, keywords, depth + 1);
    }
  }
}

/** A share as a percentage with one decimal, or `-` when there is nothing to share. */
export function percent(part: number, whole: number): string {
  return whole ? `${((100 * part) / whole).toFixed(1)}%` : '-';
}
