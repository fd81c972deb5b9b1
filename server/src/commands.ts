import type { CancellationToken, ExecuteCommandParams } from 'vscode-languageserver';
import { COMMANDS, type DocumentCommandParams, type ValidationSummary } from '../../shared/src/index';
import { toolsAnalysisOf, type ServerContext } from './context';
import type { Diagnostics } from './diagnostics';
import { countBySeverity } from './diagnostics-convert';
import { fixAllEdit } from './fix-all';
import { runSafe } from './safe';
import { scanWorkspace, type ScanProgress } from './workspace-scan';

/** What COMMANDS.fixAll answers. */
export interface FixAllSummary {
  applied: number;
}

export function registerCommands(ctx: ServerContext, diagnostics: Diagnostics): void {
  ctx.connection.onExecuteCommand((params, token) =>
    runSafe(ctx.log, `command ${params.command}`, token, null, () => execute(ctx, diagnostics, params, token)),
  );
}

async function execute(
  ctx: ServerContext,
  diagnostics: Diagnostics,
  params: ExecuteCommandParams,
  token: CancellationToken,
): Promise<unknown> {
  const arg = (params.arguments?.[0] ?? {}) as Partial<DocumentCommandParams>;
  switch (params.command) {
    case COMMANDS.fixAll:
      return typeof arg.uri === 'string' ? fixAll(ctx, arg.uri) : null;
    case COMMANDS.validateFile:
      return typeof arg.uri === 'string' ? validateFile(ctx, diagnostics, arg.uri) : null;
    case COMMANDS.validateWorkspace:
      return validateWorkspace(ctx, diagnostics, token);
    default:
      ctx.log.warn(`Unknown command ${params.command}`);
      return null;
  }
}

/** Apply every safe repair of an open document through `workspace/applyEdit`. */
async function fixAll(ctx: ServerContext, uri: string): Promise<FixAllSummary> {
  const open = await toolsAnalysisOf(ctx, uri);
  const fix = open && fixAllEdit(ctx, open.doc, open.analysis);
  if (!fix) return { applied: 0 };
  const result = await ctx.connection.workspace.applyEdit({ label: 'Toolwire: fix all', edit: fix.edit });
  return { applied: result.applied ? fix.applied : 0 };
}

async function validateFile(
  ctx: ServerContext,
  diagnostics: Diagnostics,
  uri: string,
): Promise<ValidationSummary | null> {
  const doc = ctx.documents.get(uri);
  if (!doc) return null;
  const analysis = (await diagnostics.validate(doc)) ?? (await ctx.analyzer.analyze(doc));
  return { files: 1, ...countBySeverity(analysis) };
}

/**
 * Every matching file, with progress in the editor where it can show it. It
 * stops when the request is cancelled or the progress's cancel button is pressed.
 */
async function validateWorkspace(
  ctx: ServerContext,
  diagnostics: Diagnostics,
  token: CancellationToken,
): Promise<ValidationSummary> {
  if (!ctx.client.workDoneProgress)
    return scanWorkspace(ctx, diagnostics, { report: () => {}, cancelled: () => token.isCancellationRequested });
  const reporter = await ctx.connection.window.createWorkDoneProgress();
  reporter.begin('Toolwire: validating the workspace', 0, undefined, true);
  let last = -1;
  const progress: ScanProgress = {
    cancelled: () => token.isCancellationRequested || reporter.token.isCancellationRequested,
    report(done, total) {
      const percent = total ? Math.floor((done / total) * 100) : 100;
      if (percent === last) return;
      last = percent;
      reporter.report(percent, `${done} of ${total} files`);
    },
  };
  try {
    return await scanWorkspace(ctx, diagnostics, progress);
  } finally {
    reporter.done();
  }
}
