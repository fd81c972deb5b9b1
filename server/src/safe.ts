import { LSPErrorCodes, ResponseError, type CancellationToken } from 'vscode-languageserver';
import type { Logger } from './log';

/**
 * Runs one handler in isolation: a throw is logged to the client's output and
 * answered with `fallback`, so one failing feature never takes the others (or
 * the server) down. A cancelled request is answered as cancelled. The fallback
 * may itself be an error (a pull that fails must not answer "no problems").
 */
export async function runSafe<T, E = void>(
  log: Logger,
  name: string,
  token: CancellationToken | undefined,
  fallback: T | ResponseError<E>,
  body: () => T | Promise<T>,
): Promise<T | ResponseError<E>> {
  if (token?.isCancellationRequested) return cancelled();
  try {
    const result = await body();
    return token?.isCancellationRequested ? cancelled() : result;
  } catch (e) {
    const err = e as Error;
    log.error(`${name} failed: ${err?.stack ?? String(e)}`);
    return fallback;
  }
}

function cancelled<E>(): ResponseError<E> {
  return new ResponseError<E>(LSPErrorCodes.RequestCancelled, 'Request cancelled');
}

/** For notifications and background work: log instead of throwing, no answer. */
export function runDetached(log: Logger, name: string, body: () => unknown): void {
  Promise.resolve()
    .then(body)
    .catch((e: Error) => log.error(`${name} failed: ${e?.stack ?? String(e)}`));
}
