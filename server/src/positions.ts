import type { TextDocument } from 'vscode-languageserver-textdocument';
import type { Position, Range, TextDocumentContentChangeEvent } from 'vscode-languageserver';

/**
 * The one place where engine offsets (UTF-16 string indices) and LSP positions
 * meet. LSP columns are UTF-16 code units unless the client and server agreed on
 * UTF-8 at initialize (`positionEncoding`); then a column counts the UTF-8 bytes
 * of the line before it. Lines are the same in both.
 */
export type PositionEncoding = 'utf-16' | 'utf-8';

export interface PositionCodec {
  readonly encoding: PositionEncoding;
  position(doc: TextDocument, offset: number): Position;
  offset(doc: TextDocument, position: Position): number;
  range(doc: TextDocument, offset: number, length: number): Range;
  /** A content change as the client sent it, with its range in UTF-16 (what TextDocument.update expects). */
  toUtf16Change(doc: TextDocument, change: TextDocumentContentChangeEvent): TextDocumentContentChangeEvent;
}

/** UTF-16 always works; UTF-8 only when the client offers it and not UTF-16. */
export function negotiateEncoding(offered: readonly string[] | undefined): PositionEncoding {
  if (!offered?.length || offered.includes('utf-16')) return 'utf-16';
  return offered.includes('utf-8') ? 'utf-8' : 'utf-16';
}

export function createCodec(encoding: PositionEncoding): PositionCodec {
  const { position, offset } = encoding === 'utf-8' ? utf8 : utf16;
  return {
    encoding,
    position,
    offset,
    range: (doc, start, length) => ({ start: position(doc, start), end: position(doc, start + length) }),
    toUtf16Change(doc, change) {
      if (encoding === 'utf-16' || !('range' in change)) return change;
      const start = doc.positionAt(offset(doc, change.range.start));
      const end = doc.positionAt(offset(doc, change.range.end));
      return { range: { start, end }, text: change.text };
    },
  };
}

const utf16 = {
  position: (doc: TextDocument, offset: number): Position => doc.positionAt(offset),
  offset: (doc: TextDocument, position: Position): number => doc.offsetAt(position),
};

const utf8 = {
  position: (doc: TextDocument, offset: number): Position => {
    const { line, character } = doc.positionAt(offset);
    const lineText = doc.getText({ start: { line, character: 0 }, end: { line, character } });
    return { line, character: utf8Length(lineText) };
  },
  offset: (doc: TextDocument, position: Position): number => {
    const lineStart = doc.offsetAt({ line: position.line, character: 0 });
    const lineEnd = doc.offsetAt({ line: position.line + 1, character: 0 });
    const text = doc.getText();
    let bytes = 0;
    let i = lineStart;
    while (i < lineEnd && bytes < position.character) {
      const cp = text.codePointAt(i)!;
      if (cp === 0x0a || cp === 0x0d) break;
      bytes += utf8Bytes(cp);
      i += cp > 0xffff ? 2 : 1;
    }
    return i;
  },
};

function utf8Bytes(codePoint: number): number {
  return codePoint < 0x80 ? 1 : codePoint < 0x800 ? 2 : codePoint < 0x10000 ? 3 : 4;
}

export function utf8Length(s: string): number {
  return Buffer.byteLength(s, 'utf8');
}
