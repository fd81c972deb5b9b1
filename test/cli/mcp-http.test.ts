import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { ROOT } from './helpers/build';
import { runCli } from './helpers/run';

const EVERYTHING = join(ROOT, 'node_modules', '@modelcontextprotocol', 'server-everything', 'dist', 'index.js');

/** A port nobody listens on right now (the OS picks it). */
async function freePort(): Promise<number> {
  const probe = createServer().listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const { port } = probe.address() as { port: number };
  probe.close();
  await once(probe, 'close');
  return port;
}

describe('toolwire mcp --url: Streamable HTTP', () => {
  let server: ChildProcess;
  let url: string;

  before(async () => {
    const port = await freePort();
    server = spawn(process.execPath, [EVERYTHING, 'streamableHttp'], {
      env: { ...process.env, PORT: String(port) },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let log = '';
    await new Promise<void>((resolve, reject) => {
      server.stderr!.setEncoding('utf8').on('data', (d: string) => {
        log += d;
        if (log.includes('listening on port')) resolve();
      });
      server.on('exit', (code) => reject(new Error(`server-everything exited (${code}): ${log}`)));
    });
    url = `http://127.0.0.1:${port}/mcp`;
  });

  after(async () => {
    server.kill();
    if (server.exitCode === null && server.signalCode === null) await once(server, 'exit');
  });

  it('lists and lints the tools of a running server', async () => {
    const r = await runCli(['mcp', '--format', 'json', '--url', url]);
    assert.ok(r.code === 0 || r.code === 1, r.stderr);
    const report = JSON.parse(r.stdout) as {
      files: { path: string; findings: { tool: string | null }[] }[];
      summary: { tools: number };
    };
    assert.equal(report.files[0].path, `mcp:${url}`);
    assert.ok(report.summary.tools >= 5);
    assert.ok(report.files[0].findings.some((f) => f.tool === 'echo'));
  });

  it('a URL where nothing listens: exit 2 and the network cause', async () => {
    const r = await runCli(['mcp', '--url', `http://127.0.0.1:${await freePort()}/mcp`]);
    assert.equal(r.code, 2);
    assert.match(r.stderr, /^toolwire: mcp:http:\/\/127\.0\.0\.1:\d+\/mcp: .*ECONNREFUSED.*\n$/);
  });
});
