/**
 * Child processes that run in their own process group, so that stopping one also stops what it
 * started (code-server leaves a file watcher and extension hosts behind when only its main pid
 * dies). Every group started here is killed when this process exits, on SIGINT/SIGTERM too.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { openSync, closeSync, rmSync } from 'node:fs';

const live = new Set<number>();
const scratchDirs = new Set<string>();

/** A throwaway folder removed at exit if its owner did not get to it (a failed or interrupted run). */
export function removeOnExit(dir: string): string {
  hookExit();
  scratchDirs.add(dir);
  return dir;
}

function removeScratch(): void {
  for (const dir of scratchDirs) rmSync(dir, { recursive: true, force: true });
}

function killGroupNow(pgid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-pgid, signal);
  } catch {
    // ESRCH: the group is already gone.
  }
}

let hooked = false;
function hookExit(): void {
  if (hooked) return;
  hooked = true;
  process.on('exit', () => {
    for (const pgid of live) killGroupNow(pgid, 'SIGKILL');
    removeScratch();
  });
  const codes = { SIGHUP: 129, SIGINT: 130, SIGTERM: 143 } as const;
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    // process.exit runs the 'exit' handler above, which kills and removes what is left.
    process.on(signal, () => process.exit(codes[signal]));
  }
}

export interface GroupProcess {
  child: ChildProcess;
  /** Resolves with the exit code (or the signal's name) once the leader exits. */
  exited: Promise<number | string>;
  /** Stops the whole group: SIGTERM, then SIGKILL if the leader is still there after `graceMs`. */
  stop(graceMs?: number): Promise<void>;
}

/** Starts `command` as the leader of a new session and process group (like `setsid`), output to `logFile`. */
export function spawnGroup(
  command: string,
  args: string[],
  options: { env: NodeJS.ProcessEnv; cwd?: string; logFile: string },
): GroupProcess {
  hookExit();
  const log = openSync(options.logFile, 'a');
  const child = spawn(command, args, {
    env: options.env,
    cwd: options.cwd,
    detached: true,
    stdio: ['ignore', log, log],
  });
  closeSync(log);
  const pgid = child.pid;
  if (pgid === undefined) throw new Error(`could not start ${command}`);
  live.add(pgid);
  const exited = once(child, 'exit').then(([code, signal]) => (code ?? signal) as number | string);
  const stop = async (graceMs = 5000): Promise<void> => {
    killGroupNow(pgid, 'SIGTERM');
    const timer = setTimeout(() => killGroupNow(pgid, 'SIGKILL'), graceMs);
    if (child.exitCode === null && child.signalCode === null) await exited;
    clearTimeout(timer);
    // The leader is gone; whatever it left in its group goes too.
    killGroupNow(pgid, 'SIGKILL');
    live.delete(pgid);
  };
  return { child, exited, stop };
}

/** Runs a command to completion (output to `logFile`); rejects with the log's path when it fails. */
export async function runToEnd(
  command: string,
  args: string[],
  options: { env: NodeJS.ProcessEnv; cwd?: string; logFile: string },
): Promise<void> {
  const proc = spawnGroup(command, args, options);
  const result = await proc.exited;
  await proc.stop();
  if (result !== 0) throw new Error(`${command} ${args.join(' ')} failed (${result}); see ${options.logFile}`);
}
