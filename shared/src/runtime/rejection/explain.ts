import { end, type JsonNode } from '../../json/tree';
import { Run } from '../../lint';
import type { ParsedSource } from '../../language/language';
import { toolFromOuter } from '../../model/locate';
import { outerNode, type Tool } from '../../model/tool';
import type { ResolvedOptions } from '../../options';
import { RULES_BY_ID } from '../../rules';
import type { Finding, ProviderId } from '../../types';
import type { Candidate } from './resolve';

/** The finding that explains a candidate: the rule, its message and its fix. */
export interface Explanation {
  rule?: string;
  message?: string;
  fix?: string;
  /** The finding's node. */
  pointer?: string;
  /** How well the finding fits: its place, its kind and its words. */
  fit: number;
  /** How many of the error's words its rule's providers use. */
  overlap: number;
}

/**
 * The finding of the candidate's tool that best explains the error: one at the
 * node the error names, else at the node it reached, inside it or around it; a
 * wire finding before a contract one, and among those the rule whose providers'
 * own error texts share the most words with this error.
 */
export function explain(c: Candidate, findings: readonly Finding[], words: ReadonlySet<string>): Explanation {
  let best: Explanation = { fit: 0, overlap: 0 };
  for (const f of findings) {
    const place = placeFit(f.pointer, c);
    if (place === undefined) continue;
    const overlap = sharedWords(f.rule, words, c.clue?.provider);
    if (place === 0 && overlap < 2) continue;
    const fit = place * 10 + (f.providers.length ? 5 : 0) + overlap;
    if (fit > best.fit) best = { rule: f.rule, message: f.message, fix: fixOf(f), pointer: f.pointer, fit, overlap };
  }
  return best;
}

/**
 * Each tool's own findings, made when first asked for. A tool of a document
 * whose tools read alone (JSON) is linted from its object's text alone, its
 * pointers the document's; one of code, in its whole file, since its schema
 * may name values declared elsewhere in it.
 */
export function toolFindings(
  text: string,
  options: ResolvedOptions,
  /** The parse the tools are of (its computed schemas' facts). */
  parsed?: ParsedSource,
): (tool: Tool) => Finding[] {
  const memo = new Map<Tool, Finding[]>();
  let run: Run | undefined;
  return (tool) => {
    let found = memo.get(tool);
    if (!found) {
      found =
        options.language.toolsReadAlone === false
          ? (run ??= new Run(text, options, parsed)).checkTool(tool).findings
          : lintedAlone(tool, text, options);
      memo.set(tool, found);
    }
    return found;
  };
}

function lintedAlone(tool: Tool, text: string, options: ResolvedOptions): Finding[] {
  const outer = outerNode(tool);
  const slice = text.slice(outer.offset, end(outer));
  const parsed = options.language.parse(slice);
  const root: JsonNode | undefined = parsed.root;
  const alone = root?.kind === 'object' ? toolFromOuter(root, tool) : undefined;
  return alone ? new Run(slice, options, parsed).checkTool(alone).findings : [];
}

/** 6: at the node the error names; 5: at the node reached; 3: around it; 2: inside it; 0: elsewhere in the tool. */
function placeFit(pointer: string, c: Candidate): number | undefined {
  if (pointer === c.named) return 6;
  if (pointer === c.pointer) return 5;
  if (c.named.startsWith(`${pointer}/`) && pointer.startsWith(c.tool.schemaPointer)) return 3;
  if (pointer.startsWith(`${c.pointer}/`)) return 2;
  return pointer.startsWith(c.tool.pointer) ? 0 : undefined;
}

function fixOf(f: Finding): string | undefined {
  return (f.fixes.find((x) => x.kind === 'repair') ?? f.fixes[0])?.title;
}

const ruleWords = new Map<string, Map<ProviderId, Set<string>>>();

/** How many words of the error the rule's rejections (by this provider first) use. */
function sharedWords(ruleId: string, words: ReadonlySet<string>, provider: ProviderId | undefined): number {
  let byProvider = ruleWords.get(ruleId);
  if (!byProvider) {
    byProvider = new Map();
    for (const r of RULES_BY_ID.get(ruleId)?.rejectedBy ?? []) {
      const set = byProvider.get(r.provider) ?? byProvider.set(r.provider, new Set()).get(r.provider)!;
      for (const w of wordsOf(r.error)) set.add(w);
    }
    ruleWords.set(ruleId, byProvider);
  }
  let best = 0;
  for (const [p, set] of byProvider) {
    let n = 0;
    for (const w of words) if (set.has(w)) n++;
    best = Math.max(best, p === provider ? n + 1 : n);
  }
  return best;
}

/** The words of an error that say what went wrong (four letters or more, lower case). */
export function wordsOf(text: string): Set<string> {
  return new Set(text.toLowerCase().match(/[a-z]{4,}/g) ?? []);
}
