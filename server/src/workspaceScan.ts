import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { ValidationSummary } from '../../shared/src/index';
import { TextDocument } from 'vscode-languageserver-textdocument';
import type { ServerContext } from './context';
import type { Diagnostics } from './diagnostics';
import { analysisDiagnostics, countBySeverity } from './diagnosticsConvert';
import { isLintedFileName, prunedDirs } from './config/load';
import { pathToUri } from './uris';

/** A workspace bigger than this is scanned only this far (the summary says how far). */
export const MAX_SCAN_FILES = 20_000;

export interface ScanProgress {
  report(done: number, total: number): void;
  cancelled(): boolean;
}

/**
 * Lint every JSON/JSONC file of the workspace folders that include/exclude let
 * in, publishing each file's diagnostics (the Problems panel lists them). Open
 * documents are linted from their editor text; the others from disk.
 */
export async function scanWorkspace(
  ctx: ServerContext,
  diagnostics: Diagnostics,
  progress: ScanProgress,
): Promise<ValidationSummary> {
  const files = (await Promise.all(ctx.folders.all().map((f) => listJsonFiles(f)))).flat().slice(0, MAX_SCAN_FILES);
  const summary: ValidationSummary = { files: 0, errors: 0, warnings: 0, infos: 0 };
  for (const [i, path] of files.entries()) {
    if (progress.cancelled()) break;
    progress.report(i, files.length);
    const counts = await scanFile(ctx, diagnostics, path);
    if (!counts) continue;
    summary.files++;
    summary.errors += counts.errors;
    summary.warnings += counts.warnings;
    summary.infos += counts.infos;
  }
  return summary;
}

async function scanFile(
  ctx: ServerContext,
  diagnostics: Diagnostics,
  path: string,
): Promise<Omit<ValidationSummary, 'files'> | undefined> {
  const uri = pathToUri(path);
  const open = ctx.documents.get(uri);
  // Closed files take their folder's settings: one settings request per folder, not per file.
  const folder = ctx.folders.folderOf(path);
  const plan = await ctx.analyzer.plan(uri, open || !folder ? uri : pathToUri(folder));
  if (plan.role === 'excluded') return undefined;
  // An open document is analyzed as the editor has it (and stays cached); a closed file is linted and let go.
  if (open) {
    const analysis = await ctx.analyzer.analyze(open);
    await diagnostics.validate(open);
    return countBySeverity(analysis);
  }
  const doc = TextDocument.create(uri, 'json', 0, await readFile(path, 'utf8').catch(() => ''));
  const analysis = ctx.analyzer.analyzeText(uri, doc.version, doc.getText(), plan);
  diagnostics.publishClosed(uri, analysisDiagnostics(analysis, doc, ctx.positions));
  return countBySeverity(analysis);
}

export async function listJsonFiles(dir: string, out: string[] = []): Promise<string[]> {
  if (out.length >= MAX_SCAN_FILES) return out;
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
  for (const entry of entries) {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!prunedDirs().has(entry.name)) await listJsonFiles(full, out);
    } else if (entry.isFile() && isLintedFileName(entry.name)) out.push(full);
  }
  return out;
}
