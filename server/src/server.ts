import {
  CodeActionKind,
  DidChangeConfigurationNotification,
  DidChangeWatchedFilesNotification,
  ErrorCodes,
  ResponseError,
  TextDocumentSyncKind,
  type Connection,
  type DiagnosticServerCancellationData,
  type DidChangeWatchedFilesParams,
  type InitializeParams,
  type InitializeResult,
  type ServerCapabilities,
} from 'vscode-languageserver';
import { COMMANDS, isConfigFileName } from '../../shared/src/index';
import { readClientFeatures, type ClientFeatures } from './capabilities';
import { FIX_ALL_KIND, registerCodeActions } from './codeActions';
import { registerCodeLens } from './codeLens';
import { registerCommands } from './commands';
import { COMPLETION_TRIGGERS, registerCompletion } from './completion';
import type { ServerContext } from './context';
import { Diagnostics } from './diagnostics';
import { Analyzer } from './documents/analyze';
import { forgetModuleText, isCodeFile, moduleGlob } from './config/modules';
import { forgetPackages, isManifestFile, manifestGlob } from './config/packages';
import { DocumentCache } from './documents/cache';
import { ModuleReads } from './documents/imports';
import { createDocuments, openTextAt } from './documents/store';
import { WorkspaceFolders } from './folders';
import { connectionLogger } from './log';
import { ConfigLog } from './configLog';
import { logStart } from './startLog';
import { createCodec, type PositionCodec } from './positions';
import { ProjectConfigs } from './projectConfig';
import { registerHover } from './hover';
import { registerLocateError } from './locateError';
import { registerRequests } from './requests';
import { runDetached, runSafe } from './safe';
import { SETTINGS_SECTION } from './settings';
import { SettingsStore } from './settingsStore';
import { registerSymbols } from './symbols';
import { uriToPath } from './uris';

const CONFIG_GLOB = '**/{toolwire.config.json,.toolwirerc.json}';
const PULL_FAILED = new ResponseError<DiagnosticServerCancellationData>(
  ErrorCodes.InternalError,
  'Toolwire could not lint this document; see the Toolwire output.',
  { retriggerRequest: false },
);

/** Wire every feature to the connection and start listening. */
export function startServer(connection: Connection): void {
  let positions: PositionCodec = createCodec('utf-16');
  const documents = createDocuments(() => positions);
  let ctx: ServerContext | undefined;
  let diagnostics: Diagnostics | undefined;

  connection.onInitialize((params: InitializeParams): InitializeResult => {
    const client = readClientFeatures(params);
    positions = createCodec(client.encoding);
    const log = connectionLogger(connection);
    logStart(log, params);
    const folders = new WorkspaceFolders();
    folders.set(params.workspaceFolders, params.rootUri);
    const configs = new ProjectConfigs((config) => diagnostics?.publishConfigProblems(config));
    const initial = (params.initializationOptions as Record<string, unknown> | undefined)?.[SETTINGS_SECTION];
    const settings = new SettingsStore(connection, client.configuration, log, initial);
    const reads = new ModuleReads(openTextAt(documents));
    const analyzer = new Analyzer(settings, configs, folders, new DocumentCache(), reads, new ConfigLog(log));
    ctx = { connection, documents, client, positions, analyzer, configs, folders, settings, log };
    diagnostics = new Diagnostics(ctx);
    registerFeatures(ctx, diagnostics);
    return { capabilities: serverCapabilities(client), serverInfo: { name: 'toolwire-language-server' } };
  });

  connection.onInitialized(() => {
    if (ctx && diagnostics) registerDynamic(ctx, diagnostics, connection);
  });

  documents.listen(connection);
  connection.listen();
}

function serverCapabilities(client: ClientFeatures): ServerCapabilities {
  return {
    positionEncoding: client.encoding,
    textDocumentSync: { openClose: true, change: TextDocumentSyncKind.Incremental, save: { includeText: false } },
    ...(client.pullDiagnostics
      ? { diagnosticProvider: { interFileDependencies: false, workspaceDiagnostics: false } }
      : {}),
    // Kinds are advertised only to clients that understand code action literals (others get commands).
    codeActionProvider: client.codeActionLiterals ? { codeActionKinds: [CodeActionKind.QuickFix, FIX_ALL_KIND] } : true,
    executeCommandProvider: { commands: Object.values(COMMANDS) },
    hoverProvider: true,
    completionProvider: { triggerCharacters: COMPLETION_TRIGGERS },
    documentSymbolProvider: { label: 'Toolwire' },
    codeLensProvider: { resolveProvider: false },
    workspace: { workspaceFolders: { supported: true, changeNotifications: true } },
  };
}

function registerFeatures(ctx: ServerContext, diagnostics: Diagnostics): void {
  const { documents, connection } = ctx;
  // An open document's text is what the documents that import it read: opening, editing and closing it change that.
  const importedChanged = (uri: string) => {
    const path = uriToPath(uri);
    if (path && isCodeFile(path)) diagnostics.importsChanged([path]);
  };
  documents.onDidOpen((e) => {
    diagnostics.opened(e.document);
    importedChanged(e.document.uri);
  });
  documents.onDidChangeContent((e) => {
    diagnostics.changed(e.document);
    importedChanged(e.document.uri);
  });
  documents.onDidClose((e) => {
    diagnostics.closed(e.document.uri);
    ctx.settings.forget(e.document.uri);
    ctx.analyzer.forget(e.document.uri);
    importedChanged(e.document.uri);
  });
  documents.onDidSave((e) => {
    const path = uriToPath(e.document.uri);
    if (path && isConfigFileName(path)) configsChanged(ctx, diagnostics, [path]);
  });
  // A pull that fails answers an error, not an empty report: the client keeps what it shows.
  connection.languages.diagnostics.on((params, token) =>
    runSafe(ctx.log, 'diagnostics', token, PULL_FAILED, () => diagnostics.pull(params)),
  );
  connection.onDidChangeConfiguration((params) => {
    ctx.settings.changed(params.settings);
    diagnostics.refreshAll();
  });
  connection.onDidChangeWatchedFiles((params) => watchedFilesChanged(ctx, diagnostics, params));
  registerCodeActions(ctx);
  registerHover(ctx);
  registerCompletion(ctx);
  registerSymbols(ctx);
  registerCodeLens(ctx);
  registerCommands(ctx, diagnostics);
  registerRequests(ctx);
  registerLocateError(ctx);
}

/** Registrations that need the client to be initialized. */
function registerDynamic(ctx: ServerContext, diagnostics: Diagnostics, connection: Connection): void {
  runDetached(ctx.log, 'registration', async () => {
    if (ctx.client.watchedFilesRegistration) {
      await connection.client.register(DidChangeWatchedFilesNotification.type, {
        watchers: [{ globPattern: CONFIG_GLOB }, { globPattern: moduleGlob() }, { globPattern: manifestGlob() }],
      });
    }
    if (ctx.client.configurationRegistration)
      await connection.client.register(DidChangeConfigurationNotification.type, { section: SETTINGS_SECTION });
    if (ctx.client.workspaceFolders) {
      connection.workspace.onDidChangeWorkspaceFolders((e) => {
        ctx.folders.update(e.added, e.removed);
        configsChanged(ctx, diagnostics, []);
      });
    }
  });
}

function watchedFilesChanged(ctx: ServerContext, diagnostics: Diagnostics, params: DidChangeWatchedFilesParams): void {
  const paths = params.changes.map((c) => uriToPath(c.uri)).filter((p): p is string => !!p);
  const configs = paths.filter(isConfigFileName);
  if (configs.length) configsChanged(ctx, diagnostics, configs);
  if (paths.some(isManifestFile)) packagesChanged(ctx, diagnostics);
  const code = paths.filter(isCodeFile);
  for (const path of code) forgetModuleText(path);
  // An open document's text stands for its file: a change on disk reaches its importers when it closes.
  const open = openTextAt(ctx.documents);
  const closed = code.filter((p) => open(p) === undefined);
  if (closed.length) diagnostics.importsChanged(closed);
}

/** A manifest or a lockfile changed (an install, say): which versions each file gets are looked up again, all re-linted. */
function packagesChanged(ctx: ServerContext, diagnostics: Diagnostics): void {
  forgetPackages();
  for (const doc of ctx.documents.all()) ctx.analyzer.invalidate(doc.uri);
  diagnostics.refreshAll();
}

/** A config file appeared, changed or went: read again, report its problems, re-lint. */
function configsChanged(ctx: ServerContext, diagnostics: Diagnostics, paths: string[]): void {
  ctx.configs.clear();
  for (const path of paths) {
    const config = ctx.configs.read(path);
    if (!config) diagnostics.clearConfigProblems(path);
  }
  diagnostics.refreshAll();
}
