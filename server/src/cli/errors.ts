/**
 * A problem with how the CLI was called or with its inputs (a bad flag, a broken
 * config, an unreadable file, a glob that matched nothing): exit code 2 and one line
 * on stderr, followed by the `output` that explains it, if any (the stderr of an MCP
 * server that exited), indented. Findings in linted files are never CliErrors.
 */
export class CliError extends Error {
  override readonly name = 'CliError';

  constructor(
    message: string,
    readonly output: readonly string[] = [],
  ) {
    super(message);
  }
}

export const EXIT_OK = 0;
export const EXIT_FINDINGS = 1;
export const EXIT_USAGE = 2;

/** The message of anything thrown, without a stack. */
export function messageOf(e: unknown): string {
  return e instanceof Error ? e.message : String(e);
}
