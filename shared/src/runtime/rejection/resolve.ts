import { childPointer, getProp, toValue, uniqueProps, type JsonNode } from '../../json/tree';
import { sanitizeToolName } from '../../model/names';
import type { Tool } from '../../model/tool';
import type { Clue, Step } from './clues';
import { fragmentScore } from './fragment';

/** How a tool was found: by the index the error gives (trusted), its name, the value the error quotes, a property it declares, the schema the error quotes, or a rule that would reject it. */
export const FOUND_BY = ['index', 'name', 'value', 'property', 'fragment', 'rule'] as const;
export type FoundBy = (typeof FOUND_BY)[number];

/** A tool the error may be about, and the node in it. */
export interface Candidate {
  tool: Tool;
  /** The deepest node of the error's path the tool has (a missing `items` points at its array). */
  pointer: string;
  /** The whole path the error names, as a pointer (it may go past what the tool has). */
  named: string;
  by: FoundBy;
  /** Higher is likelier; a candidate outranks another by this first. */
  score: number;
  /** For a quoted subschema: how many of its leaves the node holds. */
  weight?: number;
  clue?: Clue;
}

/** Where a path leads in one tool: the deepest node reached, and whether every property the path names is declared. */
interface Walk {
  pointer: string;
  named: string;
  complete: boolean;
  declares: boolean;
}

const SCORE: Record<FoundBy, number> = { index: 40, name: 40, value: 35, fragment: 30, property: 20, rule: 10 };

/**
 * The tools a clue points at, best first. An index is trusted only when the
 * tool there declares every property the error names, and holds what the
 * error says of the node (its quoted value, its length); otherwise the tools
 * that hold that value, or declare those properties, are searched (the
 * request's order may not be the list's: a router adds tools, a client drops
 * some, a converter reorders them).
 */
export function candidatesOf(clue: Clue, tools: readonly Tool[]): Candidate[] {
  if (clue.fragment !== undefined) return byFragment(clue, tools);
  const out: Candidate[] = [];
  if (clue.name !== undefined) {
    for (const tool of tools) if (namedAs(tool, clue.name)) out.push(candidate(tool, clue, 'name', 0));
    if (out.length) return out;
  }
  const at = clue.index === undefined ? undefined : toolAtIndex(tools, clue.index, clue.group);
  if (at) {
    const w = walk(at, clue);
    if (clue.expect ? fits(at, clue, w) : w.declares) return [candidate(at, clue, 'index', 0, w)];
  }
  if (clue.expect && ('value' in clue.expect || 'length' in clue.expect)) return byValue(clue, tools);
  for (const tool of tools) {
    const w = walk(tool, clue);
    if (!w.declares || !namesProperty(clue)) continue;
    out.push(candidate(tool, clue, 'property', w.complete ? 2 : 1, w));
  }
  if (!out.length) out.push(...declaringLastProperty(clue, tools));
  return out.sort((a, b) => b.score - a.score || distance(a, clue) - distance(b, clue));
}

/** The tools whose named node holds the value (or has the length) the error gives; a quoted name is a name. */
function byValue(clue: Clue, tools: readonly Tool[]): Candidate[] {
  const by: FoundBy = clue.field === 'name' && clue.expect && 'value' in clue.expect ? 'name' : 'value';
  return tools
    .filter((tool) => fits(tool, clue, walk(tool, clue)))
    .map((tool) => candidate(tool, clue, by, 0))
    .sort((a, b) => distance(a, clue) - distance(b, clue));
}

/** Does the node the clue names hold what the error says of it? A member's value is compared, a schema's node only found. */
function fits(tool: Tool, clue: Clue, w: Walk): boolean {
  const expect = clue.expect;
  if (!expect) return true;
  if (clue.field === undefined) return 'absent' in expect ? !w.complete : 'present' in expect ? w.complete : true;
  const value = getProp(tool.node, clue.field)?.value;
  if ('absent' in expect) return value === undefined || value.kind === 'null';
  if ('present' in expect) return value !== undefined;
  const text = value?.kind === 'string' ? value.value : undefined;
  // A converter sends a description it lacks as "": botocore counts that as length 0.
  if ('length' in expect)
    return [...(text ?? '')].length === expect.length && (text !== undefined || value === undefined);
  return text === expect.value || (clue.field === 'name' && namedAs(tool, expect.value));
}

function candidate(tool: Tool, clue: Clue, by: FoundBy, bonus: number, w = walk(tool, clue)): Candidate {
  return { tool, pointer: w.pointer, named: w.named, by, score: SCORE[by] + bonus, clue };
}

function namedAs(tool: Tool, name: string): boolean {
  return tool.name === name || (tool.name !== undefined && sanitizeToolName(tool.name) === name);
}

/** The `index`-th tool, counted within Gemini's `tools[group]` entry when the document has such entries. */
export function toolAtIndex(tools: readonly Tool[], index: number, group = 0): Tool | undefined {
  const groups = new Map<string, Tool[]>();
  for (const t of tools) {
    const m = /^(.*)\/(?:functionDeclarations|function_declarations)\/\d+$/.exec(t.pointer);
    if (m) (groups.get(m[1]) ?? groups.set(m[1], []).get(m[1])!).push(t);
  }
  if (!groups.size) return tools[index];
  return [...groups.values()][group]?.[index];
}

function distance(c: Candidate, clue: Clue): number {
  return clue.index === undefined ? c.tool.index : Math.abs(c.tool.index - clue.index);
}

/** Does the path name a property (a key after `properties`) the trust rule can check? */
function namesProperty(clue: Clue): boolean {
  const path = clue.path ?? [];
  return path.some((s, i) => i > 0 && 'key' in s && isPropertiesStep(path[i - 1]));
}

function isPropertiesStep(s: Step): boolean {
  return 'key' in s && s.key === 'properties';
}

/** Follow the clue's path into a tool's schema (or to its member outside the schema). */
function walk(tool: Tool, clue: Clue): Walk {
  if (clue.field !== undefined) {
    const pointer = childPointer(tool.pointer, clue.field);
    const has = getProp(tool.node, clue.field) !== undefined;
    return { pointer: has ? pointer : tool.pointer, named: pointer, complete: has, declares: true };
  }
  let node: JsonNode | undefined = tool.schema;
  let pointer = tool.schemaPointer;
  let named = tool.schemaPointer;
  let declares = !!node;
  const path = clue.path ?? [];
  path.forEach((step, i) => {
    const next = node && stepInto(node, step);
    const token = next ? next.token : 'key' in step ? step.key : String(step.at);
    named = childPointer(named, token);
    if (next && node) {
      node = next.node;
      pointer = named;
    } else {
      if (i > 0 && isPropertiesStep(path[i - 1])) declares = false;
      node = undefined;
    }
  });
  if (clue.keyword !== undefined) {
    named = childPointer(named, clue.keyword);
    const has = !!node && node.kind === 'object' && getProp(node, clue.keyword)?.value !== undefined;
    if (has) pointer = named;
  }
  return { pointer, named, complete: !!node && named === pointer, declares };
}

function stepInto(node: JsonNode, step: Step): { node: JsonNode; token: string } | undefined {
  if ('at' in step) {
    if (node.kind !== 'object') return undefined;
    const p = uniqueProps(node)[step.at];
    return p?.value ? { node: p.value, token: p.key } : undefined;
  }
  if (node.kind === 'object') {
    const v = getProp(node, step.key)?.value;
    return v ? { node: v, token: step.key } : undefined;
  }
  if (node.kind === 'array' && /^\d+$/.test(step.key)) {
    const v = node.items[Number(step.key)];
    return v ? { node: v, token: step.key } : undefined;
  }
  return undefined;
}

/** No tool has the whole path: the tools that declare the last property it names anywhere in their schema. */
function declaringLastProperty(clue: Clue, tools: readonly Tool[]): Candidate[] {
  const path = clue.path ?? [];
  const i = path
    .map((s, j) => (j > 0 && isPropertiesStep(path[j - 1]) && 'key' in s ? j : -1))
    .filter((j) => j >= 0)
    .pop();
  if (i === undefined) return [];
  const name = (path[i] as { key: string }).key;
  const out: Candidate[] = [];
  for (const tool of tools) {
    const at = propertyPointer(tool.schema, tool.schemaPointer, name);
    if (at) out.push({ tool, pointer: at, named: at, by: 'property', score: SCORE.property, clue });
  }
  return out;
}

/** The pointer of the first property called `name` anywhere in a schema (breadth first), or undefined. */
function propertyPointer(schema: JsonNode | undefined, base: string, name: string): string | undefined {
  const queue: Array<[JsonNode, string]> = schema ? [[schema, base]] : [];
  for (let i = 0; i < queue.length && i < 10_000; i++) {
    const [node, pointer] = queue[i];
    if (node.kind === 'array') node.items.forEach((item, j) => queue.push([item, childPointer(pointer, j)]));
    if (node.kind !== 'object') continue;
    for (const p of uniqueProps(node)) {
      if (!p.value) continue;
      const at = childPointer(pointer, p.key);
      if (p.key === 'properties' && p.value.kind === 'object' && getProp(p.value, name)?.value)
        return childPointer(at, name);
      queue.push([p.value, at]);
    }
  }
  return undefined;
}

/** Mistral quotes the subschema it refused: the nodes holding the most of it, in any tool. */
function byFragment(clue: Clue, tools: readonly Tool[]): Candidate[] {
  const out: Candidate[] = [];
  for (const tool of tools) {
    const best = bestNode(clue.fragment, toValue(tool.schema), tool.schemaPointer);
    if (best)
      out.push({
        tool,
        pointer: best.pointer,
        named: best.pointer,
        by: 'fragment',
        score: SCORE.fragment,
        weight: best.score,
        clue,
      });
  }
  return out.sort((a, b) => b.weight! - a.weight!);
}

/** The node of `value` (at `pointer`) that holds the most leaves of the fragment; a tie goes to the deeper node. */
function bestNode(fragment: unknown, value: unknown, pointer: string): { pointer: string; score: number } | undefined {
  let best: { pointer: string; score: number } | undefined;
  const stack: Array<[unknown, string]> = [[value, pointer]];
  while (stack.length) {
    const [v, at] = stack.pop()!;
    if (!v || typeof v !== 'object') continue;
    const s = fragmentScore(fragment, v);
    if (s > 0 && (!best || s > best.score || (s === best.score && at.length > best.pointer.length)))
      best = { pointer: at, score: s };
    for (const [k, child] of Object.entries(v)) stack.push([child, childPointer(at, k)]);
  }
  return best;
}
