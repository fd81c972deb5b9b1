import type { StatusParams } from '../../shared/src/protocol';

/** What the status-bar item shows: its text, and the tooltip and screen-reader label that say it in words. */
export interface StatusText {
  text: string;
  tooltip: string;
  ariaLabel: string;
}

/**
 * One labelled item, "$(error) Toolwire: 5 errors, 1 warning", so it does not
 * read as a second copy of the editor's own problem counter beside it ("$(check)
 * Toolwire: 3 tools" when the file is clean). `status` is the server's word on
 * the file (its tools and targets), absent until it has linted it.
 */
export function statusText(errors: number, warnings: number, status: StatusParams | undefined): StatusText {
  const tools = status ? plural(status.tools, 'tool') : undefined;
  const counts = [...(errors ? [plural(errors, 'error')] : []), ...(warnings ? [plural(warnings, 'warning')] : [])];
  const icon = errors ? '$(error)' : warnings ? '$(warning)' : '$(check)';
  const said = counts.length ? counts.join(', ') : (tools ?? 'no problems');
  const targets = status && (status.targets === 'portable' ? 'every provider (portable)' : status.targets.join(', '));
  const lines = [
    `Toolwire: ${counts.length ? counts.join(', ') : 'no problems'} in this file`,
    ...(tools ? [`${tools}, checked for ${targets}`] : []),
    'Click to open the Problems panel.',
  ];
  return {
    text: `${icon} Toolwire: ${said}`,
    tooltip: lines.join('\n'),
    ariaLabel: lines.slice(0, -1).join('; '),
  };
}

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}
