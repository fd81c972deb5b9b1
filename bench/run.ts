/**
 * `npm run bench`: Toolwire against the parse floor and the peers, on generated
 * catalogs of 10 to 5,000 tools, in one run; then the language server over
 * stdio. Prints the tables and writes bench/results/<date>.json (and
 * latest.json, latest.md); docs/benchmark.md quotes them.
 *
 * Flags: --quick (10-1,000 tools, short budgets), --no-peers, --no-lsp,
 * --lsp-only, --server=<path> (another language server build than
 * dist/server.js), --report=<results.json> (print a past run's tables),
 * --lint-only (JSON.parse and Toolwire's parse, lint and keystroke on 2,000
 * tools, and the rule-by-rule costs: a minute, for measuring an optimisation),
 * --tools=<n,n,...> (other catalog sizes), --baseline=<dist/index.js of another
 * build> (its parse, lint and keystroke timed in the same rounds: a before and
 * after), --typescript-only (the TypeScript front end alone: bench/typescript.ts).
 * Only a full run updates latest.json and latest.md.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { generateCatalog } from './catalog';
import { lspBenchmark } from './lsp/keystrokes';
import { machine } from './machine';
import { measureSideBySide, round } from './measure';
import { markdown, TARGET_TOOLS, type BenchResult } from './report';
import { ruleCosts } from './rules';
import { engine, LINT_OPTIONS, SUBJECTS, useBaseline, type Subject } from './subjects';
import { typescriptBenchmark } from './typescript';

const flags = new Set(process.argv.slice(2));
const quick = flags.has('--quick');
const lspOnly = flags.has('--lsp-only');
const lintOnly = flags.has('--lint-only');
const sizesFlag = process.argv.find((a) => a.startsWith('--tools='));
const baselineFlag = process.argv.find((a) => a.startsWith('--baseline='));
const partial =
  quick ||
  lspOnly ||
  lintOnly ||
  flags.has('--typescript-only') ||
  !!sizesFlag ||
  !!baselineFlag ||
  process.argv.some((a) => a.startsWith('--server='));
const SIZES = sizesFlag
  ? sizesFlag.slice('--tools='.length).split(',').map(Number)
  : lintOnly
    ? [2000]
    : quick
      ? [10, 100, 1000]
      : [10, 100, 1000, 2000, 5000];
/** What --lint-only times: the floor it is judged against, and the engine's own subjects. */
const LINT_ONLY_SUBJECTS = new Set([
  'json-parse',
  'toolwire-parse',
  'toolwire-lint',
  'toolwire-lint-wire',
  'toolwire-keystroke',
]);
/** Time per subject and size; a slow peer still gets three runs. */
const BUDGET_MS = quick ? 1000 : 4000;
const gc = (globalThis as { gc?: () => void }).gc;

function log(message: string) {
  process.stderr.write(`${message}\n`);
}

async function engineSection(result: BenchResult, catalogs: Map<number, string>) {
  const wanted = (s: Subject) =>
    lintOnly ? LINT_ONLY_SUBJECTS.has(s.id) : s.group !== 'peer' || !flags.has('--no-peers');
  const subjects = SUBJECTS.filter((s) => (s.group === 'baseline' ? !!baselineFlag : wanted(s)));
  for (const [tools, text] of catalogs) {
    const runs = subjects.map((s) => s.prepare(text));
    gc?.();
    const timings = await measureSideBySide(runs, BUDGET_MS);
    for (const [i, subject] of subjects.entries()) {
      const timing = timings[i];
      const problems = await problemCount(subject.id, runs[i], text);
      (result.engine[subject.id] ??= {})[tools] = { ...timing, ...(problems === undefined ? {} : { problems }) };
      log(
        `${String(tools).padStart(5)} tools  ${subject.label.padEnd(48)} ${timing.median.toFixed(1).padStart(9)} ms  (p95 ${timing.p95.toFixed(1)}, ${timing.runs} runs${problems === undefined ? '' : `, ${problems} problems`})`,
      );
    }
  }
}

/** How many problems a linter reported on the catalog (context for the timings: they do comparable work). */
async function problemCount(id: string, run: () => unknown, text: string): Promise<number | undefined> {
  if (id === 'toolwire-lint') return engine.lint(text, LINT_OPTIONS).findings.length;
  if (id === 'vscode-json-languageservice' || id === 'spectral') return (await run()) as number;
  return undefined;
}

/** Heap held by an engine state of the largest catalog (needs --expose-gc). */
function stateHeap(text: string): number | undefined {
  if (!gc) return undefined;
  gc();
  const before = process.memoryUsage().heapUsed;
  const state = engine.lintState(text, LINT_OPTIONS);
  gc();
  const held = process.memoryUsage().heapUsed - before;
  return state.output ? held / 2 ** 20 : undefined;
}

/** The in-process part: every subject, the engine state's memory, the rule-by-rule costs. */
async function engineOnly(result: BenchResult, catalogs: Map<number, string>) {
  await engineSection(result, catalogs);
  const held = stateHeap(catalogs.get(SIZES[SIZES.length - 1])!);
  if (held !== undefined) result.stateHeapMb = round(held);
  const tools = catalogs.has(TARGET_TOOLS) ? TARGET_TOOLS : SIZES[SIZES.length - 1];
  log('rule by rule');
  result.ruleCosts = await ruleCosts(catalogs.get(tools)!, tools, quick ? 300 : 1500);
}

/** The TypeScript front end against ts.createSourceFile, and the CLI on a folder of code against reading it. */
async function typescriptSection(result: BenchResult) {
  log('typescript: a 3,000-line file with 30 tools; 1,000 files with none through the CLI');
  const r = (result.typescript = await typescriptBenchmark(join(__dirname, '..', 'dist', 'cli.js'), BUDGET_MS));
  log(
    `  lint ${r.file.lint.median.toFixed(1)} ms = ${r.file.ratio}x ts.createSourceFile (${r.file.parse.median.toFixed(1)} ms); ` +
      `CLI on the folder ${r.folder.cli} ms = ${r.folder.ratio}x reading it (${r.folder.read} ms, process start included in both)`,
  );
}

/** `--report=<results.json>`: print the tables of a past run again (after a change to the report). */
function reportOnly(path: string) {
  console.log(markdown(JSON.parse(readFileSync(path, 'utf8')) as BenchResult));
}

async function main() {
  const past = process.argv.find((a) => a.startsWith('--report='));
  if (past) return reportOnly(past.slice('--report='.length));
  if (baselineFlag) useBaseline(baselineFlag.slice('--baseline='.length));
  const date = new Date().toISOString();
  const result: BenchResult = { date, machine: machine(), catalogs: [], engine: {} };
  const catalogs = new Map(
    (lspOnly || flags.has('--typescript-only') ? [] : SIZES).map((n) => [n, generateCatalog(n)]),
  );
  result.catalogs = [...catalogs].map(([tools, text]) => ({ tools, chars: text.length }));
  if (!lspOnly && !flags.has('--typescript-only')) await engineOnly(result, catalogs);
  if (!lspOnly && !lintOnly) await typescriptSection(result);
  if (!flags.has('--no-lsp') && !quick && !lintOnly && !flags.has('--typescript-only')) {
    log('language server: cold start, keystrokes, memory');
    const lspCatalogs = new Map([200, 2000, 5000].map((n) => [n, catalogs.get(n) ?? generateCatalog(n)]));
    const server =
      process.argv.find((a) => a.startsWith('--server='))?.slice('--server='.length) ??
      join(__dirname, '..', 'dist', 'server.js');
    result.lsp = await lspBenchmark({
      serverPath: server,
      catalogs: lspCatalogs,
      keystrokeSizes: [200, 2000],
      memorySize: 5000,
      edits: 100,
    });
  }
  result.machine.load.end = Number(loadavg()[0].toFixed(2));
  const table = markdown(result);
  console.log(table);
  const dir = join(__dirname, 'results');
  mkdirSync(dir, { recursive: true });
  const json = JSON.stringify(result, null, 2) + '\n';
  const suffix = quick
    ? '-quick'
    : lspOnly
      ? '-lsp'
      : baselineFlag
        ? '-baseline'
        : lintOnly
          ? '-lint'
          : flags.has('--typescript-only')
            ? '-typescript'
            : sizesFlag
              ? '-sizes'
              : '';
  writeFileSync(join(dir, `${date.slice(0, 19).replace(/:/g, '-')}${suffix}.json`), json);
  if (!partial) {
    writeFileSync(join(dir, 'latest.json'), json);
    writeFileSync(join(dir, 'latest.md'), table + '\n');
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
