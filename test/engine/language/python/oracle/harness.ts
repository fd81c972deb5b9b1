/**
 * Runs test/python-oracle/list_tools.py once: every construct through each installed converter.
 * The interpreter is TOOLWIRE_PYTHON, else out/python-env/bin/python (scripts/python-env.sh makes
 * it). When it cannot import the converters the oracle is skipped, with the reason, except on CI,
 * where that is a failure.
 */
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { Json } from './abbreviate';

const run = promisify(execFile);
const ROOT = join(__dirname, '..', '..', '..', '..', '..');
export const HARNESS = join(ROOT, 'test', 'python-oracle', 'list_tools.py');
const IMPORTS = 'import pydantic, mcp.server.mcpserver, fastmcp, openai, anthropic, google.genai, langchain_core.tools';

export interface Outcome {
  schema?: Json;
  description?: string | null;
  throws?: { type: string; message: string };
  na?: string;
}

export interface HarnessDocument {
  python: string;
  versions: Record<string, string | null>;
  seconds: Record<string, number>;
  profiles: Record<string, Record<string, Outcome>>;
  unavailable: Record<string, string>;
}

export type HarnessRun = { document: HarnessDocument; ms: number } | { skipped: string };

export function oraclePython(env: NodeJS.ProcessEnv = process.env): string {
  return env.TOOLWIRE_PYTHON || join(ROOT, 'out', 'python-env', 'bin', 'python');
}

async function cannotImport(python: string): Promise<string | undefined> {
  try {
    await run(python, ['-c', IMPORTS]);
    return undefined;
  } catch (error) {
    const e = error as { code?: string; stderr?: string; message: string };
    const last = e.stderr?.trim().split('\n').pop();
    return `${python} cannot import the converters (${last || e.code || e.message}); run bash scripts/python-env.sh`;
  }
}

async function listTools(python: string): Promise<HarnessRun> {
  const why = await cannotImport(python);
  if (why) {
    if (process.env.CI === 'true') throw new Error(`CI must run the Python oracle, but ${why}`);
    return { skipped: `the Python oracle was skipped: ${why}` };
  }
  const started = performance.now();
  const { stdout } = await run(python, [HARNESS], { cwd: ROOT, maxBuffer: 256 * 1024 * 1024 });
  return { document: JSON.parse(stdout) as HarnessDocument, ms: performance.now() - started };
}

let once: Promise<HarnessRun> | undefined;

/** The one harness run of this test process. */
export function harnessRun(): Promise<HarnessRun> {
  once ??= listTools(oraclePython());
  return once;
}

/** An exception's own words: pydantic appends a paragraph with a link to its documentation. */
export function converterWords(message: string): string {
  return message.replace(/\n\nFor further information visit \S+\s*$/, '');
}
