import { childPointer, findByPointer, parentPointer, type JsonNode } from '../../json/tree';
import { toolsOf } from '../../lint';
import { toolAnchor, type Tool } from '../../model/tool';
import { resolveOptions } from '../../options';
import type { Finding, LintOptions, ProviderId } from '../../types';
import { cluesIn, type Clue } from './clues';
import { explain, toolFindings, wordsOf } from './explain';
import { requestOrderKnown } from './order';
import { candidatesOf, type Candidate, type FoundBy } from './resolve';
import { layersOf } from './texts';

/** One place the error may be about. */
export interface RejectionMatch {
  /** The tool's name as sent (undefined for a tool with none). */
  tool: string | undefined;
  /** Its position among the tools of the request or file. */
  toolIndex: number;
  /**
   * JSON pointer of the node at fault (the deepest the tool has of the path the error names). In code,
   * into the tree the lint reads (`/0/inputSchema/...`: the file's first tool literal or call, as sent).
   */
  pointer: string;
  /** How it was found: `index` (the error's index, trusted), `name`, `value`, `property`, `fragment` or `rule`. */
  by: FoundBy;
  /** Whose error format the text is in. */
  provider?: ProviderId;
  /** The rule that explains it, with its message and fix, when one of its findings is there. */
  rule?: string;
  message: string;
  fix?: string;
}

/** A match with where its node is in the linted text. */
export interface TextMatch extends RejectionMatch {
  offset: number;
  length: number;
  /** In a file of code (TS/JS): the source expression at fault as written, a zod call or a literal. */
  expression?: string;
}

export interface LocatedRejection<M extends RejectionMatch = RejectionMatch> {
  /** True when the text names one tool beyond doubt; otherwise `matches` are ranked candidates. */
  decided: boolean;
  /**
   * Set when the file cannot tell the order the request sent its tools in
   * (code whose tools are assembled elsewhere, maybe with other modules'): an
   * index the error gives was not used, the tools were matched by the name,
   * value or property it names.
   */
  orderUnknown?: true;
  /** Best first; empty when nothing in the request fits the error. */
  matches: M[];
}

const MAX_EXPLAINED = 5;
/** Without a path, index or name, a rule is a candidate only when its providers' errors use this many of the error's words. */
const MIN_SHARED_WORDS = 3;

/**
 * Where in a document of tool definitions (a tool file, a saved request body,
 * or code: a TS/JS file with tool literals or zod tools) a provider's error is
 * about. The text is read as `lint` reads it, with the same options (the file
 * name picks the language; a code file's packages and modules are read too).
 */
export function locateRejectionInText(
  errorText: string,
  text: string,
  options: LintOptions = {},
): LocatedRejection<TextMatch> {
  const resolved = resolveOptions({ ...options, fixes: true });
  if (text.length > resolved.maxFileSize) return { decided: false, matches: [] };
  const parsed = resolved.language.parse(text, resolved.parse);
  const tools = toolsOf(parsed, resolved);
  const ordered = requestOrderKnown(resolved.language, tools, parsed.root);
  const layers = layersOf(errorText);
  const read = dedupe(layers.flatMap(cluesIn));
  // Where the file cannot tell the request's order, an index says nothing: the tool is found by what it holds.
  const clues = ordered ? read : dedupe(read.map(withoutIndex));
  const words = wordsOf(layers.join('\n'));
  const findings = toolFindings(text, resolved, parsed);
  let ranked = clues.length ? rankByClues(clues, tools) : [];
  if (!clues.length) ranked = rankByRules(tools, findings, words);
  else if (!ranked.length && !ordered) ranked = rankByRulesAtFields(clues, tools, findings, words);
  const place = placer(text, parsed.root, resolved.language.toolsReadAlone === false);
  const fallback = firstLine(layers[layers.length - 1] ?? errorText);
  const matches = ranked.slice(0, MAX_EXPLAINED).map((c) => {
    const why = c.by === 'rule' ? c.explained! : explain(c, findings(c.tool), words);
    return {
      tool: c.tool.name,
      toolIndex: c.tool.index,
      pointer: c.pointer,
      by: c.by,
      ...(c.clue ? { provider: c.clue.provider } : {}),
      ...(why.rule ? { rule: why.rule } : {}),
      message: why.message ?? fallback,
      ...(why.fix ? { fix: why.fix } : {}),
      ...place(c),
    };
  });
  return { decided: isDecided(ranked), ...(ordered ? {} : { orderUnknown: true as const }), matches };
}

/**
 * Where a candidate's node is in the text: the node at its pointer, or the
 * tool's name where there is none of its own (a node the front end made, of
 * no length). In code, also the expression written there.
 */
function placer(text: string, root: JsonNode | undefined, code: boolean) {
  return (c: Candidate): Pick<TextMatch, 'offset' | 'length' | 'expression'> => {
    const node = findByPointer(root, c.pointer);
    const at = node && node !== c.tool.node && node.length > 0 ? node : toolAnchor(c.tool);
    const range = { offset: at.offset, length: at.length };
    if (!code) return range;
    const written = expressionAt(root, c, at);
    return { ...range, expression: text.slice(written.offset, written.offset + written.length) };
  };
}

/**
 * The expression to quote for a node of code: a keyword of a schema stands in a call
 * (`.url()` of `z.string().url()`), so the subschema holding it is quoted whole.
 */
function expressionAt(root: JsonNode | undefined, c: Candidate, at: { offset: number; length: number }) {
  if (!c.pointer.startsWith(`${c.tool.schemaPointer}/`)) return at;
  const node = findByPointer(root, c.pointer);
  if (node?.kind === 'object' || node?.kind === 'array') return at;
  const holder = findByPointer(root, parentPointer(c.pointer));
  return holder?.kind === 'object' && holder.length > 0 ? holder : at;
}

function withoutIndex(clue: Clue): Clue {
  const { index: _index, group: _group, ...rest } = clue;
  return rest;
}

type Ranked = Candidate & { explained?: ReturnType<typeof explain> };

/** Every clue's candidates, one per tool and node, the best first. */
function rankByClues(clues: readonly Clue[], tools: readonly Tool[]): Ranked[] {
  const seen = new Map<string, Ranked>();
  for (const clue of clues)
    for (const c of candidatesOf(clue, tools)) {
      const key = `${c.tool.index}\u0000${c.pointer}`;
      const known = seen.get(key);
      if (!known || c.score > known.score || (c.score === known.score && c.named.length > known.named.length))
        seen.set(key, c);
    }
  return [...seen.values()].sort((a, b) => b.score - a.score);
}

/** No clue to follow (`schema requires unspecified property`): the tools with a finding whose providers' words the error uses. */
function rankByRules(
  tools: readonly Tool[],
  findings: (tool: Tool) => Finding[],
  words: ReadonlySet<string>,
): Ranked[] {
  const out: Ranked[] = [];
  for (const tool of tools) {
    const whole: Candidate = { tool, pointer: tool.pointer, named: tool.pointer, by: 'rule', score: 0 };
    const why = explain(whole, findings(tool), words);
    if (why.rule && why.overlap >= MIN_SHARED_WORDS)
      out.push({ ...whole, pointer: why.pointer ?? tool.pointer, score: why.fit, explained: why });
  }
  return out.sort((a, b) => b.score - a.score);
}

/**
 * An index and a member outside the schema (`function_declarations[4].name`), in a file that cannot tell
 * the request's order: the tools with a finding at that member whose providers' words the error uses.
 */
function rankByRulesAtFields(
  clues: readonly Clue[],
  tools: readonly Tool[],
  findings: (tool: Tool) => Finding[],
  words: ReadonlySet<string>,
): Ranked[] {
  const fields = new Set(clues.flatMap((c) => (c.field === undefined ? [] : [c.field])));
  return rankByRules(tools, findings, words).filter((c) =>
    [...fields].some((field) => c.pointer === childPointer(c.tool.pointer, field)),
  );
}

/** Decided: the first candidate was found by what the error says, and outranks every candidate in another tool. */
function isDecided(ranked: readonly Candidate[]): boolean {
  const [first, ...rest] = ranked;
  if (!first || first.by === 'rule') return false;
  return rest.every((c) => c.tool === first.tool || c.score < first.score);
}

function dedupe(clues: Clue[]): Clue[] {
  const seen = new Set<string>();
  return clues.filter((c) => {
    const key = JSON.stringify(c);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

function firstLine(text: string): string {
  return (
    text
      .split('\n')
      .find((l) => l.trim())
      ?.trim() ?? ''
  );
}
