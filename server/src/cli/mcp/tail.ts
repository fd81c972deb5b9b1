import { StringDecoder } from 'node:string_decoder';

/** How many of a server's last stderr lines explain its failure, and how much of each. */
const KEEP_LINES = 40;
const MAX_LINE_CHARS = 300;

/**
 * The last lines a server wrote on stderr, to explain why it failed. All of them
 * up to a bound, not just the last: behind `npx`, the last line is npm's "A
 * complete log of this run…", and the cause is a few lines above it.
 */
export class StderrTail {
  private readonly decoder = new StringDecoder('utf8');
  private readonly kept: string[] = [];
  private partial = '';
  private seen = 0;

  append(chunk: Buffer) {
    const parts = (this.partial + this.decoder.write(chunk)).split(/\r?\n/);
    // A line still being written is kept only as far as it is shown, however long it grows.
    this.partial = parts.pop()!.slice(0, MAX_LINE_CHARS + 1);
    for (const line of parts) this.keep(line);
  }

  /** `; its stderr, the last 40 of 57 lines:` or `; its stderr:` (the lines in `lines()`), or `; it wrote nothing on stderr`. */
  summary(): string {
    const lines = this.lines();
    if (!lines.length) return '; it wrote nothing on stderr';
    return this.seen > lines.length ? `; its stderr, the last ${lines.length} of ${this.seen} lines:` : '; its stderr:';
  }

  /** The kept lines, the one still being written last, each cut at 300 characters. */
  lines(): string[] {
    const last = this.partial.trim() ? [clip(this.partial)] : [];
    return [...this.kept, ...last].slice(-KEEP_LINES);
  }

  private keep(line: string) {
    if (!line.trim()) return;
    this.seen++;
    this.kept.push(clip(line));
    if (this.kept.length > KEEP_LINES) this.kept.shift();
  }
}

function clip(line: string): string {
  const trimmed = line.trimEnd();
  return trimmed.length > MAX_LINE_CHARS ? `${trimmed.slice(0, MAX_LINE_CHARS)}...` : trimmed;
}
