import type { Connection, TextDocuments } from 'vscode-languageserver';
import type { TextDocument } from 'vscode-languageserver-textdocument';
import type { ClientFeatures } from './capabilities';
import type { Analysis, Analyzer } from './documents/analyze';
import type { WorkspaceFolders } from './folders';
import type { Logger } from './log';
import type { PositionCodec } from './positions';
import type { ProjectConfigs } from './project-config';
import type { SettingsStore } from './settings-store';

/** What every feature module gets: the connection, the open documents, and the ways to read them. */
export interface ServerContext {
  connection: Connection;
  documents: TextDocuments<TextDocument>;
  client: ClientFeatures;
  positions: PositionCodec;
  analyzer: Analyzer;
  configs: ProjectConfigs;
  folders: WorkspaceFolders;
  settings: SettingsStore;
  log: Logger;
}

/**
 * The open document and its analysis, or undefined when the document is not
 * open or is not linted for tools (a config file, an excluded file): every
 * feature but the diagnostics serves tool documents only.
 */
export async function toolsAnalysisOf(
  ctx: ServerContext,
  uri: string,
): Promise<{ doc: TextDocument; analysis: Analysis } | undefined> {
  const doc = ctx.documents.get(uri);
  if (!doc) return undefined;
  const analysis = await ctx.analyzer.analyze(doc);
  return analysis.role === 'tools' ? { doc, analysis } : undefined;
}
