import { STATUS_NOTIFICATION, type StatusParams } from '../../shared/src/index';
import type { ServerContext } from './context';
import type { Analysis } from './documents/analyze';

/** `toolwire/status`: the counts of a freshly linted document, for a status bar. */
export function sendStatus(ctx: ServerContext, analysis: Analysis): void {
  const findings = analysis.output.findings;
  const params: StatusParams = {
    uri: analysis.uri,
    tools: analysis.output.tools.length,
    errors: findings.filter((f) => f.severity === 'error').length + (analysis.role === 'config' ? analysis.configProblems.length : 0),
    warnings: findings.filter((f) => f.severity === 'warning').length,
    targets: analysis.options.targets ?? 'portable',
  };
  void ctx.connection.sendNotification(STATUS_NOTIFICATION, params);
}
