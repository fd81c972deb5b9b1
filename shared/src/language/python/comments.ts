import type { Comment } from '../../json/parse';

const DIRECTIVE = /toolwire-(?:disable|enable)/g;

/**
 * The `#` comments that hold a `toolwire-` directive, found from the
 * directive's word back to the `#` before it on its line. A directive quoted
 * in a string after a `#` reads as a comment: a directive only ever widens
 * what is suppressed, never adds a finding.
 */
export function directiveComments(text: string): Comment[] {
  const comments: Comment[] = [];
  let last = -1;
  for (const m of text.matchAll(DIRECTIVE)) {
    const lineStart = text.lastIndexOf('\n', m.index - 1) + 1;
    const hash = text.indexOf('#', lineStart);
    if (hash < 0 || hash > m.index || hash <= last) continue;
    const nl = text.indexOf('\n', m.index);
    const stop = nl < 0 ? text.length : text[nl - 1] === '\r' ? nl - 1 : nl;
    comments.push({ offset: hash, length: stop - hash });
    last = hash;
  }
  return comments;
}
