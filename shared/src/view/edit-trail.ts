import type { TextEdit } from '../types';

/**
 * The batches of edits that turned one text into another, one batch per pass
 * (the edits of a batch do not overlap and their offsets are in the text before
 * it). Follows a position forward to where it ended up, or back to where it came from.
 */
export class EditTrail {
  private readonly batches: TextEdit[][] = [];

  add(edits: readonly TextEdit[]): void {
    this.batches.push([...edits].sort((a, b) => a.offset - b.offset));
  }

  /** Where the character at `offset` of the first text is in the last one (a replaced one: where its replacement starts). */
  forward(offset: number): number {
    let pos = offset;
    for (const batch of this.batches) pos = forwardThrough(batch, pos);
    return pos;
  }

  /** Where the character at `offset` of the last text was in the first one (an inserted one: where it was inserted). */
  back(offset: number): number {
    let pos = offset;
    for (let i = this.batches.length - 1; i >= 0; i--) pos = backThrough(this.batches[i], pos);
    return pos;
  }
}

function forwardThrough(batch: readonly TextEdit[], pos: number): number {
  let shift = 0;
  for (const e of batch) {
    if (e.offset + e.length <= pos) shift += e.newText.length - e.length;
    else return e.offset < pos ? e.offset + shift : pos + shift;
  }
  return pos + shift;
}

function backThrough(batch: readonly TextEdit[], pos: number): number {
  let shift = 0;
  for (const e of batch) {
    const start = e.offset + shift;
    if (pos < start) break;
    if (pos < start + e.newText.length) return e.offset;
    shift += e.newText.length - e.length;
  }
  return pos - shift;
}
