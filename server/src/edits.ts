import type { TextEdit as LspTextEdit, WorkspaceEdit } from 'vscode-languageserver';
import type { TextDocument } from 'vscode-languageserver-textdocument';
import type { TextEdit } from '../../shared/src/index';
import type { ServerContext } from './context';

export function toLspEdits(ctx: ServerContext, doc: TextDocument, edits: readonly TextEdit[]): LspTextEdit[] {
  return edits.map((e) => ({ range: ctx.positions.range(doc, e.offset, e.length), newText: e.newText }));
}

/**
 * A WorkspaceEdit of engine edits. Bound to the document's version where the
 * client supports that, so an edit computed for an older text is refused
 * instead of applied in the wrong place.
 */
export function documentEdit(ctx: ServerContext, doc: TextDocument, edits: readonly TextEdit[]): WorkspaceEdit {
  const lsp = toLspEdits(ctx, doc, edits);
  if (ctx.client.documentChanges)
    return { documentChanges: [{ textDocument: { uri: doc.uri, version: doc.version }, edits: lsp }] };
  return { changes: { [doc.uri]: lsp } };
}

/** The one edit that turns `before` into `after`: the changed middle, so the cursor and undo history stay put. */
export function minimalEdit(before: string, after: string): TextEdit | undefined {
  if (before === after) return undefined;
  let start = 0;
  const max = Math.min(before.length, after.length);
  while (start < max && before.charCodeAt(start) === after.charCodeAt(start)) start++;
  let tail = 0;
  while (
    tail < max - start &&
    before.charCodeAt(before.length - 1 - tail) === after.charCodeAt(after.length - 1 - tail)
  )
    tail++;
  // Never split a surrogate pair.
  if (start > 0 && isHighSurrogate(before.charCodeAt(start - 1))) start--;
  if (tail > 0 && isLowSurrogate(before.charCodeAt(before.length - tail))) tail--;
  return { offset: start, length: before.length - tail - start, newText: after.slice(start, after.length - tail) };
}

function isHighSurrogate(c: number): boolean {
  return c >= 0xd800 && c <= 0xdbff;
}

function isLowSurrogate(c: number): boolean {
  return c >= 0xdc00 && c <= 0xdfff;
}
