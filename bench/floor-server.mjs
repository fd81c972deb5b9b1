// The floor of the language server's targets: a server that does everything a
// pull of diagnostics costs except the lint. It keeps the document as
// vscode-languageserver's TextDocuments does (the same library and the same
// incremental sync as dist/server.js), reads each new version's text once (V8
// makes a string built by concatenation whole on its first read, which any
// lint pays), and answers every pull with the same recorded diagnostics, in
// full. `node bench/floor-server.mjs --stdio --diagnostics=<file of a Diagnostic[]>`
import { readFileSync } from 'node:fs';
import { createConnection, ProposedFeatures, TextDocuments, TextDocumentSyncKind } from 'vscode-languageserver/node.js';
import { TextDocument } from 'vscode-languageserver-textdocument';

const path = process.argv.find((a) => a.startsWith('--diagnostics='))?.slice('--diagnostics='.length);
if (!path) throw new Error('--diagnostics=<file> is needed');
const items = JSON.parse(readFileSync(path, 'utf8'));

const connection = createConnection(ProposedFeatures.all);
const documents = new TextDocuments(TextDocument);
connection.onInitialize(() => ({
  capabilities: {
    textDocumentSync: TextDocumentSyncKind.Incremental,
    diagnosticProvider: { interFileDependencies: false, workspaceDiagnostics: false },
  },
}));
let reports = 0;
connection.languages.diagnostics.on((params) => {
  documents.get(params.textDocument.uri)?.getText().charCodeAt(0);
  return { kind: 'full', resultId: String(++reports), items };
});
documents.listen(connection);
connection.listen();
