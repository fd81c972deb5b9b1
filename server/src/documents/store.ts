import { readFileSync } from 'node:fs';
import { TextDocuments } from 'vscode-languageserver';
import { TextDocument } from 'vscode-languageserver-textdocument';
import type { PositionCodec } from '../positions';
import { uriToPath } from '../uris';

/**
 * The open documents. Incremental changes arrive in the negotiated position
 * encoding; TextDocument applies UTF-16 ranges, so each change is converted
 * (one at a time: a change's range refers to the text after the previous one).
 * The codec is read per change: it is only known once initialize has run.
 */
export function createDocuments(positions: () => PositionCodec): TextDocuments<TextDocument> {
  return new TextDocuments<TextDocument>({
    create: TextDocument.create,
    update(doc, changes, version) {
      let current = doc;
      for (const change of changes)
        current = TextDocument.update(current, [positions().toUtf16Change(current, change)], version);
      return current;
    },
  });
}

/** A file that is not open, read from disk to turn offsets into positions (empty when unreadable: its problem says so). */
export function diskDocument(uri: string, path: string): TextDocument {
  let text = '';
  try {
    text = readFileSync(path, 'utf8');
  } catch {
    // Unreadable: the text is empty.
  }
  return TextDocument.create(uri, 'json', 0, text);
}

/** The text of the open document at `path`, if one is open (looked up by path: clients spell file URIs differently). */
export function openTextAt(documents: TextDocuments<TextDocument>): (path: string) => string | undefined {
  return (path) =>
    documents
      .all()
      .find((d) => uriToPath(d.uri) === path)
      ?.getText();
}
