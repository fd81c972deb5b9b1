/**
 * Offsets to 1-based lines and columns. The engine speaks UTF-16 offsets; the CLI's
 * reports speak lines and columns, counted in UTF-16 code units like the offsets (and
 * like SARIF's default `columnKind`). A line ends at \n, \r\n or a lone \r.
 */
export interface Position {
  line: number;
  column: number;
}

export class LineIndex {
  /** Offset at which each line starts; lineStarts[0] is 0. */
  private readonly lineStarts: number[] = [0];

  constructor(private readonly text: string) {
    for (let i = 0; i < text.length; i++) {
      const c = text.charCodeAt(i);
      if (c === 13 /* \r */ && text.charCodeAt(i + 1) === 10) i++;
      if (c === 10 || c === 13) this.lineStarts.push(i + 1);
    }
  }

  /** The position of `offset`, clamped to the text. */
  position(offset: number): Position {
    const at = Math.max(0, Math.min(offset, this.text.length));
    let lo = 0;
    let hi = this.lineStarts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (this.lineStarts[mid] <= at) lo = mid;
      else hi = mid - 1;
    }
    return { line: lo + 1, column: at - this.lineStarts[lo] + 1 };
  }
}
