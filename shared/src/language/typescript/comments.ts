import type { Comment } from '../../json/parse';

const DIRECTIVE = /toolwire-(?:disable|enable)/g;

/**
 * The comments that hold a `toolwire-` directive, found from the directive's
 * word back to the `//` or `/*` that opens its comment. Only these matter to
 * suppressions, and finding them costs one search of the text for the word,
 * not a scan of every token. A directive quoted in a string on a line that also
 * has a `//` earlier reads as a comment: a directive only ever widens what is
 * suppressed, never adds a finding.
 */
export function directiveComments(text: string): Comment[] {
  const comments: Comment[] = [];
  let last = -1;
  for (const m of text.matchAll(DIRECTIVE)) {
    const comment = commentAround(text, m.index);
    if (comment && comment.offset > last) {
      comments.push(comment);
      last = comment.offset;
    }
  }
  return comments;
}

function commentAround(text: string, at: number): Comment | undefined {
  const lineStart = text.lastIndexOf('\n', at - 1) + 1;
  const line = text.indexOf('//', lineStart);
  if (line >= 0 && line < at) {
    const nl = text.indexOf('\n', at);
    const stop = nl < 0 ? text.length : text[nl - 1] === '\r' ? nl - 1 : nl;
    return { offset: line, length: stop - line };
  }
  const open = text.lastIndexOf('/*', at);
  if (open < 0 || text.lastIndexOf('*/', at) > open) return undefined;
  const close = text.indexOf('*/', at);
  const stop = close < 0 ? text.length : close + 2;
  return { offset: open, length: stop - open };
}
