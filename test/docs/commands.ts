import { spawn } from 'node:child_process';
import { chmodSync, cpSync, mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { codeBlocks } from './markdown';

/**
 * A `toolwire …` command of a page, with the exit code its comment states
 * (`# … exit 1 …`), or why it is not run (`(not run: stands for your server)`).
 */
export interface DocCommand {
  file: string;
  command: string;
  exit?: number;
  notRun?: string;
}

/** The commands of a page: lines of its `sh` blocks that run toolwire (also at the end of a pipe), and `$ toolwire` lines of any block. */
export function toolwireCommands(file: string, markdown: string): DocCommand[] {
  return codeBlocks(markdown).flatMap((block) =>
    block.body
      .replace(/\\\n\s*/g, ' ')
      .split('\n')
      .flatMap((line) => {
        const shell = line.startsWith('$ ') ? line.slice(2) : block.lang === 'sh' ? line : undefined;
        if (shell === undefined || !/^toolwire |\| toolwire /.test(shell)) return [];
        const exit = /#.*\bexit (\d+)\b/.exec(shell)?.[1];
        const notRun = /\(not run: ([^)]+)\)\s*$/.exec(shell)?.[1];
        return [{ file, command: shell, exit: exit === undefined ? undefined : Number(exit), notRun }];
      }),
  );
}

/**
 * A fresh folder to run a page's commands in, as in a clone: a copy of `examples/` (a command may
 * fix it in place), `test/` and `node_modules/` linked (read only; `npx -y` finds its servers
 * there, offline), and `toolwire` on PATH as the built CLI.
 */
export function cloneLikeFolder(root: string, cli: string): { dir: string; env: NodeJS.ProcessEnv } {
  const dir = mkdtempSync(join(tmpdir(), 'toolwire-docs-'));
  cpSync(join(root, 'examples'), join(dir, 'examples'), { recursive: true });
  symlinkSync(join(root, 'test'), join(dir, 'test'));
  symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'));
  const bin = join(dir, '.bin');
  mkdirSync(bin);
  writeFileSync(join(bin, 'toolwire'), `#!/bin/sh\nexec "${process.execPath}" "${cli}" "$@"\n`);
  chmodSync(join(bin, 'toolwire'), 0o755);
  const env: NodeJS.ProcessEnv = { ...process.env, PATH: `${bin}:${process.env.PATH}`, NO_COLOR: '1' };
  delete env.FORCE_COLOR;
  return { dir, env };
}

/** Run one command line with sh; its exit code and stderr. */
export function runShell(command: string, cwd: string, env: NodeJS.ProcessEnv): Promise<{ code: number | null; stderr: string }> {
  const child = spawn('sh', ['-c', command], { cwd, env, stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr.setEncoding('utf8').on('data', (d: string) => (stderr += d));
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stderr }));
  });
}
