/** The last few kilobytes a server wrote on stderr, to explain why it failed. */
export class TailBuffer {
  private text = '';

  constructor(private readonly keep = 4096) {}

  append(chunk: Buffer) {
    this.text = (this.text + chunk.toString('utf8')).slice(-this.keep);
  }

  /** `; its last stderr line: "…"`, or nothing when it wrote none. */
  lastLine(): string {
    const line = this.text
      .split('\n')
      .map((l) => l.trim())
      .filter(Boolean)
      .pop();
    return line ? `; its last stderr line: ${JSON.stringify(line.slice(0, 200))}` : '';
  }
}
