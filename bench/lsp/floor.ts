import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Timing } from '../measure';
import { keystrokes, memory, openToDiagnostics, type KeystrokeResult, type MemoryResult } from './keystrokes';
import { LspSession } from './session';

/**
 * The language server's targets against their floor, in the same run:
 * bench/floor-server.mjs keeps the document and answers every pull with the
 * diagnostics dist/server.js gave for it, recorded here, and lints nothing.
 * What it costs (the transport of the text in and the diagnostics out, the
 * document kept, the diagnostics held) no server that reports them avoids.
 */
export interface FloorResults {
  server: string;
  /** The keystroke and open catalog: its tools and the diagnostics recorded. */
  tools: number;
  diagnostics: number;
  open: Timing;
  keystroke: KeystrokeResult;
  memory?: MemoryResult & { diagnosticsHeld: number };
}

const FLOOR_SERVER = join(__dirname, '..', 'floor-server.mjs');

export async function floorBenchmark(
  serverPath: string,
  keystrokeCatalog: { tools: number; text: string },
  memoryCatalog: { tools: number; text: string },
  edits: number,
  settings: Record<string, unknown>,
): Promise<FloorResults> {
  const dir = mkdtempSync(join(tmpdir(), 'toolwire-floor-'));
  try {
    const recorded = await record(serverPath, [keystrokeCatalog.text, memoryCatalog.text], settings);
    const files = recorded.map((items, i) => {
      const file = join(dir, `diagnostics-${i}.json`);
      writeFileSync(file, JSON.stringify(items));
      return [`--diagnostics=${file}`];
    });
    const { tools, text } = keystrokeCatalog;
    const held = await memory(FLOOR_SERVER, memoryCatalog.text, memoryCatalog.tools, settings, [], files[1]);
    return {
      server: 'bench/floor-server.mjs',
      tools,
      diagnostics: recorded[0].length,
      open: await openToDiagnostics(FLOOR_SERVER, text, 3, settings, files[0]),
      keystroke: await keystrokes(FLOOR_SERVER, text, tools, 'pull', edits, settings, files[0]),
      memory: { ...held, diagnosticsHeld: recorded[1].length },
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The diagnostics the real server gives for each text when it is opened. */
async function record(serverPath: string, texts: string[], settings: Record<string, unknown>): Promise<unknown[][]> {
  const session = await LspSession.start({ serverPath, mode: 'pull', settings });
  try {
    const out: unknown[][] = [];
    for (const [i, text] of texts.entries()) {
      const uri = `file:///tmp/toolwire-bench/floor-${i}.json`;
      await session.open(uri, text);
      const report = await session.diagnostics(uri);
      if (report.kind !== 'full') throw new Error('a first pull answers in full');
      out.push(report.items);
    }
    return out;
  } finally {
    await session.stop();
  }
}
