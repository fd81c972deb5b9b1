import type { TypescriptResults } from './typescript';
import type { LspResults } from './lsp/keystrokes';
import type { RequestKind } from './lsp/requests';
import { ruleCostTable, type RuleCosts } from './rules';
import type { Machine } from './machine';
import { round, type Timing } from './measure';
import { SUBJECTS } from './subjects';

/** One benchmark run, as written to bench/results/<date>.json. */
export interface BenchResult {
  date: string;
  machine: Machine;
  /** Catalog sizes: tools and characters. */
  catalogs: { tools: number; chars: number }[];
  /** Subject id -> tools -> timing (ms) and what it reported. */
  engine: Record<string, Record<number, Timing & { problems?: number }>>;
  lsp?: LspResults;
  /** The lint's time rule by rule, on the target catalog. */
  ruleCosts?: RuleCosts;
  /** Retained heap of a LintState for the largest catalog, MB (with --expose-gc). */
  stateHeapMb?: number;
  /** bench/typescript.ts: the TypeScript front end against its floor. */
  typescript?: TypescriptResults;
}

export const TARGET_TOOLS = 2000;

const ms = (t: Timing | undefined) => (t ? (t.median >= 100 ? t.median.toFixed(0) : t.median.toFixed(1)) : '–');
const ratio = (a: Timing | undefined, b: Timing | undefined) =>
  a && b ? `${(a.median / b.median).toFixed(a.median / b.median >= 10 ? 0 : a.median / b.median < 1 ? 2 : 1)}×` : '–';

function timing(r: BenchResult, id: string, tools: number): Timing | undefined {
  return r.engine[id]?.[tools];
}

/** Median ms per subject and size. */
export function timesTable(r: BenchResult): string {
  const sizes = r.catalogs.map((c) => c.tools);
  const head = `| | ${r.catalogs.map((c) => `${c.tools.toLocaleString('en-US')} tools (${(c.chars / 1e6).toFixed(2)} MB)`).join(' | ')} |`;
  const rows = SUBJECTS.filter((s) => r.engine[s.id]).map(
    (s) => `| ${s.label} | ${sizes.map((n) => ms(timing(r, s.id, n))).join(' | ')} |`,
  );
  return [head, `|---|${sizes.map(() => '---:').join('|')}|`, ...rows].join('\n');
}

/** The ratios the performance targets are stated in (docs/benchmark.md), per size. */
export function ratioTable(r: BenchResult): string {
  const sizes = r.catalogs.map((c) => c.tools);
  const lint = (n: number) => timing(r, 'toolwire-lint', n);
  const lines: [string, (n: number) => string][] = [
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
    `| | ${sizes.map((n) => `${n.toLocaleString('en-US')} tools`).join(' | ')} |`,
    `|---|${sizes.map(() => '---:').join('|')}|`,
    ...rows.map(([label, cells]) => `| ${label} | ${cells.join(' | ')} |`),
  ].join('\n');
}

/** How each subject's time grows from 100 to 5,000 tools, next to how the text grows. */
export function scalingTable(r: BenchResult): string {
  const from = r.catalogs.find((c) => c.tools === 100);
  const to = r.catalogs[r.catalogs.length - 1];
  if (!from || to.tools === 100) return '';
  const rows = SUBJECTS.filter((s) => timing(r, s.id, from.tools) && timing(r, s.id, to.tools)).map(
    (s) => `| ${s.label} | ${ratio(timing(r, s.id, to.tools), timing(r, s.id, from.tools))} |`,
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
    m.execArgv?.length ? ` (\`node ${m.execArgv.join(' ')}\`, as editors start it)` : '';
  const sizes = (m: { rssMb: number; settledMb: number; typedMb?: number; openPeakMb?: number; peakMb: number }) =>
    `VmRSS ${m.rssMb} MB (settled ${m.settledMb} MB${m.typedMb !== undefined ? `, ${m.typedMb} MB after 20 keystrokes` : ''}), peak ${m.openPeakMb !== undefined ? `${m.openPeakMb} MB opening, ${m.peakMb} MB typing` : `${m.peakMb} MB`}`;
  const bare = lsp.memoryWithoutFlags ? ` Without those flags: ${sizes(lsp.memoryWithoutFlags)}.` : '';
  const memory = lsp.memory
    ? `\n\nServer memory with the ${lsp.memory.tools.toLocaleString('en-US')}-tool document open${flags(lsp.memory)}: ${sizes(lsp.memory)}.${bare}`
    : '';
  return [title, '|---|---:|---:|', ...rows].join('\n') + memory;
}

export function machineLine(m: Machine): string {
  return `${m.cpu}, ${m.cores} cores, ${m.memoryGb} GB; Node ${m.node} (V8 ${m.v8}), ${m.platform}; load average ${m.load.start}${m.load.end !== undefined ? ` → ${m.load.end}` : ''}`;
}

export function markdown(r: BenchResult): string {
  const engine = r.catalogs.length > 0;
  return [
    `Measured ${r.date} on ${machineLine(r.machine)}. Median wall time in ms.`,
    engine ? timesTable(r) : '',
    engine ? ratioTable(r) : '',
    scalingTable(r),
    ruleCostTable(r.ruleCosts),
    lspTable(r.lsp),
    r.stateHeapMb !== undefined
      ? `Engine state (tree, tools, findings) for the largest catalog: ${round(r.stateHeapMb)} MB of heap.`
      : '',
  ]
    .filter(Boolean)
    .join('\n\n');
}
