import { STATUS_NOTIFICATION, type StatusParams } from '../../shared/src/index';
import type { ServerContext } from './context';
import { countBySeverity } from './diagnostics-convert';
import type { Analysis } from './documents/analyze';

/** `toolwire/status`: the counts of a freshly linted document, for a status bar. */
export function sendStatus(ctx: ServerContext, analysis: Analysis): void {
  const { errors, warnings } = countBySeverity(analysis);
  const params: StatusParams = {
    uri: analysis.uri,
    tools: analysis.output.tools.length,
    errors,
    warnings,
    targets: analysis.options.targets ?? 'portable',
  };
  void ctx.connection.sendNotification(STATUS_NOTIFICATION, params);
}
