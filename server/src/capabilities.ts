import type { ClientCapabilities, InitializeParams } from 'vscode-languageserver';
import { negotiateEncoding, type PositionEncoding } from './positions';

/** What the client can do, read once at initialize; features branch on these, never on the client's name. */
export interface ClientFeatures {
  encoding: PositionEncoding;
  /** The client answers `workspace/configuration`. */
  configuration: boolean;
  /** The client pulls diagnostics (`textDocument/diagnostic`): the server then never pushes for open documents. */
  pullDiagnostics: boolean;
  diagnosticRefresh: boolean;
  codeActionLiterals: boolean;
  /** The client accepts versioned `documentChanges` in a WorkspaceEdit. */
  documentChanges: boolean;
  createFiles: boolean;
  watchedFilesRegistration: boolean;
  configurationRegistration: boolean;
  codeLensRefresh: boolean;
  hierarchicalSymbols: boolean;
  snippets: boolean;
  markdownHover: boolean;
  workDoneProgress: boolean;
  workspaceFolders: boolean;
  /** A client command that writes `toolwire.rules.<id>` to the editor's settings (VS Code's extension offers one). */
  disableInSettingsCommand?: string;
}

export function readClientFeatures(params: InitializeParams): ClientFeatures {
  const c: ClientCapabilities = params.capabilities;
  const td = c.textDocument;
  const init = (params.initializationOptions ?? {}) as { disableInSettingsCommand?: unknown };
  return {
    encoding: negotiateEncoding(c.general?.positionEncodings),
    configuration: !!c.workspace?.configuration,
    pullDiagnostics: !!td?.diagnostic,
    diagnosticRefresh: !!c.workspace?.diagnostics?.refreshSupport,
    codeActionLiterals: !!td?.codeAction?.codeActionLiteralSupport,
    documentChanges: !!c.workspace?.workspaceEdit?.documentChanges,
    createFiles: !!c.workspace?.workspaceEdit?.resourceOperations?.includes('create'),
    watchedFilesRegistration: !!c.workspace?.didChangeWatchedFiles?.dynamicRegistration,
    configurationRegistration: !!c.workspace?.didChangeConfiguration?.dynamicRegistration,
    codeLensRefresh: !!c.workspace?.codeLens?.refreshSupport,
    hierarchicalSymbols: !!td?.documentSymbol?.hierarchicalDocumentSymbolSupport,
    snippets: !!td?.completion?.completionItem?.snippetSupport,
    markdownHover: !!td?.hover?.contentFormat?.includes('markdown'),
    workDoneProgress: !!c.window?.workDoneProgress,
    workspaceFolders: !!c.workspace?.workspaceFolders,
    disableInSettingsCommand:
      typeof init.disableInSettingsCommand === 'string' ? init.disableInSettingsCommand : undefined,
  };
}
