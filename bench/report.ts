import { pythonTable, type PythonResults } from './python';
import { typescriptTable, type TypescriptResults } from './typescript';
import type { LspResults } from './lsp/keystrokes';
import type { RequestKind } from './lsp/requests';
import { ruleCostTable, type RuleCosts } from './rules';
import type { Machine } from './machine';
import { round, type Timing } from './measure';
import { SUBJECTS } from './subjects';
import { cliTable, type CliResult } from './cli';

/** One benchmark run, as written to bench/results/<date>.json. */
export interface BenchResult {
  date: string;
  machine: Machine;
  /** The real-shaped catalogs (bench/real-catalog.ts), reported first. */
  real?: Suite;
  /** The synthetic catalogs (bench/catalog.ts), by size: tools and characters. */
  catalogs: { tools: number; chars: number }[];
  /** Subject id -> tools -> timing (ms) and what it reported, on the synthetic catalogs. */
  engine: SuiteTimings;
  lsp?: LspResults;
  cli?: CliResult;
  /** The lint's time rule by rule, on the target catalog. */
  ruleCosts?: RuleCosts;
  /** Retained heap of a LintState for the largest catalog, MB (with --expose-gc). */
  stateHeapMb?: number;
  /** bench/typescript.ts: the TypeScript front end against its floor. */
  typescript?: TypescriptResults;
  /** bench/python.ts: the Python front end against its floor. */
  python?: PythonResults;
}

export const TARGET_TOOLS = 2000;

/** Subject id -> catalog key -> timing (ms) and how many problems it reported. */
export type SuiteTimings = Record<string, Record<string, Timing & { problems?: number }>>;

export interface SuiteCatalog {
  key: string;
  tools: number;
  chars: number;
  /** `mcp`, `openai` or `anthropic`; the synthetic catalogs are MCP. */
  shape?: string;
}

/** Catalogs and what each subject measured on them. */
export interface Suite {
  catalogs: SuiteCatalog[];
  engine: SuiteTimings;
}

/** The synthetic part of a result as a suite: its catalogs are keyed by their size. */
export function syntheticSuite(r: BenchResult): Suite {
  return { catalogs: r.catalogs.map((c) => ({ key: String(c.tools), ...c })), engine: r.engine };
}

const ms = (t: Timing | undefined) => (t ? (t.median >= 100 ? t.median.toFixed(0) : t.median.toFixed(1)) : '–');
const ratio = (a: Timing | undefined, b: Timing | undefined) =>
  a && b ? `${(a.median / b.median).toFixed(a.median / b.median >= 10 ? 0 : a.median / b.median < 1 ? 2 : 1)}×` : '–';

function timing(r: Suite, id: string, key: string): Timing | undefined {
  return r.engine[id]?.[key];
}

const catalogLabel = (c: SuiteCatalog) =>
  `${c.tools.toLocaleString('en-US')} tools${c.shape && c.shape !== 'mcp' ? ` ${SHAPE_LABEL[c.shape] ?? c.shape}` : ''}`;

const SHAPE_LABEL: Record<string, string> = { openai: 'OpenAI', anthropic: 'Anthropic' };

/** Median ms per subject and catalog, then the problems Toolwire and the peers reported. */
export function timesTable(r: Suite): string {
  const keys = r.catalogs.map((c) => c.key);
  const head = `| | ${r.catalogs.map((c) => `${catalogLabel(c)} (${(c.chars / 1e6).toFixed(2)} MB)`).join(' | ')} |`;
  const rows = SUBJECTS.filter((s) => r.engine[s.id]).map(
    (s) => `| ${s.label} | ${keys.map((k) => ms(timing(r, s.id, k))).join(' | ')} |`,
  );
  const counted = SUBJECTS.filter((s) => keys.some((k) => r.engine[s.id]?.[k]?.problems !== undefined));
  const problems = counted.map(
    (s) =>
      `| problems reported: ${s.label.replace(/ \(.*$/, '')} | ${keys.map((k) => r.engine[s.id]?.[k]?.problems?.toLocaleString('en-US') ?? '–').join(' | ')} |`,
  );
  return [head, `|---|${keys.map(() => '---:').join('|')}|`, ...rows, ...problems].join('\n');
}

/** The ratios the performance targets are stated in (docs/benchmark.md), per catalog. */
export function ratioTable(r: Suite): string {
  const sizes = r.catalogs.map((c) => c.key);
  const lint = (n: string) => timing(r, 'toolwire-lint', n);
  const lines: [string, (n: string) => string][] = [
    ['Toolwire lint / JSON.parse', (n) => ratio(lint(n), timing(r, 'json-parse', n))],
    ['Toolwire lint / parseTree', (n) => ratio(lint(n), timing(r, 'jsonc-parse-tree', n))],
    ['Toolwire parse / JSON.parse', (n) => ratio(timing(r, 'toolwire-parse', n), timing(r, 'json-parse', n))],
    ['vscode-json-languageservice / Toolwire lint', (n) => ratio(timing(r, 'vscode-json-languageservice', n), lint(n))],
    ['Spectral / Toolwire lint', (n) => ratio(timing(r, 'spectral', n), lint(n))],
    [
      'Toolwire wire-rules lint / JSON.parse',
      (n) => ratio(timing(r, 'toolwire-lint-wire', n), timing(r, 'json-parse', n)),
    ],
    [
      'vscode-json-languageservice / Toolwire wire-rules lint',
      (n) => ratio(timing(r, 'vscode-json-languageservice', n), timing(r, 'toolwire-lint-wire', n)),
    ],
    ['Spectral / Toolwire wire-rules lint', (n) => ratio(timing(r, 'spectral', n), timing(r, 'toolwire-lint-wire', n))],
  ];
  if (r.engine['baseline-lint']) {
    lines.push(
      ['Toolwire lint / baseline lint', (n) => ratio(lint(n), timing(r, 'baseline-lint', n))],
      [
        'Toolwire keystroke / baseline keystroke',
        (n) => ratio(timing(r, 'toolwire-keystroke', n), timing(r, 'baseline-keystroke', n)),
      ],
    );
  }
  // A row with no measured cell (peers left out, say) is not printed.
  const rows = lines
    .map(([label, f]) => [label, sizes.map(f)] as const)
    .filter(([, cells]) => cells.some((c) => c !== '–'));
  return [
    `| | ${r.catalogs.map(catalogLabel).join(' | ')} |`,
    `|---|${sizes.map(() => '---:').join('|')}|`,
    ...rows.map(([label, cells]) => `| ${label} | ${cells.join(' | ')} |`),
  ].join('\n');
}

/** How each subject's time grows from 100 to 5,000 tools, next to how the text grows. */
export function scalingTable(r: Suite): string {
  const from = r.catalogs.find((c) => c.tools === 100);
  const to = r.catalogs[r.catalogs.length - 1];
  if (!from || to.tools === 100) return '';
  const rows = SUBJECTS.filter((s) => timing(r, s.id, from.key) && timing(r, s.id, to.key)).map(
    (s) => `| ${s.label} | ${ratio(timing(r, s.id, to.key), timing(r, s.id, from.key))} |`,
  );
  return [
    `| ${from.tools} → ${to.tools.toLocaleString('en-US')} tools (text ${(to.chars / from.chars).toFixed(0)}× longer) | time grows |`,
    '|---|---:|',
    ...rows,
  ].join('\n');
}

const REQUEST_LABEL: Record<RequestKind, string> = {
  codeAction: 'code action on a finding, just typed',
  documentSymbol: 'document symbols',
};

const size = (chars: number) => (chars >= 1e5 ? `${(chars / 1e6).toFixed(2)} MB` : `${(chars / 1e3).toFixed(1)} kB`);

export function lspTable(lsp: LspResults | undefined): string {
  if (!lsp) return '';
  if (lsp.skipped) return `LSP: skipped (${lsp.skipped}).`;
  const title = `| language server \`${lsp.server}\` (stdio) | median ms | p95 ms |`;
  const rows = lsp.keystrokes.map(
    (k) =>
      `| keystroke → diagnostics, ${k.tools.toLocaleString('en-US')} tools, ${k.mode} (${k.edits} edits) | ${k.timing.median.toFixed(1)} | ${k.timing.p95.toFixed(1)} |`,
  );
  if (lsp.open)
    rows.unshift(
      `| open → first diagnostics, ${lsp.open.tools.toLocaleString('en-US')} tools (${lsp.open.timing.runs} opens) | ${lsp.open.timing.median.toFixed(0)} | ${lsp.open.timing.p95.toFixed(0)} |`,
    );
  const first = lsp.firstKeystroke;
  if (first)
    rows.push(
      `| first keystroke after the open settled, ${first.tools.toLocaleString('en-US')} tools (${first.timing.runs} opens) | ${first.timing.median.toFixed(1)} | ${first.timing.p95.toFixed(1)} |`,
    );
  for (const r of lsp.requests ?? [])
    rows.push(
      `| ${REQUEST_LABEL[r.request]}, ${r.tools.toLocaleString('en-US')} tools (answer ${size(r.chars)}) | ${r.timing.median.toFixed(1)} | ${r.timing.p95.toFixed(1)} |`,
    );
  if (lsp.coldStart)
    rows.unshift(
      `| cold start → first diagnostics (${lsp.coldStart.runs} starts) | ${lsp.coldStart.median.toFixed(0)} | ${lsp.coldStart.p95.toFixed(0)} |`,
    );
  const flags = (m: { execArgv?: string[] }) =>
    m.execArgv?.length ? ` (\`node ${m.execArgv.join(' ')}\`, for comparison)` : '';
  const sizes = (m: { rssMb: number; settledMb: number; typedMb?: number; openPeakMb?: number; peakMb: number }) =>
    `VmRSS ${m.rssMb} MB (settled ${m.settledMb} MB${m.typedMb !== undefined ? `, ${m.typedMb} MB after 20 keystrokes` : ''}), peak ${m.openPeakMb !== undefined ? `${m.openPeakMb} MB opening, ${m.peakMb} MB typing` : `${m.peakMb} MB`}`;
  const bare = lsp.memoryWithoutFlags
    ? ` Without those flags, as editors start it: ${sizes(lsp.memoryWithoutFlags)}.`
    : '';
  const memory = lsp.memory
    ? `\n\nServer memory with the ${lsp.memory.tools.toLocaleString('en-US')}-tool document open${flags(lsp.memory)}: ${sizes(lsp.memory)}.${bare}`
    : '';
  return [title, '|---|---:|---:|', ...rows].join('\n') + memory + floorTable(lsp);
}

/** The server against one that lints nothing (bench/lsp/floor.ts), measured in the same run. */
function floorTable(lsp: LspResults): string {
  const floor = lsp.floor;
  const keystroke = lsp.keystrokes.find((k) => k.tools === floor?.tools && k.mode === 'pull');
  if (!floor || !lsp.open || !keystroke) return '';
  const n = floor.tools.toLocaleString('en-US');
  const row = (what: string, server: number, floorMs: number, digits: number) =>
    `| ${what} | ${server.toFixed(digits)} | ${floorMs.toFixed(digits)} | ${(server / floorMs).toFixed(1)}× |`;
  const rows = [
    row(`open → first diagnostics, ${n} tools`, lsp.open.timing.median, floor.open.median, 0),
    row(`keystroke → diagnostics, ${n} tools, pull`, keystroke.timing.median, floor.keystroke.timing.median, 1),
  ];
  const held = floor.memory;
  const server = lsp.memoryWithoutFlags;
  if (held && server)
    rows.push(
      `| VmRSS MB, ${held.tools.toLocaleString('en-US')}-tool document open, settled | ${server.settledMb} | ${held.settledMb} | ${(server.settledMb / held.settledMb).toFixed(1)}× |`,
    );
  return [
    '',
    '',
    `Against the floor: \`${floor.server}\` keeps the document as the server does and answers each pull with the ${floor.diagnostics.toLocaleString('en-US')} diagnostics the server gave at open, in full, linting nothing.`,
    '',
    '| | server | floor | ratio |',
    '|---|---:|---:|---:|',
    ...rows,
  ].join('\n');
}

export function machineLine(m: Machine): string {
  return `${m.cpu}, ${m.cores} cores, ${m.memoryGb} GB; Node ${m.node} (V8 ${m.v8}), ${m.platform}; load average ${m.load.start}${m.load.end !== undefined ? ` → ${m.load.end}` : ''}`;
}

export function markdown(r: BenchResult): string {
  const synthetic = syntheticSuite(r);
  const real = r.real?.catalogs.length ? r.real : undefined;
  return [
    `Measured ${r.date} on ${machineLine(r.machine)}. Median wall time in ms.`,
    real ? `**Real-shaped catalogs** (harvested \`tools/list\` answers, bench/real-catalog.ts):` : '',
    real ? timesTable(real) : '',
    real ? ratioTable(real) : '',
    ruleCostTable(r.ruleCosts),
    lspTable(r.lsp),
    cliTable(r.cli),
    typescriptTable(r.typescript),
    pythonTable(r.python),
    synthetic.catalogs.length ? '**Synthetic catalogs** (bench/catalog.ts, one faulty tool in five):' : '',
    synthetic.catalogs.length ? timesTable(synthetic) : '',
    synthetic.catalogs.length ? ratioTable(synthetic) : '',
    scalingTable(synthetic),
    r.stateHeapMb !== undefined
      ? `Engine state (tree, tools, findings) for the largest catalog: ${round(r.stateHeapMb)} MB of heap.`
      : '',
  ]
    .filter(Boolean)
    .join('\n\n');
}
