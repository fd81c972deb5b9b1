import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js';
import type { JSONRPCMessage } from '@modelcontextprotocol/sdk/types.js';
import { deserializeMessage, serializeMessage } from './sdk';
import { CliError } from '../errors';
import { StderrTail } from './tail';

/** How long a server may take to go after SIGTERM before its process group is killed. */
const GRACE_MS = 1000;
/** One MCP message may be large (a page of many tools); the SDK's default is 10 MB. */
const MAX_MESSAGE_BYTES = 64 * 1024 * 1024;

/**
 * MCP over stdio, like the SDK's StdioClientTransport (and with its framing), but
 * the server runs in a process group of its own so that stopping it also stops
 * whatever it started (an `npx` wrapper, a shell, a grandchild), and the first line
 * on stdout that is not JSON-RPC ends the connection with a clear error instead of
 * a silent wait. `failure` rejects when the server breaks the protocol or exits.
 */
export class ProcessTransport implements Transport {
  onclose?: () => void;
  onerror?: (error: Error) => void;
  onmessage?: (message: JSONRPCMessage) => void;

  /** Rejects when the server exits or writes something that is not a JSON-RPC message. */
  readonly failure: Promise<never>;
  readonly stderr = new StderrTail();
  private fail!: (error: Error) => void;
  private child?: ChildProcess;
  private exited = false;
  private pending: Buffer = Buffer.alloc(0);
  private readonly killOnExit = () => this.killGroup('SIGKILL');

  constructor(
    private readonly command: string,
    private readonly args: readonly string[],
  ) {
    this.failure = new Promise<never>((_, reject) => (this.fail = reject));
    this.failure.catch(() => {}); // observed by the caller's race; never unhandled
  }

  async start(): Promise<void> {
    const child = spawn(this.command, this.args, { stdio: ['pipe', 'pipe', 'pipe'], detached: true });
    this.child = child;
    child.on('error', (e) => this.fail(new Error(`cannot start the server (${e.message})`)));
    child.stdin.on('error', () => {}); // EPIPE when the server is gone: its exit is what gets reported
    child.stdout.on('data', (chunk: Buffer) => this.read(chunk));
    child.stderr.on('data', (chunk: Buffer) => this.stderr.append(chunk));
    child.on('close', (code, signal) => {
      this.exited = true;
      process.off('exit', this.killOnExit);
      const how = signal ? `signal ${signal}` : `code ${code}`;
      this.fail(new CliError(`the server exited (${how})${this.stderr.summary()}`, this.stderr.lines()));
      this.onclose?.();
    });
    process.on('exit', this.killOnExit);
    await Promise.race([once(child, 'spawn'), this.failure]);
  }

  async send(message: JSONRPCMessage): Promise<void> {
    const stdin = this.child?.stdin;
    if (!stdin || this.exited) throw new Error('the server is not running');
    if (!stdin.write(serializeMessage(message))) await once(stdin, 'drain');
  }

  /** Stop the server: SIGTERM to its process group, SIGKILL after a grace period, and wait for it to go. */
  async close(): Promise<void> {
    const child = this.child;
    if (!child) return;
    child.stdin?.end();
    if (!this.exited) {
      this.killGroup('SIGTERM');
      const exited = once(child, 'close');
      const timer = setTimeout(() => this.killGroup('SIGKILL'), GRACE_MS);
      await exited;
      clearTimeout(timer);
    }
    // Anything the server left behind in its group (a grandchild that ignores SIGTERM) goes too.
    this.killGroup('SIGKILL');
  }

  /** Split stdout into lines; each non-blank line must be one JSON-RPC message. */
  private read(chunk: Buffer) {
    this.pending = this.pending.length ? Buffer.concat([this.pending, chunk]) : chunk;
    for (let nl = this.pending.indexOf(10); nl >= 0 && !this.exited; nl = this.pending.indexOf(10)) {
      const line = this.pending.toString('utf8', 0, nl).replace(/\r$/, '');
      this.pending = this.pending.subarray(nl + 1);
      if (line.trim()) this.deliver(line);
    }
    if (this.pending.length > MAX_MESSAGE_BYTES)
      this.fail(new Error(`the server sent a message over ${MAX_MESSAGE_BYTES / 1024 / 1024} MB with no line end`));
  }

  private deliver(line: string) {
    let message: JSONRPCMessage;
    try {
      message = deserializeMessage(line);
    } catch {
      const shown = line.length > 80 ? `${line.slice(0, 80)}…` : line;
      return this.fail(
        new Error(
          `the server wrote something that is not a JSON-RPC message on stdout, which MCP reserves for the protocol: ${JSON.stringify(shown)}`,
        ),
      );
    }
    this.onmessage?.(message);
  }

  private killGroup(signal: NodeJS.Signals) {
    const pid = this.child?.pid;
    if (pid === undefined) return;
    try {
      process.kill(-pid, signal);
    } catch {
      // ESRCH: the group is already gone.
    }
  }
}
