/**
 * `npm run bench`: Toolwire against the parse floor and the peers, first on
 * real-shaped catalogs (harvested tools/list answers: 200, 2,000 and 5,000
 * tools as MCP, and 2,000 as OpenAI and Anthropic tool lists), then on
 * generated catalogs of 10 to 5,000 tools, in one run; then the language
 * server over stdio and the CLI on a folder of real tool files, both on real
 * data. Prints the tables and writes bench/results/<date>.json (and
 * latest.json, latest.md); docs/benchmark.md quotes them.
 *
 * Flags: --quick (real 200 and 2,000, synthetic 10-1,000 tools, short
 * budgets), --no-peers, --no-lsp, --no-cli, --lsp-only, --server=<path>
 * (another language server build than dist/server.js), --report=<results.json>
 * (print a past run's tables), --lint-only (JSON.parse and Toolwire's parse,
 * lint and keystroke on the real 2,000-tool catalog, and the rule-by-rule
 * costs: a minute, for measuring an optimisation), --tools=<n,n,...> (synthetic
 * catalog sizes), --baseline=<dist/index.js of another build> (its parse, lint
 * and keystroke timed in the same rounds: a before and after), --typescript-only
 * (the TypeScript front end alone: bench/typescript.ts), --python-only (the
 * Python front end alone: bench/python.ts). Only a full run updates
 * latest.json and latest.md.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { generateCatalog } from '../test/helpers/catalog';
import { cliBenchmark } from './cli';
import { floorBenchmark } from './lsp/floor';
import { editsAt, LSP_SETTINGS, lspBenchmark } from './lsp/keystrokes';
import { machine } from './machine';
import { measureSideBySide, round } from './measure';
import { realCatalog, realToolFiles, type Shape } from './real-catalog';
import { markdown, TARGET_TOOLS, type BenchResult, type Suite, type SuiteCatalog } from './report';
import { ruleCosts } from './rules';
import { engine, LINT_OPTIONS, SUBJECTS, useBaseline, type Subject } from './subjects';
import { pythonKeystrokeCase, sourceKeystrokeCases, sourceKeystrokes } from './lsp/source';
import { pythonBenchmark } from './python';
import { treeBenchmark } from './source-tree';
import { typescriptBenchmark } from './typescript';
import { zodBenchmark } from './zod';

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
  flags.has('--python-only') ||
  !!sizesFlag ||
  !!baselineFlag ||
  process.argv.some((a) => a.startsWith('--server='));
const SIZES = sizesFlag
  ? sizesFlag.slice('--tools='.length).split(',').map(Number)
  : lintOnly
    ? []
    : quick
      ? [10, 100, 1000]
      : [10, 100, 1000, 2000, 5000];
/** The real-shaped catalogs: sizes as MCP, and the target size in the other shapes. */
const REAL: [number, Shape][] = lintOnly
  ? [[TARGET_TOOLS, 'mcp']]
  : quick
    ? [
        [200, 'mcp'],
        [TARGET_TOOLS, 'mcp'],
      ]
    : [
        [200, 'mcp'],
        [TARGET_TOOLS, 'mcp'],
        [5000, 'mcp'],
        [TARGET_TOOLS, 'openai'],
        [TARGET_TOOLS, 'anthropic'],
      ];
/** The CLI's folder: real tool files, one server's answer each. */
const CLI_FILES = 500;
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

interface Catalog {
  info: SuiteCatalog;
  text: string;
}

async function engineSection(suite: Suite, catalogs: readonly Catalog[]) {
  // The peers' profile schema describes an MCP catalog: they judge that shape only.
  const wanted = (s: Subject, shape: string | undefined) =>
    lintOnly
      ? LINT_ONLY_SUBJECTS.has(s.id)
      : s.group !== 'peer' || (!flags.has('--no-peers') && (shape ?? 'mcp') === 'mcp');
  for (const { info, text } of catalogs) {
    const subjects = SUBJECTS.filter((s) => (s.group === 'baseline' ? !!baselineFlag : wanted(s, info.shape)));
    const runs = subjects.map((s) => s.prepare(text));
    gc?.();
    const timings = await measureSideBySide(runs, BUDGET_MS);
    for (const [i, subject] of subjects.entries()) {
      const timing = timings[i];
      const problems = await problemCount(subject.id, runs[i], text);
      (suite.engine[subject.id] ??= {})[info.key] = { ...timing, ...(problems === undefined ? {} : { problems }) };
      log(
        `${info.key.padStart(16)}  ${subject.label.padEnd(48)} ${timing.median.toFixed(1).padStart(9)} ms  (p95 ${timing.p95.toFixed(1)}, ${timing.runs} runs${problems === undefined ? '' : `, ${problems} problems`})`,
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

function realCatalogs(): Catalog[] {
  return REAL.map(([tools, shape]) => {
    const text = realCatalog(tools, shape);
    return { info: { key: `real-${tools}-${shape}`, tools, chars: text.length, shape }, text };
  });
}

const realText = (real: readonly Catalog[], tools: number) =>
  real.find((c) => c.info.tools === tools && c.info.shape === 'mcp')?.text ?? realCatalog(tools);

/** The in-process part: every subject, the engine state's memory, the rule-by-rule costs (on the real target catalog). */
async function engineOnly(result: BenchResult, real: readonly Catalog[], synthetic: readonly Catalog[]) {
  await engineSection(result.real!, real);
  await engineSection({ catalogs: [], engine: result.engine }, synthetic);
  const largest = real.reduce((a, b) => (b.info.tools > a.info.tools ? b : a));
  const held = stateHeap(largest.text);
  if (held !== undefined) result.stateHeapMb = round(held);
  log('rule by rule');
  result.ruleCosts = await ruleCosts(realText(real, TARGET_TOOLS), TARGET_TOOLS, quick ? 300 : 1500);
}

/**
 * The TypeScript front end against ts.createSourceFile, the CLI on a folder of code against reading
 * it and on an MCP server's tree against parsing it, and keystrokes over LSP in TypeScript files.
 */
async function typescriptSection(result: BenchResult) {
  log('typescript: a 3,000-line file with 30 tools; 1,000 files with none through the CLI');
  const dist = (file: string) => join(__dirname, '..', 'dist', file);
  const r = (result.typescript = await typescriptBenchmark(dist('cli.js'), BUDGET_MS));
  log(
    `  lint ${r.file.lint.median.toFixed(1)} ms = ${r.file.ratio}x ts.createSourceFile (${r.file.parse.median.toFixed(1)} ms); ` +
      `CLI on the folder ${r.folder.cli} ms = ${r.folder.ratio}x reading it (${r.folder.read} ms, process start included in both)`,
  );
  const z = (r.zod = await zodBenchmark(BUDGET_MS));
  log(
    `  zod server (${z.lines} lines, ${z.tools} tools): lint ${z.lint.median.toFixed(1)} ms = ${z.ratio}x ts.createSourceFile; ` +
      `schemas imported: ${z.imported.lint.median.toFixed(1)} ms = ${z.imported.ratio}x parsing both files`,
  );
  const t = (r.tree = await treeBenchmark(dist('cli.js'), dist('typescript.js'), BUDGET_MS));
  log(
    `  CLI on an MCP server's tree (${t.files} files, ${t.lines} lines): ${t.cli} ms = ${t.ratio}x parsing it ` +
      `(${t.parse} ms, process start and the compiler's load included in both; the parse alone ${t.parseInProcess} ms)`,
  );
  if (flags.has('--no-lsp')) return;
  r.keystrokes = await sourceKeystrokes(dist('server.js'), sourceKeystrokeCases(), 40);
  for (const k of r.keystrokes)
    log(
      `  keystroke -> diagnostics over LSP, ${k.file} (${k.lines} lines, ${k.tools} tools): median ${k.timing.median.toFixed(1)} ms (p95 ${k.timing.p95.toFixed(1)}, ${k.edits} edits)`,
    );
}

/** The Python front end against @lezer/python's parse, the CLI on a folder of .py files, keystrokes over LSP. */
async function pythonSection(result: BenchResult) {
  log('python: a 3,000-line FastMCP module with 30 tools; 1,000 .py files with none through the CLI');
  const dist = (file: string) => join(__dirname, '..', 'dist', file);
  const r = (result.python = await pythonBenchmark(dist('cli.js'), BUDGET_MS));
  log(
    `  lint ${r.file.lint.median.toFixed(1)} ms = ${r.file.ratio}x @lezer/python's parse (${r.file.parse.median.toFixed(1)} ms); ` +
      `CLI on the folder ${r.folder.cli} ms = ${r.folder.ratio}x reading it (${r.folder.read} ms, process start included in both)`,
  );
  if (flags.has('--no-lsp')) return;
  r.keystrokes = await sourceKeystrokes(dist('server.js'), [pythonKeystrokeCase()], 40);
  for (const k of r.keystrokes)
    log(
      `  keystroke -> diagnostics over LSP, ${k.file} (${k.lines} lines, ${k.tools} tools): median ${k.timing.median.toFixed(1)} ms (p95 ${k.timing.p95.toFixed(1)}, ${k.edits} edits)`,
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
  const pyOnly = flags.has('--python-only');
  const frontEndOnly = flags.has('--typescript-only') || pyOnly;
  const real = lspOnly || frontEndOnly ? [] : realCatalogs();
  const synthetic = (lspOnly || frontEndOnly ? [] : SIZES).map((tools) => {
    const text = generateCatalog(tools);
    return { info: { key: String(tools), tools, chars: text.length }, text };
  });
  result.real = { catalogs: real.map((c) => c.info), engine: {} };
  result.catalogs = synthetic.map((c) => ({ tools: c.info.tools, chars: c.info.chars }));
  if (!lspOnly && !frontEndOnly) await engineOnly(result, real, synthetic);
  if (!lspOnly && !lintOnly && !pyOnly) await typescriptSection(result);
  if (!lspOnly && !lintOnly && (pyOnly || !flags.has('--typescript-only'))) await pythonSection(result);
  if (!flags.has('--no-lsp') && !quick && !lintOnly && !frontEndOnly) {
    log('language server (real-shaped catalogs): cold start, open, keystrokes, memory');
    const lspCatalogs = new Map([200, 2000, 5000].map((n) => [n, realText(real, n)]));
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
    if (!result.lsp.skipped) {
      log('the same on a server that lints nothing (bench/floor-server.mjs)');
      const at = (tools: number) => ({ tools, text: lspCatalogs.get(tools)! });
      result.lsp.floor = await floorBenchmark(server, at(2000), at(5000), editsAt(2000, 100), LSP_SETTINGS);
    }
  }
  if (!flags.has('--no-cli') && !quick && !lintOnly && !lspOnly && !frontEndOnly) {
    log(`CLI on ${CLI_FILES} real tool files`);
    result.cli = await cliBenchmark(join(__dirname, '..', 'dist', 'cli.js'), realToolFiles(CLI_FILES));
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
            : pyOnly
              ? '-python'
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
