import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { lint } from '../../shared/src/index';
import { ROOT } from './helpers/build';
import { processesWith, readPids, survivors } from './helpers/processes';
import { runCli, tempProject } from './helpers/run';

const FIXTURES = join(__dirname, 'fixtures');
const EVERYTHING = join(ROOT, 'node_modules', '@modelcontextprotocol', 'server-everything', 'dist', 'index.js');

interface JsonReport {
  files: { path: string; findings: { rule: string; tool: string | null; pointer: string; severity: string }[] }[];
  summary: { files: number; tools: number; errors: number; warnings: number };
}

describe('toolwire mcp: a real server from npm', () => {
  it('lists the tools of @modelcontextprotocol/server-everything and reports their findings with tool and pointer', async () => {
    const dir = tempProject({});
    // The server ignores arguments after its transport name: this one marks its process.
    const marker = `toolwire-test-${process.pid}-${Date.now()}`;
    const r = await runCli(
      ['mcp', '--format', 'json', '--save', 'everything.json', '--', process.execPath, EVERYTHING, 'stdio', marker],
      { cwd: dir },
    );
    assert.ok(r.code === 0 || r.code === 1, r.stderr);
    assert.deepEqual(await survivors(processesWith(marker)), [], 'the server was stopped');
    const report = JSON.parse(r.stdout) as JsonReport;
    assert.equal(report.files.length, 1);
    assert.equal(report.files[0].path, `mcp:${process.execPath} ${EVERYTHING} stdio ${marker}`);
    // The saved document is what was linted: the same tools, the same findings.
    const saved = readFileSync(join(dir, 'everything.json'), 'utf8');
    const doc = JSON.parse(saved) as { tools: { name: string; inputSchema: Record<string, unknown> }[] };
    assert.ok(doc.tools.length >= 5, `listed ${doc.tools.length} tools`);
    assert.ok(doc.tools.some((t) => t.name === 'echo'));
    assert.equal(saved, JSON.stringify(doc, null, 2) + '\n');
    assert.equal(report.summary.tools, doc.tools.length);
    const engine = lint(saved, { fixes: false, listed: true }).findings;
    assert.deepEqual(
      report.files[0].findings.map((f) => `${f.rule} ${f.pointer}`),
      engine.map((f) => `${f.rule} ${f.pointer}`),
    );
    for (const f of report.files[0].findings.filter((x) => x.pointer.startsWith('/tools/'))) {
      const index = Number(f.pointer.split('/')[2]);
      assert.equal(f.tool, doc.tools[index].name, 'each finding names its tool');
    }
    // The server sends "$schema" in every inputSchema, which Gemini rejects.
    assert.ok(doc.tools.every((t) => '$schema' in t.inputSchema));
    const gemini = JSON.parse(
      (
        await runCli(['mcp', '--format', 'json', '--target', 'gemini', '--', process.execPath, EVERYTHING], {
          cwd: dir,
        })
      ).stdout,
    ) as JsonReport;
    // ... which its SDK stamps on each: one finding for the server, as a lint of its source gives.
    const findings = gemini.files[0].findings;
    assert.deepEqual(
      findings.filter((f) => f.pointer.endsWith('/inputSchema/$schema')),
      [],
    );
    const stamp = findings.filter((f) => f.rule === 'sdk-keywords');
    assert.deepEqual(
      stamp.map((f) => [f.pointer, f.severity]),
      [['/tools/0/inputSchema', 'info']],
    );
  });

  it('prints the tool and pointer in the stylish and github formats too', async () => {
    const stylish = await runCli(['mcp', '--', process.execPath, EVERYTHING]);
    assert.match(stylish.stdout, /\(tool "echo" at \/tools\/0\/inputSchema/);
    const github = await runCli(['mcp', '--format', 'github', '--', process.execPath, EVERYTHING]);
    assert.match(
      github.stdout,
      /^::notice file=mcp%3A.*,title=toolwire\(sdk-keywords\)::The server's SDK .*\(tool "echo" at \/tools\/0\/inputSchema\)/m,
    );
  });
});

describe('toolwire mcp: hostile servers end with one clear line, exit 2 and no process left', () => {
  it('a server that never answers: timeout, and its whole process group is stopped', async () => {
    const dir = tempProject({});
    const pidFile = join(dir, 'pids');
    const started = Date.now();
    const r = await runCli([
      'mcp',
      // Long enough for the silent server to start and write its pids on a loaded machine.
      '--timeout',
      '3',
      '--',
      process.execPath,
      join(FIXTURES, 'mcp-silent.mjs'),
      pidFile,
    ]);
    assert.equal(r.code, 2);
    assert.match(
      r.stderr,
      /^toolwire: mcp:.*mcp-silent\.mjs.*: the server did not answer initialize within 3 s \(--timeout\); it was stopped\n$/,
    );
    assert.ok(Date.now() - started < 15_000);
    const pids = readPids(pidFile);
    assert.equal(pids.length, 2, 'the server and its grandchild');
    assert.deepEqual(await survivors(pids), [], 'no orphan: both ignored SIGTERM and got SIGKILL');
  });

  it('a server that exits at once: its exit code and its stderr', async () => {
    const r = await runCli(['mcp', '--', process.execPath, join(FIXTURES, 'mcp-exits.mjs')]);
    assert.equal(r.code, 2);
    assert.match(
      r.stderr,
      /^toolwire: mcp:.*: the server exited \(code 3\); its stderr:\n {2}starting\.\.\.\n {2}fatal: MCP_API_KEY is not set\n$/,
    );
  });

  it('a server that writes many stderr lines and exits: the last 40, each at most 300 characters', async () => {
    const r = await runCli(['mcp', '--', process.execPath, join(FIXTURES, 'mcp-noisy-exit.mjs'), '60']);
    assert.equal(r.code, 2);
    const [first, ...shown] = r.stderr.trimEnd().split('\n');
    assert.match(first, /: the server exited \(code 1\); its stderr, the last 40 of 61 lines:$/);
    const expected = [
      ...Array.from({ length: 39 }, (_, i) => `  line ${i + 22}`),
      '  npm error A complete log of this run can be found in: /root/.npm/_logs/debug-0.log',
    ];
    expected[8] = `  line 30: ${'x'.repeat(300 - 'line 30: '.length)}...`;
    assert.deepEqual(shown, expected);
  });

  it('a server that prints garbage on stdout: named, not waited for', async () => {
    const dir = tempProject({});
    const pidFile = join(dir, 'pid');
    const r = await runCli([
      'mcp',
      '--timeout',
      '30',
      '--',
      process.execPath,
      join(FIXTURES, 'mcp-garbage.mjs'),
      pidFile,
    ]);
    assert.equal(r.code, 2);
    assert.match(r.stderr, /not a JSON-RPC message on stdout.*"Server listening on port 8080 \(debug mode\)"/);
    assert.deepEqual(await survivors(readPids(pidFile)), []);
  });

  it('a command that does not exist', async () => {
    const r = await runCli(['mcp', '--', 'toolwire-no-such-server-xyz']);
    assert.equal(r.code, 2);
    assert.match(
      r.stderr,
      /^toolwire: mcp:toolwire-no-such-server-xyz: cannot start the server \(spawn toolwire-no-such-server-xyz ENOENT\)\n$/,
    );
  });

  it('a server with 10,000 tools in pages of 500: all listed and linted, then stopped', async () => {
    const dir = tempProject({});
    const pidFile = join(dir, 'pid');
    const r = await runCli(
      [
        'mcp',
        '--format',
        'json',
        '--save',
        'many.json',
        '--',
        process.execPath,
        join(FIXTURES, 'mcp-many-tools.mjs'),
        '10000',
        '500',
        pidFile,
      ],
      { cwd: dir },
    );
    assert.equal(r.code, 1, r.stderr);
    const report = JSON.parse(r.stdout) as JsonReport;
    assert.equal(report.summary.tools, 10_000);
    const missing = report.files[0].findings.filter((f) => f.rule === 'items-missing');
    assert.deepEqual(
      missing.map((f) => f.tool),
      Array.from({ length: 100 }, (_, i) => `tool_${i * 100}`),
    );
    assert.equal(missing[1].pointer, '/tools/100/inputSchema/properties/tags');
    assert.ok(existsSync(join(dir, 'many.json')));
    assert.deepEqual(await survivors(readPids(pidFile)), []);
  });

  it('usage errors: no server, both --url and a command, a bad --timeout', async () => {
    for (const args of [
      ['mcp'],
      ['mcp', '--url', 'http://127.0.0.1:9/mcp', '--', 'node'],
      ['mcp', '--timeout', 'soon', '--', 'node'],
      ['mcp', 'node', 'server.js'],
    ]) {
      const r = await runCli(args);
      assert.equal(r.code, 2, args.join(' '));
      assert.equal(r.stderr.trim().split('\n').length, 1, r.stderr);
    }
  });
});
