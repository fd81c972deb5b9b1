import { TreeFragment, type Tree } from '@lezer/common';
import { parser } from '@lezer/python';
import { changedSpan } from '../../changed-span';

/** What a parse keeps for the next version of an edited document: its lezer tree, and the text it is of. */
export class KeptTree {
  /** A kept tree is reparsed from once (ParseOptions.edit: the previous parse is consumed). */
  private taken = false;

  constructor(
    readonly tree: Tree,
    private readonly text: string,
  ) {}

  /**
   * `text`'s tree, reusing what lezer can of this one outside the changed span
   * (`TreeFragment.applyChanges`); undefined when this tree was reparsed from already.
   */
  reparse(text: string): Tree | undefined {
    if (this.taken) return undefined;
    this.taken = true;
    const change = changedSpan(this.text, text);
    const fragments = TreeFragment.applyChanges(TreeFragment.addTree(this.tree), [
      { fromA: change.start, toA: change.oldEnd, fromB: change.start, toB: change.newEnd },
    ]);
    return parser.parse(text, fragments);
  }
}

/** `text`'s lezer tree: from the previous version's when the editor kept one, else parsed whole. */
export function pythonTree(text: string, previous: unknown): Tree {
  const reparsed = previous instanceof KeptTree ? previous.reparse(text) : undefined;
  return reparsed ?? parser.parse(text);
}
