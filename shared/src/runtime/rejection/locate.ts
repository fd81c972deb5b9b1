import { findByPointer } from '../../json/tree';
import { jsonLanguage } from '../../language/json';
import { locateTools } from '../../model/locate';
import { toolAnchor, type Tool } from '../../model/tool';
import { resolveOptions, type ResolvedOptions } from '../../options';
import type { ProviderId } from '../../types';
import { cluesIn, type Clue } from './clues';
import { explain, wordsOf } from './explain';
import { candidatesOf, type Candidate, type FoundBy } from './resolve';
import { layersOf } from './texts';

/** One place the error may be about. */
export interface RejectionMatch {
  /** The tool's name as sent (undefined for a tool with none). */
  tool: string | undefined;
  /** Its position among the tools of the request or file. */
  toolIndex: number;
  /** JSON pointer of the node at fault (the deepest the tool has of the path the error names). */
  pointer: string;
  /** How it was found: `index` (the error's index, trusted), `name`, `property`, `fragment` or `rule`. */
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
}

export interface LocatedRejection<M extends RejectionMatch = RejectionMatch> {
  /** True when the text names one tool beyond doubt; otherwise `matches` are ranked candidates. */
  decided: boolean;
  /** Best first; empty when nothing in the request fits the error. */
  matches: M[];
}

const MAX_EXPLAINED = 5;
/** Without a path, index or name, a rule is a candidate only when its providers' errors use this many of the error's words. */
const MIN_SHARED_WORDS = 3;

/**
 * Where in a document of tool definitions (a tool file or a saved request body)
 * a provider's error is about. The text is read as `lint` reads it.
 */
export function locateRejectionInText(
  errorText: string,
  text: string,
  options: { targets?: 'portable' | ProviderId[] } = {},
): LocatedRejection<TextMatch> {
  const resolved = resolveOptions({ targets: options.targets, fixes: true });
  const parsed = jsonLanguage.parse(text);
  const tools = locateTools(parsed.root);
  const layers = layersOf(errorText);
  const clues = dedupe(layers.flatMap(cluesIn));
  const words = wordsOf(layers.join('\n'));
  const ranked = clues.length ? rankByClues(clues, tools) : rankByRules(tools, text, resolved, words);
  const matches = ranked.slice(0, MAX_EXPLAINED).map((c) => {
    const why = c.by === 'rule' ? c.explained! : explain(c, text, resolved, words);
    const node = findByPointer(parsed.root, c.pointer) ?? c.tool.node;
    return {
      tool: c.tool.name,
      toolIndex: c.tool.index,
      pointer: c.pointer,
      by: c.by,
      ...(c.clue ? { provider: c.clue.provider } : {}),
      ...(why.rule ? { rule: why.rule } : {}),
      message: why.message ?? firstLine(layers[layers.length - 1] ?? errorText),
      ...(why.fix ? { fix: why.fix } : {}),
      offset: node === c.tool.node ? toolAnchor(c.tool).offset : node.offset,
      length: node === c.tool.node ? toolAnchor(c.tool).length : node.length,
    };
  });
  return { decided: isDecided(ranked), matches };
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
  text: string,
  options: ResolvedOptions,
  words: ReadonlySet<string>,
): Ranked[] {
  const out: Ranked[] = [];
  for (const tool of tools) {
    const whole: Candidate = { tool, pointer: tool.pointer, named: tool.pointer, by: 'rule', score: 0 };
    const why = explain(whole, text, options, words);
    if (why.rule && why.overlap >= MIN_SHARED_WORDS)
      out.push({ ...whole, pointer: why.pointer ?? tool.pointer, score: why.fit, explained: why });
  }
  return out.sort((a, b) => b.score - a.score);
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
