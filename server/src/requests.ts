import {
  CHECK_CALL_REQUEST,
  checkCall,
  PREVIEW_REQUEST,
  type CallCheck,
  type CheckCallParams,
  type PreviewParams,
  type PreviewResult,
} from '../../shared/src/index';
import type { CancellationToken } from 'vscode-languageserver';
import { toolsAnalysisOf, type ServerContext } from './context';
import { runSafe } from './safe';

const CHECK_FAILED: CallCheck = {
  valid: false,
  missing: [],
  errors: [],
  problem: 'The check failed; see the Toolwire output.',
};

export function registerRequests(ctx: ServerContext): void {
  ctx.connection.onRequest(PREVIEW_REQUEST, (params: PreviewParams, token: CancellationToken) =>
    runSafe(ctx.log, PREVIEW_REQUEST, token, null, () => preview(ctx, params)),
  );
  ctx.connection.onRequest(CHECK_CALL_REQUEST, (params: CheckCallParams, token: CancellationToken) =>
    runSafe(ctx.log, CHECK_CALL_REQUEST, token, CHECK_FAILED, () => call(ctx, params)),
  );
}

/** `toolwire/preview`: the model-facing view of an open document (null when it is not open or not a tools document). */
async function preview(ctx: ServerContext, params: PreviewParams): Promise<PreviewResult> {
  const open = await toolsAnalysisOf(ctx, params.uri);
  return open ? open.analysis.preview() : null;
}

/** `toolwire/checkCall`: would the tool's declared schema accept these arguments? Nothing runs. */
async function call(ctx: ServerContext, params: CheckCallParams): Promise<CallCheck> {
  const open = await toolsAnalysisOf(ctx, params.uri);
  if (!open) return { ...CHECK_FAILED, problem: 'The document is not open in the editor.' };
  return checkCall(open.analysis.text, open.analysis.options, params.toolIndex, params.args);
}
