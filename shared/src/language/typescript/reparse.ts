import type * as TS from 'typescript';
import { changedSpan } from '../../changed-span';

/** What a parse keeps for the next version of an edited document: its tree, and the text it is of. */
export class KeptTree {
  /** `ts.updateSourceFile` takes the old tree's nodes into the new one: a tree is reparsed from once. */
  private taken = false;

  constructor(
    private readonly file: TS.SourceFile,
    private readonly text: string,
  ) {}

  /**
   * `text`'s tree made from this one by `ts.updateSourceFile`, which parses
   * again only the statements the change touches and reuses the others (the
   * compiler's own incremental parse, as its language service does on each
   * keystroke); undefined when this tree was already reparsed from.
   */
  reparse(ts: typeof TS, text: string): TS.SourceFile | undefined {
    if (this.taken) return undefined;
    this.taken = true;
    const change = changedSpan(this.text, text);
    const span = { start: change.start, length: change.oldEnd - change.start };
    return ts.updateSourceFile(this.file, text, { span, newLength: change.newEnd - change.start });
  }
}
