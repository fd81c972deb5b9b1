import { detachedSlice } from '../detach';
import { fixAllDetailed } from '../fix';
import { bareSchemaTool, toolFromOuter } from '../model/locate';
import type { Tool } from '../model/tool';
import type { ResolvedOptions } from '../options';
import { RULES_BY_ID } from '../rules';
import { NO_SUPPRESSIONS, type Suppressions } from '../suppress';
import { changedSpan } from '../incremental';
import type { Finding, LintOptions, ToolShape, ToolSummary } from '../types';
import { EditTrail } from './edit-trail';
import { Lru } from './lru';
import { repairTool } from './repair-tool';
import { asSent, type AsSent, type ToolPasses } from './as-sent';

/** One tool as sent, and how its repairs moved its text (to follow a catalog finding into it). */
export interface Card {
  sent: AsSent;
  trail: EditTrail;
}

/** What every tool of one preview shares. */
export interface PreviewDocument {
  text: string;
  lintOptions: LintOptions;
  options: ResolvedOptions;
  /** Part of every cache key: the options, and whether repairs may run at all. */
  key: string;
  /** Each tool's findings in the source text, by tool index. */
  findings: Map<number | undefined, Finding[]>;
  /** The tools located by the lint made for the preview; absent when the caller gave the lint (a tool is then read from its own text). */
  tools?: readonly Tool[];
  suppressions: Suppressions;
  /** A document with syntax errors gets no repair (fix-all's rule): its tree is the parser's guess. */
  repairs: boolean;
}

/** How many cards a preview made and how many it found made already, since the cache was created. */
export interface CardCounts {
  made: number;
  reused: number;
}

/** A card of the last preview, where its tool was. */
interface Placed {
  length: number;
  shape: ToolShape;
  card: Card;
}

/**
 * Cards by the text of their tool's object (and the document's key). A card
 * depends on nothing else: not on where the tool is, nor on the other tools
 * (what the catalog rules say is added per preview). Suppressions depend on the
 * text around a tool, so cards made under them are not kept.
 *
 * Most tools of an edited document are where they were, or moved by the edit's
 * length: those are found by position (no need to hash their text), the others
 * by their text.
 */
export class CardCache {
  private readonly byText: Lru<string, Card>;
  readonly counts: CardCounts = { made: 0, reused: 0 };
  private last?: { text: string; key: string; byOffset: Map<number, Placed> };
  /** The preview being made: what changed since the last one, the last one's cards by offset, and this one's. */
  private current?: {
    change: ReturnType<typeof changedSpan> | undefined;
    previous: Map<number, Placed>;
    byOffset: Map<number, Placed>;
  };

  constructor(private readonly capacity: number) {
    this.byText = new Lru(capacity);
  }

  /** Start a preview of `doc`: the cards of the last one stay findable by position when only the text between changed. */
  begin(doc: PreviewDocument): void {
    const last = this.last;
    const change =
      last && last.key === doc.key && doc.suppressions === NO_SUPPRESSIONS
        ? changedSpan(last.text, doc.text)
        : undefined;
    this.current = { change, previous: last?.byOffset ?? new Map<number, Placed>(), byOffset: new Map() };
    if (this.capacity > 0) this.last = { text: doc.text, key: doc.key, byOffset: this.current.byOffset };
  }

  cardOf(summary: ToolSummary, own: readonly Finding[], doc: PreviewDocument): Card {
    if (summary.shape === 'schema') return this.made(bareSchemaCard(summary, own, doc));
    const card = this.placed(summary) ?? this.byContent(summary, own, doc);
    if (this.capacity > 0 && doc.suppressions === NO_SUPPRESSIONS)
      this.current?.byOffset.set(summary.offset, { length: summary.length, shape: summary.shape, card });
    return card;
  }

  /** The last preview's card for this tool when the tool lies wholly before or after what changed. */
  private placed(summary: ToolSummary): Card | undefined {
    const change = this.current?.change;
    if (!change) return undefined;
    const end = summary.offset + summary.length;
    const before =
      end <= change.start
        ? summary.offset
        : summary.offset >= change.newEnd
          ? summary.offset - change.delta
          : undefined;
    const was = before === undefined ? undefined : this.current!.previous.get(before);
    if (!was || was.length !== summary.length || was.shape !== summary.shape) return undefined;
    this.counts.reused++;
    return was.card;
  }

  private byContent(summary: ToolSummary, own: readonly Finding[], doc: PreviewDocument): Card {
    // Cards outlive the document version: build them from a copy, not a view that pins the whole text.
    const objectText = detachedSlice(doc.text, summary.offset, summary.offset + summary.length);
    const key = `${doc.key}\u0000${summary.shape}\u0000${objectText}`;
    const hit = this.byText.get(key);
    if (hit) {
      this.counts.reused++;
      return hit;
    }
    const card = this.made(makeCard(summary, objectText, own, doc));
    if (doc.suppressions === NO_SUPPRESSIONS) this.byText.set(key, card);
    return card;
  }

  private made(card: Card): Card {
    this.counts.made++;
    return card;
  }
}

/** Findings of the rules that judge the tools together (name-duplicate, tools-overlap): no repair of one tool settles them. */
export function isCatalogFinding(f: Finding): boolean {
  return RULES_BY_ID.get(f.rule)?.catalog !== undefined;
}

/** The tool as written: its own findings stand, no repair applied. */
function asWritten(
  source: Tool | undefined,
  summary: ToolSummary,
  own: readonly Finding[],
  origin: number,
): ToolPasses {
  return {
    source,
    fixed: source,
    sourceName: summary.name,
    shape: summary.shape,
    repairs: [],
    remaining: own.filter((f) => !isCatalogFinding(f)),
    origin,
  };
}

/** Repair the tool's object text alone when one of its findings has a safe repair; a tool that cannot be repaired is shown as written. */
function makeCard(summary: ToolSummary, objectText: string, own: readonly Finding[], doc: PreviewDocument): Card {
  const source = doc.tools?.[summary.index] ?? readAlone(objectText, summary, doc.options);
  const written = asWritten(source, summary, own, summary.offset);
  const unmoved = { sent: asSent(written), trail: new EditTrail() };
  if (!doc.repairs || !source || !own.some((f) => f.fixable)) return unmoved;
  try {
    const repaired = repairTool(objectText, summary, doc.options, doc.suppressions, summary.offset);
    const passes = {
      ...written,
      fixed: repaired.tool ?? source,
      repairs: repaired.repairs,
      remaining: repaired.remaining,
      origin: 0,
    };
    return { sent: asSent(passes), trail: repaired.trail };
  } catch {
    // A repair that cannot be applied leaves the tool as written; the preview still shows it.
    return unmoved;
  }
}

function readAlone(objectText: string, summary: ToolSummary, options: ResolvedOptions): Tool | undefined {
  const root = options.language.parse(objectText).root;
  return root?.kind === 'object' ? toolFromOuter(root, summary) : undefined;
}

/** A bare-schema document is one tool, the whole text: fix-all repairs it as it is. */
function bareSchemaCard(summary: ToolSummary, own: readonly Finding[], doc: PreviewDocument): Card {
  const toolOf = (text: string) => bareSchemaTool(doc.options.language.parse(text).root, summary.name ?? '')[0];
  const written = asWritten(toolOf(doc.text), summary, own, 0);
  const unmoved = { sent: asSent(written), trail: new EditTrail() };
  if (!doc.repairs || !own.some((f) => f.fixable)) return unmoved;
  try {
    const fixed = fixAllDetailed(doc.text, doc.lintOptions);
    const remaining = fixed.remaining.filter((f) => f.toolIndex === summary.index && !isCatalogFinding(f));
    return {
      sent: asSent({ ...written, fixed: toolOf(fixed.text), repairs: fixed.repairs, remaining }),
      trail: unmoved.trail,
    };
  } catch {
    return unmoved;
  }
}
