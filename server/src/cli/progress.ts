/**
 * "toolwire: 120/500 files" on stderr, redrawn in place, only for a person at a
 * terminal and only once the run has taken more than a second; erased at the end.
 */
import { isatty } from 'node:tty';

type Stream = Pick<NodeJS.WriteStream, 'isTTY' | 'write'>;

/**
 * process.stderr when it is a terminal, else nothing: the stream is made on first
 * use, and making it loads Node's stream modules, some 5% of a 1,000-file run
 * that would never draw.
 */
function terminal(): Stream | undefined {
  return isatty(2) ? process.stderr : undefined;
}

export class Progress {
  private readonly started: number;
  private lastDraw = 0;
  private drawn = false;

  constructor(
    private readonly total: number,
    private readonly stream: Stream | undefined = terminal(),
    private readonly clock: () => number = Date.now,
  ) {
    this.started = clock();
  }

  update(done: number) {
    if (!this.stream?.isTTY) return;
    const now = this.clock();
    if (now - this.started < 1000 || now - this.lastDraw < 100) return;
    this.lastDraw = now;
    this.drawn = true;
    this.stream.write(`\r\u001b[Ktoolwire: ${done}/${this.total} files`);
  }

  done() {
    if (this.drawn) this.stream?.write('\r\u001b[K');
  }
}
