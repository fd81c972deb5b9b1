import { existsSync } from 'node:fs';
import { relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { TextDocument } from 'vscode-languageserver-textdocument';
import type { TextDocumentContentChangeEvent } from 'vscode-languageserver-protocol';
import { round, summarize, type Timing } from '../measure';
import type { FloorResults } from './floor';
import { requestBenchmark, type RequestResult } from './requests';
import { LspSession, type DiagnosticsMode } from './session';

/**
 * The language server over real stdio: cold start to first diagnostics, one
 * keystroke to the new diagnostics (a character typed into a tool's description,
 * then deleted again, at tools spread over the document), and the server's
 * resident memory with a large document open.
 */

export interface KeystrokeResult {
  tools: number;
  mode: DiagnosticsMode;
  edits: number;
  timing: Timing;
}

export interface LspResults {
  /** The server measured. */
  server: string;
  skipped?: string;
  coldStart?: Timing;
  /** didOpen of the largest keystroke catalog to its first diagnostics, on a server already started. */
  open?: { tools: number; timing: Timing };
  keystrokes: KeystrokeResult[];
  /** The first keystroke into the largest keystroke catalog once its open has settled (the server's idle work done). */
  firstKeystroke?: { tools: number; timing: Timing };
  /** Code actions and document symbols on the smallest and largest catalogs. */
  requests?: RequestResult[];
  /** The server's memory started with a small young generation (SMALL_YOUNG_GENERATION), for comparison. */
  memory?: MemoryResult;
  /** The same, started as editors start it: a bare `node dist/server.js --stdio`. */
  memoryWithoutFlags?: MemoryResult;
  /** The same open, keystrokes and memory on a server that lints nothing (bench/lsp/floor.ts). */
  floor?: FloorResults;
}

/** VmRSS when the diagnostics arrived, after 5 s idle, after 20 keystrokes and 5 s idle again, and the peak (VmHWM) after the open and after the typing, MB. */
export interface MemoryResult {
  tools: number;
  execArgv: string[];
  rssMb: number;
  settledMb: number;
  typedMb: number;
  /** VmHWM once the open has settled, before any typing. */
  openPeakMb?: number;
  peakMb: number;
  diagnostics: number;
}

/** Offsets just inside each tool's description string: where the keystrokes go. */
export function descriptionOffsets(text: string): number[] {
  const out: number[] = [];
  const marker = /\n {6}"description": "/g;
  for (let m = marker.exec(text); m; m = marker.exec(text)) out.push(m.index + m[0].length);
  return out;
}

/**
 * The `i`th keystroke into `text`'s descriptions, spread over the document: a
 * character typed, then deleted again, so the text alternates between the
 * catalog and one character more.
 */
export function keystrokesInto(
  text: string,
  spots = descriptionOffsets(text),
): (i: number) => TextDocumentContentChangeEvent {
  const lines = TextDocument.create('untitled:catalog', 'json', 1, text);
  return (i) => {
    const at = lines.positionAt(spots[Math.floor(((i >> 1) * 7919) % spots.length)]);
    return i % 2 === 0
      ? { range: { start: at, end: at }, text: 'x' }
      : { range: { start: at, end: { line: at.line, character: at.character + 1 } }, text: '' };
  };
}

const uriFor = (name: string) => pathToFileURL(`/tmp/toolwire-bench/${name}.json`).href;

export async function keystrokes(
  serverPath: string,
  text: string,
  tools: number,
  mode: DiagnosticsMode,
  edits: number,
  settings: Record<string, unknown>,
  args: string[] = [],
): Promise<KeystrokeResult> {
  const session = await LspSession.start({ serverPath, mode, settings, args });
  try {
    const uri = uriFor(`catalog-${tools}-${mode}`);
    await session.open(uri, text);
    return { tools, mode, edits, timing: await timeKeystrokes(session, uri, keystrokesInto(text), edits) };
  } finally {
    await session.stop();
  }
}

/** `edits` keystrokes after five unmeasured ones, each timed until its diagnostics (wall time only: the work is in another process). */
export async function timeKeystrokes(
  session: LspSession,
  uri: string,
  typing: (i: number) => TextDocumentContentChangeEvent,
  edits: number,
): Promise<Timing> {
  const wall: number[] = [];
  const warmup = 5;
  for (let i = 0; i < edits + warmup; i++) {
    const t0 = performance.now();
    await session.change(uri, typing(i));
    if (i >= warmup) wall.push(performance.now() - t0);
  }
  return summarize(wall, wall);
}

/** How long the server is left idle after an open before the first keystroke: time for the open's own work to end. */
const OPEN_SETTLE_MS = 2500;

/** `runs` fresh servers (started and initialized before any clock), each timed by `timed`, then stopped. */
async function perFreshServer(
  serverPath: string,
  runs: number,
  settings: Record<string, unknown>,
  timed: (session: LspSession, run: number) => Promise<number>,
  args: string[] = [],
): Promise<Timing> {
  const wall: number[] = [];
  for (let i = 0; i < runs; i++) {
    const session = await LspSession.start({ serverPath, mode: 'pull', settings, args });
    try {
      wall.push(await timed(session, i));
    } finally {
      await session.stop();
    }
  }
  return summarize(wall, wall);
}

/** The first keystroke after an open has settled, once per fresh server: what a person typing into a just-opened catalog waits for. */
function firstKeystroke(
  serverPath: string,
  text: string,
  runs: number,
  settings: Record<string, unknown>,
): Promise<Timing> {
  return perFreshServer(serverPath, runs, settings, async (session, i) => {
    const uri = uriFor(`first-keystroke-${i}`);
    await session.open(uri, text);
    await new Promise((resolve) => setTimeout(resolve, OPEN_SETTLE_MS));
    const t0 = performance.now();
    await session.change(uri, keystrokesInto(text)(i * 2));
    return performance.now() - t0;
  });
}

/** didOpen to the first diagnostics, once per fresh server. */
export function openToDiagnostics(
  serverPath: string,
  text: string,
  runs: number,
  settings: Record<string, unknown>,
  args: string[] = [],
): Promise<Timing> {
  return perFreshServer(
    serverPath,
    runs,
    settings,
    async (session, i) => {
      const t0 = performance.now();
      await session.open(uriFor(`open-${i}`), text);
      return performance.now() - t0;
    },
    args,
  );
}

async function coldStart(
  serverPath: string,
  text: string,
  runs: number,
  settings: Record<string, unknown>,
): Promise<Timing> {
  const wall: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    const session = await LspSession.start({ serverPath, mode: 'pull', settings });
    await session.open(uriFor(`cold-${i}`), text);
    wall.push(performance.now() - t0);
    await session.stop();
  }
  return summarize(wall, wall);
}

/** Node flags the server was once started with (2 MB semi-spaces instead of 16), measured beside the bare server. */
const SMALL_YOUNG_GENERATION = ['--max-semi-space-size=2'];

const SETTLE_MS = 5000;
/** Keystrokes typed before memory is measured again. */
const TYPED = 20;

export async function memory(
  serverPath: string,
  text: string,
  tools: number,
  settings: Record<string, unknown>,
  execArgv: readonly string[],
  args: string[] = [],
): Promise<MemoryResult> {
  const session = await LspSession.start({ serverPath, mode: 'pull', settings, execArgv: [...execArgv], args });
  try {
    const uri = uriFor(`catalog-${tools}-memory`);
    const diagnostics = await session.open(uri, text);
    const { rss } = session.memory();
    // What stays resident once the collector has had idle time to give memory back.
    const settle = () => new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    await settle();
    const settled = session.memory();
    // Then a burst of typing (each keystroke leaves a version of the text behind), and idle time again.
    const typing = keystrokesInto(text);
    for (let i = 0; i < TYPED; i++) await session.change(uri, typing(i));
    await settle();
    const typed = session.memory();
    return {
      tools,
      execArgv: [...execArgv],
      rssMb: round(rss),
      settledMb: round(settled.rss),
      typedMb: round(typed.rss),
      openPeakMb: round(settled.peak),
      peakMb: round(typed.peak),
      diagnostics,
    };
  } finally {
    await session.stop();
  }
}

/** Every catalog is linted: the 5,000-tool one is over the default maxFileSize (5 MB). */
export const LSP_SETTINGS = { maxFileSize: 64 * 1024 * 1024 };

/** Fewer keystrokes into a large catalog: each takes some 200 ms. */
export function editsAt(tools: number, edits: number): number {
  return tools > 1000 ? Math.max(20, edits >> 2) : edits;
}

export interface LspPlan {
  serverPath: string;
  catalogs: ReadonlyMap<number, string>;
  keystrokeSizes: readonly number[];
  memorySize: number;
  edits: number;
}

export async function lspBenchmark(plan: LspPlan): Promise<LspResults> {
  const local = relative(process.cwd(), plan.serverPath);
  const server = local && !local.startsWith('..') ? local : plan.serverPath;
  if (!existsSync(plan.serverPath))
    return { server, skipped: `${plan.serverPath} does not exist (run npm run build)`, keystrokes: [] };
  const settings = LSP_SETTINGS;
  const smallest = plan.catalogs.get(plan.keystrokeSizes[0])!;
  const results: LspResults = {
    server,
    keystrokes: [],
    coldStart: await coldStart(plan.serverPath, smallest, 3, settings),
  };
  for (const tools of plan.keystrokeSizes) {
    const edits = editsAt(tools, plan.edits);
    results.keystrokes.push(
      await keystrokes(plan.serverPath, plan.catalogs.get(tools)!, tools, 'pull', edits, settings),
    );
  }
  const largest = plan.keystrokeSizes[plan.keystrokeSizes.length - 1];
  results.open = {
    tools: largest,
    timing: await openToDiagnostics(plan.serverPath, plan.catalogs.get(largest)!, 3, settings),
  };
  results.firstKeystroke = {
    tools: largest,
    timing: await firstKeystroke(plan.serverPath, plan.catalogs.get(largest)!, 3, settings),
  };
  // Pushed diagnostics wait for the server's typing debounce: measured once, to show it.
  results.keystrokes.push(await keystrokes(plan.serverPath, smallest, plan.keystrokeSizes[0], 'push', 10, settings));
  const large = plan.catalogs.get(plan.memorySize)!;
  results.memory = await memory(plan.serverPath, large, plan.memorySize, settings, SMALL_YOUNG_GENERATION);
  results.memoryWithoutFlags = await memory(plan.serverPath, large, plan.memorySize, settings, []);
  const requestSizes = [plan.keystrokeSizes[0], plan.memorySize];
  results.requests = await requestBenchmark(
    plan.serverPath,
    new Map(requestSizes.map((n) => [n, plan.catalogs.get(n)!])),
    21,
    settings,
  );
  return results;
}
