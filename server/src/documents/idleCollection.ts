import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

/** Texts at least this long (UTF-16 units, about 1 MB) are large: analysing one leaves garbage worth collecting. */
export const LARGE_TEXT = 1 << 20;
/** How long the server must have analysed nothing large before it collects. */
export const IDLE_MS = 1000;
/** Characters of large texts analysed (each version left behind) after which typing does not wait for a pause: 128 MB of two-byte text. */
export const PILE_CHARS = 64 << 20;

/** A full collection; `compact` moves the survivors together and gives the emptied pages back. */
export type Collect = (compact: boolean) => void;

/**
 * A full collection once the server is idle after analysing a large document.
 * - After a whole parse (the document opened, or an edit the incremental lint
 *   could not take) and after the first edit (which copies what the lint
 *   keeps off the parsed text, see lintIncremental), compacting: parsing a 12 MB catalog leaves V8's old space
 *   fragmented by the parse's short-lived objects, and only the collector's
 *   memory reducer, many seconds later, would move the survivors together
 *   (about 15 MB of resident memory with the 5,000-tool catalog open).
 * - After keystrokes, plain: each one leaves the previous version of the text
 *   behind (24 MB on that catalog), and V8, far below its heap limit, lets
 *   hundreds of megabytes of them pile up before it collects.
 * Both run once the edits have paused for IDLE_MS; typing on without a pause,
 * a plain collection runs between two keystrokes once the versions analysed
 * add up to PILE_CHARS (every 5th keystroke on that catalog). On it a plain
 * collection takes 40 ms, a compacting one 100 ms (20 and 55 ms on 2,000 tools).
 */
export class IdleCollection {
  private timer: NodeJS.Timeout | undefined;
  private compactNext = false;
  /** Characters of the large texts analysed since the last collection. */
  private piled = 0;
  /** Collections run so far, and how many of them compacted. */
  readonly runs = { total: 0, compacting: 0 };
  /** Work to do in the same idle moment, before the collection (it may leave garbage of its own). */
  private tasks: Array<() => void> = [];

  constructor(
    private readonly collect: Collect | undefined = fullCollector(),
    private readonly idleMs = IDLE_MS,
  ) {}

  /**
   * A text of this length was just analysed: collect once nothing else large is
   * analysed for a while. `compact`: the analysis built most of what it keeps
   * anew (a whole parse), leaving the old space fragmented.
   */
  analysed(textLength: number, compact: boolean): void {
    if (textLength < LARGE_TEXT || !this.collect) return;
    this.compactNext ||= compact;
    this.piled += textLength;
    clearTimeout(this.timer);
    // Past the pile, at once: the timer fires after this keystroke's answer is sent.
    this.timer = setTimeout(() => this.run(), this.piled >= PILE_CHARS ? 0 : this.idleMs);
    this.timer.unref();
  }

  /**
   * Run `task` when the next collection runs, just before it: idle time, once
   * the edits have paused. Dropped if no collection is pending or possible.
   */
  beforeCollecting(task: () => void): void {
    if (this.timer !== undefined) this.tasks.push(task);
  }

  /** Whether a collection waits for the server to stay idle. */
  get pending(): boolean {
    return this.timer !== undefined;
  }

  dispose(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    this.tasks = [];
  }

  private run(): void {
    const compact = this.compactNext;
    const tasks = this.tasks;
    this.timer = undefined;
    this.compactNext = false;
    this.piled = 0;
    this.tasks = [];
    for (const task of tasks) task();
    this.collect!(compact);
    this.runs.total++;
    if (compact) this.runs.compacting++;
  }
}

/**
 * Full collections on demand, or undefined where V8 does not offer them. `gc`
 * is reached through a fresh context once --expose-gc is set (the server's
 * command line needs no flag for it). Compaction is asked for the duration of
 * one collection, after a plain one has freed the garbage's pages: it copies
 * every live object of the old space, so the peak (VmHWM) grows by about that
 * much while it runs.
 */
export function fullCollector(): Collect | undefined {
  try {
    setFlagsFromString('--expose-gc');
    const gc = runInNewContext('gc') as (() => void) | undefined;
    if (typeof gc !== 'function') return undefined;
    return (compact) => {
      gc();
      if (!compact) return;
      setFlagsFromString('--compact-on-every-full-gc');
      try {
        gc();
      } finally {
        setFlagsFromString('--no-compact-on-every-full-gc');
      }
    };
  } catch {
    return undefined;
  }
}
