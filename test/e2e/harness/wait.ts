/**
 * Waiting on a condition, never on the clock: `waitUntil` re-checks a probe until it holds or the
 * deadline passes, and then fails with what was expected and what was last seen.
 */
import { setTimeout as delay } from 'node:timers/promises';

export interface WaitOptions {
  timeout?: number;
  /** What the step expected, for the failure message. */
  message: string;
}

export const DEFAULT_TIMEOUT = 30_000;
const POLL_MS = 100;

/**
 * Polls `probe` until `accept` holds for what it returns. A probe that throws counts as "not yet"
 * (the element may be re-rendering). Resolves with the accepted value.
 */
export async function waitUntil<T>(
  probe: () => Promise<T> | T,
  accept: (value: T) => boolean,
  options: WaitOptions,
): Promise<T> {
  const deadline = Date.now() + (options.timeout ?? DEFAULT_TIMEOUT);
  let last: unknown;
  for (;;) {
    try {
      const value = await probe();
      if (accept(value)) return value;
      last = value;
    } catch (error) {
      last = error instanceof Error ? `error: ${error.message.split('\n')[0]}` : error;
    }
    if (Date.now() > deadline) {
      throw new Error(
        `timed out after ${options.timeout ?? DEFAULT_TIMEOUT} ms waiting for: ${options.message}\nlast seen: ${JSON.stringify(last, null, 1)}`,
      );
    }
    await delay(POLL_MS);
  }
}

/** Polls an HTTP endpoint until it answers 2xx. */
export async function waitForHttp(url: string, options: WaitOptions): Promise<void> {
  await waitUntil(
    async () => (await fetch(url)).status,
    (status) => status >= 200 && status < 300,
    options,
  );
}
