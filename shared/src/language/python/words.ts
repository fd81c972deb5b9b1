/** Where a text's tool words are (precheck.ts), found in one pass and asked of by range. */
export class WordOffsets {
  private readonly offsets: number[] = [];

  constructor(text: string, words: RegExp) {
    const re = new RegExp(words.source, 'g');
    for (let m = re.exec(text); m; m = re.exec(text)) this.offsets.push(m.index);
  }

  /** Whether a word starts in [from, to): a binary search for the first at or after `from`. */
  within(from: number, to: number): boolean {
    let [lo, hi] = [0, this.offsets.length];
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (this.offsets[mid] < from) lo = mid + 1;
      else hi = mid;
    }
    return lo < this.offsets.length && this.offsets[lo] < to;
  }
}
