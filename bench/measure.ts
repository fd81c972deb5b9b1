/**
 * Timing for the benchmark: warm up, then run several times and keep the median
 * (and p95), in wall time and in CPU time. Wall time is the one the tables
 * show: CPU time (process.cpuUsage) also counts the garbage collector's helper
 * threads, whose work moves from one subject to the next. (A collection forced
 * before each run was tried and dropped: V8 then shrinks the young generation,
 * and a small subject pays several milliseconds to grow it back.)
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

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

/** Median wall time of `runs` runs of a command, alternating with the others so load hits all alike. */
export function medians(commands: string[][], runs: number): number[] {
  const times = commands.map(() => [] as number[]);
  for (let r = 0; r < runs; r++)
    for (const [i, [cmd, ...args]] of commands.entries()) {
      const t0 = performance.now();
      const out = spawnSync(cmd, args, { encoding: 'utf8' });
      if (out.status !== 0 && out.status !== 1) throw new Error(`${cmd} ${args.join(' ')}: ${out.stderr}`);
      times[i].push(performance.now() - t0);
    }
  return times.map((t) => t.sort((a, b) => a - b)[t.length >> 1]);
}

/** The CLI's floor: a process that walks a folder and reads every file in it. */
const READ_ALL = `const fs=require('fs'),p=require('path');let n=0;(function w(d){for(const e of fs.readdirSync(d,{withFileTypes:true})){const f=p.join(d,e.name);if(e.isDirectory())w(f);else n+=fs.readFileSync(f,'utf8').length}})(process.argv[1]);`;

/** A front end's two targets: one large file of tools against its parse, and a folder of code with none through the CLI. */
export interface FrontEndResults {
  file: { lines: number; tools: number; parse: Timing; lint: Timing; ratio: number };
  folder: { files: number; read: number; cli: number; ratio: number };
}

export interface FrontEndCase {
  /** The large file, and how many tools its lint must find. */
  text: string;
  tools: number;
  parse: () => unknown;
  lint: () => { tools: readonly unknown[] };
  /** Runs of both before they are timed, for the JIT to settle; the most timed rounds. */
  warmRuns: number;
  maxRuns: number;
  /** The folder: ordinary code with no tool in it, `code(i)` eight times over in file `f<i><extension>`. */
  code: (i: number) => string;
  extension: string;
}

/** `files` files of ordinary code in 20 folders under `src/`, in a fresh temporary folder. */
function folderOfCode(c: FrontEndCase, files: number): string {
  const dir = mkdtempSync(join(tmpdir(), 'toolwire-bench-code-'));
  for (let i = 0; i < files; i++) {
    const sub = join(dir, 'src', `m${i % 20}`);
    mkdirSync(sub, { recursive: true });
    writeFileSync(join(sub, `f${i}${c.extension}`), c.code(i).repeat(8));
  }
  return dir;
}

/**
 * The lint against the parse it makes (warmed, then timed side by side), and the
 * CLI on 1,000 files of code against reading them (process start in both).
 */
export async function frontEndTargets(c: FrontEndCase, cli: string, budgetMs: number): Promise<FrontEndResults> {
  if (c.lint().tools.length !== c.tools) throw new Error(`the generated file should hold ${c.tools} tools`);
  for (let i = 0; i < c.warmRuns; i++) {
    c.parse();
    c.lint();
  }
  const [parsed, linted] = await measureSideBySide([c.parse, c.lint], budgetMs, 3, c.maxRuns);
  const files = 1000;
  const dir = folderOfCode(c, files);
  try {
    const [read, cliMs] = medians(
      [
        [process.execPath, '-e', READ_ALL, dir],
        [process.execPath, cli, dir, '--format', 'json'],
      ],
      5,
    );
    return {
      file: {
        lines: c.text.split('\n').length,
        tools: c.tools,
        parse: parsed,
        lint: linted,
        ratio: round(linted.median / parsed.median),
      },
      folder: { files, read: round(read), cli: round(cliMs), ratio: round(cliMs / read) },
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const ms = (n: number) => `${n.toFixed(1)} ms`;

/** The two rows every front end's table starts with: the file of tools against its parse, the folder against reading it. */
export function frontEndRows(
  r: FrontEndResults,
  file: string,
  tools: string,
  parse: string,
  extension: string,
): string[] {
  return [
    `| lint of a ${r.file.lines.toLocaleString('en-US')}-line ${file} with ${r.file.tools} ${tools} | ${ms(r.file.lint.median)} | ${parse} ${ms(r.file.parse.median)} | ${r.file.ratio}× | 1.5× |`,
    `| CLI on ${r.folder.files.toLocaleString('en-US')} ordinary ${extension} files, no tools | ${ms(r.folder.cli)} | reading them ${ms(r.folder.read)} | ${r.folder.ratio}× | 2× |`,
  ];
}

/** A keystroke's row: the median time from the edit to its diagnostics, against its target. */
export function keystrokeRow(
  k: { file: string; lines: number; tools: number; edits: number; timing: Timing },
  targetMs: number,
): string {
  return `| keystroke → diagnostics over LSP, ${k.file} (${k.lines.toLocaleString('en-US')} lines, ${k.tools} tools), median of ${k.edits} | ${ms(k.timing.median)} | | | ${targetMs} ms |`;
}

/** A front end's table: what it measures, then its rows. */
export function targetsTable(title: string, rows: readonly string[]): string {
  return [title, '| | time | floor | ratio | target |', '|---|---:|---:|---:|---:|', ...rows].join('\n');
}
