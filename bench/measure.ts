/**
 * Timing for the benchmark: warm up, then run several times and keep the median
 * (and p95), in wall time and in CPU time. Wall time is the one the tables
 * show: CPU time (process.cpuUsage) also counts the garbage collector's helper
 * threads, whose work moves from one subject to the next. (A collection forced
 * before each run was tried and dropped: V8 then shrinks the young generation,
 * and a small subject pays several milliseconds to grow it back.)
 */

export interface Timing {
  /** Median wall time, ms. */
  median: number;
  p95: number;
  min: number;
  /** Median CPU time (user + system, all threads of the process), ms. */
  cpuMedian: number;
  runs: number;
}

export interface MeasureOptions {
  warmup: number;
  runs: number;
}

export function quantile(sorted: readonly number[], q: number): number {
  if (!sorted.length) return NaN;
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1));
  return sorted[i];
}

export function summarize(wall: number[], cpu: number[]): Timing {
  const w = [...wall].sort((a, b) => a - b);
  const c = [...cpu].sort((a, b) => a - b);
  return { median: quantile(w, 0.5), p95: quantile(w, 0.95), min: w[0], cpuMedian: quantile(c, 0.5), runs: w.length };
}

/**
 * One run of a body, its result let go when it returns. Awaited in a measuring
 * loop itself, the result stays referenced from the loop's frame while the next
 * body runs, and a large one (the floor's 3 MB syntax tree) is then copied by
 * every collection that body triggers, which that body pays for: a lint timed
 * after ts.createSourceFile took 1.5x as long as with nothing kept.
 */
async function runOnce(body: () => unknown): Promise<void> {
  await body();
}

/**
 * Time several bodies side by side, in rounds (one run of each per round), so
 * that a burst of load from elsewhere falls on all of them alike. A first run of
 * each tells how long it takes: each then gets as many runs as fit in
 * `budgetMs` (at least `minRuns`, at most `maxRuns`); fast ones warm up twice.
 */
export async function measureSideBySide(
  bodies: readonly (() => unknown)[],
  budgetMs: number,
  minRuns = 3,
  maxRuns = 15,
): Promise<Timing[]> {
  const runs: number[] = [];
  for (const body of bodies) {
    const t0 = performance.now();
    await runOnce(body);
    const first = performance.now() - t0;
    if (first < budgetMs / 10) for (let i = 0; i < 2; i++) await runOnce(body);
    runs.push(Math.max(minRuns, Math.min(maxRuns, Math.floor(budgetMs / Math.max(first, 0.01)))));
  }
  const wall: number[][] = bodies.map(() => []);
  const cpu: number[][] = bodies.map(() => []);
  for (let round = 0; round < Math.max(...runs); round++) {
    for (let i = 0; i < bodies.length; i++) {
      if (round >= runs[i]) continue;
      const c0 = process.cpuUsage();
      const t0 = performance.now();
      await runOnce(bodies[i]);
      wall[i].push(performance.now() - t0);
      const c = process.cpuUsage(c0);
      cpu[i].push((c.user + c.system) / 1000);
    }
  }
  return bodies.map((_, i) => summarize(wall[i], cpu[i]));
}

export async function measureWithin(body: () => unknown, budgetMs: number, minRuns = 3, maxRuns = 15): Promise<Timing> {
  return (await measureSideBySide([body], budgetMs, minRuns, maxRuns))[0];
}

/** Time a synchronous or asynchronous body. */
export async function measure(body: () => unknown, { warmup, runs }: MeasureOptions): Promise<Timing> {
  for (let i = 0; i < warmup; i++) await runOnce(body);
  const wall: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < runs; i++) {
    const c0 = process.cpuUsage();
    const t0 = performance.now();
    await runOnce(body);
    wall.push(performance.now() - t0);
    const c = process.cpuUsage(c0);
    cpu.push((c.user + c.system) / 1000);
  }
  return summarize(wall, cpu);
}

export const round = (n: number, digits = 1): number => Number(n.toFixed(digits));
