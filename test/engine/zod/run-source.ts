/**
 * Runs JavaScript text with the given bindings. The oracle builds each schema
 * with the real zod from the same text the evaluator reads: evaluating that
 * text is the point, so this is the one place the tests do it.
 */
export function runSource(names: readonly string[], body: string, ...values: unknown[]): unknown {
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- see above: the text is the fixture
  const run = new Function(...names, body) as (...args: unknown[]) => unknown;
  return run(...values);
}
