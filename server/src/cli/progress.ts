/**
 * "toolwire: 120/500 files" on stderr, redrawn in place, only for a person at a
 * terminal and only once the run has taken more than a second; erased at the end.
 */
export class Progress {
  private readonly started: number;
  private lastDraw = 0;
  private drawn = false;

  constructor(
    private readonly total: number,
    private readonly stream: Pick<NodeJS.WriteStream, 'isTTY' | 'write'> = process.stderr,
    private readonly clock: () => number = Date.now,
  ) {
    this.started = clock();
  }

  update(done: number) {
    if (!this.stream.isTTY) return;
    const now = this.clock();
    if (now - this.started < 1000 || now - this.lastDraw < 100) return;
    this.lastDraw = now;
    this.drawn = true;
    this.stream.write(`\r\u001b[Ktoolwire: ${done}/${this.total} files`);
  }

  done() {
    if (this.drawn) this.stream.write('\r\u001b[K');
  }
}
