import { spawn, type ChildProcess } from 'node:child_process';
import { after } from 'node:test';
import {
  StreamMessageReader,
  type Message,
  type NotificationMessage,
  type ResponseMessage,
} from 'vscode-languageserver-protocol/node';
import { ensureBundle, SERVER_JS } from './bundle';

/** A JSON-RPC message as bytes with its header (the body as given when it is a string: it may be broken on purpose). */
export function frame(body: unknown): string {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  return `Content-Length: ${Buffer.byteLength(text)}\r\n\r\n${text}`;
}

const running = new Set<ChildProcess>();
after(() => {
  for (const child of running) child.kill();
});

/**
 * The bundled server driven with raw bytes on its stdin, so that a test can
 * send what no client library would (a broken header, a body that is not JSON).
 * What the server writes is read with vscode-jsonrpc: its output is expected to
 * stay well formed whatever it is sent.
 */
export class RawServer {
  readonly received: Message[] = [];
  private readonly waiters: Array<{ match: (m: Message) => boolean; resolve: (m: Message) => void }> = [];

  private constructor(readonly child: ChildProcess) {
    new StreamMessageReader(child.stdout!).listen((message) => {
      this.received.push(message);
      for (const w of [...this.waiters]) {
        if (!w.match(message)) continue;
        this.waiters.splice(this.waiters.indexOf(w), 1);
        w.resolve(message);
      }
    });
  }

  /** Start the server and initialize it as a client with no capabilities (diagnostics are pushed). */
  static async start(): Promise<RawServer> {
    ensureBundle();
    const child = spawn(process.execPath, [SERVER_JS, '--stdio'], { stdio: ['pipe', 'pipe', 'inherit'] });
    running.add(child);
    child.once('exit', () => running.delete(child));
    const server = new RawServer(child);
    await server.request(0, 'initialize', { processId: process.pid, rootUri: null, capabilities: {} });
    server.write(frame({ jsonrpc: '2.0', method: 'initialized', params: {} }));
    return server;
  }

  write(bytes: string): void {
    this.child.stdin!.write(bytes);
  }

  /** Send a request and wait for the response with its id. */
  request(id: number, method: string, params: unknown): Promise<ResponseMessage> {
    const answer = this.next((m) => (m as ResponseMessage).id === id && !('method' in m));
    this.write(frame({ jsonrpc: '2.0', id, method, params }));
    return answer as Promise<ResponseMessage>;
  }

  /** The next message (from now on) that satisfies `match`. */
  next(match: (m: Message) => boolean, timeoutMs = 20_000): Promise<Message> {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no matching message within ${timeoutMs} ms`)), timeoutMs);
      this.waiters.push({ match, resolve: (m) => (clearTimeout(timer), resolve(m)) });
    });
  }

  /** The server's log lines so far (`window/logMessage`). */
  logs(): string[] {
    return this.received
      .filter((m): m is NotificationMessage => (m as NotificationMessage).method === 'window/logMessage')
      .map((m) => (m.params as { message: string }).message);
  }

  async stop(): Promise<void> {
    await this.request(999_999, 'shutdown', undefined);
    this.write(frame({ jsonrpc: '2.0', method: 'exit' }));
    if (this.child.exitCode === null) await new Promise((resolve) => this.child.once('exit', resolve));
  }
}
