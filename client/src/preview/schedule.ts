/**
 * Timing helpers for the live preview, free of vscode so they can be tested alone:
 * typing schedules a refresh (debounced), and only the newest request's answer is shown.
 */

/** Runs `task` once, `delayMs` after the last `schedule()`. */
export class Debounced {
  private timer: ReturnType<typeof setTimeout> | undefined;

  constructor(
    private readonly delayMs: number,
    private readonly task: () => void,
  ) {}

  schedule(): void {
    this.cancel();
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.task();
    }, this.delayMs);
  }

  cancel(): void {
    if (this.timer !== undefined) clearTimeout(this.timer);
    this.timer = undefined;
  }
}

/** Answers arrive out of order; a request superseded by a newer one resolves to undefined (and never throws). */
export class LatestOnly {
  private generation = 0;

  async run<T>(task: () => Promise<T>): Promise<{ value: T } | undefined> {
    const mine = ++this.generation;
    try {
      const value = await task();
      return mine === this.generation ? { value } : undefined;
    } catch (e) {
      if (mine === this.generation) throw e;
      return undefined;
    }
  }

  /** Drops the answers of every request in flight. */
  invalidate(): void {
    this.generation++;
  }
}
