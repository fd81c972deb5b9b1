import { readdirSync, readFileSync } from 'node:fs';
import { setTimeout as delay } from 'node:timers/promises';

/** True while `pid` names a live process (a zombie waiting to be reaped counts as gone). */
export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  try {
    // Field 3 of /proc/<pid>/stat is the state; Z is a zombie (dead, not yet reaped).
    return readFileSync(`/proc/${pid}/stat`, 'utf8').replace(/^.*\) /, '')[0] !== 'Z';
  } catch {
    return false;
  }
}

/**
 * Wait until every pid is gone, polling for at most `ms` (signals are delivered
 * asynchronously); returns the ones still alive then. Kills those, so that a
 * failing test leaves no process behind.
 */
export async function survivors(pids: readonly number[], ms = 3000): Promise<number[]> {
  const until = Date.now() + ms;
  let alive = pids.filter(isAlive);
  while (alive.length && Date.now() < until) {
    await delay(25);
    alive = alive.filter(isAlive);
  }
  for (const pid of alive) process.kill(pid, 'SIGKILL');
  return alive;
}

export function readPids(file: string): number[] {
  return readFileSync(file, 'utf8').trim().split(/\s+/).map(Number);
}

/** Pids of the live processes whose command line contains `marker` (an argument a test added to find them). */
export function processesWith(marker: string): number[] {
  const pids: number[] = [];
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name) || Number(name) === process.pid) continue;
    try {
      if (readFileSync(`/proc/${name}/cmdline`, 'utf8').includes(marker) && isAlive(Number(name)))
        pids.push(Number(name));
    } catch {
      // Gone while we looked.
    }
  }
  return pids;
}
