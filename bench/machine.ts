import { readFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';

/** What the numbers were measured on. */
export interface Machine {
  cpu: string;
  cores: number;
  memoryGb: number;
  node: string;
  v8: string;
  platform: string;
  /** 1-minute load average when the run started and ended (a shared machine shows here). */
  load: { start: number; end?: number };
}

function cpuModel(): string {
  try {
    const line = readFileSync('/proc/cpuinfo', 'utf8')
      .split('\n')
      .find((l) => l.startsWith('model name'));
    if (line) return line.split(':')[1].trim();
  } catch {
    // not Linux: os.cpus() below
  }
  return cpus()[0]?.model ?? 'unknown';
}

export function machine(): Machine {
  return {
    cpu: cpuModel(),
    cores: cpus().length,
    memoryGb: Math.round(totalmem() / 2 ** 30),
    node: process.version,
    v8: process.versions.v8,
    platform: `${process.platform} ${process.arch}`,
    load: { start: Number(loadavg()[0].toFixed(2)) },
  };
}
